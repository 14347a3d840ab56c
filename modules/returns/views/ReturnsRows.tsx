/**
 * The returns of a tab, on the kit's rows (a table from 768 px, cards on a phone). Both show the same facts: the
 * return's number (its link), for staff its seller, the order, the day it was asked for, the customer, the customer's
 * reason, the status and whether it was escalated or customer service has it.
 */
import { Badge, Flex } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ReturnStatusGroup, ReturnSummary } from '../machines/returns.types.ts';
import { useFormats } from '../../../src/views/kit/format.ts';
import { ReturnLink } from './ReturnLink.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { ResultRows, type ResultColumn } from '../../../src/views/kit/ResultRows.tsx';
import { sellerColumn } from '../../../src/views/kit/sellerColumn.tsx';

export interface ReturnRowsProps {
  rows: readonly ReturnSummary[];
  group: ReturnStatusGroup;
  onOpen: (returnId: number) => void;
  /** Each row's link, by position, for the page to move the focus to the first new one. */
  linkRef: (index: number) => (element: HTMLAnchorElement | null) => void;
  /** The viewer's seller; null for staff, who see whose each return is. */
  viewerSellerId: number | null;
}

/** "Escalada" and "En manos de Atención al cliente", when they apply. */
export function ReturnFlags({ row }: { row: ReturnSummary }) {
  if (!row.escalated) return null;
  return (
    <Flex gap="1" wrap="wrap" marginTop="1">
      <Badge colorPalette="purple" variant="outline" size="sm">
        <FormattedMessage id="returns.flag.escalated" />
      </Badge>
      {row.takenOver && (
        <Badge colorPalette="purple" variant="subtle" size="sm">
          <FormattedMessage id="returns.flag.takenOver" />
        </Badge>
      )}
    </Flex>
  );
}

export function ReturnRows({ rows, group, onOpen, linkRef, viewerSellerId }: ReturnRowsProps) {
  const intl = useIntl();
  const format = useFormats();
  const columns: [ResultColumn<ReturnSummary>, ...ResultColumn<ReturnSummary>[]] = [
    {
      header: 'returns.column.number',
      nowrap: true,
      cell: (row, index) => (
        <ReturnLink returnId={row.id} onOpen={onOpen} linkRef={linkRef(index)}>
          {row.returnNumber}
        </ReturnLink>
      ),
    },
    ...sellerColumn<ReturnSummary>(viewerSellerId),
    { header: 'returns.column.order', nowrap: true, cell: (row) => row.orderNumber },
    { header: 'returns.column.created', nowrap: true, cell: (row) => format.day(row.createdAt) },
    { header: 'returns.column.customer', cell: (row) => row.customerName },
    { header: 'returns.column.reason', cell: (row) => <FormattedMessage id={`returns.customerReason.${row.customerReason}`} /> },
    {
      header: 'returns.column.status',
      card: 'badge',
      cell: (row) => (
        <>
          <StatusBadge status={row.status} />
          <ReturnFlags row={row} />
        </>
      ),
      cardValue: (row) => <StatusBadge status={row.status} />,
    },
  ];
  return (
    <ResultRows
      rows={rows}
      rowKey={(row) => row.id}
      columns={columns}
      caption={intl.formatMessage({ id: 'returns.table.caption' }, { group: intl.formatMessage({ id: `returns.group.${group}` }) })}
      cardExtra={(row) => <ReturnFlags row={row} />}
    />
  );
}
