import { Input, InputGroup } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { digitsOnly } from '../../../../shared/onboarding/filters.ts';
import { PHONE_DIGITS, PHONE_PREFIX } from '../../../../shared/onboarding/phone.ts';
import { FieldFrame } from './FieldFrame.tsx';
import { textOf, useStepField, type StepFormRef } from './useStepField.ts';

const phoneFilter = digitsOnly(PHONE_DIGITS);

export interface PhoneFieldProps {
  form: StepFormRef;
  name: string;
  labelId: string;
}

/**
 * A phone of a step form: the +56 prefix is shown beside the input, which keeps only 9 digits
 * (typed or pasted); a tooltip explains the format (starting with 2 for a landline, 9 for a mobile).
 */
export function PhoneField({ form, name, labelId }: PhoneFieldProps) {
  const intl = useIntl();
  const field = useStepField(form, name);
  return (
    <FieldFrame
      label={intl.formatMessage({ id: labelId })}
      error={field.error}
      tooltip={intl.formatMessage({ id: 'signupSteps.phone.tooltip' })}
    >
      {(describedBy) => (
        <InputGroup startAddon={PHONE_PREFIX}>
          <Input
            name={name}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={intl.formatMessage({ id: 'signupSteps.phone.placeholder' })}
            value={textOf(field.value)}
            aria-describedby={describedBy}
            onChange={(event) => field.onChange(phoneFilter(event.target.value))}
            onBlur={field.onBlur}
          />
        </InputGroup>
      )}
    </FieldFrame>
  );
}
