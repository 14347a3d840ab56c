/**
 * One order's page: its number and status, the seller's actions the order allows, then its items,
 * amounts, shipping address and customer, boleta and history. A projection of the order's chart.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { Box, Flex, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import type { orderDetailMachine } from '../machines/orderDetail.machine.ts';
import { selectDetail, selectDetailScreen, selectLoadProblem, selectNotice, type DetailNotice as Notice } from '../machines/orderDetail.selectors.ts';
import { CancelDialog } from './CancelDialog.tsx';
import { DetailNotice, DetailStatus } from '../../../src/views/kit/DetailNotice.tsx';
import { useFormats } from '../../../src/views/kit/format.ts';
import { OrderActions } from './OrderActions.tsx';
import { OrderAmounts, OrderInvoice, OrderItems, OrderShipping } from './OrderFacts.tsx';
import { OrderTimeline } from './OrderTimeline.tsx';
import { problemMessageId } from '../../../src/views/kit/problemText.ts';
import { StatusBadge } from './StatusBadge.tsx';

export interface OrderDetailPageProps {
  logic: typeof orderDetailMachine;
  orderId: number;
  /** Where "Volver a órdenes" goes: the list as it was left. */
  listHref: string;
  host: Pick<ModuleHost, 'navigate' | 'inspect' | 'session'>;
}

export function OrderDetailPage({ logic, orderId, listHref, host }: OrderDetailPageProps) {
  const intl = useIntl();
  const order = useActorRef(logic, { input: { orderId }, ...(host.inspect ? { inspect: host.inspect } : {}) });
  const screen = useSelector(order, selectDetailScreen);
  const problem = useSelector(order, selectLoadProblem);
  return (
    <Stack gap="5">
      <Box>
        <Link
          href={listHref}
          colorPalette="brand"
          onClick={(event) => {
            event.preventDefault();
            host.navigate(listHref);
          }}
        >
          <FormattedMessage id="orders.detail.back" />
        </Link>
      </Box>
      {screen !== 'order' && (
        <DetailStatus
          screen={screen}
          loadingText={<FormattedMessage id="orders.detail.loading" />}
          failedText={<FormattedMessage id="orders.detail.failed" />}
          problemText={problem ? intl.formatMessage({ id: problemMessageId(intl, 'orders', problem) }) : undefined}
          onRetry={() => order.send({ type: 'order.retry' })}
          notFound={{ title: <FormattedMessage id="orders.detail.notFound" />, text: <FormattedMessage id="orders.detail.notFoundText" /> }}
        />
      )}
      {/* Boletas are attached by the order's seller alone: the way there is offered to sellers. */}
      {screen === 'order' && <LoadedOrder order={order} onOpenBoletas={host.session.role === 'seller' ? (href) => host.navigate(href) : undefined} />}
    </Stack>
  );
}

function LoadedOrder({
  order,
  onOpenBoletas,
}: {
  order: ActorRefFrom<typeof orderDetailMachine>;
  onOpenBoletas: ((href: string) => void) | undefined;
}) {
  const format = useFormats();
  const detail = useSelector(order, selectDetail);
  const notice = useSelector(order, selectNotice);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const cancelButtonRef = useRef<HTMLButtonElement>(null);

  // A new notice takes the focus: it is read, and the button pressed may have gone with the action.
  const noticeKey = notice ? `${notice.kind}:${'reloading' in notice ? notice.reloading : ''}` : null;
  useEffect(() => {
    if (noticeKey) noticeRef.current?.focus();
  }, [noticeKey]);

  if (!detail) return null;
  const { order: summary } = detail;
  return (
    <Stack gap="5">
      <Flex align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="2xl" ref={headingRef} tabIndex={-1}>
          <FormattedMessage id="orders.detail.title" values={{ orderNumber: summary.orderNumber }} />
        </Heading>
        <StatusBadge status={summary.status} size="lg" />
      </Flex>
      <Text color="fg.muted" fontSize="sm">
        <FormattedMessage id="orders.detail.dates" values={{ created: format.dateTime(summary.createdAt), promised: format.day(summary.promisedAt) }} />
      </Text>
      {notice && <OrderNotice noticeRef={noticeRef} notice={notice} />}
      <OrderActions order={order} cancelButtonRef={cancelButtonRef} />
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '2fr 1fr' }} gap="4" alignItems="start">
        <Stack gap="4">
          <OrderItems detail={detail} />
          <OrderTimeline detail={detail} />
        </Stack>
        <Stack gap="4">
          <OrderAmounts detail={detail} />
          <OrderShipping detail={detail} />
          <OrderInvoice detail={detail} onOpenBoletas={onOpenBoletas} />
        </Stack>
      </Grid>
      <CancelDialog order={order} orderNumber={summary.orderNumber} finalFocus={() => noticeRef.current ?? cancelButtonRef.current ?? headingRef.current} />
    </Stack>
  );
}

/**
 * What the page reports after an action: done (a status), a failure or a refusal (alerts). The page
 * moves the focus to it when it appears, so it is read and the focus is not lost with the button
 * that vanished.
 */
function OrderNotice({ notice, noticeRef }: { notice: Notice; noticeRef: RefObject<HTMLDivElement | null> }) {
  const intl = useIntl();
  if (notice.kind === 'acted') return <DetailNotice ref={noticeRef} tone="done" title={<FormattedMessage id={`orders.acted.${notice.action}`} />} />;
  if (notice.kind === 'conflict') {
    return (
      <DetailNotice
        ref={noticeRef}
        tone="conflict"
        reloading={notice.reloading}
        title={<FormattedMessage id="orders.conflict.title" />}
        text={<FormattedMessage id={notice.reloading ? 'orders.conflict.reloading' : 'orders.conflict.reloaded'} />}
      />
    );
  }
  const titleId = notice.kind === 'labelFailed' ? 'orders.label.failed' : `orders.actionFailed.${notice.action}`;
  return <DetailNotice ref={noticeRef} tone="refused" title={<FormattedMessage id={titleId} />} text={intl.formatMessage({ id: problemMessageId(intl, 'orders', notice.code) })} />;
}
