/**
 * The reputation card's drawer, 490 px wide at the end of the page (the whole width on a phone): the
 * goals of the month, the ladder Nuevo … Destacado with the seller's level marked and what each level
 * gives, this month's figures so far and what would move the seller up. Open or closed is the card
 * chart's `drawer` region; closing (its button or Escape) is an event to it. A chunk of its own,
 * fetched when the card's button is pointed at, focused or pressed (./ReputationCard.tsx).
 */
import type { RefObject } from 'react';
import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { reputationSummaryMachine } from '../../../machines/home/reputationSummary.machine.ts';
import { selectIsReputationDrawerOpen, selectReadReputationSummary } from '../../../machines/home/home.selectors.ts';
import { ReputationDetails } from './ReputationDetails.tsx';
import { drawerRecipe } from '../motion/drawerRecipe.ts';

export interface ReputationDrawerProps {
  card: ActorRefFrom<typeof reputationSummaryMachine>;
  /** Where the focus goes back when the drawer closes: the card's button. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

export default function ReputationDrawer({ card, returnFocusTo }: ReputationDrawerProps) {
  const intl = useIntl();
  const open = useSelector(card, selectIsReputationDrawerOpen);
  const summary = useSelector(card, selectReadReputationSummary);

  return (
    <Drawer.Root
      recipe={drawerRecipe}
      open={open}
      onOpenChange={(details) => card.send({ type: details.open ? 'drawer.open' : 'drawer.close' })}
      placement="end"
      lazyMount
      unmountOnExit
      finalFocusEl={() => returnFocusTo.current}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxWidth="490px" width="100%">
            <Drawer.Header display="flex" alignItems="center" justifyContent="space-between" gap="2" borderBottomWidth="1px">
              <Drawer.Title>
                <FormattedMessage id="reputation.drawer.title" />
              </Drawer.Title>
              <Drawer.CloseTrigger asChild position="static">
                <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'reputation.drawer.close' })} />
              </Drawer.CloseTrigger>
            </Drawer.Header>
            {/* Text only, and longer than a phone's screen: the body takes the focus so the keyboard can scroll it. */}
            <Drawer.Body paddingY="5" tabIndex={0} _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '-2px' }}>
              {summary && <ReputationDetails summary={summary} headingLevel="h3" />}
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
