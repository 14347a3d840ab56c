/**
 * The orders of a tab, on the kit's rows (a table from 768 px, cards on a phone): the number (its
 * link), for staff its seller, the day it was placed, the customer, units, total, status and the boleta's state.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormats } from '../../../src/views/kit/format.ts';
import { ResultRows, type ResultColumn } from '../../../src/views/kit/ResultRows.tsx';
import { sellerColumn } from '../../../src/views/kit/sellerColumn.tsx';
import type { OrderStatusGroup, OrderSummary } from '../machines/orders.types.ts';
import { OrderLink } from './OrderLink.tsx';
import { StatusBadge } from './StatusBadge.tsx';

export interface OrderRowsProps {
  rows: readonly OrderSummary[];
  group: OrderStatusGroup;
  onOpen: (orderId: number) => void;
  /** Each row's link, by position, for the page to move the focus to the first new one. */
  linkRef: (index: number) => (element: HTMLAnchorElement | null) => void;
  /** The viewer's seller; null for staff, who see whose each order is. */
  viewerSellerId: number | null;
}

export function OrderRows({ rows, group, onOpen, linkRef, viewerSellerId }: OrderRowsProps) {
  const intl = useIntl();
  const format = useFormats();
  const columns: [ResultColumn<OrderSummary>, ...ResultColumn<OrderSummary>[]] = [
    {
      header: 'orders.column.number',
      nowrap: true,
      cell: (order, index) => (
        <OrderLink orderId={order.id} onOpen={onOpen} linkRef={linkRef(index)}>
          {order.orderNumber}
        </OrderLink>
      ),
    },
    ...sellerColumn<OrderSummary>(viewerSellerId),
    { header: 'orders.column.created', nowrap: true, cell: (order) => format.day(order.createdAt) },
    { header: 'orders.column.customer', cell: (order) => order.customerName },
    { header: 'orders.column.units', numeric: true, cell: (order) => intl.formatNumber(order.units) },
    { header: 'orders.column.total', numeric: true, nowrap: true, cell: (order) => format.money(order.totalAmount) },
    { header: 'orders.column.status', card: 'badge', cell: (order) => <StatusBadge status={order.status} /> },
    { header: 'orders.column.invoice', cell: (order) => <FormattedMessage id={`orders.invoice.${order.invoiceStatus}`} /> },
  ];
  return (
    <ResultRows
      rows={rows}
      rowKey={(order) => order.id}
      columns={columns}
      caption={intl.formatMessage({ id: 'orders.table.caption' }, { group: intl.formatMessage({ id: `orders.group.${group}` }) })}
    />
  );
}
