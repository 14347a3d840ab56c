/** The orders as a table (768 px and wider): one row per order, its number linking to its page. */
import { chakra, VisuallyHidden } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OrderStatusGroup, OrderSummary } from '../machines/orders.types.ts';
import { useFormats } from '../../../src/views/kit/format.ts';
import { OrderLink } from './OrderLink.tsx';
import { StatusBadge } from './StatusBadge.tsx';

export interface OrderRowsProps {
  rows: readonly OrderSummary[];
  group: OrderStatusGroup;
  onOpen: (orderId: number) => void;
  /** Each row's link, by position, for the page to move the focus to the first new one. */
  linkRef: (index: number) => (element: HTMLAnchorElement | null) => void;
}

const COLUMNS = ['number', 'created', 'customer', 'units', 'total', 'status', 'invoice'] as const;
const NUMERIC: ReadonlySet<string> = new Set(['units', 'total']);

const cell = { paddingX: '3', paddingY: '2', borderBottomWidth: '1px', textAlign: 'start' } as const;

export function OrdersTable({ rows, group, onOpen, linkRef }: OrderRowsProps) {
  const intl = useIntl();
  const format = useFormats();
  return (
    <chakra.div overflowX="auto">
      <chakra.table width="full" fontSize="sm" borderCollapse="collapse">
        <caption>
          <VisuallyHidden>
            <FormattedMessage id="orders.table.caption" values={{ group: intl.formatMessage({ id: `orders.group.${group}` }) }} />
          </VisuallyHidden>
        </caption>
        <chakra.thead bg="bg.muted">
          <tr>
            {COLUMNS.map((column) => (
              <chakra.th key={column} scope="col" {...cell} fontWeight="semibold" textAlign={NUMERIC.has(column) ? 'end' : 'start'} whiteSpace="nowrap">
                <FormattedMessage id={`orders.column.${column}`} />
              </chakra.th>
            ))}
          </tr>
        </chakra.thead>
        <tbody>
          {rows.map((order, index) => (
            <chakra.tr key={order.id} _hover={{ bg: 'bg.subtle' }}>
              <chakra.th scope="row" {...cell} fontWeight="normal" whiteSpace="nowrap">
                <OrderLink orderId={order.id} onOpen={onOpen} linkRef={linkRef(index)}>
                  {order.orderNumber}
                </OrderLink>
              </chakra.th>
              <chakra.td {...cell} whiteSpace="nowrap">
                {format.day(order.createdAt)}
              </chakra.td>
              <chakra.td {...cell}>{order.customerName}</chakra.td>
              <chakra.td {...cell} textAlign="end">
                {intl.formatNumber(order.units)}
              </chakra.td>
              <chakra.td {...cell} textAlign="end" whiteSpace="nowrap">
                {format.money(order.totalAmount)}
              </chakra.td>
              <chakra.td {...cell}>
                <StatusBadge status={order.status} />
              </chakra.td>
              <chakra.td {...cell}>
                <FormattedMessage id={`orders.invoice.${order.invoiceStatus}`} />
              </chakra.td>
            </chakra.tr>
          ))}
        </tbody>
      </chakra.table>
    </chakra.div>
  );
}
