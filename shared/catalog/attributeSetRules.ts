/**
 * The rules a category's attribute list follows, for the editor (which says what is wrong before
 * anything is sent) and the server (which refuses what breaks them), so both say the same thing.
 * Each problem names the attribute's place in the list and the field, with the rule's code.
 */

export type AttributeKind = 'text' | 'number' | 'list' | 'boolean';

export interface AttributeDraft {
  code: string;
  name: string;
  kind: AttributeKind;
  unit: string | null;
  required: boolean;
  allowedValues: readonly string[];
  active: boolean;
}

export type AttributeRule = 'duplicated' | 'valuesRequired' | 'unitNotAllowed' | 'kindChangeRefused' | 'valuesNotAllowed';

export interface AttributeProblem {
  /** The attribute's place in the list (from 0). */
  index: number;
  field: 'code' | 'allowedValues' | 'unit' | 'kind';
  rule: AttributeRule;
}

/** Case and accents aside, as the database compares names. */
const keyOf = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * What is wrong with `attributes` as the new list of a category whose attributes are now `stored`
 * (by code: a known attribute keeps its kind).
 */
export function attributeSetProblems(attributes: readonly AttributeDraft[], stored: ReadonlyMap<string, AttributeKind>): AttributeProblem[] {
  const problems: AttributeProblem[] = [];
  const seenCodes = new Set<string>();
  attributes.forEach((attribute, index) => {
    if (seenCodes.has(attribute.code)) problems.push({ index, field: 'code', rule: 'duplicated' });
    seenCodes.add(attribute.code);
    const storedKind = stored.get(attribute.code);
    if (storedKind !== undefined && storedKind !== attribute.kind) problems.push({ index, field: 'kind', rule: 'kindChangeRefused' });
    if (attribute.kind === 'list') {
      if (attribute.allowedValues.length === 0) problems.push({ index, field: 'allowedValues', rule: 'valuesRequired' });
      else if (new Set(attribute.allowedValues.map(keyOf)).size !== attribute.allowedValues.length) problems.push({ index, field: 'allowedValues', rule: 'duplicated' });
    } else if (attribute.allowedValues.length > 0) {
      problems.push({ index, field: 'allowedValues', rule: 'valuesNotAllowed' });
    }
    if (attribute.unit !== null && attribute.kind !== 'number') problems.push({ index, field: 'unit', rule: 'unitNotAllowed' });
  });
  return problems;
}
