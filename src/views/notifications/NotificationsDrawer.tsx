/**
 * The notifications list under the header's button (at most 400 px high, 390 px wide): the
 * newest first, each with its label, and a warning marker while unopened. Choosing one opens it.
 */
import { Box, Popover, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { notificationsMachine } from '../../../machines/notifications/notifications.machine.ts';
import { selectIsFirstLoad, selectNotifications } from '../../../machines/notifications/notifications.selectors.ts';

export const NOTIFICATIONS_LIST_WIDTH_PX = 390;
export const NOTIFICATIONS_LIST_MAX_HEIGHT_PX = 400;

/** The marker of an unopened notification: a warning dot, named for screen readers. */
function UnopenedMarker() {
  const intl = useIntl();
  return (
    <Box
      as="span"
      role="img"
      aria-label={intl.formatMessage({ id: 'notifications.item.unopened' })}
      flexShrink={0}
      boxSize="2.5"
      borderRadius="full"
      bg="orange.solid"
      data-testid="unopened-marker"
    />
  );
}

export function NotificationsDrawer({ notifications }: { notifications: ActorRefFrom<typeof notificationsMachine> }) {
  const list = useSelector(notifications, selectNotifications);
  const firstLoad = useSelector(notifications, selectIsFirstLoad);
  const intl = useIntl();
  return (
    // Named here too: Ark links the title only once it has seen it, which a lazily mounted list may miss.
    <Popover.Content
      aria-label={intl.formatMessage({ id: 'notifications.list.title' })}
      width={`min(${NOTIFICATIONS_LIST_WIDTH_PX}px, calc(100vw - 1rem))`}
      padding="0"
    >
      {/* A div, not Chakra's <header>: drawn at the body's root, a header is a second banner landmark. */}
      <Popover.Header as="div" paddingX="4" paddingY="3" borderBottomWidth="1px">
        <Popover.Title fontWeight="semibold">
          <FormattedMessage id="notifications.list.title" />
        </Popover.Title>
      </Popover.Header>
      <Popover.Body padding="0" maxHeight={`${NOTIFICATIONS_LIST_MAX_HEIGHT_PX}px`} overflowY="auto">
        {firstLoad ? (
          <Stack role="status" direction="row" align="center" gap="2" padding="4">
            <Spinner size="sm" />
            <Text>
              <FormattedMessage id="notifications.list.loading" />
            </Text>
          </Stack>
        ) : list.length === 0 ? (
          <Text padding="4" color="fg.muted">
            <FormattedMessage id="notifications.list.empty" />
          </Text>
        ) : (
          <chakra.ul listStyleType="none">
            {list.map((notification) => (
              <chakra.li key={notification.id} borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
                <chakra.button
                  type="button"
                  width="full"
                  display="flex"
                  alignItems="center"
                  gap="3"
                  paddingX="4"
                  paddingY="3"
                  textAlign="start"
                  fontWeight={notification.opened ? 'normal' : 'semibold'}
                  _hover={{ bg: 'bg.muted' }}
                  _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '-2px' }}
                  onClick={() => notifications.send({ type: 'notifications.open', id: notification.id })}
                >
                  <Text as="span" flex="1" minWidth="0" overflowWrap="anywhere">
                    {notification.label}
                  </Text>
                  {!notification.opened && <UnopenedMarker />}
                </chakra.button>
              </chakra.li>
            ))}
          </chakra.ul>
        )}
      </Popover.Body>
    </Popover.Content>
  );
}
