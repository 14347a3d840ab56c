/**
 * A category's attributes as one form (machines/form): the list is edited as a whole and saved as
 * a whole. Each row says a name, a code (made from the name until the person edits it; a stored
 * one never changes), a kind (never changed once stored), a number's unit, whether it is required,
 * a list's allowed values, and whether it is offered. The rules are those the server runs
 * (shared/catalog/attributeSetRules.ts) plus the contract's limits; each problem is shown on its
 * row's field. The server's refusals of an earlier save are kept on their row's field until that
 * field is edited. A valid press hands the rows to the editor's chart, which saves them.
 */
import { createFormMachine, type FormDefinition } from '../../../machines/form/form.machine.ts';
import { createFormSelectors } from '../../../machines/form/form.selectors.ts';
import { attributeSetProblems, type AttributeDraft, type AttributeKind } from '../../../shared/catalog/attributeSetRules.ts';
import { codeOf, codeProblem, nameKey, nameProblem, SNAKE_CODE } from './catalogText.ts';
import type { AttributeInput, Category } from './catalog.types.ts';

export type { AttributeKind };
export const ATTRIBUTE_KINDS: readonly AttributeKind[] = ['text', 'number', 'list', 'boolean'];

export type AttributeField = 'name' | 'code' | 'kind' | 'unit' | 'allowedValues';

/** One attribute as the editor holds it. */
export interface AttributeRow {
  /** Stable while the row lives (its stored code, or a new row's number). */
  key: string;
  /** Whether its code is stored: the code and the kind no longer change. */
  stored: boolean;
  name: string;
  code: string;
  /** The code still follows the name (a new row whose code nobody edited). */
  codeFollows: boolean;
  kind: AttributeKind;
  /** A number's unit as typed ('' for none). */
  unit: string;
  required: boolean;
  /** When it became required, as stored (null when it is not, or not yet saved). */
  requiredSince: string | null;
  allowedValues: string[];
  /** The value being typed for a list, before "Agregar valor". */
  newValue: string;
  active: boolean;
  /** Whether the person edited the row: its errors show from then on (all of them after a press). */
  edited: boolean;
  /** What the server refused of the row in the last save, per field, until that field is edited. */
  refused: Partial<Record<AttributeField, string>>;
}

export interface AttributeListValues {
  attributes: AttributeRow[];
}

export interface AttributeListFacts {
  /** The stored attributes' kinds by code (a known code keeps its kind). */
  storedKinds: ReadonlyMap<string, AttributeKind>;
  /** The stored list as a save would send it: a list that says the same has nothing to save. */
  stored: string;
}

export type AttributeErrorId = `pim.attributes.error.${string}`;
export type AttributeRowErrors = Partial<Record<AttributeField, AttributeErrorId>>;

/** The rows of a category's stored attributes. */
export const rowsOf = (category: Category): AttributeRow[] =>
  category.attributes.map((attribute) => ({
    key: attribute.code,
    stored: true,
    name: attribute.name,
    code: attribute.code,
    codeFollows: false,
    kind: attribute.kind,
    unit: attribute.unit ?? '',
    required: attribute.required,
    requiredSince: attribute.requiredSince,
    allowedValues: [...attribute.allowedValues],
    newValue: '',
    active: attribute.active,
    edited: false,
    refused: {},
  }));

/** What the form checks a list against: the category as stored. */
export const attributeFactsOf = (category: Category): AttributeListFacts => ({
  storedKinds: new Map(category.attributes.map((attribute) => [attribute.code, attribute.kind])),
  stored: JSON.stringify(attributeInputsOf(rowsOf(category))),
});

/**
 * A draft put on top of the category as now stored (someone may have saved it meanwhile): a code it
 * holds is stored (its kind kept), a stored row the person never edited reads as now stored, and an
 * attribute stored since, which the draft cannot hold, is added at the end. A stored attribute is
 * never taken out of a list, so without it the save would retire what the other person added.
 */
export function rebased(rows: readonly AttributeRow[], category: Category): AttributeRow[] {
  const now = new Map(rowsOf(category).map((row) => [row.code, row]));
  const kept = rows.map((row) => {
    const stored = now.get(row.code);
    if (stored === undefined) return { ...row, stored: false };
    return row.stored && !row.edited ? stored : { ...row, stored: true };
  });
  const held = new Set(rows.map((row) => row.code));
  return [...kept, ...[...now.values()].filter((row) => !held.has(row.code))];
}

/** The rows as the contract's list (what a save sends). */
export const attributeInputsOf = (rows: readonly AttributeRow[]): AttributeInput[] =>
  rows.map((row) => ({
    code: row.code,
    name: row.name.trim(),
    kind: row.kind,
    unit: row.kind === 'number' && row.unit.trim() !== '' ? row.unit.trim() : null,
    required: row.required,
    allowedValues: row.kind === 'list' ? row.allowedValues : [],
    active: row.active,
  }));

const draftsOf = (rows: readonly AttributeRow[]): AttributeDraft[] =>
  attributeInputsOf(rows).map((input) => ({ ...input, allowedValues: input.allowedValues }));

/** Every row's errors: the contract's limits, the shared rules of the list, and the server's refusals kept. */
export function attributeRowErrors(rows: readonly AttributeRow[], facts: AttributeListFacts): AttributeRowErrors[] {
  const errors: AttributeRowErrors[] = rows.map((row) => {
    const own: AttributeRowErrors = {};
    for (const [field, rule] of Object.entries(row.refused) as [AttributeField, string][]) own[field] = `pim.attributes.error.${rule}`;
    const name = nameProblem(row.name, 60);
    if (name) own.name = `pim.attributes.error.${name}`;
    const code = row.stored ? undefined : codeProblem(row.code, SNAKE_CODE, 40);
    if (code) own.code = `pim.attributes.error.${code}`;
    if (row.kind === 'number' && row.unit.trim().length > 20) own.unit = 'pim.attributes.error.unitTooLong';
    if (row.kind === 'list' && row.allowedValues.length > 100) own.allowedValues = 'pim.attributes.error.tooManyValues';
    return own;
  });
  for (const problem of attributeSetProblems(draftsOf(rows), facts.storedKinds)) {
    errors[problem.index]![problem.field] ??= `pim.attributes.error.${problem.rule}`;
  }
  return errors;
}

/** Whether the list may be saved: no row has an error. */
const hasErrors = (rows: readonly AttributeRow[], facts: AttributeListFacts) => attributeRowErrors(rows, facts).some((row) => Object.keys(row).length > 0);

// Edits, each the list after a person's change (what the view hands the form) ---------------------

const withRow = (rows: readonly AttributeRow[], index: number, change: (row: AttributeRow) => AttributeRow): AttributeRow[] =>
  rows.map((row, at) => (at === index ? { ...change(row), edited: true } : row));

const forget = (refused: AttributeRow['refused'], ...fields: AttributeField[]) => {
  const next = { ...refused };
  for (const field of fields) delete next[field];
  return next;
};

/** A field of a row typed or chosen: a new row's code follows its name until edited; a kind drops what it has no use for. */
export function editAttribute(rows: readonly AttributeRow[], index: number, patch: Partial<Pick<AttributeRow, 'name' | 'code' | 'kind' | 'unit' | 'required' | 'newValue'>>): AttributeRow[] {
  return withRow(rows, index, (row) => {
    const next = { ...row, ...patch };
    if (patch.code !== undefined) next.codeFollows = false;
    if (patch.name !== undefined && row.codeFollows && !row.stored) next.code = codeOf(patch.name, '_', 40);
    if (patch.kind !== undefined) {
      if (patch.kind !== 'number') next.unit = '';
      if (patch.kind !== 'list') next.allowedValues = [];
    }
    const fields = (Object.keys(patch) as (keyof typeof patch)[]).flatMap((field): AttributeField[] => {
      if (field === 'newValue') return ['allowedValues'];
      if (field === 'required') return [];
      if (field === 'kind') return ['kind', 'unit', 'allowedValues'];
      return field === 'name' && next.code !== row.code ? ['name', 'code'] : [field];
    });
    return { ...next, refused: forget(row.refused, ...fields) };
  });
}

/** A new attribute at the end: a text, optional, offered. */
export function addAttribute(rows: readonly AttributeRow[]): AttributeRow[] {
  const taken = rows.map((row) => (/^new-(\d+)$/.exec(row.key)?.[1] ?? '0')).map(Number);
  const row: AttributeRow = {
    key: `new-${Math.max(0, ...taken) + 1}`,
    stored: false,
    name: '',
    code: '',
    codeFollows: true,
    kind: 'text',
    unit: '',
    required: false,
    requiredSince: null,
    allowedValues: [],
    newValue: '',
    active: true,
    edited: false,
    refused: {},
  };
  return [...rows, row];
}

/** A new row taken out before it was ever saved (a stored one is retired instead). */
export const removeAttribute = (rows: readonly AttributeRow[], index: number): AttributeRow[] => rows.filter((row, at) => at !== index || row.stored);

/** A stored attribute retired or offered again (its products keep their value either way). */
export const setAttributeActive = (rows: readonly AttributeRow[], index: number, active: boolean): AttributeRow[] => withRow(rows, index, (row) => ({ ...row, active }));

const swap = <T>(items: readonly T[], index: number, by: -1 | 1): T[] => {
  const next = [...items];
  const other = index + by;
  if (other < 0 || other >= next.length) return next;
  [next[index], next[other]] = [next[other]!, next[index]!];
  return next;
};

/** An attribute moved up or down the list (the order sellers fill them in). */
export const moveAttribute = (rows: readonly AttributeRow[], index: number, by: -1 | 1): AttributeRow[] => swap(rows, index, by);

/** The value typed for a list added at its end (trimmed; nothing when empty or already there). */
export function addValue(rows: readonly AttributeRow[], index: number): AttributeRow[] {
  return withRow(rows, index, (row) => {
    const value = row.newValue.trim();
    if (value === '' || row.allowedValues.some((other) => nameKey(other) === nameKey(value))) return row;
    return { ...row, allowedValues: [...row.allowedValues, value.slice(0, 40)], newValue: '', refused: forget(row.refused, 'allowedValues') };
  });
}

export const removeValue = (rows: readonly AttributeRow[], index: number, valueIndex: number): AttributeRow[] =>
  withRow(rows, index, (row) => ({ ...row, allowedValues: row.allowedValues.filter((_, at) => at !== valueIndex), refused: forget(row.refused, 'allowedValues') }));

export const moveValue = (rows: readonly AttributeRow[], index: number, valueIndex: number, by: -1 | 1): AttributeRow[] =>
  withRow(rows, index, (row) => ({ ...row, allowedValues: swap(row.allowedValues, valueIndex, by), refused: forget(row.refused, 'allowedValues') }));

/** The server's refusals of a save (`body.attributes.2.allowedValues`, the rule's code) on their rows. */
export function withRefusals(rows: readonly AttributeRow[], details: readonly { field: string; message: string }[]): AttributeRow[] {
  const fields: readonly string[] = ['name', 'code', 'kind', 'unit', 'allowedValues'];
  const rules: readonly string[] = ['duplicated', 'valuesRequired', 'unitNotAllowed', 'kindChangeRefused', 'valuesNotAllowed'];
  return rows.map((row, index) => {
    const refused = { ...row.refused };
    for (const detail of details) {
      const match = /^body\.attributes\.(\d+)\.(\w+)/.exec(detail.field);
      if (!match || Number(match[1]) !== index || !fields.includes(match[2]!)) continue;
      refused[match[2] as AttributeField] = rules.includes(detail.message) ? detail.message : 'invalid';
    }
    return { ...row, refused, edited: true };
  });
}

export const attributeForm: FormDefinition<AttributeListValues, AttributeListFacts, AttributeErrorId> = {
  id: 'attributeForm',
  fields: ['attributes'],
  validate: (values, facts) => ({
    attributes: hasErrors(values.attributes, facts)
      ? 'pim.attributes.error.some'
      : JSON.stringify(attributeInputsOf(values.attributes)) === facts.stored
        ? 'pim.attributes.error.unchanged'
        : undefined,
  }),
  // Each row shows its errors once edited; a press shows every row's.
  touchOn: 'blur',
  revealOnPress: true,
  handsValuesToOwner: true,
};

export const attributeFormMachine = createFormMachine<AttributeListValues, AttributeListFacts, AttributeErrorId, AttributeListValues>(attributeForm);
export const attributeFormSelectors = createFormSelectors(attributeForm);
