import { Alert, List, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { StepFormSnapshot } from '../../../../machines/signupWizard/stepForm.selectors.ts';
import { showsSecondPartner } from '../../../../shared/onboarding/validateStep.ts';
import { PersonBlock } from './PersonBlock.tsx';
import type { StepViewProps } from './StepSection.tsx';

/** The society type chosen on the company step, which decides whether a second partner is asked for. */
export const selectCompanySocietyType = (snapshot: StepFormSnapshot): string => snapshot.context.facts.context.company.societyType;

/** The five options partner 1's explanation lists (the types of person a partner may be). */
const PARTNER_OPTIONS = ['naturalPerson', 'sa', 'ltda', 'spaEirl', 'foreign'] as const;

/**
 * Step 2: the partners and the legal representative. The second partner's block appears only for
 * the two company types with two partners (S.A. and L.T.D.A.; `showsSecondPartner`).
 */
export function LegalStep({ form }: StepViewProps) {
  const companySocietyType = useSelector(form, selectCompanySocietyType);
  return (
    <Stack gap="8">
      <PersonBlock
        form={form}
        prefix="PartherOne"
        titleId="signupSteps.legal.partnerOne"
        rutTooltipId="signupSteps.legal.rut.tooltip"
        icon={<PersonIcon />}
        intro={<PartnerOneIntro />}
      />
      {showsSecondPartner(companySocietyType) && (
        <PersonBlock form={form} prefix="PartherTwo" titleId="signupSteps.legal.partnerTwo" icon={<PersonIcon />} />
      )}
      <PersonBlock form={form} prefix="Representative" titleId="signupSteps.legal.representative" icon={<PersonIcon />} />
    </Stack>
  );
}

function PartnerOneIntro() {
  const intl = useIntl();
  return (
    <Stack gap="3">
      <Text>{intl.formatMessage({ id: 'signupSteps.legal.partnerOne.description' })}</Text>
      <List.Root ps="5">
        {PARTNER_OPTIONS.map((option) => (
          <List.Item key={option}>{intl.formatMessage({ id: `signupSteps.legal.partnerOne.option.${option}` })}</List.Item>
        ))}
      </List.Root>
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Description>{intl.formatMessage({ id: 'signupSteps.legal.partnerOne.alert' })}</Alert.Description>
      </Alert.Root>
    </Stack>
  );
}

function PersonIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1.25em" height="1.25em" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-8 8-8s8 3.6 8 8" />
    </svg>
  );
}
