/**
 * Path, query and header values arrive as text. Ajv's coercion reads a number the way `+text` does,
 * so "1e3", "0x10" and " 1" became 1000, 16 and 1, and "1e309" or "Infinity" became Infinity,
 * which then skipped `minimum`/`maximum` (Ajv checks bounds only on finite numbers) and reached SQL
 * as a value no column holds: a 500 instead of the contract's 400. The contracts mean decimal
 * numerals; this checks the text before coercion.
 */
import type { ErrorObject } from 'ajv/dist/2020.js';
import type { JsonSchema } from './contracts.ts';

const INTEGER_TEXT = /^-?\d+$/;
const NUMBER_TEXT = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/;

type NumericKind = 'integer' | 'number';

function numericKindOf(schema: JsonSchema | undefined): NumericKind | null {
  if (!schema) return null;
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type];
  if (types.includes('integer')) return 'integer';
  if (types.includes('number')) return 'number';
  return null;
}

/** The numeric properties of a part's object schema: a value's kind, or its array items' kind. */
function numericPropertiesOf(schema: JsonSchema): Map<string, NumericKind> {
  const found = new Map<string, NumericKind>();
  for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) {
    const kind = numericKindOf(property) ?? numericKindOf(property.items as JsonSchema | undefined);
    if (kind) found.set(name, kind);
  }
  return found;
}

const readsAs = (text: string, kind: NumericKind) =>
  (kind === 'integer' ? INTEGER_TEXT : NUMBER_TEXT).test(text) && Number.isFinite(Number(text));

/**
 * A check of a path, query or header part before Ajv coerces it: every value of a numeric property
 * must be a finite decimal numeral. Answers Ajv-shaped errors (`must be integer`), or null when
 * the part has no numeric property and needs no check.
 */
export function numericTextCheck(schema: JsonSchema): ((data: unknown) => ErrorObject[]) | null {
  const numeric = numericPropertiesOf(schema);
  if (numeric.size === 0) return null;
  return (data) => {
    if (typeof data !== 'object' || data === null) return [];
    const errors: ErrorObject[] = [];
    for (const [name, kind] of numeric) {
      const value = (data as Record<string, unknown>)[name];
      const texts = Array.isArray(value) ? value : [value];
      if (texts.some((text) => typeof text === 'string' && !readsAs(text, kind))) {
        errors.push({ instancePath: `/${name}`, schemaPath: `#/properties/${name}/type`, keyword: 'type', params: { type: kind }, message: `must be ${kind}` });
      }
    }
    return errors;
  };
}
