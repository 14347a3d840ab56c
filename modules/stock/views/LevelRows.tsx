/**
 * Stock levels on the kit's rows (a table from 768 px, cards on a phone), for Stock and Existencias:
 * the product with its SKU (the row's name), for staff whose it is, the warehouse, units on hand
 * (set in place on Stock), reserved by open orders and available to sell (flagged when nothing is
 * left or under the seller's threshold), the last change, and the SKU's history.
 */
import type { ReactNode } from 'react';
import { Badge, Flex, Text, VisuallyHidden } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormats } from '../../../src/views/kit/format.ts';
import { ResultRows, type ResultColumn } from '../../../src/views/kit/ResultRows.tsx';
import { sellerColumn } from '../../../src/views/kit/sellerColumn.tsx';
import { PortalLink } from '../../../src/views/links/PortalLink.tsx';
import { levelPath } from '../machines/historyFilters.ts';
import type { StockLevel } from '../machines/stock.types.ts';

export interface LevelRowsProps {
  rows: readonly StockLevel[];
  /** What the table holds, already translated ("Stock por SKU y bodega: Sin stock"). */
  caption: string;
  /** The on-hand cell, where the page sets it in place; the figure alone otherwise. */
  onHand?: (row: StockLevel) => ReactNode;
  /** Opens a portal page (the SKU's history); absent where the history is not offered. */
  onOpen?: (href: string) => void;
  /** The viewer's seller; null for staff, who see whose each row is. */
  viewerSellerId: number | null;
}

/** "Sin stock" or "Stock bajo", as the server judged the level against its seller's threshold. */
export function LevelBadge({ state }: { state: StockLevel['state'] }) {
  if (state === 'inStock') return null;
  return (
    <Badge colorPalette={state === 'outOfStock' ? 'red' : 'orange'} variant="subtle" size="sm">
      <FormattedMessage id={`stock.state.${state}`} />
    </Badge>
  );
}

/** The product's name over its SKU: the row's name on the table and the card. */
export function ProductName({ row }: { row: Pick<StockLevel, 'sku' | 'name'> }) {
  return (
    <>
      <Text as="span" display="block" fontWeight="semibold">
        {row.name}
      </Text>
      <Text as="span" display="block" fontSize="xs" color="fg.muted" fontWeight="normal">
        <FormattedMessage id="stock.sku" values={{ sku: row.sku }} />
      </Text>
    </>
  );
}

export function LevelRows({ rows, caption, onHand, onOpen, viewerSellerId }: LevelRowsProps) {
  const format = useFormats();
  const columns: [ResultColumn<StockLevel>, ...ResultColumn<StockLevel>[]] = [
    { header: 'stock.column.product', cell: (row) => <ProductName row={row} /> },
    ...sellerColumn<StockLevel>(viewerSellerId),
    { header: 'stock.column.warehouse', cell: (row) => row.warehouse.name },
    { header: 'stock.column.onHand', numeric: true, cell: (row) => (onHand ? onHand(row) : format.number(row.onHand)) },
    { header: 'stock.column.reserved', numeric: true, nowrap: true, cell: (row) => format.number(row.reserved) },
    {
      header: 'stock.column.available',
      numeric: true,
      cell: (row) => (
        <Flex gap="2" align="center" justify={{ base: 'start', md: 'end' }} wrap="wrap">
          <span>{format.number(row.available)}</span>
          <LevelBadge state={row.state} />
        </Flex>
      ),
    },
    { header: 'stock.column.updated', nowrap: true, cell: (row) => format.dateTime(row.updatedAt) },
    ...(onOpen
      ? [
          {
            header: 'stock.column.history',
            cell: (row: StockLevel) => (
              <PortalLink href={levelPath(row.id)} onOpen={onOpen}>
                <FormattedMessage id="stock.history.open" />
                <VisuallyHidden>
                  <FormattedMessage id="stock.history.ofSku" values={{ sku: row.sku }} />
                </VisuallyHidden>
              </PortalLink>
            ),
          },
        ]
      : []),
  ];
  return <ResultRows rows={rows} rowKey={(row) => row.id} columns={columns} caption={caption} />;
}

/** The caption of a level list's rows for the tab shown. */
export function useLevelCaption(tab: string): string {
  const intl = useIntl();
  return intl.formatMessage({ id: 'stock.caption' }, { level: intl.formatMessage({ id: `stock.level.${tab}` }) });
}
