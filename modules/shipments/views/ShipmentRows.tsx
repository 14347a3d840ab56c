/**
 * The orders of a tab with a box to choose each, on the kit's rows (a table from 768 px, cards on a
 * phone). The header's box chooses every row on screen (or none when all are chosen). The order's
 * number opens it in Órdenes (every role of the desk may open orders), in this tab or another.
 */
import { useIntl } from 'react-intl';
import { useFormats } from '../../../src/views/kit/format.ts';
import { PortalLink } from '../../../src/views/links/PortalLink.tsx';
import { ResultRows, type ResultColumn } from '../../../src/views/kit/ResultRows.tsx';
import { sellerColumn } from '../../../src/views/kit/sellerColumn.tsx';
import type { DispatchStatus, Shipment } from '../machines/shipments.types.ts';
import { StatusBadge } from './StatusBadge.tsx';

export interface ShipmentRowsProps {
  rows: readonly Shipment[];
  status: DispatchStatus;
  /** The chosen orders' ids. */
  selected: readonly (number | string)[];
  /** Whether rows may be chosen now. */
  enabled: boolean;
  onToggle: (orderId: number) => void;
  onTogglePage: () => void;
  /** Opens the order's page (a plain click on its number). */
  onOpenOrder: (orderId: number) => void;
  /** The viewer's seller; null for staff, who see whose each order is. */
  viewerSellerId: number | null;
}

export function ShipmentRows({ rows, status, selected, enabled, onToggle, onTogglePage, onOpenOrder, viewerSellerId }: ShipmentRowsProps) {
  const intl = useIntl();
  const { day } = useFormats();
  const columns: [ResultColumn<Shipment>, ...ResultColumn<Shipment>[]] = [
    {
      header: 'shipments.column.number',
      nowrap: true,
      cell: (order) => (
        <PortalLink href={`/orders/${order.id}`} onOpen={() => onOpenOrder(order.id)}>
          {order.orderNumber}
        </PortalLink>
      ),
    },
    ...sellerColumn<Shipment>(viewerSellerId),
    { header: 'shipments.column.customer', cell: (order) => order.customerName },
    { header: 'shipments.column.destination', cell: (order) => `${order.commune}, ${order.region}` },
    { header: 'shipments.column.units', numeric: true, cell: (order) => intl.formatNumber(order.units) },
    { header: 'shipments.column.promised', nowrap: true, cell: (order) => day(order.promisedAt) },
    { header: 'shipments.column.status', card: 'badge', cell: (order) => <StatusBadge status={order.status} /> },
  ];
  return (
    <ResultRows
      rows={rows}
      rowKey={(order) => order.id}
      columns={columns}
      caption={intl.formatMessage({ id: 'shipments.table.caption' }, { tab: intl.formatMessage({ id: `shipments.tab.${status}` }) })}
      selection={{
        isChosen: (order) => selected.includes(order.id),
        enabled,
        onToggle: (order) => onToggle(order.id),
        onTogglePage,
        rowLabel: (order) => intl.formatMessage({ id: 'shipments.select.row' }, { orderNumber: order.orderNumber }),
        pageLabel: intl.formatMessage({ id: 'shipments.select.page' }),
      }}
    />
  );
}
