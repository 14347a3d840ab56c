import type { SignupErrorCode } from '../../../../shared/onboarding/errors.ts';
import { SIGNUP_LIMITS } from '../../../../shared/onboarding/validateStep.ts';
import { TextField } from './TextField.tsx';
import type { StepFormRef } from './useStepField.ts';


/** An e-mail never holds spaces: typed or pasted ones are dropped, and the text is cut at the limit. */
export const emailFilter = (text: string): string => text.replace(/\s+/g, '').slice(0, SIGNUP_LIMITS.email);

export interface EmailFieldProps {
  form: StepFormRef;
  name: string;
  labelId: string;
  /** A confirmation box: browsers must not offer to fill it (the person types it again). */
  confirmation?: boolean;
  /** An error a wrapper shows (see TextField). */
  errorShownByWrapper?: SignupErrorCode;
}

/** An e-mail field of a step form (notification, areas, warehouse contact, and their confirmations). */
export function EmailField({ form, name, labelId, confirmation = false, errorShownByWrapper }: EmailFieldProps) {
  return (
    <TextField
      form={form}
      name={name}
      labelId={labelId}
      type="email"
      inputMode="email"
      autoComplete={confirmation ? 'off' : 'email'}
      filter={emailFilter}
      errorShownByWrapper={errorShownByWrapper}
    />
  );
}
