/**
 * One order's page: its number and status, the seller's actions the order allows, then its items,
 * amounts, shipping address and customer, boleta and history. A projection of the order's chart.
 */
import { useRef, type RefObject } from 'react';
import { Grid, Stack } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import type { orderDetailMachine } from '../machines/orderDetail.machine.ts';
import {
  sameActionButtons,
  selectActionButtons,
  selectDetail,
  selectDetailScreen,
  selectLoadProblem,
  selectNotice,
  type ActionButton,
  type DetailNotice as Notice,
} from '../machines/orderDetail.selectors.ts';
import { CancelDialog } from './CancelDialog.tsx';
import { DetailNotice } from '../../../src/views/kit/DetailNotice.tsx';
import { DetailActions, DetailFrame, DetailHeading, useNoticeFocus } from '../../../src/views/kit/DetailPage.tsx';
import { useFormats } from '../../../src/views/kit/format.ts';
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
  const order = useActorRef(logic, { input: { orderId }, ...(host.inspect ? { inspect: host.inspect } : {}) });
  const screen = useSelector(order, selectDetailScreen);
  const problem = useSelector(order, selectLoadProblem);
  return (
    <DetailFrame
      module="orders"
      backHref={listHref}
      onOpen={(href) => host.navigate(href)}
      screen={screen === 'order' ? 'loaded' : screen}
      problem={problem}
      onRetry={() => order.send({ type: 'order.retry' })}
    >
      {/* The way to Boletas is offered to whoever may attach the boleta (the permissions the server
          enforces); staff read whose order it is instead. */}
      <LoadedOrder
        order={order}
        onOpenBoletas={host.session.permissions.includes('attachInvoice') ? (href) => host.navigate(href) : undefined}
        forStaff={host.session.sellerId === null}
      />
    </DetailFrame>
  );
}

const LOOK: Record<ActionButton, { colorPalette: string; variant: 'solid' | 'outline' | 'ghost' }> = {
  pack: { colorPalette: 'brand', variant: 'outline' },
  readyToShip: { colorPalette: 'brand', variant: 'solid' },
  label: { colorPalette: 'gray', variant: 'outline' },
  cancel: { colorPalette: 'red', variant: 'ghost' },
};
const EVENT = { pack: { type: 'order.pack' }, readyToShip: { type: 'order.readyToShip' }, label: { type: 'order.label' }, cancel: { type: 'order.cancel' } } as const;

function LoadedOrder({
  order,
  onOpenBoletas,
  forStaff,
}: {
  order: ActorRefFrom<typeof orderDetailMachine>;
  onOpenBoletas: ((href: string) => void) | undefined;
  /** Staff see every seller's orders: the page names the order's seller and does not speak to them as it. */
  forStaff: boolean;
}) {
  const intl = useIntl();
  const format = useFormats();
  const detail = useSelector(order, selectDetail);
  const notice = useSelector(order, selectNotice);
  // Only the buttons the order's chart offers; while one is under way, or the cancel dialog is open, they stay, disabled.
  const buttons = useSelector(order, selectActionButtons, sameActionButtons);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const noticeRef = useNoticeFocus(notice);
  const cancelButtonRef = useRef<HTMLButtonElement>(null);

  if (!detail) return null;
  const { order: summary } = detail;
  return (
    <Stack gap="5">
      <DetailHeading
        headingRef={headingRef}
        title={<FormattedMessage id="orders.detail.title" values={{ orderNumber: summary.orderNumber }} />}
        badge={<StatusBadge status={summary.status} size="lg" />}
        subtitle={
          <FormattedMessage
            id={forStaff ? 'orders.detail.datesWithSeller' : 'orders.detail.dates'}
            values={{ created: format.dateTime(summary.createdAt), promised: format.day(summary.promisedAt), seller: summary.sellerName }}
          />
        }
      />
      {notice && <OrderNotice noticeRef={noticeRef} notice={notice} />}
      {/* "No puedo cumplir" takes the focus back when its dialog closes. */}
      <DetailActions
        label={intl.formatMessage({ id: 'orders.actions.label' })}
        buttons={buttons}
        look={LOOK}
        textId={(action) => `orders.action.${action}`}
        onPress={(action) => order.send(EVENT[action])}
        buttonRef={cancelButtonRef}
        refAction="cancel"
      />
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '2fr 1fr' }} gap="4" alignItems="start">
        <Stack gap="4">
          <OrderItems detail={detail} />
          <OrderTimeline detail={detail} />
        </Stack>
        <Stack gap="4">
          <OrderAmounts detail={detail} />
          <OrderShipping detail={detail} />
          <OrderInvoice detail={detail} onOpenBoletas={onOpenBoletas} forStaff={forStaff} />
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
