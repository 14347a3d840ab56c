import { Stack } from '@chakra-ui/react';
import { nameCharacters } from '../../../../shared/onboarding/filters.ts';
import { SIGNUP_LIMITS } from '../../../../shared/onboarding/validateStep.ts';
import { EmailField } from '../fields/EmailField.tsx';
import { PhoneField } from '../fields/PhoneField.tsx';
import { TextField, upTo } from '../fields/TextField.tsx';
import { textOf, useStepField, type StepFormRef } from '../fields/useStepField.ts';
import { useSignupLogic } from '../SignupLogicContext.tsx';
import { UniqueField } from '../taxId/UniqueField.tsx';
import { StepSection, type StepViewProps } from './StepSection.tsx';

/** Names keep letters and spaces; positions are free text. */
const nameFilter = nameCharacters(SIGNUP_LIMITS.contactName);
const positionFilter = upTo(SIGNUP_LIMITS.charge);

/** The three areas of the contact step and their field-name prefixes. */
type Area = 'comertialArea' | 'financeArea' | 'postSell';

/** Step 1: where sales are notified, and the commercial, finance and post-sale contacts. */
export function ContactStep({ form }: StepViewProps) {
  return (
    <Stack gap="8">
      <StepSection titleId="signupSteps.contact.section.notification" descriptionId="signupSteps.contact.notification.description">
        <EmailField form={form} name="notificationInfoEmail" labelId="signupSteps.email" />
        <EmailField form={form} name="notificationInfoConfirmEmail" labelId="signupSteps.confirmEmail" confirmation />
      </StepSection>
      <AreaSection form={form} area="comertialArea" titleId="signupSteps.contact.section.commercial" />
      <AreaSection form={form} area="financeArea" titleId="signupSteps.contact.section.finance" />
      <AreaSection form={form} area="postSell" titleId="signupSteps.contact.section.postSale" />
    </Stack>
  );
}

/**
 * One area's contact: name, last name, e-mail (with its confirmation, except post-sale, whose
 * submission has none), position and phone. The commercial e-mail must not be registered yet.
 */
function AreaSection({ form, area, titleId }: { form: StepFormRef; area: Area; titleId: string }) {
  return (
    <StepSection titleId={titleId}>
      <TextField form={form} name={`${area}Name`} labelId="signupSteps.firstName" filter={nameFilter} autoComplete="given-name" />
      <TextField form={form} name={`${area}SecondName`} labelId="signupSteps.lastName" filter={nameFilter} autoComplete="family-name" />
      {area === 'comertialArea' ? (
        <CommercialEmailField form={form} />
      ) : (
        <EmailField form={form} name={`${area}Email`} labelId="signupSteps.email" />
      )}
      {area !== 'postSell' && <EmailField form={form} name={`${area}ConfirmEmail`} labelId="signupSteps.confirmEmail" confirmation />}
      <TextField form={form} name={`${area}Charge`} labelId="signupSteps.position" filter={positionFilter} autoComplete="organization-title" />
      <PhoneField form={form} name={`${area}Phone`} labelId="signupSteps.phone" />
    </StepSection>
  );
}

/** The commercial-area e-mail, looked up on leaving it: an address already registered is refused. */
function CommercialEmailField({ form }: { form: StepFormRef }) {
  const { uniqueCheck } = useSignupLogic();
  const email = useStepField(form, 'comertialAreaEmail');
  return (
    <UniqueField
      kind="commercialEmail"
      logic={uniqueCheck}
      value={textOf(email.value)}
      formatError={email.error}
      onExistsChange={(exists) =>
        form.send({ type: 'form.refusal', field: 'comertialAreaEmail', code: exists ? 'commercialEmailExists' : null })
      }
    >
      <EmailField form={form} name="comertialAreaEmail" labelId="signupSteps.email" errorShownByWrapper="commercialEmailExists" />
    </UniqueField>
  );
}
