/**
 * The form of one sign-up step: the portal's form chart (machines/form) with the step's shared rules
 * (`validateStep`, which the onboarding server runs too). The wizard spawns one for the step on
 * screen and owns its Next: Next is a `form.attempt`, and a step that may pass hands its values to
 * the wizard as the form's output; one that may not shows every error and says so with the
 * `reportInvalid` hook. Every edit is reported too (`reportChange`), so the wizard keeps a draft.
 *
 * - An edit touches its field (its error shows while typing); leaving a field touches it too.
 * - Next passes only a valid step with at least one touched field: a step nobody answered is not an
 *   answer, even when a draft filled it.
 * - The lookups (a taken business name or e-mail) and the server's refusals of an earlier send are
 *   refusals of one field (`form.refusal`), each kept until that field is edited.
 * - Changing a field empties the fields that depend on it (a new region empties the commune).
 */
import type { SignupErrorCode } from '../../shared/onboarding/errors.ts';
import { dependentFields, fieldNamesOf, type FieldValue, type FormStepKey, type StepValues } from '../../shared/onboarding/steps.ts';
import { validateStep, type StepContext } from '../../shared/onboarding/validateStep.ts';
import { createFormMachine, type FormDefinition, type FormInput } from '../form/form.machine.ts';
import { createFormSelectors } from '../form/form.selectors.ts';

/** A step's values by field name (the legal step's names are dotted: `Representative.rutNumber`). */
export type StepFormValues = Record<string, FieldValue>;

/** What the step's rules read besides its values. */
export interface StepFormFacts {
  step: FormStepKey;
  /** What the rules read from earlier steps (the legal step needs the company). */
  context: StepContext;
}

export type StepFormInput = FormInput<StepFormValues, StepFormFacts>;

/** `values` with `change` applied, and the fields that depend on a changed one emptied (region -> commune). */
export function applyStepChange(values: StepFormValues, change: Partial<StepFormValues>): StepFormValues {
  const next: StepFormValues = { ...values };
  for (const [name, value] of Object.entries(change)) {
    if (value === undefined) continue;
    if (next[name] !== value) for (const dependent of dependentFields[name] ?? []) next[dependent] = '';
    next[name] = value;
  }
  // A dependent field changed together with its source (region and commune at once) keeps its value.
  for (const [name, value] of Object.entries(change)) if (value !== undefined) next[name] = value;
  return next;
}

export const stepForm: FormDefinition<StepFormValues, StepFormFacts, SignupErrorCode> = {
  id: 'stepForm',
  fields: (facts) => fieldNamesOf(facts.step),
  validate: (values, facts) => validateStep(facts.step, values as unknown as StepValues, facts.context),
  touchOn: 'change',
  revealOnPress: true,
  requires: 'touch',
  takesOutsideRefusals: true,
  handsValuesToOwner: true,
  applyChange: applyStepChange,
};

/** Ends with the step's values once Next passes; the wizard provides the report hooks. */
export const stepFormMachine = createFormMachine<StepFormValues, StepFormFacts, SignupErrorCode, StepFormValues>(stepForm);

export const stepFormSelectors = createFormSelectors(stepForm);
