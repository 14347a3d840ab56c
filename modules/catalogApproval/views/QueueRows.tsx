/**
 * The queue's products on the kit's rows (a table from 768 px, cards on a phone), each with a box to
 * choose it for the approval: its title (the link to its review), its seller, category, price, when
 * it was sent, and whether it is new or updates a product on sale.
 */
import { Badge } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useFormats } from '../../../src/views/kit/format.ts';
import type { RowLinkRef } from '../../../src/views/kit/ListResults.tsx';
import { ResultRows, type ResultColumn } from '../../../src/views/kit/ResultRows.tsx';
import { PortalLink } from '../../../src/views/links/PortalLink.tsx';
import type { ReviewQueueItem } from '../machines/reviews.types.ts';

export interface QueueRowsProps {
  rows: readonly ReviewQueueItem[];
  selected: readonly (string | number)[];
  /** Rows may be chosen now (a queue at rest, nothing being approved). */
  enabled: boolean;
  onToggle: (productId: number) => void;
  onTogglePage: () => void;
  onOpen: (productId: number) => void;
  linkRef: RowLinkRef;
}

export function QueueRows({ rows, selected, enabled, onToggle, onTogglePage, onOpen, linkRef }: QueueRowsProps) {
  const intl = useIntl();
  const format = useFormats();
  const titleOf = (row: ReviewQueueItem) => row.title || intl.formatMessage({ id: 'catalogApproval.untitled' });
  const columns: [ResultColumn<ReviewQueueItem>, ...ResultColumn<ReviewQueueItem>[]] = [
    {
      header: 'catalogApproval.queue.column.product',
      cell: (row, index) => (
        <PortalLink href={`/catalog-approval/${row.productId}`} onOpen={() => onOpen(row.productId)} linkRef={linkRef(index)}>
          {titleOf(row)}
        </PortalLink>
      ),
    },
    { header: 'catalogApproval.queue.column.seller', cell: (row) => row.sellerName },
    { header: 'catalogApproval.queue.column.category', cell: (row) => row.categoryName },
    { header: 'catalogApproval.queue.column.price', nowrap: true, numeric: true, cell: (row) => format.money(row.price) },
    { header: 'catalogApproval.queue.column.submitted', nowrap: true, cell: (row) => format.dateTime(row.submittedAt) },
    {
      header: 'catalogApproval.queue.column.kind',
      card: 'badge',
      cell: (row) => (
        <Badge colorPalette={row.isUpdate ? 'blue' : 'gray'} variant="subtle">
          {intl.formatMessage({ id: row.isUpdate ? 'catalogApproval.queue.kind.update' : 'catalogApproval.queue.kind.new' })}
        </Badge>
      ),
    },
  ];
  return (
    <ResultRows
      rows={rows}
      rowKey={(row) => row.productId}
      columns={columns}
      caption={intl.formatMessage({ id: 'catalogApproval.queue.caption' })}
      selection={{
        isChosen: (row) => selected.includes(row.productId),
        enabled,
        onToggle: (row) => onToggle(row.productId),
        onTogglePage,
        rowLabel: (row) => intl.formatMessage({ id: 'catalogApproval.queue.choose' }, { title: titleOf(row) }),
        pageLabel: intl.formatMessage({ id: 'catalogApproval.queue.choosePage' }),
      }}
    />
  );
}
