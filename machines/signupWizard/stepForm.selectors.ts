/** What a step's fields show, as pure functions of the step form's snapshot (for `useSelector`). */
import type { SnapshotFrom } from 'xstate';
import type { SignupErrorCode } from '../../shared/onboarding/errors.ts';
import type { FieldValue } from '../../shared/onboarding/steps.ts';
import { stepFormSelectors, type stepFormMachine } from './stepForm.machine.ts';

export type StepFormSnapshot = SnapshotFrom<typeof stepFormMachine>;

/** The value of one field (`undefined` for a name the step does not have). */
export const selectFieldValue = (snapshot: StepFormSnapshot, name: string): FieldValue | undefined => snapshot.context.values[name];

/** The field's first failing rule or refusal, only once the field is touched. */
export const selectFieldError = (snapshot: StepFormSnapshot, name: string): SignupErrorCode | undefined =>
  stepFormSelectors.shownError(name)(snapshot) as SignupErrorCode | undefined;
