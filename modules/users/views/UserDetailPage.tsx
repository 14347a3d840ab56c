/**
 * One user's page: name, e-mail, role, status and seller; "Editar"; "Desactivar" (or "Activar"),
 * which asks first; and the history of every change, newest first, each with who made it, when, and
 * each field from and to.
 */
import type { ReactNode } from 'react';
import { Alert, Button, Dialog, Flex, Heading, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import type { userDetailMachine } from '../machines/userDetail.machine.ts';
import {
  selectChangeProblem,
  selectDetail,
  selectDetailScreen,
  selectIsChanging,
  selectIsConfirming,
  selectStatusChanged,
} from '../machines/users.selectors.ts';
import type { UserChange, UserDetail, UserEvent } from '../machines/users.types.ts';
import { NotFoundPage } from './NotFoundPage.tsx';
import { PortalLink } from '../../../src/views/links/PortalLink.tsx';
import { StatusBadge } from './UserRows.tsx';

export interface UserDetailPageProps {
  logic: typeof userDetailMachine;
  userId: number;
  host: Pick<ModuleHost, 'navigate' | 'inspect' | 'session'>;
}

export function UserDetailPage({ logic, userId, host }: UserDetailPageProps) {
  const page = useActorRef(logic, { input: { userId, selfId: host.session.userId }, ...(host.inspect ? { inspect: host.inspect } : {}) });
  const screen = useSelector(page, selectDetailScreen);
  const detail = useSelector(page, selectDetail);
  const mayChange = useSelector(page, (snapshot) => snapshot.can({ type: 'status.ask' }));
  const changed = useSelector(page, selectStatusChanged);
  const problem = useSelector(page, selectChangeProblem);
  const intl = useIntl();
  if (screen === 'notFound') return <NotFoundPage onOpenList={() => host.navigate('/users')} />;
  if (screen === 'loading' || !detail) {
    if (screen === 'failed') {
      return (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>
            <FormattedMessage id="users.detail.failed" />
          </Alert.Title>
          <Button size="sm" marginStart="auto" onClick={() => page.send({ type: 'user.retry' })}>
            <FormattedMessage id="users.retry" />
          </Button>
        </Alert.Root>
      );
    }
    return <Spinner aria-label="…" />;
  }
  const { user } = detail;
  return (
    <Stack gap="5">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="2xl">{`${user.firstName} ${user.lastName}`}</Heading>
        <Flex gap="2" role="group" aria-label={intl.formatMessage({ id: 'users.detail.actions' })}>
          {detail.grantableRoles.length > 0 && (
            <PortalLink href={`/users/${user.id}/edit`} onOpen={(href) => host.navigate(href)}>
              <FormattedMessage id="users.detail.edit" />
            </PortalLink>
          )}
          {mayChange && (
            <Button size="sm" variant="outline" colorPalette={user.status === 'active' ? 'red' : 'green'} onClick={() => page.send({ type: 'status.ask' })}>
              <FormattedMessage id={user.status === 'active' ? 'users.detail.disable' : 'users.detail.enable'} />
            </Button>
          )}
        </Flex>
      </Flex>
      {changed && (
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Title>
            <FormattedMessage id={user.status === 'active' ? 'users.detail.enabled' : 'users.detail.disabled'} />
          </Alert.Title>
        </Alert.Root>
      )}
      {problem && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{intl.formatMessage({ id: `users.problem.${problem}` })}</Alert.Title>
        </Alert.Root>
      )}
      <Stack as="dl" gap="2">
        <Fact label="users.field.email">{user.email}</Fact>
        <Fact label="users.field.role">
          <FormattedMessage id={`users.role.${user.role}`} />
        </Fact>
        <Fact label="users.field.status">
          <StatusBadge status={user.status} />
        </Fact>
        <Fact label="users.field.seller">{user.seller?.name ?? intl.formatMessage({ id: 'users.seller.none' })}</Fact>
      </Stack>
      <History history={detail.history} sellers={new Map(detail.historySellers.map((seller) => [seller.id, seller.name]))} />
      <StatusDialog page={page} detail={detail} />
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex gap="2">
      <Text as="dt" fontWeight="semibold" minWidth="24">
        <FormattedMessage id={label} />
      </Text>
      <Text as="dd">{children}</Text>
    </Flex>
  );
}

const dateTime = (intl: IntlShape, iso: string) =>
  intl.formatDate(iso, { timeZone: 'America/Santiago', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** Seller names by id, as the detail answers them for its history. */
type SellerNames = ReadonlyMap<number, string>;

/**
 * A field's value in words: a role or status by its name, a seller by its name with its id (the id
 * alone when the seller no longer exists), nothing as "—".
 */
function valueText(intl: IntlShape, change: UserChange, value: UserChange['from'], sellers: SellerNames): string {
  if (value === null || value === '') return '—';
  if (change.field === 'role') return intl.formatMessage({ id: `users.role.${String(value)}` });
  if (change.field === 'status') return intl.formatMessage({ id: `users.status.${String(value)}` });
  if (change.field === 'sellerId') {
    const name = typeof value === 'number' ? sellers.get(value) : undefined;
    return name === undefined ? intl.formatMessage({ id: 'users.history.sellerId' }, { id: value }) : intl.formatMessage({ id: 'users.history.seller' }, { name, id: value });
  }
  return String(value);
}

function History({ history, sellers }: { history: readonly UserEvent[]; sellers: SellerNames }) {
  const intl = useIntl();
  return (
    <Stack as="section" gap="3" aria-labelledby="user-history">
      <Heading as="h2" size="lg" id="user-history">
        <FormattedMessage id="users.history.title" />
      </Heading>
      <Stack as="ol" gap="3" listStyleType="none">
        {history.map((event) => (
          <li key={event.id}>
            <Text fontWeight="semibold">
              <FormattedMessage
                id={`users.history.${event.kind}`}
                values={{ actor: event.actor?.name ?? intl.formatMessage({ id: 'users.history.unknownActor' }), at: dateTime(intl, event.createdAt) }}
              />
            </Text>
            <Stack as="ul" gap="0" paddingStart="4" listStyleType="disc">
              {event.changes.map((change) => (
                <li key={change.field}>
                  <FormattedMessage
                    id="users.history.change"
                    values={{
                      field: intl.formatMessage({ id: `users.field.${change.field === 'sellerId' ? 'seller' : change.field}` }),
                      from: valueText(intl, change, change.from, sellers),
                      to: valueText(intl, change, change.to, sellers),
                    }}
                  />
                </li>
              ))}
            </Stack>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

function StatusDialog({ page, detail }: { page: ReturnType<typeof useActorRef<typeof userDetailMachine>>; detail: UserDetail }) {
  const open = useSelector(page, selectIsConfirming);
  const changing = useSelector(page, selectIsChanging);
  const disabling = detail.user.status === 'active';
  const name = `${detail.user.firstName} ${detail.user.lastName}`;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && page.send({ type: 'status.cancel' })}
      closeOnEscape={!changing}
      closeOnInteractOutside={!changing}
      role="alertdialog"
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id={disabling ? 'users.confirm.disableTitle' : 'users.confirm.enableTitle'} values={{ name }} />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                <FormattedMessage id={disabling ? 'users.confirm.disableText' : 'users.confirm.enableText'} />
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={changing} onClick={() => page.send({ type: 'status.cancel' })}>
                <FormattedMessage id="users.confirm.cancel" />
              </Button>
              <Button colorPalette={disabling ? 'red' : 'green'} loading={changing} onClick={() => page.send({ type: 'status.confirm' })}>
                <FormattedMessage id={disabling ? 'users.detail.disable' : 'users.detail.enable'} />
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
