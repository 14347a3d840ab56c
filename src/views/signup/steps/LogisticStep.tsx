import { Alert, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { alphanumeric, nameCharacters } from '../../../../shared/onboarding/filters.ts';
import { SIGNUP_LIMITS } from '../../../../shared/onboarding/validateStep.ts';
import { EmailField } from '../fields/EmailField.tsx';
import { PhoneField } from '../fields/PhoneField.tsx';
import { RegionCommuneFields } from '../fields/RegionCommuneFields.tsx';
import { TextField, upTo } from '../fields/TextField.tsx';
import { ToggleField } from '../fields/ToggleField.tsx';
import { FullRow, StepSection, type StepViewProps } from './StepSection.tsx';

/** Limits and characters of the logistic step: the address as addresses, names as names. */
const nodeFilter = upTo(SIGNUP_LIMITS.freeText);
const addressFilter = alphanumeric(SIGNUP_LIMITS.address);
const nameFilter = nameCharacters(SIGNUP_LIMITS.contactName);
const roleFilter = upTo(SIGNUP_LIMITS.charge);

/** Step 4: the warehouse orders leave from (also the returns address), its contact, and technical service. */
export function LogisticStep({ form }: StepViewProps) {
  const intl = useIntl();
  return (
    <Stack gap="8">
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Description>{intl.formatMessage({ id: 'signupSteps.logistic.info' })}</Alert.Description>
      </Alert.Root>

      <StepSection titleId="signupSteps.logistic.section.warehouse">
        <TextField
          form={form}
          name="nameNode"
          labelId="signupSteps.logistic.nodeName"
          tooltipId="signupSteps.logistic.nodeName.tooltip"
          filter={nodeFilter}
        />
        <TextField
          form={form}
          name="numberNode"
          labelId="signupSteps.logistic.nodeNumber"
          tooltipId="signupSteps.logistic.nodeNumber.tooltip"
          filter={nodeFilter}
          required={false}
        />
        <FullRow>
          <TextField
            form={form}
            name="addressWarehouse"
            labelId="signupSteps.logistic.address"
            helperId="signupSteps.logistic.address.hint"
            filter={addressFilter}
            autoComplete="street-address"
          />
        </FullRow>
        <RegionCommuneFields
          form={form}
          regionName="regionWarehouse"
          communeName="communeWarehouse"
          regionLabelId="signupSteps.region"
          communeLabelId="signupSteps.commune"
          nameFields={{ region: 'nameRegion', commune: 'nameComune' }}
        />
      </StepSection>

      <StepSection titleId="signupSteps.logistic.section.contact">
        <TextField form={form} name="nameContact" labelId="signupSteps.firstName" filter={nameFilter} autoComplete="given-name" />
        <TextField form={form} name="lastnameContact" labelId="signupSteps.lastName" filter={nameFilter} autoComplete="family-name" />
        <EmailField form={form} name="emailWarehouse" labelId="signupSteps.email" />
        <EmailField form={form} name="emailConfirmWarehouse" labelId="signupSteps.confirmEmail" confirmation />
        <TextField form={form} name="rolWarehouse" labelId="signupSteps.position" filter={roleFilter} autoComplete="organization-title" />
        <PhoneField form={form} name="phoneWarehouse" labelId="signupSteps.phone" />
      </StepSection>

      <StepSection titleId="signupSteps.logistic.section.technicalService">
        <FullRow>
          <ToggleField form={form} name="technicalService" labelId="signupSteps.logistic.technicalService" />
        </FullRow>
      </StepSection>
    </Stack>
  );
}
