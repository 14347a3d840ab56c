/**
 * Órdenes Spid35: the store's queue of express orders, oldest first, each with its status, the time
 * left against its 35-minute promise (red once late), its lines and the one next step; while an order
 * is being picked, each line may be marked "sin stock" and substituted or removed. Staff choose the
 * store. Every part is a projection of the queue's chart; every press is an event to it.
 */
import { Alert, Badge, Box, Button, Flex, Heading, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { nextSpid35Status, spid35TimeLeft } from '../../../shared/spid35/lifecycle.ts';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import { problemText } from '../../../src/views/kit/problemText.ts';
import { StatusBadge } from '../../../src/views/kit/StatusBadge.tsx';
import type { Spid35QueueLogic, Spid35QueueRef } from '../machines/spid35Queue.machine.ts';
import {
  selectChanging,
  selectChoices,
  selectFacilities,
  selectFacilityId,
  selectNow,
  selectOrders,
  selectProblem,
  selectStage,
  selectStock,
} from '../machines/spid35Queue.selectors.ts';
import type { Spid35Line, Spid35Order } from '../machines/spid35.types.ts';

const STATUS_PALETTE = { new: 'blue', accepted: 'purple', picked: 'orange', packed: 'teal', handedOver: 'green' } as const;

export interface Spid35QueuePageProps {
  logic: Spid35QueueLogic;
  host: Pick<ModuleHost, 'inspect'>;
}

export function Spid35QueuePage({ logic, host }: Spid35QueuePageProps) {
  const queue = useActorRef(logic, { input: { now: Date.now() }, ...(host.inspect ? { inspect: host.inspect } : {}) });
  const stage = useSelector(queue, selectStage);
  const problem = useSelector(queue, selectProblem);
  const intl = useIntl();
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        <FormattedMessage id="orders.spid35.title" />
      </Heading>
      <StorePicker queue={queue} />
      <Box role="status">{stage === 'loading' && <FormattedMessage id="orders.spid35.loading" />}</Box>
      {(stage === 'failed' || stage === 'storesFailed') && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <FormattedMessage id={stage === 'failed' ? 'orders.spid35.failed' : 'orders.spid35.storesFailed'} />
            </Alert.Title>
            <Alert.Description>{problemText(intl, 'orders', problem)}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => queue.send({ type: 'queue.retry' })}>
            <FormattedMessage id="orders.spid35.retry" />
          </Button>
        </Alert.Root>
      )}
      {stage === 'noStore' && (
        <Text>
          <FormattedMessage id="orders.spid35.noStore" />
        </Text>
      )}
      {stage === 'empty' && (
        <Text>
          <FormattedMessage id="orders.spid35.empty" />
        </Text>
      )}
      {stage === 'shown' && <Queue queue={queue} />}
    </Stack>
  );
}

/** Staff choose the store; a store person, who has one, is not asked. */
function StorePicker({ queue }: { queue: Spid35QueueRef }) {
  const intl = useIntl();
  const facilities = useSelector(queue, selectFacilities);
  const facilityId = useSelector(queue, selectFacilityId);
  if (facilities.length < 2) return null;
  return (
    <Box maxW="sm">
      <NativeSelect.Root>
        <NativeSelect.Field aria-label={intl.formatMessage({ id: 'orders.spid35.store' })} value={facilityId ?? ''} onChange={(event) => queue.send({ type: 'queue.facility', facilityId: event.currentTarget.value })}>
          {facilities.map((facility) => (
            <option key={facility.id} value={facility.id}>
              {facility.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Box>
  );
}

function Queue({ queue }: { queue: Spid35QueueRef }) {
  const intl = useIntl();
  const orders = useSelector(queue, selectOrders);
  const facilities = useSelector(queue, selectFacilities);
  const facilityId = useSelector(queue, selectFacilityId);
  const problem = useSelector(queue, selectProblem);
  const store = facilities.find((facility) => facility.id === facilityId)?.name ?? '';
  return (
    <Stack gap="3">
      {problem !== null && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Title>{problemText(intl, 'orders', problem)}</Alert.Title>
        </Alert.Root>
      )}
      <Stack as="ul" gap="3" listStyleType="none" aria-label={intl.formatMessage({ id: 'orders.spid35.queue' }, { store })}>
        {orders.map((order) => (
          <OrderCard key={order.id} order={order} queue={queue} />
        ))}
      </Stack>
    </Stack>
  );
}

function TimeLeft({ promisedAt, now }: { promisedAt: string; now: number }) {
  const left = spid35TimeLeft(new Date(promisedAt), new Date(now));
  if (left.kind === 'late') {
    return (
      <Badge colorPalette="red" variant="solid">
        <FormattedMessage id="orders.spid35.late" values={{ minutes: left.minutes }} />
      </Badge>
    );
  }
  return (
    <Badge colorPalette="gray" variant="subtle">
      <FormattedMessage id="orders.spid35.left" values={{ minutes: left.minutes }} />
    </Badge>
  );
}

function OrderCard({ order, queue }: { order: Spid35Order; queue: Spid35QueueRef }) {
  const now = useSelector(queue, selectNow);
  const changing = useSelector(queue, selectChanging);
  const next = nextSpid35Status(order.status);
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="4" aria-labelledby={`spid35-order-${order.id}`}>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="md" id={`spid35-order-${order.id}`}>
          <FormattedMessage id="orders.spid35.order" values={{ orderNumber: order.orderNumber }} />
        </Heading>
        <HStack gap="2">
          <StatusBadge status={order.status} labelId={`orders.spid35.status.${order.status}`} palette={STATUS_PALETTE[order.status]} />
          <TimeLeft promisedAt={order.promisedAt} now={now} />
        </HStack>
      </Flex>
      <Text color="fg.muted">
        <FormattedMessage id="orders.spid35.customer" values={{ customer: order.customerName }} />
      </Text>
      <Stack as="ul" gap="2" mt="2" listStyleType="none">
        {order.lines.map((line) => (
          <LineRow key={line.id} order={order} line={line} queue={queue} />
        ))}
      </Stack>
      {next !== null && (
        <Button mt="3" size="sm" disabled={changing} onClick={() => queue.send({ type: 'order.advance', orderId: order.id })}>
          <FormattedMessage id={`orders.spid35.advance.${next}`} values={{ orderNumber: order.orderNumber }} />
        </Button>
      )}
    </Box>
  );
}

function LineRow({ order, line, queue }: { order: Spid35Order; line: Spid35Line; queue: Spid35QueueRef }) {
  const intl = useIntl();
  const stock = useSelector(queue, selectStock);
  const choices = useSelector(queue, selectChoices);
  const changing = useSelector(queue, selectChanging);
  const picking = order.status === 'accepted' && line.shortage === null;
  const substitutes = stock.filter((item) => item.sku !== line.sku && item.onHand >= line.quantity);
  const chosen = choices[line.id] ?? '';
  return (
    <Box as="li">
      <Text textDecoration={line.shortage?.resolution === 'removed' ? 'line-through' : undefined}>
        <FormattedMessage id="orders.spid35.line" values={{ quantity: line.quantity, name: line.name, sku: line.sku }} />
      </Text>
      {line.shortage?.resolution === 'substituted' && (
        <Text fontSize="sm" color="orange.fg">
          <FormattedMessage id="orders.spid35.line.substituted" values={{ name: line.shortage.substituteName, sku: line.shortage.substituteSku }} />
        </Text>
      )}
      {line.shortage?.resolution === 'removed' && (
        <Text fontSize="sm" color="orange.fg">
          <FormattedMessage id="orders.spid35.line.removed" />
        </Text>
      )}
      {picking && (
        <HStack gap="2" mt="1" wrap="wrap">
          <NativeSelect.Root size="sm" maxW="xs">
            <NativeSelect.Field
              aria-label={intl.formatMessage({ id: 'orders.spid35.line.substitute' }, { sku: line.sku })}
              value={chosen}
              onChange={(event) => queue.send({ type: 'line.choose', lineId: line.id, sku: event.currentTarget.value })}
            >
              <option value="">{intl.formatMessage({ id: 'orders.spid35.line.chooseSubstitute' })}</option>
              {substitutes.map((item) => (
                <option key={item.sku} value={item.sku}>
                  {intl.formatMessage({ id: 'orders.spid35.line.substituteOption' }, { name: item.name, sku: item.sku, onHand: item.onHand })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button size="sm" variant="outline" disabled={changing || chosen === ''} onClick={() => queue.send({ type: 'line.substitute', orderId: order.id, lineId: line.id })}>
            <FormattedMessage id="orders.spid35.line.doSubstitute" values={{ sku: line.sku }} />
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" disabled={changing} onClick={() => queue.send({ type: 'line.remove', orderId: order.id, lineId: line.id })}>
            <FormattedMessage id="orders.spid35.line.doRemove" values={{ sku: line.sku }} />
          </Button>
        </HStack>
      )}
    </Box>
  );
}
