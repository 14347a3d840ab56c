/**
 * One order's page: its number and status, the seller's actions the order allows, then its items,
 * amounts, shipping address and customer, boleta and history. A projection of the order's chart.
 */
import { Grid, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { actionButtonsOf, sameActionButtons, type DetailSnapshot } from '../../../machines/detail/detail.selectors.ts';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import { allowsOrder, offersOrderFile, type OrderFile, type orderDetailMachine } from '../machines/orderDetail.machine.ts';
import type { OrderAction, OrderDetail } from '../machines/orders.types.ts';
import { CancelDialog } from './CancelDialog.tsx';
import { ActionNotice, type ActionNoticeTexts } from '../../../src/views/kit/DetailNotice.tsx';
import { DetailActions, DetailChartFrame, DetailHeading, useLoadedDetail } from '../../../src/views/kit/DetailPage.tsx';
import { useFormats } from '../../../src/views/kit/format.ts';
import { OrderAmounts, OrderInvoice, OrderItems, OrderShipping } from './OrderFacts.tsx';
import { OrderTimeline } from './OrderTimeline.tsx';
import { StatusBadge } from './StatusBadge.tsx';

export interface OrderDetailPageProps {
  logic: typeof orderDetailMachine;
  orderId: number;
  /** Where "Volver a órdenes" goes: the list as it was left. */
  listHref: string;
  host: Pick<ModuleHost, 'navigate' | 'inspect' | 'session'>;
}

/** The kit's selectors read the chart as any detail chart. */
const asOrder = (snapshot: SnapshotFrom<typeof orderDetailMachine>) => snapshot as unknown as DetailSnapshot<OrderDetail, OrderAction>;
/** The action bar: the label sits among the actions, before the cancel. */
const actionButtons = actionButtonsOf<OrderDetail, OrderAction, OrderFile>(['pack', 'readyToShip', 'label', 'cancel'], allowsOrder, { names: ['label'], offers: offersOrderFile });
const selectButtons = (snapshot: SnapshotFrom<typeof orderDetailMachine>) => actionButtons(asOrder(snapshot));

export function OrderDetailPage({ logic, orderId, listHref, host }: OrderDetailPageProps) {
  return (
    <DetailChartFrame module="orders" logic={logic} input={{ orderId }} backHref={listHref} host={host}>
      {/* The way to Boletas is offered to whoever may attach the boleta (the permissions the server
          enforces); staff read whose order it is instead. */}
      {(order) => (
        <LoadedOrder
          order={order}
          onOpenBoletas={host.session.permissions.includes('attachInvoice') ? (href) => host.navigate(href) : undefined}
          forStaff={host.session.sellerId === null}
        />
      )}
    </DetailChartFrame>
  );
}

const LOOK: Record<OrderAction | OrderFile, { colorPalette: string; variant: 'solid' | 'outline' | 'ghost' }> = {
  pack: { colorPalette: 'brand', variant: 'outline' },
  readyToShip: { colorPalette: 'brand', variant: 'solid' },
  label: { colorPalette: 'gray', variant: 'outline' },
  cancel: { colorPalette: 'red', variant: 'ghost' },
};

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
  const { detail, notice, headingRef, noticeRef, actionsRef: cancelButtonRef, finalFocus } = useLoadedDetail(order);
  // Only the buttons the order's chart offers; while one is under way, or the cancel dialog is open, they stay, disabled.
  const buttons = useSelector(order, selectButtons, sameActionButtons);

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
      {notice && <ActionNotice ref={noticeRef} module="orders" notice={notice} texts={NOTICE} />}
      {/* "No puedo cumplir" takes the focus back when its dialog closes. */}
      <DetailActions
        label={intl.formatMessage({ id: 'orders.actions.label' })}
        buttons={buttons}
        look={LOOK}
        textId={(action) => `orders.action.${action}`}
        onPress={(action) => order.send(action === 'label' ? { type: 'download.start', file: action } : { type: 'action.start', action })}
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
      <CancelDialog order={order} orderNumber={summary.orderNumber} finalFocus={finalFocus} />
    </Stack>
  );
}

/**
 * What the page reports after an action: done (a status), a failure or a refusal (alerts). The page
 * moves the focus to it when it appears, so it is read and the focus is not lost with the button
 * that vanished.
 */
const NOTICE: ActionNoticeTexts<OrderAction> = {
  done: (action) => `orders.acted.${action}`,
  conflict: { title: 'orders.conflict.title', reloading: 'orders.conflict.reloading', reloaded: 'orders.conflict.reloaded' },
  // The page's one file is its label; a refused cancel stays in its dialog.
  refused: (action) => (action === null ? 'orders.label.failed' : `orders.actionFailed.${action}`),
};
