/** The facts of one order: its items, amounts, where it goes, who receives it and its boleta. */
import type { ReactNode } from 'react';
import { Box, chakra, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OrderDetail } from '../machines/orders.types.ts';
import { useFormats } from '../../../src/views/kit/format.ts';
import { plainClick } from '../../../src/views/links/plainClick.ts';
import { ScrollRegion } from '../../../src/views/kit/ScrollRegion.tsx';

/** A titled part of the order's page (a landmark region named by its heading). */
export function OrderSection({ id, titleId, children }: { id: string; titleId: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderRadius="md" padding="4">
      <Heading as="h2" id={id} size="md" marginBottom="3">
        <FormattedMessage id={titleId} />
      </Heading>
      {children}
    </Box>
  );
}

const cell = { paddingX: '2', paddingY: '2', borderBottomWidth: '1px' } as const;

export function OrderItems({ detail }: { detail: OrderDetail }) {
  const intl = useIntl();
  const format = useFormats();
  const columns = [
    ['sku', 'start'],
    ['name', 'start'],
    ['quantity', 'end'],
    ['unitPrice', 'end'],
    ['subtotal', 'end'],
  ] as const;
  return (
    <OrderSection id="order-items" titleId="orders.detail.items">
      <ScrollRegion labelledBy="order-items">
        <chakra.table width="full" fontSize="sm" borderCollapse="collapse">
          <chakra.thead bg="bg.muted">
            <tr>
              {columns.map(([column, align]) => (
                <chakra.th key={column} scope="col" {...cell} textAlign={align} fontWeight="semibold" whiteSpace="nowrap">
                  <FormattedMessage id={`orders.item.${column}`} />
                </chakra.th>
              ))}
            </tr>
          </chakra.thead>
          <tbody>
            {detail.items.map((item) => (
              <tr key={item.sku}>
                <chakra.td {...cell} fontFamily="mono">
                  {item.sku}
                </chakra.td>
                <chakra.th scope="row" {...cell} textAlign="start" fontWeight="normal">
                  {item.name}
                </chakra.th>
                <chakra.td {...cell} textAlign="end">
                  {intl.formatNumber(item.quantity)}
                </chakra.td>
                <chakra.td {...cell} textAlign="end" whiteSpace="nowrap">
                  {format.money(item.unitPrice)}
                </chakra.td>
                <chakra.td {...cell} textAlign="end" whiteSpace="nowrap">
                  {format.money(item.unitPrice * item.quantity)}
                </chakra.td>
              </tr>
            ))}
          </tbody>
        </chakra.table>
      </ScrollRegion>
    </OrderSection>
  );
}

/** Label and value pairs of a description list. */
function Facts({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1" margin="0">
      {facts.map(([label, value]) => (
        <Box key={label} display="contents">
          <chakra.dt color="fg.muted">
            <FormattedMessage id={label} />
          </chakra.dt>
          <chakra.dd margin="0">{value}</chakra.dd>
        </Box>
      ))}
    </chakra.dl>
  );
}

export function OrderAmounts({ detail }: { detail: OrderDetail }) {
  const format = useFormats();
  return (
    <OrderSection id="order-amounts" titleId="orders.detail.amounts">
      <Facts
        facts={[
          ['orders.amounts.items', format.money(detail.amounts.items)],
          ['orders.amounts.shipping', format.money(detail.amounts.shipping)],
          ['orders.amounts.total', <Text as="span" fontWeight="bold">{format.money(detail.amounts.total)}</Text>],
        ]}
      />
    </OrderSection>
  );
}

export function OrderShipping({ detail }: { detail: OrderDetail }) {
  const { shippingAddress: address, customer } = detail;
  return (
    <OrderSection id="order-shipping" titleId="orders.detail.shipping">
      <Stack gap="3">
        <chakra.address fontStyle="normal">
          <Text>{address.street}</Text>
          {address.reference && <Text color="fg.muted">{address.reference}</Text>}
          <Text>
            {address.commune}, {address.region}
          </Text>
        </chakra.address>
        <Facts
          facts={[
            ['orders.customer.name', customer.name],
            ['orders.customer.phone', customer.phone ? <chakra.a href={`tel:${customer.phone.replace(/\s+/g, '')}`} textDecoration="underline">{customer.phone}</chakra.a> : <FormattedMessage id="orders.customer.noPhone" />],
          ]}
        />
      </Stack>
    </OrderSection>
  );
}

/** The order in Boletas, the list searched by its number: where its boleta is attached or downloaded. */
const boletasHref = (orderNumber: string) => `/invoice?${new URLSearchParams({ q: orderNumber })}`;

export function OrderInvoice({ detail, onOpenBoletas, forStaff }: { detail: OrderDetail; onOpenBoletas?: ((href: string) => void) | undefined; forStaff: boolean }) {
  const format = useFormats();
  const { invoice } = detail;
  const href = boletasHref(detail.order.orderNumber);
  return (
    <OrderSection id="order-invoice" titleId="orders.detail.invoice">
      {invoice.status === 'attached' ? (
        <Facts
          facts={[
            ['orders.invoice.state', <FormattedMessage id="orders.invoice.attached" />],
            ...(invoice.folio !== null ? [['orders.invoice.folio', String(invoice.folio)] as const] : []),
            ...(invoice.issuedAt ? [['orders.invoice.issuedAt', format.calendarDay(invoice.issuedAt)] as const] : []),
          ]}
        />
      ) : (
        <Text>
          <FormattedMessage id={forStaff ? 'orders.invoice.pendingText.staff' : 'orders.invoice.pendingText'} />
        </Text>
      )}
      {onOpenBoletas && (
        <Link
          href={href}
          colorPalette="brand"
          marginTop="2"
          onClick={(event) => {
            if (!plainClick(event)) return;
            event.preventDefault();
            onOpenBoletas(href);
          }}
        >
          <FormattedMessage id={invoice.status === 'attached' ? 'orders.invoice.openAttached' : 'orders.invoice.openPending'} />
        </Link>
      )}
    </OrderSection>
  );
}
