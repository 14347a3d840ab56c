import { Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { HOME_REPORTS, type reportFrameMachine } from '../../../machines/home/reportFrame.machine.ts';
import { ReportFrame } from './ReportFrame.tsx';

/**
 * The three embedded reports of the home: the seller's own figures, or the marketplace's for staff.
 * The reputation report says which months it sums: the card above shows the same rates for the
 * month the level is measured on, and two figures for one rate read as a mistake unless each says
 * its period.
 */
export function ReportsSection({ logic, scope }: { logic: typeof reportFrameMachine; scope: 'seller' | 'marketplace' }) {
  return (
    <Stack as="section" gap="4" aria-labelledby="home-reports-title">
      <Stack gap="1">
        <Heading as="h2" size="xl" id="home-reports-title">
          <FormattedMessage id="reports.sectionTitle" />
        </Heading>
        <Text color="fg.muted">
          <FormattedMessage id={scope === 'seller' ? 'reports.sectionIntro.seller' : 'reports.sectionIntro.marketplace'} />
        </Text>
      </Stack>
      {HOME_REPORTS.map((name) => (
        <ReportFrame key={name} logic={logic} name={name} periodId={name === 'reputation' ? `reports.reputation.period.${scope}` : undefined} />
      ))}
    </Stack>
  );
}
