import { useCallback } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { stepFormMachine } from '../../../../machines/signupWizard/stepForm.machine.ts';
import { selectFieldError, selectFieldValue } from '../../../../machines/signupWizard/stepForm.selectors.ts';
import type { SignupErrorCode } from '../../../../shared/onboarding/errors.ts';
import type { FieldValue, StepValues } from '../../../../shared/onboarding/steps.ts';

/** The running form of one wizard step, as the step views receive it. */
export type StepFormRef = ActorRefFrom<typeof stepFormMachine>;

/** One field of a step form, projected for an input: what it shows and what it sends. */
export interface StepField {
  name: string;
  value: FieldValue;
  /** The failing rule, only once the field is touched (the form decides). */
  error: SignupErrorCode | undefined;
  /** Sends `form.change` (which also touches the field and clears its dependants). */
  onChange: (value: FieldValue) => void;
  /** Sends `form.blur`: leaving the field touches it. */
  onBlur: () => void;
}

/** Binds an input to the field `name` of a step form: value and visible error from the snapshot. */
export function useStepField(form: StepFormRef, name: string): StepField {
  const value = useSelector(form, (snapshot) => selectFieldValue(snapshot, name) ?? null);
  const error = useSelector(form, (snapshot) => selectFieldError(snapshot, name));
  const onChange = useCallback((next: FieldValue) => form.send({ type: 'form.change', values: { [name]: next } }), [form, name]);
  const onBlur = useCallback(() => form.send({ type: 'form.blur', field: name }), [form, name]);
  return { name, value, error, onChange, onBlur };
}

/** Sends several values at once (a code with its label, a region with its name). */
export function changeFields(form: StepFormRef, values: Partial<StepValues> | Record<string, FieldValue>): void {
  form.send({ type: 'form.change', values: values as Record<string, FieldValue> });
}

/** A text input's value: the field's string, '' for anything else. */
export const textOf = (value: FieldValue): string => (typeof value === 'string' ? value : '');
