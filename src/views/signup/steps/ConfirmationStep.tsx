import { useId } from 'react';
import { Alert, Box, Grid, Heading, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { phoneWithPrefix } from '../../../../shared/onboarding/phone.ts';
import { formatRut } from '../../../../shared/onboarding/rut.ts';
import type { SignupData } from '../../../../shared/onboarding/steps.ts';
import { useSignupReference, type SignupReference } from '../SignupLogicContext.tsx';

export interface ConfirmationStepProps {
  /** Everything the five form steps collected. */
  data: SignupData;
}

/** One line of the summary: a catalog id for the term and the value as collected. */
type SummaryLine = [labelId: string, value: string];
type SummarySection = { titleId: string; lines: SummaryLine[] };

const nameOf = (list: ReadonlyArray<{ code: string; name: string }>, code: string): string =>
  list.find((item) => item.code === code)?.name ?? code;

/** The summary's sections, in the order of the steps, with codes turned into names. */
export function confirmationSections(data: SignupData, reference: SignupReference): SummarySection[] {
  const { company, contact, bank, logistic } = data;
  const warehouseRegion = reference.regions.find((region) => region.code === logistic.regionWarehouse);
  return [
    {
      titleId: 'signupSteps.confirmation.section.company',
      lines: [
        ['signupSteps.company.companyName', company.companyName],
        ['signupSteps.confirmation.rut', company.rutNumber ? formatRut(company.rutNumber) : ''],
        ['signupSteps.confirmation.activityCode', company.codeUploadFile],
        ['signupSteps.company.businessName', company.businessName],
        ['signupSteps.company.societyType', nameOf(reference.companySocietyTypes, company.societyType)],
      ],
    },
    {
      titleId: 'signupSteps.confirmation.section.sales',
      lines: [['signupSteps.confirmation.notificationEmail', contact.notificationInfoEmail]],
    },
    {
      titleId: 'signupSteps.confirmation.section.commercial',
      lines: [
        ['signupSteps.firstName', contact.comertialAreaName],
        ['signupSteps.lastName', contact.comertialAreaSecondName],
        ['signupSteps.email', contact.comertialAreaEmail],
        ['signupSteps.position', contact.comertialAreaCharge],
        ['signupSteps.phone', phoneWithPrefix(contact.comertialAreaPhone)],
      ],
    },
    {
      titleId: 'signupSteps.confirmation.section.finance',
      lines: [
        ['signupSteps.email', contact.financeAreaEmail],
        ['signupSteps.phone', phoneWithPrefix(contact.financeAreaPhone)],
      ],
    },
    {
      titleId: 'signupSteps.confirmation.section.bank',
      lines: [
        ['signupSteps.bank.bank', nameOf(reference.banks, bank.bankChooseBank)],
        ['signupSteps.bank.accountNumber', bank.accountNumber],
        ['signupSteps.bank.accountType', nameOf(reference.accountTypes, bank.bankType)],
      ],
    },
    {
      titleId: 'signupSteps.confirmation.section.warehouse',
      lines: [
        ['signupSteps.logistic.address', logistic.addressWarehouse],
        ['signupSteps.region', warehouseRegion?.name ?? logistic.nameRegion],
        [
          'signupSteps.commune',
          warehouseRegion?.childGeographies.find((commune) => commune.code === logistic.communeWarehouse)?.name ?? logistic.nameComune,
        ],
      ],
    },
    {
      titleId: 'signupSteps.confirmation.section.warehouseContact',
      lines: [
        ['signupSteps.email', logistic.emailWarehouse],
        ['signupSteps.phone', phoneWithPrefix(logistic.phoneWarehouse)],
      ],
    },
  ];
}

/** Step 5: a warning to check the data, and a read-only summary with every value upper-cased. */
export function ConfirmationStep({ data }: ConfirmationStepProps) {
  const intl = useIntl();
  const reference = useSignupReference();
  return (
    <Stack gap="8">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Description>{intl.formatMessage({ id: 'signupSteps.confirmation.warning' })}</Alert.Description>
      </Alert.Root>
      {confirmationSections(data, reference).map((section) => (
        <SummaryBlock key={section.titleId} section={section} />
      ))}
    </Stack>
  );
}

function SummaryBlock({ section }: { section: SummarySection }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h3" size="md" id={headingId}>
        {intl.formatMessage({ id: section.titleId })}
      </Heading>
      <Grid as="dl" templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }} gapX="6" gapY="3">
        {section.lines.map(([labelId, value]) => (
          <Box key={labelId}>
            <Box as="dt" color="fg.muted" textStyle="sm">
              {intl.formatMessage({ id: labelId })}
            </Box>
            <Box as="dd" fontWeight="medium" wordBreak="break-word">
              {value.toLocaleUpperCase('es-CL')}
            </Box>
          </Box>
        ))}
      </Grid>
    </Stack>
  );
}
