/**
 * Configuración > Comunicaciones > Notificaciones: every notification created, newest first, with
 * who it is for and whether it is still shown; "Retirar" after a confirmation; "Nueva notificación"
 * opens the composer in place of the list. Every part is a projection of the page's chart.
 */
import { Alert, Button, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import { NOTIFICATIONS_PAGE_SIZE } from '../actors.ts';
import type { notificationsAdminMachine } from '../machines/notificationsAdmin.machine.ts';
import { selectCreated, selectForm, selectIsRefreshing, selectProblem, selectRows, selectScreen, selectTotal } from '../machines/notificationsAdmin.selectors.ts';
import { useFormats } from '../../../src/views/kit/format.ts';
import { NotificationComposer } from './NotificationComposer.tsx';
import { NotificationRows } from './NotificationRows.tsx';
import { problemMessageId } from '../../../src/views/kit/problemText.ts';
import { WithdrawDialog } from './WithdrawDialog.tsx';

export interface NotificationsPageProps {
  logic: typeof notificationsAdminMachine;
  host: Pick<ModuleHost, 'inspect'>;
}

export function NotificationsPage({ logic, host }: NotificationsPageProps) {
  const intl = useIntl();
  const dateTime = useFormats().dateTime;
  const page = useActorRef(logic, host.inspect ? { inspect: host.inspect } : {});
  const screen = useSelector(page, selectScreen);
  const rows = useSelector(page, selectRows);
  const total = useSelector(page, selectTotal);
  const problem = useSelector(page, selectProblem);
  const created = useSelector(page, selectCreated);
  const refreshing = useSelector(page, selectIsRefreshing);
  const form = useSelector(page, selectForm);
  const canCompose = useSelector(page, (snapshot) => snapshot.can({ type: 'compose.open' }));
  const canWithdraw = useSelector(page, (snapshot) => snapshot.matches({ ready: 'browsing' }));
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        <FormattedMessage id="documents.title" />
      </Heading>
      <Flex role="status" align="center" gap="2" minHeight="6" color="fg.muted" fontSize="sm">
        {(screen === 'loading' || refreshing) && <Spinner size="sm" />}
        {screen === 'loading' && <FormattedMessage id="documents.notifications.loading" />}
        {refreshing && <FormattedMessage id="documents.notifications.refreshing" />}
        {created &&
          (Date.parse(created.startDate) > Date.parse(created.createdAt) ? (
            <FormattedMessage id="documents.notifications.createdScheduled" values={{ label: created.label, at: dateTime(created.startDate) }} />
          ) : (
            <FormattedMessage id="documents.notifications.created" values={{ label: created.label }} />
          ))}
      </Flex>
      {screen === 'composing' && form && <NotificationComposer page={page} form={form} />}
      {screen === 'failed' && problem && (
        <Stack gap="3" align="flex-start">
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                <FormattedMessage id="documents.notifications.failed" />
              </Alert.Title>
              <Alert.Description>{intl.formatMessage({ id: problemMessageId(intl, 'documents', problem) })}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Button colorPalette="brand" onClick={() => page.send({ type: 'list.retry' })}>
            <FormattedMessage id="documents.retry" />
          </Button>
        </Stack>
      )}
      {screen === 'list' && (
        <Stack as="section" gap="4" aria-labelledby="documents-notifications-title">
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <Heading as="h2" size="lg" id="documents-notifications-title">
              <FormattedMessage id="documents.notifications.title" />
            </Heading>
            <Button colorPalette="brand" disabled={!canCompose} onClick={() => page.send({ type: 'compose.open' })}>
              <FormattedMessage id="documents.notifications.new" />
            </Button>
          </Flex>
          {rows.length === 0 ? (
            <Text paddingY="6" textAlign="center">
              <FormattedMessage id="documents.notifications.empty" />
            </Text>
          ) : (
            <NotificationRows rows={rows} canWithdraw={canWithdraw} onWithdraw={(notification) => page.send({ type: 'withdraw.ask', notification })} />
          )}
          {total > NOTIFICATIONS_PAGE_SIZE && (
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id="documents.notifications.newestOnly" values={{ shown: NOTIFICATIONS_PAGE_SIZE, total }} />
            </Text>
          )}
        </Stack>
      )}
      <WithdrawDialog page={page} />
    </Stack>
  );
}
