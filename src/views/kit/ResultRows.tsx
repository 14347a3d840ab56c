/**
 * The rows of a list, as every module shows them: a table from 768 px, cards on a phone (below that
 * width the table would scroll sideways). The columns are declared once and both layouts show the
 * same facts: the first column names the row (the table's row header, the card's title), a `badge`
 * column sits beside the card's title, `extra` goes under it, and the others are the card's facts,
 * label and value.
 */
import { Fragment, type ReactNode } from 'react';
import { Card, chakra, Flex, Heading, Stack, VisuallyHidden } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useMinWidth } from '../layout/useMinWidth.ts';
import { Fact } from './Fact.tsx';

export interface ResultColumn<TRow> {
  /** The catalogue key of the column's header (also the card fact's label). */
  header: string;
  /** The header as a text of its own, where it is no catalogue text (an attribute named as its category names it); `header` then only keys the column. */
  headerText?: string;
  /** What the table's cell shows. */
  cell: (row: TRow, index: number) => ReactNode;
  /** What the card shows for it, when it differs from the cell (a plain value without the flags). */
  cardValue?: (row: TRow, index: number) => ReactNode;
  /** Dates, numbers and codes stay on one line. */
  nowrap?: boolean;
  /** Quantities and amounts line up on the right, header included. */
  numeric?: boolean;
  /** Its place on the card: a fact (the default), the badge beside the title, or left out. */
  card?: 'fact' | 'badge' | 'none';
}

export interface ResultRowsProps<TRow> {
  rows: readonly TRow[];
  rowKey: (row: TRow) => string | number;
  /** The first column names the row; the rest follow in the table's order. */
  columns: readonly [ResultColumn<TRow>, ...ResultColumn<TRow>[]];
  /** What the table holds ("Órdenes por preparar"), already translated: its caption, the cards' list name. */
  caption: string;
  /** Drawn under the card's title (flags the table shows inside a cell). */
  cardExtra?: (row: TRow) => ReactNode;
  /**
   * The cards' title level under the page's headings: h2 (the default) for a list right under the
   * page's h1, h3 for one under a section's h2. A heading level skipped is a page a screen reader
   * reads as missing a part.
   */
  cardHeading?: 'h2' | 'h3';
  /** Rows a person chooses for an action on several at once: a box on each, and one for the whole page. */
  selection?: RowSelection<TRow>;
}

export interface RowSelection<TRow> {
  isChosen: (row: TRow) => boolean;
  /** Whether rows may be chosen now (not while the chosen ones are being sent). */
  enabled: boolean;
  onToggle: (row: TRow) => void;
  /** Chooses every row on screen, or none when all are chosen. */
  onTogglePage: () => void;
  /** Each box's name ("Elegir la orden 2026-000101"), and the page box's, already translated. */
  rowLabel: (row: TRow) => string;
  pageLabel: string;
}

const box = { width: '4', height: '4', accentColor: 'var(--chakra-colors-brand-solid)', cursor: 'pointer' } as const;

function RowBox<TRow>({ row, selection }: { row: TRow; selection: RowSelection<TRow> }) {
  return (
    <chakra.input
      type="checkbox"
      {...box}
      checked={selection.isChosen(row)}
      disabled={!selection.enabled}
      aria-label={selection.rowLabel(row)}
      onChange={() => selection.onToggle(row)}
    />
  );
}

function PageBox<TRow>({ rows, selection, labelled }: { rows: readonly TRow[]; selection: RowSelection<TRow>; labelled: boolean }) {
  return (
    <chakra.input
      type="checkbox"
      {...box}
      checked={rows.every(selection.isChosen)}
      disabled={!selection.enabled}
      aria-label={labelled ? undefined : selection.pageLabel}
      onChange={selection.onTogglePage}
    />
  );
}

const cellStyle = { paddingX: '3', paddingY: '2', borderBottomWidth: '1px', textAlign: 'start' } as const;

/** Whether a list fits as a table: from the md breakpoint (768 px; the design's are 360, 768, 992, 1440). Below, cards. */
export function useWideLayout(): boolean {
  return useMinWidth(768);
}

/** The table at 768 px and wider, the cards below. */
export function ResultRows<TRow>(props: ResultRowsProps<TRow>) {
  const wide = useWideLayout();
  return wide ? <ResultTable {...props} /> : <ResultCards {...props} />;
}

function ResultTable<TRow>({ rows, rowKey, columns, caption, selection }: ResultRowsProps<TRow>) {
  const [first, ...rest] = columns;
  return (
    // Positioned, so the visually hidden caption (absolutely placed) stays inside the scroll box
    // instead of widening the page on a phone.
    <chakra.div overflowX="auto" position="relative">
      <chakra.table width="full" fontSize="sm" borderCollapse="collapse">
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <chakra.thead bg="bg.muted">
          <tr>
            {selection && (
              <chakra.td {...cellStyle} width="10">
                <PageBox rows={rows} selection={selection} labelled={false} />
              </chakra.td>
            )}
            {columns.map((column) => (
              <chakra.th key={column.header} scope="col" {...cellStyle} fontWeight="semibold" textAlign={column.numeric ? 'end' : 'start'} whiteSpace="nowrap">
                {column.headerText ?? <FormattedMessage id={column.header} />}
              </chakra.th>
            ))}
          </tr>
        </chakra.thead>
        <tbody>
          {rows.map((row, index) => (
            <chakra.tr key={rowKey(row)} _hover={{ bg: 'bg.subtle' }}>
              {selection && (
                <chakra.td {...cellStyle}>
                  <RowBox row={row} selection={selection} />
                </chakra.td>
              )}
              <chakra.th scope="row" {...cellStyle} fontWeight="normal" whiteSpace={first.nowrap ? 'nowrap' : undefined}>
                {first.cell(row, index)}
              </chakra.th>
              {rest.map((column) => (
                <chakra.td key={column.header} {...cellStyle} textAlign={column.numeric ? 'end' : 'start'} whiteSpace={column.nowrap ? 'nowrap' : undefined}>
                  {column.cell(row, index)}
                </chakra.td>
              ))}
            </chakra.tr>
          ))}
        </tbody>
      </chakra.table>
    </chakra.div>
  );
}

function ResultCards<TRow>({ rows, rowKey, columns, caption, cardExtra, cardHeading = 'h2', selection }: ResultRowsProps<TRow>) {
  const [title, ...rest] = columns;
  const shown = (column: ResultColumn<TRow>, row: TRow, index: number) => (column.cardValue ?? column.cell)(row, index);
  const badges = rest.filter((column) => column.card === 'badge');
  const facts = rest.filter((column) => (column.card ?? 'fact') === 'fact');
  const cards = (
    <Stack as="ul" gap="3" listStyleType="none" margin="0" padding="0" aria-label={caption}>
      {rows.map((row, index) => (
        <li key={rowKey(row)}>
          <Card.Root size="sm" variant="outline">
            <Card.Body gap="2">
              <Flex justify="space-between" align={selection ? 'center' : 'start'} gap="2" wrap="wrap">
                <Flex gap="2" align="center">
                  {selection && <RowBox row={row} selection={selection} />}
                  <Heading as={cardHeading} size="sm">
                    {shown(title, row, index)}
                  </Heading>
                </Flex>
                {badges.map((column) => (
                  <Fragment key={column.header}>{shown(column, row, index)}</Fragment>
                ))}
              </Flex>
              {cardExtra?.(row)}
              {facts.length > 0 && (
                <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1" fontSize="sm" margin="0">
                  {facts.map((column) => (
                    <Fact key={column.header} label={column.header} labelText={column.headerText}>
                      {shown(column, row, index)}
                    </Fact>
                  ))}
                </chakra.dl>
              )}
            </Card.Body>
          </Card.Root>
        </li>
      ))}
    </Stack>
  );
  if (!selection) return cards;
  return (
    <Stack gap="3">
      <chakra.label display="flex" gap="2" alignItems="center" fontSize="sm">
        <PageBox rows={rows} selection={selection} labelled />
        {selection.pageLabel}
      </chakra.label>
      {cards}
    </Stack>
  );
}

