import { useId, type ReactNode } from 'react';
import { Field, HStack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { signupErrorMessageId, type SignupErrorCode } from '../../../../shared/onboarding/errors.ts';
import { ONBOARDING_CONTACT_EMAIL } from '../onboardingContact.ts';
import { OnboardingContactLink } from '../taxId/OnboardingContactLink.tsx';
import { InfoTip } from './InfoTip.tsx';

/** The catalog id of a sign-up error code (src/i18n/<locale>/signupErrors.ts). */
export const signupErrorId = signupErrorMessageId;

/**
 * The text of a sign-up error. The already-registered messages name the onboarding team's address
 * as a link (`<link>{email}</link>`); the other messages simply ignore those values.
 */
export function FieldError({ code }: { code: SignupErrorCode }) {
  return (
    <FormattedMessage
      id={signupErrorMessageId(code)}
      values={{ email: ONBOARDING_CONTACT_EMAIL, link: (chunks) => <OnboardingContactLink>{chunks}</OnboardingContactLink> }}
    />
  );
}

export interface FieldFrameProps {
  /** The visible label, already translated. */
  label: string;
  /** Marks the label with the required indicator and the control with aria-required. */
  required?: boolean;
  error: SignupErrorCode | undefined;
  /** False when something else shows the error's text (the control is still marked invalid). */
  showErrorText?: boolean;
  /** Explanation shown in a tooltip beside the label, already translated. */
  tooltip?: string;
  /** A short hint under the control, already translated. */
  helper?: string;
  disabled?: boolean;
  /** The control, given the id list its aria-describedby must carry (the error, the hint). */
  children: (describedBy: string | undefined) => ReactNode;
}

/**
 * Label, control, hint and error of one field. The error is tied to the control with
 * aria-describedby (Chakra's field adds only aria-errormessage), so it is read with the control.
 */
export function FieldFrame({ label, required = true, error, showErrorText = true, tooltip, helper, disabled, children }: FieldFrameProps) {
  const errorId = useId();
  const helperId = useId();
  const describedBy = [error && showErrorText ? errorId : null, helper ? helperId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Field.Root invalid={error !== undefined} required={required} disabled={disabled} ids={{ errorText: errorId, helperText: helperId }}>
      <HStack gap="1" align="center">
        <Field.Label>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
        {tooltip && <InfoTip subject={label} text={tooltip} />}
      </HStack>
      {children(describedBy)}
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      {error && showErrorText && (
        <Field.ErrorText>
          <FieldError code={error} />
        </Field.ErrorText>
      )}
    </Field.Root>
  );
}
