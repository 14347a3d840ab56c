import { Stack } from '@chakra-ui/react';
import { digitsOnly } from '../../../../shared/onboarding/filters.ts';
import { SIGNUP_LIMITS } from '../../../../shared/onboarding/validateStep.ts';
import { ProofFileField } from '../fields/ProofFileField.tsx';
import { SelectField } from '../fields/SelectField.tsx';
import { TextField } from '../fields/TextField.tsx';
import { useSignupReference } from '../SignupLogicContext.tsx';
import { FullRow, StepSection, type StepViewProps } from './StepSection.tsx';

/** Account numbers are at most 20 digits, typed or pasted. */
const accountNumberFilter = digitsOnly(SIGNUP_LIMITS.accountNumber);

/** Step 3: the bank account sales are paid into, with a proof of it. */
export function BankStep({ form }: StepViewProps) {
  const { banks, accountTypes } = useSignupReference();
  return (
    <Stack gap="8">
      <StepSection titleId="signupSteps.bank.section" descriptionId="signupSteps.bank.description">
        <SelectField
          form={form}
          name="bankChooseBank"
          labelId="signupSteps.bank.bank"
          options={banks.map(({ code, name }) => ({ value: code, label: name }))}
        />
        <SelectField
          form={form}
          name="bankType"
          labelId="signupSteps.bank.accountType"
          options={accountTypes.map(({ code, name }) => ({ value: code, label: name }))}
        />
        <TextField
          form={form}
          name="accountNumber"
          labelId="signupSteps.bank.accountNumber"
          filter={accountNumberFilter}
          inputMode="numeric"
        />
        <FullRow>
          <ProofFileField form={form} name="proofFile" labelId="signupSteps.bank.proofFile" />
        </FullRow>
      </StepSection>
    </Stack>
  );
}
