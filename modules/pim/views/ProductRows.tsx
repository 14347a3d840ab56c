/**
 * The products of a tab on the kit's rows (a table from 768 px, cards on a phone): the title (its
 * link), for staff its seller, the category, the brand, the price (the offer before it when there is
 * one, the regular price struck), how many variants, the status and the last change.
 */
import { Text, VisuallyHidden } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useFormats } from '../../../src/views/kit/format.ts';
import { ResultRows, type ResultColumn } from '../../../src/views/kit/ResultRows.tsx';
import { sellerColumn } from '../../../src/views/kit/sellerColumn.tsx';
import { PortalLink } from '../../../src/views/links/PortalLink.tsx';
import type { ProductSummary, ProductTab } from '../machines/products.types.ts';
import { ProductStatusBadge } from './ProductStatusBadge.tsx';

export interface ProductRowsProps {
  rows: readonly ProductSummary[];
  tab: ProductTab;
  onOpen: (productId: number) => void;
  /** Each row's link, by position, for the page to move the focus to the first new one. */
  linkRef: (index: number) => (element: HTMLAnchorElement | null) => void;
  /** The viewer's seller; null for staff, who see whose each product is. */
  viewerSellerId: number | null;
}

export function ProductRows({ rows, tab, onOpen, linkRef, viewerSellerId }: ProductRowsProps) {
  const intl = useIntl();
  const format = useFormats();
  const columns: [ResultColumn<ProductSummary>, ...ResultColumn<ProductSummary>[]] = [
    {
      header: 'pim.products.column.title',
      cell: (row, index) => (
        <PortalLink href={`/pim/products/${row.id}`} onOpen={() => onOpen(row.id)} linkRef={linkRef(index)}>
          {row.title || intl.formatMessage({ id: 'pim.product.untitled' })}
        </PortalLink>
      ),
    },
    ...sellerColumn<ProductSummary>(viewerSellerId),
    { header: 'pim.products.column.category', cell: (row) => row.categoryName },
    { header: 'pim.products.column.brand', cell: (row) => row.brandName ?? '—' },
    {
      header: 'pim.products.column.price',
      nowrap: true,
      numeric: true,
      cell: (row) =>
        row.offerPrice === null ? (
          format.money(row.price)
        ) : (
          <>
            {format.money(row.offerPrice)}{' '}
            {/* A strike is only seen: a screen reader says which of the two prices is the one struck. */}
            <Text as="s" color="fg.muted" fontSize="xs">
              <VisuallyHidden>{intl.formatMessage({ id: 'pim.products.regularPrice' })} </VisuallyHidden>
              {format.money(row.price)}
            </Text>
          </>
        ),
    },
    { header: 'pim.products.column.variants', numeric: true, cell: (row) => row.variantCount },
    { header: 'pim.products.column.status', card: 'badge', cell: (row) => <ProductStatusBadge status={row.status} /> },
    { header: 'pim.products.column.updated', nowrap: true, cell: (row) => format.day(row.updatedAt) },
  ];
  return (
    <ResultRows
      rows={rows}
      rowKey={(row) => row.id}
      columns={columns}
      caption={intl.formatMessage({ id: 'pim.products.caption' }, { tab: intl.formatMessage({ id: `pim.products.tab.${tab}` }) })}
    />
  );
}
