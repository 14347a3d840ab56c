/**
 * One user's page: name, e-mail, role, status and seller; "Editar"; "Desactivar" (or "Activar"),
 * which asks first; and the history of every change, newest first, each with who made it, when, and
 * each field from and to.
 */
import type { ReactNode } from 'react';
import { Flex, Heading, Stack, Text, Button } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { SnapshotFrom } from 'xstate';
import { dialogActionOf, selectDetailScreen, selectNotice, selectSubmitting, sameNotice, type DetailSnapshot } from '../../../machines/detail/detail.selectors.ts';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import { ActionDialog } from '../../../src/views/kit/ActionDialog.tsx';
import { DetailNotice, DetailStatus } from '../../../src/views/kit/DetailNotice.tsx';
import { USER_ACTIONS, type UserAction, type userDetailMachine } from '../machines/userDetail.machine.ts';
import type { UserChange, UserDetail, UserEvent } from '../machines/users.types.ts';
import { moduleHome } from '../../../shared/modules/moduleRoutes.ts';
import { NotFoundPage } from '../../../src/views/kit/NotFoundPage.tsx';
import { USER_NOT_FOUND } from './userNotFound.ts';
import { PortalLink } from '../../../src/views/links/PortalLink.tsx';
import { StatusBadge } from './UserRows.tsx';

export interface UserDetailPageProps {
  logic: typeof userDetailMachine;
  userId: number;
  host: Pick<ModuleHost, 'navigate' | 'inspect' | 'session'>;
}

/** The kit's selectors read the chart as any detail chart. */
const asDetail = (snapshot: SnapshotFrom<typeof userDetailMachine>) => snapshot as unknown as DetailSnapshot<UserDetail, UserAction>;
const selectScreen = (snapshot: SnapshotFrom<typeof userDetailMachine>) => selectDetailScreen(asDetail(snapshot));
const selectUser = (snapshot: SnapshotFrom<typeof userDetailMachine>) => snapshot.context.detail;
const selectUserNotice = (snapshot: SnapshotFrom<typeof userDetailMachine>) => selectNotice(asDetail(snapshot));
const selectMayChange = (snapshot: SnapshotFrom<typeof userDetailMachine>) => snapshot.can({ type: 'action.start', action: 'status' });
const dialogAction = dialogActionOf(USER_ACTIONS);
const selectConfirming = (snapshot: SnapshotFrom<typeof userDetailMachine>) => dialogAction(asDetail(snapshot)) === 'status';
const selectChanging = (snapshot: SnapshotFrom<typeof userDetailMachine>) => selectSubmitting(asDetail(snapshot)) === 'status';

export function UserDetailPage({ logic, userId, host }: UserDetailPageProps) {
  const page = useActorRef(logic, { input: { userId, selfId: host.session.userId }, ...(host.inspect ? { inspect: host.inspect } : {}) });
  const screen = useSelector(page, selectScreen);
  const detail = useSelector(page, selectUser);
  const mayChange = useSelector(page, selectMayChange);
  const notice = useSelector(page, selectUserNotice, sameNotice);
  const intl = useIntl();
  if (screen === 'notFound') return <NotFoundPage home={moduleHome('users')} onOpen={(to) => host.navigate(to)} words={USER_NOT_FOUND} />;
  if (screen === 'loading' || screen === 'failed' || !detail) {
    return (
      <DetailStatus
        screen={screen === 'failed' ? 'failed' : 'loading'}
        failedText={<FormattedMessage id="users.detail.failed" />}
        onRetry={() => page.send({ type: 'detail.retry' })}
      />
    );
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
            <Button size="sm" variant="outline" colorPalette={user.status === 'active' ? 'red' : 'green'} onClick={() => page.send({ type: 'action.start', action: 'status' })}>
              <FormattedMessage id={user.status === 'active' ? 'users.detail.disable' : 'users.detail.enable'} />
            </Button>
          )}
        </Flex>
      </Flex>
      {notice?.kind === 'done' && (
        <DetailNotice tone="done" title={<FormattedMessage id={user.status === 'active' ? 'users.detail.enabled' : 'users.detail.disabled'} />} />
      )}
      {notice?.kind === 'refused' && <DetailNotice tone="refused" title={intl.formatMessage({ id: `users.problem.${notice.code}` })} />}
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
  const open = useSelector(page, selectConfirming);
  const changing = useSelector(page, selectChanging);
  const disabling = detail.user.status === 'active';
  const name = `${detail.user.firstName} ${detail.user.lastName}`;
  return (
    <ActionDialog
      open={open}
      sending={changing}
      onClose={() => page.send({ type: 'action.close' })}
      onConfirm={() => page.send({ type: 'action.confirm' })}
      title={<FormattedMessage id={disabling ? 'users.confirm.disableTitle' : 'users.confirm.enableTitle'} values={{ name }} />}
      description={<FormattedMessage id={disabling ? 'users.confirm.disableText' : 'users.confirm.enableText'} />}
      confirmLabel={<FormattedMessage id={disabling ? 'users.detail.disable' : 'users.detail.enable'} />}
      confirmPalette={disabling ? 'red' : 'green'}
    />
  );
}
