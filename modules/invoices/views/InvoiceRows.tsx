/**
 * The orders with their boleta, on the kit's rows (a table from 768 px, cards on a phone): one per
 * order, for staff with whose it is, and with the seller's actions on it.
 */
import { Button, Flex } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormats } from '../../../src/views/kit/format.ts';
import { ResultRows, type ResultColumn } from '../../../src/views/kit/ResultRows.tsx';
import { sellerColumn } from '../../../src/views/kit/sellerColumn.tsx';
import type { InvoiceOrder } from '../machines/invoices.types.ts';

export interface InvoiceRowsProps {
  rows: readonly InvoiceOrder[];
  mayAttach: boolean;
  /** The viewer's seller; null for staff, who see whose each order is. */
  viewerSellerId: number | null;
  /** The order whose PDF is on its way, or null. */
  downloading: number | null;
  onAttach: (order: InvoiceOrder) => void;
  onDownload: (order: InvoiceOrder) => void;
}

export function InvoiceRows({ rows, mayAttach, viewerSellerId, downloading, onAttach, onDownload }: InvoiceRowsProps) {
  const intl = useIntl();
  const format = useFormats();
  const columns: [ResultColumn<InvoiceOrder>, ...ResultColumn<InvoiceOrder>[]] = [
    { header: 'invoices.column.order', nowrap: true, cell: (order) => order.orderNumber },
    ...sellerColumn<InvoiceOrder>(viewerSellerId),
    { header: 'invoices.column.purchased', nowrap: true, cell: (order) => format.day(order.createdAt) },
    { header: 'invoices.column.amount', numeric: true, nowrap: true, cell: (order) => format.money(order.totalAmount) },
    { header: 'invoices.column.state', cell: (order) => <FormattedMessage id={`invoices.state.${order.invoice.state}`} /> },
    { header: 'invoices.column.folio', cell: (order) => order.invoice.folio ?? '—' },
    { header: 'invoices.column.issuedOn', nowrap: true, cell: (order) => (order.invoice.issuedOn ? format.calendarDay(order.invoice.issuedOn) : '—') },
    {
      header: 'invoices.column.actions',
      cell: (order) => (
        // The labels name the order, so on a phone they wrap inside the card instead of pushing the
        // page wider than the screen.
        <Flex gap="2" wrap="wrap">
          {mayAttach && (
            <Button size="xs" variant="outline" whiteSpace="normal" flexShrink="1" minWidth="0" height="auto" minHeight="6" paddingY="1" textAlign="start" onClick={() => onAttach(order)}>
              {intl.formatMessage({ id: order.invoice.state === 'attached' ? 'invoices.action.replace' : 'invoices.action.attach' }, { orderNumber: order.orderNumber })}
            </Button>
          )}
          {order.invoice.hasFile && (
            <Button size="xs" variant="ghost" whiteSpace="normal" flexShrink="1" minWidth="0" height="auto" minHeight="6" paddingY="1" textAlign="start" loading={downloading === order.orderId} onClick={() => onDownload(order)}>
              {intl.formatMessage({ id: 'invoices.action.download' }, { folio: order.invoice.folio })}
            </Button>
          )}
        </Flex>
      ),
    },
  ];
  return <ResultRows rows={rows} rowKey={(order) => order.orderId} columns={columns} caption={intl.formatMessage({ id: 'invoices.table.caption' })} cardHeading="h3" />;
}
