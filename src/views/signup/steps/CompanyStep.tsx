import { useCallback, useMemo } from 'react';
import { Stack } from '@chakra-ui/react';
import { alphanumeric, digitsOnly } from '../../../../shared/onboarding/filters.ts';
import { selectFieldValue } from '../../../../machines/signupWizard/stepForm.selectors.ts';
import { splitCategoryCodes } from '../../../../shared/onboarding/productCategories.ts';
import { SIGNUP_LIMITS } from '../../../../shared/onboarding/validateStep.ts';
import { ActivityPicker } from '../activityPicker/ActivityPicker.tsx';
import { MultiSelect } from '../fields/MultiSelect.tsx';
import { RegionCommuneFields } from '../fields/RegionCommuneFields.tsx';
import { SelectField } from '../fields/SelectField.tsx';
import { TextField, upTo } from '../fields/TextField.tsx';
import { changeFields, textOf, useStepField, type StepFormRef } from '../fields/useStepField.ts';
import { useSignupLogic, useSignupReference } from '../SignupLogicContext.tsx';
import { CompanyRutField } from '../taxId/CompanyRutField.tsx';
import { UniqueField } from '../taxId/UniqueField.tsx';
import { FullRow, StepSection, type StepViewProps } from './StepSection.tsx';

// Names are free text (their rules are about suffixes, not characters); the address keeps the
// characters its rule allows; counts and postal codes keep digits.
const businessNameFilter = upTo(SIGNUP_LIMITS.businessName);
const companyNameFilter = upTo(SIGNUP_LIMITS.companyName);
const addressFilter = alphanumeric(SIGNUP_LIMITS.address);
const postalCodeFilter = digitsOnly(SIGNUP_LIMITS.postalCode);
const productCountFilter = digitsOnly(SIGNUP_LIMITS.nProducts);
const whyUsFilter = upTo(SIGNUP_LIMITS.freeText);

/**
 * Step 0: company information, head office address, about the products.
 * Fields that read other fields' values are components of their own, so a keystroke re-renders
 * its own field only, not the step's 65 category boxes.
 */
export function CompanyStep({ form }: StepViewProps) {
  const reference = useSignupReference();
  return (
    <Stack gap="8">
      <StepSection titleId="signupSteps.company.section.info">
        <BusinessNameField form={form} />
        <TextField
          form={form}
          name="companyName"
          labelId="signupSteps.company.companyName"
          tooltipId="signupSteps.company.companyName.tooltip"
          filter={companyNameFilter}
          autoComplete="organization"
        />
        <RutField form={form} />
        <SelectField
          form={form}
          name="societyType"
          labelId="signupSteps.company.societyType"
          options={reference.companySocietyTypes.map(({ code, name }) => ({ value: code, label: name }))}
        />
        <FullRow>
          <ActivityField form={form} />
        </FullRow>
      </StepSection>

      <StepSection titleId="signupSteps.company.section.headOffice">
        <FullRow>
          <TextField
            form={form}
            name="companyHeadAddress"
            labelId="signupSteps.company.address"
            filter={addressFilter}
            autoComplete="street-address"
          />
        </FullRow>
        <RegionCommuneFields
          form={form}
          regionName="companyHeadAddressRegion"
          communeName="companyHeadAddressCommunes"
          regionLabelId="signupSteps.region"
          communeLabelId="signupSteps.commune"
        />
        <TextField
          form={form}
          name="companyHeadAddressRegionsCodePostal"
          labelId="signupSteps.company.postalCode"
          filter={postalCodeFilter}
          inputMode="numeric"
          autoComplete="postal-code"
        />
      </StepSection>

      <StepSection titleId="signupSteps.company.section.products">
        <SelectField
          form={form}
          name="productMode"
          labelId="signupSteps.company.productMode"
          options={reference.productLoadingModes.map(({ code, name }) => ({ value: code, label: name }))}
        />
        <TextField
          form={form}
          name="nProducts"
          labelId="signupSteps.company.productCount"
          filter={productCountFilter}
          inputMode="numeric"
        />
        <CategoryFields form={form} />
        <FullRow>
          <TextField
            form={form}
            name="sellerWorkUs"
            labelId="signupSteps.company.whyUs"
            filter={whyUsFilter}
            multiline
          />
        </FullRow>
      </StepSection>
    </Stack>
  );
}

/** The commercial name, which must not be registered yet: looked up on leaving it. */
function BusinessNameField({ form }: { form: StepFormRef }) {
  const { uniqueCheck } = useSignupLogic();
  const businessName = useStepField(form, 'businessName');
  return (
    <UniqueField
      kind="businessName"
      logic={uniqueCheck}
      value={textOf(businessName.value)}
      formatError={businessName.error}
      onExistsChange={(exists) =>
        form.send({ type: 'form.refusal', field: 'businessName', code: exists ? 'businessNameExists' : null })
      }
    >
      <TextField
        form={form}
        name="businessName"
        labelId="signupSteps.company.businessName"
        tooltipId="signupSteps.company.businessName.tooltip"
        filter={businessNameFilter}
        errorShownByWrapper="businessNameExists"
      />
    </UniqueField>
  );
}

/** The company RUT, whose field also looks it up among the registered sellers. */
function RutField({ form }: { form: StepFormRef }) {
  const { taxIdLookup } = useSignupLogic();
  const rut = useStepField(form, 'rutNumber');
  return <CompanyRutField logic={taxIdLookup} value={textOf(rut.value)} error={rut.error} onChange={rut.onChange} onBlur={rut.onBlur} />;
}

/** The economic activity: the picker sets code and label together. */
function ActivityField({ form }: { form: StepFormRef }) {
  const { activityPicker } = useSignupLogic();
  const activityCode = useStepField(form, 'codeUploadFile');
  const activityLabel = useStepField(form, 'codeUploadFileLabel');
  return (
    <ActivityPicker
      logic={activityPicker}
      code={textOf(activityCode.value)}
      label={textOf(activityLabel.value)}
      error={activityCode.error ?? activityLabel.error}
      onSelectionChange={(selection) => changeFields(form, { codeUploadFile: selection.code, codeUploadFileLabel: selection.label })}
      onBlur={activityCode.onBlur}
    />
  );
}

/** The product categories and the main one, which is chosen among them. */
function CategoryFields({ form }: { form: StepFormRef }) {
  const { productCategories } = useSignupReference();
  const categories = useStepField(form, 'categoriesSellers');
  const chosen = new Set(splitCategoryCodes(textOf(categories.value)));
  const options = useMemo(() => productCategories.map(({ code, name }) => ({ value: code, label: name })), [productCategories]);

  // Unticking the main category empties the main category too (only then is it changed, and touched).
  const chooseCategories = useCallback(
    (codes: string) => {
      const main = textOf(selectFieldValue(form.getSnapshot(), 'oneCategoriesSellers') ?? '');
      const keepsMain = main === '' || splitCategoryCodes(codes).includes(main);
      changeFields(form, keepsMain ? { categoriesSellers: codes } : { categoriesSellers: codes, oneCategoriesSellers: '' });
    },
    [form],
  );

  return (
    <>
      <FullRow>
        <MultiSelect form={form} name="categoriesSellers" labelId="signupSteps.company.categories" options={options} onSelect={chooseCategories} />
      </FullRow>
      <SelectField
        form={form}
        name="oneCategoriesSellers"
        labelId="signupSteps.company.mainCategory"
        placeholderId={chosen.size === 0 ? 'signupSteps.company.mainCategory.chooseFirst' : undefined}
        options={options.filter(({ value }) => chosen.has(value))}
      />
    </>
  );
}
