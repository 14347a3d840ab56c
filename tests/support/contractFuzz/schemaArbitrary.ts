/**
 * fast-check arbitraries from the contracts' JSON Schemas (refs already resolved): `valid` draws
 * values the schema accepts (formats, patterns, lengths and the contract's own examples honoured),
 * `hostile` draws values a careless or malicious client sends instead: wrong types, missing required
 * properties, extra properties, huge or exotic strings, numbers in notations a parser may misread,
 * out-of-range numbers, broken formats.
 *
 * `known` holds values the database really has, by parameter or property name (seller ids, job ids,
 * file names...): a random integer almost never names an existing row, so without them the draw
 * would stop at "not found" and never reach what a handler does with a real one.
 */
import fc, { type Arbitrary } from 'fast-check';
import type { JsonSchema } from '../../../server/openapi/contracts.ts';

const MAX_DEPTH = 4;

export type KnownValues = Readonly<Record<string, readonly unknown[]>>;

/** Strings a server must survive: empty, blanks, control characters, SQL and HTML, astral planes, long. */
export const nastyString: Arbitrary<string> = fc.oneof(
  fc.constantFrom('', ' ', '\u0000', '\t\n', "' or 1=1 --", '<script>alert(1)</script>', '../../etc/passwd', '%00', '😀🇨🇱', 'Ñandú', '\u202e', 'null', '-1', '1e309'),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ minLength: 2000, maxLength: 5000 }),
);

/**
 * Strings a lenient number parser turns into a number the contract never meant: exponents,
 * infinities, hexadecimal, blanks around digits, more digits than any integer type holds.
 */
export const numberLookalike: Arbitrary<string> = fc.constantFrom(
  '1e309', '-1e309', 'Infinity', '-Infinity', 'NaN', '1e3', '1E2', '0x10', '0b11', '0o7', ' 1', '1 ', '+1', '-0', '1.0', '1.5', '.5', '00001',
  '2147483648', '-2147483649', '9007199254740993', '9223372036854775808', '9'.repeat(400), '1_000', '١٢٣',
);

const typesOf = (schema: JsonSchema): string[] => {
  const type = schema.type;
  if (Array.isArray(type)) return type as string[];
  if (typeof type === 'string') return [type];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
};

/** A string matching the schema's pattern, or null when fast-check cannot generate from it (lookarounds). */
function patternString(pattern: string, minLength: number, maxLength: number): Arbitrary<string> | null {
  try {
    const matching = fc.stringMatching(new RegExp(pattern));
    fc.sample(matching, 1);
    // Patterns say nothing of length; a draw the length bounds refuse is drawn again.
    return matching.filter((text) => text.length >= minLength && text.length <= maxLength);
  } catch {
    return null;
  }
}

function validString(schema: JsonSchema): Arbitrary<string> {
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : Math.max(minLength, 30);
  switch (schema.format) {
    case 'date':
      return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }).map((date) => date.toISOString());
    case 'email':
      return fc.emailAddress().filter((email) => email.length <= maxLength);
    case 'uuid':
      return fc.uuid();
    case 'uri':
      return fc.webUrl();
    default: {
      const byPattern = typeof schema.pattern === 'string' ? patternString(schema.pattern, minLength, maxLength) : null;
      return byPattern ?? fc.string({ minLength, maxLength: Math.min(maxLength, minLength + 60) });
    }
  }
}

function validNumber(schema: JsonSchema, integer: boolean): Arbitrary<number> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : integer ? -1000 : -1e6;
  const max = typeof schema.maximum === 'number' ? schema.maximum : integer ? 100_000 : 1e6;
  if (!integer) return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  // Small values most of the time: ids, pages and counts that exist are near the bottom of the range.
  const low = Math.ceil(min);
  return fc.oneof({ weight: 3, arbitrary: fc.integer({ min: low, max: Math.min(Math.floor(max), low + 20) }) }, { weight: 1, arbitrary: fc.integer({ min: low, max: Math.floor(max) }) });
}

/** What the database has under `name`, mixed with what the schema allows. */
function withKnown(name: string | undefined, known: KnownValues, drawn: Arbitrary<unknown>): Arbitrary<unknown> {
  const values = name === undefined ? undefined : known[name];
  if (!values || values.length === 0) return drawn;
  return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...values) }, { weight: 1, arbitrary: drawn });
}

/** Values `schema` accepts (formats, patterns, enums and examples honoured; `known` values by name preferred). */
export function validArbitrary(schema: JsonSchema | undefined, known: KnownValues = {}, name?: string, depth = 0): Arbitrary<unknown> {
  const drawn = validBySchema(schema, known, depth);
  // An enum or const already names every valid value; what the database has under the same name is for other operations.
  if (schema && ('const' in schema || Array.isArray(schema.enum))) return drawn;
  return withKnown(name, known, drawn);
}

function validBySchema(schema: JsonSchema | undefined, known: KnownValues, depth: number): Arbitrary<unknown> {
  if (!schema || depth > MAX_DEPTH) return fc.constant(null);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options) && options.length > 0) {
      // Properties beside oneOf (a discriminated schema's `type: object`) apply to every branch.
      const { [key]: _branches, ...shared } = schema;
      return fc.oneof(...(options as JsonSchema[]).map((option) => validBySchema({ ...shared, ...option }, known, depth + 1)));
    }
  }
  if (Array.isArray(schema.allOf)) {
    const merged = (schema.allOf as JsonSchema[]).reduce<JsonSchema>(
      (all, part) => ({ ...all, ...part, properties: { ...(all.properties as object), ...(part.properties as object) }, required: [...((all.required as string[]) ?? []), ...((part.required as string[]) ?? [])] }),
      {},
    );
    return validBySchema(merged, known, depth + 1);
  }
  const types = typesOf(schema);
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  const generated = fc.oneof(
    ...types.map((type): Arbitrary<unknown> => {
      switch (type) {
        case 'string':
          return validString(schema);
        case 'integer':
          return validNumber(schema, true);
        case 'number':
          return validNumber(schema, false);
        case 'boolean':
          return fc.boolean();
        case 'null':
          return fc.constant(null);
        case 'array': {
          const minLength = typeof schema.minItems === 'number' ? schema.minItems : 0;
          const maxLength = typeof schema.maxItems === 'number' ? Math.min(schema.maxItems, minLength + 4) : minLength + 4;
          return fc.array(validBySchema(schema.items as JsonSchema, known, depth + 1), { minLength, maxLength });
        }
        default: {
          const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
          const required = (schema.required ?? []) as string[];
          const entries = Object.fromEntries(Object.entries(properties).map(([property, value]) => [property, validArbitrary(value, known, property, depth + 1)]));
          return fc.record(entries, { requiredKeys: required.filter((property) => property in properties) });
        }
      }
    }),
  );
  // The contract's own examples are valid by its authors' word, and usually name real-looking data.
  const examples = Array.isArray(schema.examples) ? (schema.examples as unknown[]) : [];
  return examples.length > 0 ? fc.oneof({ weight: 1, arbitrary: fc.constantFrom(...examples) }, { weight: 2, arbitrary: generated }) : generated;
}

/** Values a hostile client sends where `schema` is expected. */
export function hostileArbitrary(schema: JsonSchema | undefined, known: KnownValues = {}, name?: string): Arbitrary<unknown> {
  const types = schema ? typesOf(schema) : [];
  const options: Arbitrary<unknown>[] = [
    fc.constant(null),
    fc.boolean(),
    fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53, -(2 ** 31), 1.5, 1e308, -1e308),
    nastyString,
    numberLookalike,
    fc.jsonValue({ maxDepth: 3 }),
    fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  ];
  if (types.includes('object') && schema) {
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
    const required = (schema.required ?? []) as string[];
    const valid = validArbitrary(schema, known, name);
    // A valid object with one property broken, one required property dropped, or one added.
    options.push(
      fc
        .tuple(valid, fc.constantFrom(...(Object.keys(properties).length > 0 ? Object.keys(properties) : ['x'])), fc.oneof(fc.jsonValue({ maxDepth: 1 }), nastyString, numberLookalike))
        .map(([value, key, junk]) => ({ ...(value as object), [key]: junk })),
      fc.tuple(valid, fc.constantFrom(...(required.length > 0 ? required : ['x']))).map(([value, key]) => {
        const copy = { ...(value as Record<string, unknown>) };
        delete copy[key];
        return copy;
      }),
      // JSON.parse makes `__proto__` an own property, as a body parser would see it on the wire.
      valid.map((value) => ({ ...(value as object), ...(JSON.parse('{"__proto__":{"admin":true},"constructor":{"prototype":{"polluted":true}}}') as object), unexpected: 'x' })),
    );
  }
  return fc.oneof(...options);
}
