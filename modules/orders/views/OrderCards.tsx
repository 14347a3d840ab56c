/** The orders as cards (phones, under 768 px): the same facts as the table's row, stacked. */
import { Card, chakra, Flex, Heading, Stack } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OrderRowsProps } from './OrdersTable.tsx';
import { useFormats } from '../../../src/views/kit/format.ts';
import { OrderLink } from './OrderLink.tsx';
import { StatusBadge } from './StatusBadge.tsx';

export function OrderCards({ rows, group, onOpen, linkRef }: OrderRowsProps) {
  const intl = useIntl();
  const format = useFormats();
  return (
    <Stack as="ul" gap="3" listStyleType="none" margin="0" padding="0" aria-label={intl.formatMessage({ id: 'orders.table.caption' }, { group: intl.formatMessage({ id: `orders.group.${group}` }) })}>
      {rows.map((order, index) => (
        <li key={order.id}>
          <Card.Root size="sm" variant="outline">
            <Card.Body gap="2">
              <Flex justify="space-between" align="start" gap="2" wrap="wrap">
                <Heading as="h3" size="sm">
                  <OrderLink orderId={order.id} onOpen={onOpen} linkRef={linkRef(index)}>
                    {order.orderNumber}
                  </OrderLink>
                </Heading>
                <StatusBadge status={order.status} />
              </Flex>
              <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1" fontSize="sm" margin="0">
                <Fact label="orders.column.created" value={format.day(order.createdAt)} />
                <Fact label="orders.column.customer" value={order.customerName} />
                <Fact label="orders.column.units" value={intl.formatNumber(order.units)} />
                <Fact label="orders.column.total" value={format.money(order.totalAmount)} />
                <Fact label="orders.column.invoice" value={intl.formatMessage({ id: `orders.invoice.${order.invoiceStatus}` })} />
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
