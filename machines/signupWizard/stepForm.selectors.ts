/** What a step's fields show, as pure functions of the step form's snapshot (for `useSelector`). */
import type { SnapshotFrom } from 'xstate';
import type { SignupErrorCode } from '../../shared/onboarding/errors.ts';
import type { FieldErrors, FieldValue, StepValues } from '../../shared/onboarding/steps.ts';
import { stepFormErrors, type stepFormMachine, type StepFormContext } from './stepForm.machine.ts';

export type StepFormSnapshot = SnapshotFrom<typeof stepFormMachine>;

// Every field of a step selects its error from the same snapshot: validate once per context.
const errorsByContext = new WeakMap<StepFormContext, FieldErrors>();

function errorsOf(snapshot: StepFormSnapshot): FieldErrors {
  let errors = errorsByContext.get(snapshot.context);
  if (!errors) {
    errors = stepFormErrors(snapshot.context);
    errorsByContext.set(snapshot.context, errors);
  }
  return errors;
}

/** The value of one field (`undefined` for a name the step does not have). */
export const selectFieldValue = (snapshot: StepFormSnapshot, name: string): FieldValue | undefined =>
  (snapshot.context.values as unknown as Record<string, FieldValue>)[name];

/** The field's first failing rule, only once the field is touched. */
export const selectFieldError = (snapshot: StepFormSnapshot, name: string): SignupErrorCode | undefined =>
  snapshot.context.touched[name] ? errorsOf(snapshot)[name] : undefined;

export const selectValues = (snapshot: StepFormSnapshot): StepValues => snapshot.context.values;

/** Whether the field was touched (edited, left, or shown by a refused Next). */
export const selectFieldTouched = (snapshot: StepFormSnapshot, name: string): boolean => snapshot.context.touched[name] === true;

/** Whether every rule of the step passes (whatever is touched). */
export const selectStepIsValid = (snapshot: StepFormSnapshot): boolean =>
  Object.values(errorsOf(snapshot)).every((code) => code === undefined);
