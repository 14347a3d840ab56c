/**
 * One form step of the sign-up wizard: the values of the step, which
 * fields the person has touched, and the errors the lookups reported (name or e-mail already used).
 * The wizard spawns one for the step on screen and asks it to validate on Next; the form answers
 * `step.valid` (with its values) or `step.invalid`. Errors are not stored: the selectors compute them
 * from the shared `validateStep` (the same rules the server runs) and the lookups' errors, and show
 * a field's error only once the field is touched.
 */
import { assertEvent, assign, setup } from 'xstate';
import type { SignupErrorCode } from '../../shared/onboarding/errors.ts';
import {
  dependentFields,
  fieldNamesOf,
  type FieldErrors,
  type FieldValue,
  type FormStepKey,
  type StepValues,
} from '../../shared/onboarding/steps.ts';
import { validateStep, type StepContext } from '../../shared/onboarding/validateStep.ts';

export interface StepFormInput {
  step: FormStepKey;
  values: StepValues;
  /** What the step's rules read from earlier steps (the legal step needs the company). */
  context: StepContext;
  /**
   * Fields already touched, when the wizard brings back a step the person worked on: their errors
   * show again, and a step that passed Next once may pass it again without another edit.
   */
  touched?: Record<string, true>;
  /** Refusals the form starts with (the server refused a field of the application), until edited. */
  externalErrors?: FieldErrors;
}

export interface StepFormContext {
  step: FormStepKey;
  values: StepValues;
  touched: Record<string, true>;
  /** Errors the lookups or the server found (businessNameExists...), each cleared by an edit of its field. */
  externalErrors: FieldErrors;
  context: StepContext;
}

export type StepFormEvent =
  | { type: 'field.change'; name: string; value: FieldValue }
  | { type: 'fields.change'; values: Partial<StepValues> }
  | { type: 'field.blur'; name: string }
  | { type: 'field.externalError'; name: string; error: SignupErrorCode | null }
  | { type: 'step.validate' };

/** What the form tells the wizard that spawned it. */
export type StepFormParentEvent =
  /** After every edit: the wizard keeps a draft; `valid` ends the step's error mark. */
  | { type: 'step.edited'; step: FormStepKey; values: StepValues; touched: Record<string, true>; valid: boolean }
  /** Answer to `step.validate`: every rule passes and the person touched something. */
  | { type: 'step.valid'; step: FormStepKey; values: StepValues; touched: Record<string, true> }
  /** Answer to `step.validate`: some rule fails (now shown on every field), or nothing was touched. */
  | { type: 'step.invalid'; step: FormStepKey };

/** The failing rules of the step: the shared validation first, then what the lookups reported. */
export function stepFormErrors(context: StepFormContext): FieldErrors {
  return { ...context.externalErrors, ...validateStep(context.step, context.values, context.context) };
}

const hasErrors = (errors: FieldErrors): boolean => Object.values(errors).some((code) => code !== undefined);

/** `values` with `changes` applied, and the fields that depend on a changed one cleared (region -> commune). */
function applyChanges(values: StepValues, changes: Partial<Record<string, FieldValue>>): StepValues {
  const next: Record<string, FieldValue> = { ...values };
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    if (next[name] !== value) for (const dependent of dependentFields[name] ?? []) next[dependent] = '';
    next[name] = value;
  }
  // A dependent field changed together with its source (region and commune at once) keeps its value.
  for (const [name, value] of Object.entries(changes)) if (value !== undefined) next[name] = value;
  return next as unknown as StepValues;
}

function withoutKeys(errors: FieldErrors, names: readonly string[]): FieldErrors {
  const next = { ...errors };
  for (const name of names) delete next[name];
  return next;
}

export const stepFormMachine = setup({
  types: {
    input: {} as StepFormInput,
    context: {} as StepFormContext,
    events: {} as StepFormEvent,
  },
  actions: {
    changeFields: assign(({ context, event }) => {
      const changes: Partial<Record<string, FieldValue>> =
        event.type === 'field.change' ? { [event.name]: event.value } : event.type === 'fields.change' ? event.values : {};
      const names = Object.keys(changes);
      const touched = { ...context.touched };
      for (const name of names) touched[name] = true;
      return {
        values: applyChanges(context.values, changes),
        touched,
        externalErrors: withoutKeys(context.externalErrors, names),
      };
    }),
    touchField: assign(({ context, event }) => {
      assertEvent(event, 'field.blur');
      return context.touched[event.name] ? {} : { touched: { ...context.touched, [event.name]: true as const } };
    }),
    setExternalError: assign(({ context, event }) => {
      assertEvent(event, 'field.externalError');
      if (event.error === null) return { externalErrors: withoutKeys(context.externalErrors, [event.name]) };
      return { externalErrors: { ...context.externalErrors, [event.name]: event.error } };
    }),
    touchAllFields: assign(({ context }) => ({
      touched: Object.fromEntries(fieldNamesOf(context.step).map((name) => [name, true as const])),
    })),
    /**
     * What the form tells its owner; no-ops for a form on its own. The wizard provides them with
     * `sendParent` (the form is its child), so the form never needs to know who listens.
     */
    reportEdited: (_, _params: Extract<StepFormParentEvent, { type: 'step.edited' }>) => {},
    reportValid: (_, _params: Extract<StepFormParentEvent, { type: 'step.valid' }>) => {},
    reportInvalid: (_, _params: Extract<StepFormParentEvent, { type: 'step.invalid' }>) => {},
  },
  guards: {
    /** Next passes only when the form is valid and at least one field was touched (an untouched step is not an answer). */
    canPass: ({ context }) => Object.keys(context.touched).length > 0 && !hasErrors(stepFormErrors(context)),
  },
}).createMachine({
  id: 'stepForm',
  description: 'The form is editable until the wizard replaces it; the wizard (which owns Next) is the one that moves on.',
  context: ({ input }) => ({
    step: input.step,
    values: input.values,
    touched: input.touched ?? {},
    externalErrors: input.externalErrors ?? {},
    context: input.context,
  }),
  on: {
    'field.change': { actions: ['changeFields', { type: 'reportEdited', params: editedReport }] },
    'fields.change': { actions: ['changeFields', { type: 'reportEdited', params: editedReport }] },
    // Leaving a field touches it; the owner keeps what is touched with the values.
    'field.blur': { actions: ['touchField', { type: 'reportEdited', params: editedReport }] },
    'field.externalError': { actions: 'setExternalError' },
    'step.validate': [
      {
        guard: 'canPass',
        actions: { type: 'reportValid', params: ({ context }) => ({ type: 'step.valid' as const, step: context.step, values: context.values, touched: context.touched }) },
      },
      // Refused: every error shows, so the person sees what is missing.
      { actions: ['touchAllFields', { type: 'reportInvalid', params: ({ context }) => ({ type: 'step.invalid' as const, step: context.step }) }] },
    ],
  },
});

function editedReport({ context }: { context: StepFormContext }): Extract<StepFormParentEvent, { type: 'step.edited' }> {
  return { type: 'step.edited', step: context.step, values: context.values, touched: context.touched, valid: !hasErrors(stepFormErrors(context)) };
}
