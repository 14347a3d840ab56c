/**
 * The returns of a tab: a table from 768 px, cards on a phone. Both show the same facts: the
 * return's number (its link), the order, the day it was asked for, the customer, the customer's
 * reason, the status and whether it was escalated or customer service has it.
 */
import { Badge, Card, chakra, Flex, Heading, Stack, VisuallyHidden } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ReturnStatusGroup, ReturnSummary } from '../machines/returns.types.ts';
import { useFormats } from '../../../src/views/kit/format.ts';
import { ReturnLink } from './ReturnLink.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { useWideLayout } from './useWideLayout.ts';

export interface ReturnRowsProps {
  rows: readonly ReturnSummary[];
  group: ReturnStatusGroup;
  onOpen: (returnId: number) => void;
  /** Each row's link, by position, for the page to move the focus to the first new one. */
  linkRef: (index: number) => (element: HTMLAnchorElement | null) => void;
}

const COLUMNS = ['number', 'order', 'created', 'customer', 'reason', 'status'] as const;
const cell = { paddingX: '3', paddingY: '2', borderBottomWidth: '1px', textAlign: 'start' } as const;

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

export function ReturnRows(props: ReturnRowsProps) {
  const wide = useWideLayout();
  return wide ? <ReturnsTable {...props} /> : <ReturnCards {...props} />;
}

function ReturnsTable({ rows, group, onOpen, linkRef }: ReturnRowsProps) {
  const intl = useIntl();
  const format = useFormats();
  return (
    <chakra.div overflowX="auto">
      <chakra.table width="full" fontSize="sm" borderCollapse="collapse">
        <caption>
          <VisuallyHidden>
            <FormattedMessage id="returns.table.caption" values={{ group: intl.formatMessage({ id: `returns.group.${group}` }) }} />
          </VisuallyHidden>
        </caption>
        <chakra.thead bg="bg.muted">
          <tr>
            {COLUMNS.map((column) => (
              <chakra.th key={column} scope="col" {...cell} fontWeight="semibold" whiteSpace="nowrap">
                <FormattedMessage id={`returns.column.${column}`} />
              </chakra.th>
            ))}
          </tr>
        </chakra.thead>
        <tbody>
          {rows.map((row, index) => (
            <chakra.tr key={row.id} _hover={{ bg: 'bg.subtle' }}>
              <chakra.th scope="row" {...cell} fontWeight="normal" whiteSpace="nowrap">
                <ReturnLink returnId={row.id} onOpen={onOpen} linkRef={linkRef(index)}>
                  {row.returnNumber}
                </ReturnLink>
              </chakra.th>
              <chakra.td {...cell} whiteSpace="nowrap">
                {row.orderNumber}
              </chakra.td>
              <chakra.td {...cell} whiteSpace="nowrap">
                {format.day(row.createdAt)}
              </chakra.td>
              <chakra.td {...cell}>{row.customerName}</chakra.td>
              <chakra.td {...cell}>
                <FormattedMessage id={`returns.customerReason.${row.customerReason}`} />
              </chakra.td>
              <chakra.td {...cell}>
                <StatusBadge status={row.status} />
                <ReturnFlags row={row} />
              </chakra.td>
            </chakra.tr>
          ))}
        </tbody>
      </chakra.table>
    </chakra.div>
  );
}

function ReturnCards({ rows, group, onOpen, linkRef }: ReturnRowsProps) {
  const intl = useIntl();
  const format = useFormats();
  return (
    <Stack as="ul" gap="3" listStyleType="none" margin="0" padding="0" aria-label={intl.formatMessage({ id: 'returns.table.caption' }, { group: intl.formatMessage({ id: `returns.group.${group}` }) })}>
      {rows.map((row, index) => (
        <li key={row.id}>
          <Card.Root size="sm" variant="outline">
            <Card.Body gap="2">
              <Flex justify="space-between" align="start" gap="2" wrap="wrap">
                <Heading as="h3" size="sm">
                  <ReturnLink returnId={row.id} onOpen={onOpen} linkRef={linkRef(index)}>
                    {row.returnNumber}
                  </ReturnLink>
                </Heading>
                <StatusBadge status={row.status} />
              </Flex>
              <ReturnFlags row={row} />
              <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1" fontSize="sm" margin="0">
                <Fact label="returns.column.order" value={row.orderNumber} />
                <Fact label="returns.column.created" value={format.day(row.createdAt)} />
                <Fact label="returns.column.customer" value={row.customerName} />
                <Fact label="returns.column.reason" value={intl.formatMessage({ id: `returns.customerReason.${row.customerReason}` })} />
              </chakra.dl>
            </Card.Body>
          </Card.Root>
        </li>
      ))}
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <>
      <chakra.dt color="fg.muted">
        <FormattedMessage id={label} />
      </chakra.dt>
      <chakra.dd margin="0">{value}</chakra.dd>
    </>
  );
}
