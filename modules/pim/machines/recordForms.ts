/**
 * The dialogs' forms of the configuration: a department or category (name, and a code for a new
 * one), its commission, a brand's name, a rejection reason (text, and a code for a new one). Each is
 * the portal's form chart (machines/form) with the contract's rules; each sends itself with its
 * `submit` (modules/pim/actors.ts), whose refusals come back under their field (a name a sibling
 * has). A write refused because the record changed meanwhile ends the form as a `conflict`: what
 * it was based on is gone, and the page reads the record again.
 */
import { createFormMachine, type FormDefinition } from '../../../machines/form/form.machine.ts';
import { createFormSelectors } from '../../../machines/form/form.selectors.ts';
import { basisPointsOf, CATEGORY_CODE, codeOf, codeProblem, nameKey, nameProblem, SNAKE_CODE } from './catalogText.ts';
import type { Brand, Category, RejectionReason } from './catalog.types.ts';

/** How a form's send ended: the records as now stored, or refused because one had changed meanwhile. */
export type RecordOutcome<TRecord> = { kind: 'saved'; records: TRecord[] } | { kind: 'conflict' };

/** A form's field error: a message id of the module. */
export type PimErrorId = `pim.error.${string}`;
const err = (code: string | undefined): PimErrorId | undefined => (code === undefined ? undefined : `pim.error.${code}`);

/** A name that follows its code: the code keeps following the name until the person edits it. */
function codeFollowsName<TValues extends { code: string }>(nameField: keyof TValues, separator: '-' | '_', max: number) {
  return (values: TValues, change: Partial<TValues>): TValues => {
    const next = { ...values, ...change };
    const name = change[nameField];
    if (typeof name === 'string' && change.code === undefined && values.code === codeOf(String(values[nameField]), separator, max)) {
      return { ...next, code: codeOf(name, separator, max) };
    }
    return next;
  };
}

// A department or a category -------------------------------------------------------------------

export interface CategoryValues {
  name: string;
  /** Only a new one's; a stored code never changes. */
  code: string;
}

export interface CategoryFacts {
  /** The record renamed; null for a new one. */
  category: Category | null;
  /** The department a new category goes under (null: a new department). */
  parentId: number | null;
  /** Its siblings' names, as compared (case and accents aside). */
  siblingNames: readonly string[];
  /** Every code of the tree. */
  takenCodes: readonly string[];
}

export const categoryForm: FormDefinition<CategoryValues, CategoryFacts, PimErrorId> = {
  id: 'categoryForm',
  fields: (facts) => (facts.category ? ['name'] : ['name', 'code']),
  validate: (values, facts) => ({
    name: err(nameProblem(values.name, 80) ?? (facts.siblingNames.includes(nameKey(values.name)) ? 'CATEGORY_NAME_TAKEN' : undefined)),
    code: facts.category ? undefined : err(codeProblem(values.code, CATEGORY_CODE, 60) ?? (facts.takenCodes.includes(values.code) ? 'CATEGORY_CODE_TAKEN' : undefined)),
  }),
  touchOn: 'blur',
  revealOnPress: true,
  requires: 'change',
  applyChange: codeFollowsName<CategoryValues>('name', '-', 60),
};

export const categoryFormMachine = createFormMachine<CategoryValues, CategoryFacts, PimErrorId, RecordOutcome<Category>>(categoryForm);
export const categoryFormSelectors = createFormSelectors(categoryForm);

// A commission ----------------------------------------------------------------------------------

export interface CommissionValues {
  /** The percent as typed ("12,5"). */
  percent: string;
  /** A category takes its department's (a department never does). */
  inherit: boolean;
}

export interface CommissionFacts {
  category: Category;
}

export const commissionForm: FormDefinition<CommissionValues, CommissionFacts, PimErrorId> = {
  id: 'commissionForm',
  fields: ['percent'],
  validate: (values) => ({
    percent: values.inherit ? undefined : values.percent.trim() === '' ? err('required') : basisPointsOf(values.percent) === null ? err('percentInvalid') : undefined,
  }),
  touchOn: 'blur',
  revealOnPress: true,
  requires: 'change',
};

export const commissionFormMachine = createFormMachine<CommissionValues, CommissionFacts, PimErrorId, RecordOutcome<Category>>(commissionForm);
export const commissionFormSelectors = createFormSelectors(commissionForm);

// A brand ---------------------------------------------------------------------------------------

export interface BrandValues {
  name: string;
}

export interface BrandFacts {
  /** The brand renamed; null for a new one. */
  brand: Brand | null;
}

export const brandForm: FormDefinition<BrandValues, BrandFacts, PimErrorId> = {
  id: 'brandForm',
  fields: ['name'],
  validate: (values) => ({ name: err(nameProblem(values.name, 60)) }),
  touchOn: 'blur',
  revealOnPress: true,
  requires: 'change',
};

export const brandFormMachine = createFormMachine<BrandValues, BrandFacts, PimErrorId, RecordOutcome<Brand>>(brandForm);
export const brandFormSelectors = createFormSelectors(brandForm);

// A rejection reason ----------------------------------------------------------------------------

export interface ReasonValues {
  /** What the seller reads. */
  text: string;
  /** Only a new one's: what a decision records. */
  code: string;
}

export interface ReasonFacts {
  /** The reason edited; null for a new one. */
  reason: RejectionReason | null;
  takenCodes: readonly string[];
  /** Where a new one goes: after the last. */
  nextPosition: number;
}

export const reasonForm: FormDefinition<ReasonValues, ReasonFacts, PimErrorId> = {
  id: 'reasonForm',
  fields: (facts) => (facts.reason ? ['text'] : ['text', 'code']),
  validate: (values, facts) => ({
    text: err(nameProblem(values.text, 200)),
    code: facts.reason ? undefined : err(codeProblem(values.code, SNAKE_CODE, 40) ?? (facts.takenCodes.includes(values.code) ? 'REASON_CODE_TAKEN' : undefined)),
  }),
  touchOn: 'blur',
  revealOnPress: true,
  requires: 'change',
  applyChange: codeFollowsName<ReasonValues>('text', '_', 40),
};

export const reasonFormMachine = createFormMachine<ReasonValues, ReasonFacts, PimErrorId, RecordOutcome<RejectionReason>>(reasonForm);
export const reasonFormSelectors = createFormSelectors(reasonForm);
