/**
 * The orders of a tab with a box to choose each: a table from 768 px, cards on a phone. The header's
 * box chooses every row on screen (or none when all are chosen).
 */
import { Card, chakra, Flex, Heading, Stack, VisuallyHidden } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DispatchStatus, Shipment } from '../machines/shipments.types.ts';
import { useFormats } from '../../../src/views/kit/format.ts';
import { StatusBadge } from './StatusBadge.tsx';

export interface ShipmentRowsProps {
  rows: readonly Shipment[];
  status: DispatchStatus;
  selected: readonly number[];
  /** Whether rows may be chosen now. */
  enabled: boolean;
  onToggle: (orderId: number) => void;
  onTogglePage: () => void;
}

const cell = { paddingX: '3', paddingY: '2', borderBottomWidth: '1px', textAlign: 'start' } as const;
const box = { width: '4', height: '4', accentColor: 'var(--chakra-colors-brand-solid)', cursor: 'pointer' } as const;

function RowBox({ order, checked, enabled, onToggle }: { order: Shipment; checked: boolean; enabled: boolean; onToggle: (orderId: number) => void }) {
  const intl = useIntl();
  return (
    <chakra.input
      type="checkbox"
      {...box}
      checked={checked}
      disabled={!enabled}
      aria-label={intl.formatMessage({ id: 'shipments.select.row' }, { orderNumber: order.orderNumber })}
      onChange={() => onToggle(order.id)}
    />
  );
}

export function ShipmentTable({ rows, status, selected, enabled, onToggle, onTogglePage }: ShipmentRowsProps) {
  const intl = useIntl();
  const { day } = useFormats();
  const allChosen = rows.every((row) => selected.includes(row.id));
  return (
    <chakra.div overflowX="auto">
      <chakra.table width="full" fontSize="sm" borderCollapse="collapse">
        <caption>
          <VisuallyHidden>
            <FormattedMessage id="shipments.table.caption" values={{ tab: intl.formatMessage({ id: `shipments.tab.${status}` }) }} />
          </VisuallyHidden>
        </caption>
        <chakra.thead bg="bg.muted">
          <tr>
            <chakra.td {...cell} width="10">
              <chakra.input
                type="checkbox"
                {...box}
                checked={allChosen}
                disabled={!enabled}
                aria-label={intl.formatMessage({ id: 'shipments.select.page' })}
                onChange={onTogglePage}
              />
            </chakra.td>
            {(['number', 'customer', 'destination', 'units', 'promised', 'status'] as const).map((column) => (
              <chakra.th key={column} scope="col" {...cell} fontWeight="semibold" textAlign={column === 'units' ? 'end' : 'start'} whiteSpace="nowrap">
                <FormattedMessage id={`shipments.column.${column}`} />
              </chakra.th>
            ))}
          </tr>
        </chakra.thead>
        <tbody>
          {rows.map((order) => (
            <chakra.tr key={order.id} _hover={{ bg: 'bg.subtle' }}>
              <chakra.td {...cell}>
                <RowBox order={order} checked={selected.includes(order.id)} enabled={enabled} onToggle={onToggle} />
              </chakra.td>
              <chakra.th scope="row" {...cell} fontWeight="normal" whiteSpace="nowrap">
                {order.orderNumber}
              </chakra.th>
              <chakra.td {...cell}>{order.customerName}</chakra.td>
              <chakra.td {...cell}>{`${order.commune}, ${order.region}`}</chakra.td>
              <chakra.td {...cell} textAlign="end">
                {intl.formatNumber(order.units)}
              </chakra.td>
              <chakra.td {...cell} whiteSpace="nowrap">
                {day(order.promisedAt)}
              </chakra.td>
              <chakra.td {...cell}>
                <StatusBadge status={order.status} />
              </chakra.td>
            </chakra.tr>
          ))}
        </tbody>
      </chakra.table>
    </chakra.div>
  );
}

export function ShipmentCards({ rows, status, selected, enabled, onToggle, onTogglePage }: ShipmentRowsProps) {
  const intl = useIntl();
  const { day } = useFormats();
  const allChosen = rows.every((row) => selected.includes(row.id));
  return (
    <Stack gap="3">
      <chakra.label display="flex" gap="2" alignItems="center" fontSize="sm">
        <chakra.input type="checkbox" {...box} checked={allChosen} disabled={!enabled} onChange={onTogglePage} />
        <FormattedMessage id="shipments.select.page" />
      </chakra.label>
      <Stack as="ul" gap="3" listStyleType="none" margin="0" padding="0" aria-label={intl.formatMessage({ id: 'shipments.table.caption' }, { tab: intl.formatMessage({ id: `shipments.tab.${status}` }) })}>
        {rows.map((order) => (
          <li key={order.id}>
            <Card.Root size="sm" variant="outline">
              <Card.Body gap="2">
                <Flex justify="space-between" align="center" gap="2" wrap="wrap">
                  <Flex gap="2" align="center">
                    <RowBox order={order} checked={selected.includes(order.id)} enabled={enabled} onToggle={onToggle} />
                    <Heading as="h3" size="sm">
                      {order.orderNumber}
                    </Heading>
                  </Flex>
                  <StatusBadge status={order.status} />
                </Flex>
                <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1" fontSize="sm" margin="0">
                  <Fact label="shipments.column.customer" value={order.customerName} />
                  <Fact label="shipments.column.destination" value={`${order.commune}, ${order.region}`} />
                  <Fact label="shipments.column.units" value={intl.formatNumber(order.units)} />
                  <Fact label="shipments.column.promised" value={day(order.promisedAt)} />
                </chakra.dl>
              </Card.Body>
            </Card.Root>
          </li>
        ))}
      </Stack>
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
