/** The orders with their boleta: one row per order, with the seller's actions on it. */
import { Button, chakra, Flex, VisuallyHidden } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { InvoiceOrder } from '../machines/invoices.types.ts';
import { useFormats } from '../../../src/views/kit/format.ts';

export interface InvoicesTableProps {
  rows: readonly InvoiceOrder[];
  mayAttach: boolean;
  /** The order whose PDF is on its way, or null. */
  downloading: number | null;
  onAttach: (orderId: number) => void;
  onDownload: (orderId: number) => void;
}

const COLUMNS = ['order', 'purchased', 'amount', 'state', 'folio', 'issuedOn', 'actions'] as const;
const cell = { paddingX: '3', paddingY: '2', borderBottomWidth: '1px', textAlign: 'start' } as const;

export function InvoicesTable({ rows, mayAttach, downloading, onAttach, onDownload }: InvoicesTableProps) {
  const intl = useIntl();
  const format = useFormats();
  return (
    <chakra.div overflowX="auto">
      <chakra.table width="full" fontSize="sm" borderCollapse="collapse">
        <caption>
          <VisuallyHidden>
            <FormattedMessage id="invoices.table.caption" />
          </VisuallyHidden>
        </caption>
        <chakra.thead bg="bg.muted">
          <tr>
            {COLUMNS.map((column) => (
              <chakra.th key={column} scope="col" {...cell} fontWeight="semibold" textAlign={column === 'amount' ? 'end' : 'start'} whiteSpace="nowrap">
                <FormattedMessage id={`invoices.column.${column}`} />
              </chakra.th>
            ))}
          </tr>
        </chakra.thead>
        <tbody>
          {rows.map((order) => (
            <chakra.tr key={order.orderId} _hover={{ bg: 'bg.subtle' }}>
              <chakra.th scope="row" {...cell} fontWeight="normal" whiteSpace="nowrap">
                {order.orderNumber}
              </chakra.th>
              <chakra.td {...cell} whiteSpace="nowrap">
                {format.day(order.createdAt)}
              </chakra.td>
              <chakra.td {...cell} textAlign="end" whiteSpace="nowrap">
                {format.money(order.totalAmount)}
              </chakra.td>
              <chakra.td {...cell}>
                <FormattedMessage id={`invoices.state.${order.invoice.state}`} />
              </chakra.td>
              <chakra.td {...cell}>{order.invoice.folio ?? '—'}</chakra.td>
              <chakra.td {...cell} whiteSpace="nowrap">
                {order.invoice.issuedOn ? format.calendarDay(order.invoice.issuedOn) : '—'}
              </chakra.td>
              <chakra.td {...cell}>
                <Flex gap="2" wrap="wrap">
                  {mayAttach && (
                    <Button size="xs" variant="outline" onClick={() => onAttach(order.orderId)}>
                      {intl.formatMessage({ id: order.invoice.state === 'attached' ? 'invoices.action.replace' : 'invoices.action.attach' }, { orderNumber: order.orderNumber })}
                    </Button>
                  )}
                  {order.invoice.hasFile && (
                    <Button size="xs" variant="ghost" loading={downloading === order.orderId} onClick={() => onDownload(order.orderId)}>
                      {intl.formatMessage({ id: 'invoices.action.download' }, { folio: order.invoice.folio })}
                    </Button>
                  )}
                </Flex>
              </chakra.td>
            </chakra.tr>
          ))}
        </tbody>
      </chakra.table>
    </chakra.div>
  );
}
