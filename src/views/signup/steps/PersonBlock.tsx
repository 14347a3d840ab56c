import { useId, type ReactNode } from 'react';
import { Grid, Heading, HStack, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { alphanumeric, nameCharacters } from '../../../../shared/onboarding/filters.ts';
import { rutInputValue } from '../../../../shared/onboarding/rut.ts';
import { isNaturalPersonType } from '../../../../shared/onboarding/societyTypes.ts';
import { SIGNUP_LIMITS } from '../../../../shared/onboarding/validateStep.ts';
import { legalFieldName, type PersonField, type PersonPrefix } from '../../../../shared/onboarding/steps.ts';
import { RegionCommuneFields } from '../fields/RegionCommuneFields.tsx';
import { SelectField } from '../fields/SelectField.tsx';
import { TextField } from '../fields/TextField.tsx';
import { changeFields, textOf, useStepField, type StepFormRef } from '../fields/useStepField.ts';
import { useSignupReference } from '../SignupLogicContext.tsx';
import { FullRow } from './StepSection.tsx';

/** Limits and characters of the legal step: filtered on typing and paste. */
const personNameFilter = nameCharacters(SIGNUP_LIMITS.personName);
const legalNameFilter = alphanumeric(SIGNUP_LIMITS.personName);
const addressFilter = alphanumeric(SIGNUP_LIMITS.address);

/** The fields that mean something else for a natural person and for a company: emptied when the type switches between them. */
const NAME_FIELDS: readonly PersonField[] = ['name', 'first', 'secondName'];

export interface PersonBlockProps {
  form: StepFormRef;
  prefix: PersonPrefix;
  /** Catalog id of the block's heading ("Socio 1", "Representante legal"). */
  titleId: string;
  /** Catalog id of a tooltip beside the RUT's label. */
  rutTooltipId?: string;
  /** An icon beside the heading. */
  icon?: ReactNode;
  /** What the block explains before its fields (partner 1's text, options and alert). */
  intro?: ReactNode;
}

/**
 * One person of the legal step (partner 1, partner 2, legal representative): the society type
 * decides the layout. A natural person gives a RUT, first names and two last names; a company gives
 * its RUT and a single legal name. Then nationality, address, region and commune.
 */
export function PersonBlock({ form, prefix, titleId, rutTooltipId, icon, intro }: PersonBlockProps) {
  const intl = useIntl();
  const { partnerSocietyTypes, countries } = useSignupReference();
  const fieldName = (field: PersonField) => legalFieldName(prefix, field);
  const societyType = textOf(useStepField(form, fieldName('societyType')).value);
  const names = {
    name: textOf(useStepField(form, fieldName('name')).value),
    first: textOf(useStepField(form, fieldName('first')).value),
    secondName: textOf(useStepField(form, fieldName('secondName')).value),
  };
  const natural = isNaturalPersonType(societyType);
  const headingId = useId();

  const chooseType = (code: string) => {
    const emptied =
      isNaturalPersonType(code) === natural
        ? {}
        : Object.fromEntries(NAME_FIELDS.filter((field) => names[field as keyof typeof names] !== '').map((field) => [fieldName(field), '']));
    changeFields(form, { [fieldName('societyType')]: code, ...emptied });
  };

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }}>
      <HStack gap="2">
        {icon}
        <Heading as="h3" size="md" id={headingId}>
          {intl.formatMessage({ id: titleId })}
        </Heading>
      </HStack>
      {intro}
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }} gap="4" alignItems="start">
        <SelectField
          form={form}
          name={fieldName('societyType')}
          labelId="signupSteps.legal.societyType"
          options={partnerSocietyTypes.map(({ code, name }) => ({ value: code, label: name }))}
          onSelect={chooseType}
        />
        <TextField
          form={form}
          name={fieldName('rutNumber')}
          labelId={natural ? 'signupSteps.legal.rut' : 'signupSteps.legal.companyRut'}
          tooltipId={rutTooltipId}
          helperId="signupSteps.legal.rut.hint"
          filter={rutInputValue}
        />
        {natural ? (
          <>
            <TextField form={form} name={fieldName('name')} labelId="signupSteps.legal.firstNames" filter={personNameFilter} />
            <TextField form={form} name={fieldName('first')} labelId="signupSteps.legal.firstLastName" filter={personNameFilter} />
            <TextField form={form} name={fieldName('secondName')} labelId="signupSteps.legal.secondLastName" filter={personNameFilter} />
          </>
        ) : (
          <TextField form={form} name={fieldName('name')} labelId="signupSteps.legal.legalName" filter={legalNameFilter} />
        )}
        <SelectField
          form={form}
          name={fieldName('nationality')}
          labelId="signupSteps.legal.nationality"
          options={countries.map(({ code, name }) => ({ value: code, label: name }))}
        />
        <FullRow>
          <TextField form={form} name={fieldName('address')} labelId="signupSteps.legal.address" filter={addressFilter} />
        </FullRow>
        <RegionCommuneFields
          form={form}
          regionName={fieldName('region')}
          communeName={fieldName('commune')}
          regionLabelId="signupSteps.region"
          communeLabelId="signupSteps.commune"
        />
      </Grid>
    </Stack>
  );
}
