import { Button, chakra, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { homeTodoMachine, HomeTodo, HomeTodoScope } from '../../../machines/home/homeTodo.machine.ts';
import type { notificationsMachine } from '../../../machines/notifications/notifications.machine.ts';
import { selectUnreadCount } from '../../../machines/notifications/notifications.selectors.ts';
import { mayOpenPath, type AccessSubject } from '../../../shared/access/routeAccess.ts';

/**
 * Each line of the panel: whose work it counts, its count, its label and the filtered list it opens.
 * The paths are typed as plain strings because they carry the list's query (its filters as the list
 * reads them).
 */
const LINES = [
  { scope: 'seller', key: 'ordersToPrepare', label: 'home.todo.ordersToPrepare', path: '/orders', search: 'group=toPrepare&sort=promisedAt&direction=asc' },
  { scope: 'seller', key: 'returnsAwaitingDecision', label: 'home.todo.returnsAwaitingDecision', path: '/returns', search: 'group=toReview' },
  { scope: 'seller', key: 'ordersWithoutBoleta', label: 'home.todo.ordersWithoutBoleta', path: '/invoice', search: 'state=pending' },
  { scope: 'staff', key: 'applicationsReceived', label: 'home.todo.applicationsReceived', path: '/applications', search: 'status=received' },
  { scope: 'staff', key: 'applicationsInReview', label: 'home.todo.applicationsInReview', path: '/applications', search: 'status=in_review' },
  { scope: 'staff', key: 'escalatedReturnsUnassigned', label: 'home.todo.escalatedReturnsUnassigned', path: '/returns/customer-service', search: '' },
  { scope: 'staff', key: 'escalatedReturnsMine', label: 'home.todo.escalatedReturnsMine', path: '/returns/customer-service', search: 'assignment=mine' },
] as const satisfies readonly { scope: HomeTodoScope; key: keyof HomeTodo; label: string; path: string; search: string }[];

/** Whether a staff role opens one of the marketplace's queues the panel counts (its home then shows the panel). */
export const hasStaffQueues = (subject: AccessSubject): boolean =>
  LINES.some((line) => line.scope === 'staff' && mayOpenPath(subject, line.path));

export interface HomeTodoPanelProps {
  todo: ActorRefFrom<typeof homeTodoMachine>;
  subject: AccessSubject;
  /** The session's notifications chart: its unread count is a line of the panel that opens the list. */
  notifications?: ActorRefFrom<typeof notificationsMachine> | null;
}

/**
 * "What needs doing now", under the greeting: each count the person's role may open, as a link to
 * its filtered list. The panel keeps its place while loading and after a failure, so the page does
 * not jump; a zero count stays as a calm "up to date" line instead of disappearing.
 */
export function HomeTodoPanel({ todo, subject, notifications = null }: HomeTodoPanelProps) {
  const intl = useIntl();
  const state = useSelector(todo, (snapshot) => snapshot.value);
  const counts = useSelector(todo, (snapshot) => snapshot.context.todo);
  // Why the role filter here too: the server answers null for a list the role may not open, and
  // the menu's own rule keeps a line away from a person who could not follow its link.
  const lines = LINES.filter((line) => mayOpenPath(subject, line.path));
  return (
    <Stack as="section" aria-labelledby="home-todo-title" gap="2" minHeight="10rem">
      <Heading as="h2" size="md" id="home-todo-title">
        <FormattedMessage id="home.todo.title" />
      </Heading>
      {state === 'loading' && (
        <Text role="status">
          <FormattedMessage id="home.todo.loading" />
        </Text>
      )}
      {state === 'failed' && (
        <Stack align="start" gap="2">
          <Text role="alert">
            <FormattedMessage id="home.todo.failed" />
          </Text>
          <Button size="sm" variant="outline" onClick={() => todo.send({ type: 'retry' })}>
            <FormattedMessage id="home.todo.retry" />
          </Button>
        </Stack>
      )}
      {state === 'loaded' && counts && (
        <chakra.ul display="flex" flexDirection="column" gap="1" listStyleType="none" paddingInlineStart="0">
          {lines.map((line) => {
            const count = counts[line.key];
            if (count === null) return null;
            const late = line.key === 'ordersToPrepare' ? counts.ordersLate : null;
            return (
              <chakra.li key={line.key}>
                <Link asChild colorPalette="brand">
                  <RouterLink to={line.path as string} search={Object.fromEntries(new URLSearchParams(line.search))}>
                    {intl.formatMessage({ id: line.label }, { count: intl.formatNumber(count) })}
                  </RouterLink>
                </Link>
                {count === 0 && (
                  <Text as="span" color="fg.muted" marginInlineStart="2">
                    <FormattedMessage id="home.todo.done" />
                  </Text>
                )}
                {late !== null && late > 0 && (
                  <Text as="span" color="fg.error" fontWeight="bold" marginInlineStart="2">
                    <FormattedMessage id="home.todo.ordersLate" values={{ count: late }} />
                  </Text>
                )}
              </chakra.li>
            );
          })}
          {notifications && <UnreadLine notifications={notifications} />}
        </chakra.ul>
      )}
    </Stack>
  );
}

/** The unread notifications, as a button that opens their list under the bell (they have no page). */
function UnreadLine({ notifications }: { notifications: ActorRefFrom<typeof notificationsMachine> }) {
  const intl = useIntl();
  const unread = useSelector(notifications, selectUnreadCount);
  return (
    <chakra.li>
      {/* Drawn as the links above it: the same words, colour and size, only what it opens differs. */}
      <Button
        variant="plain"
        colorPalette="brand"
        color="colorPalette.fg"
        fontSize="md"
        fontWeight="normal"
        height="auto"
        minWidth="0"
        padding="0"
        _hover={{ textDecoration: 'underline' }}
        onClick={() => notifications.send({ type: 'notifications.list.open' })}
      >
        {intl.formatMessage({ id: 'home.todo.unreadNotifications' }, { count: intl.formatNumber(unread) })}
      </Button>
      {unread === 0 && (
        <Text as="span" color="fg.muted" marginInlineStart="2">
          <FormattedMessage id="home.todo.done" />
        </Text>
      )}
    </chakra.li>
  );
}
