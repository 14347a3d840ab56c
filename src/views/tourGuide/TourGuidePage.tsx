/**
 * /helper/tourguide: what the tour guide shows, whether the seller already finished it, a button that
 * starts it, and the help centre with its frequent topics. The button asks the seller's tour chart; it
 * waits while the tour's status is still being read.
 */
import { Box, Button, Heading, Link, List, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { authMachine } from '../../../machines/auth/auth.machine.ts';
import { selectStatusCompleteTourGuide, selectTourGuideRef } from '../../../machines/auth/auth.selectors.ts';
import type { tourGuideMachine } from '../../../machines/tourGuide/tourGuide.machine.ts';
import { selectCanStartTour } from '../../../machines/tourGuide/tourGuide.selectors.ts';
import { HELP_CENTRE_URL } from '../../../shared/access/menu.ts';
import { HelpCentreTopics } from '../help/HelpCentreTopics.tsx';

export function TourGuidePage({ auth }: { auth: ActorRefFrom<typeof authMachine> }) {
  const tour = useSelector(auth, selectTourGuideRef);
  const completed = useSelector(auth, selectStatusCompleteTourGuide);
  return (
    <Stack gap="5" maxWidth="2xl">
      <Heading as="h1" size="xl">
        <FormattedMessage id="tour.page.title" />
      </Heading>
      <Text>
        <FormattedMessage id="tour.page.intro" />
      </Text>
      <Box>
        <Text fontWeight="semibold" marginBottom="2">
          <FormattedMessage id="tour.page.covers" />
        </Text>
        <List.Root paddingStart="5">
          {(['menu', 'sales', 'header', 'help'] as const).map((item) => (
            <List.Item key={item}>
              <FormattedMessage id={`tour.page.item.${item}`} />
            </List.Item>
          ))}
        </List.Root>
      </Box>
      <Text color="fg.muted">
        <FormattedMessage id="tour.page.keyboard" />
      </Text>
      {completed === true && (
        <Text role="status">
          <FormattedMessage id="tour.page.completed" />
        </Text>
      )}
      <Box>{tour && <StartButton tour={tour} />}</Box>
      <Link href={HELP_CENTRE_URL} target="_blank" rel="noopener noreferrer" colorPalette="brand" alignSelf="flex-start">
        <FormattedMessage id="tour.page.helpCentre" />
        <VisuallyHidden>
          {' '}
          <FormattedMessage id="shell.menu.opensInNewTab" />
        </VisuallyHidden>
      </Link>
      <HelpCentreTopics />
    </Stack>
  );
}

function StartButton({ tour }: { tour: ActorRefFrom<typeof tourGuideMachine> }) {
  const canStart = useSelector(tour, selectCanStartTour);
  return (
    <Button colorPalette="brand" disabled={!canStart} onClick={() => tour.send({ type: 'tour.start' })}>
      <FormattedMessage id="tour.start" />
    </Button>
  );
}
