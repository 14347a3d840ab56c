/**
 * The sellers of the directory: a table from 768 px, cards on a phone. Both show the same facts:
 * the name (its link), id, RUT, type, publish state, reputation level, vendor codes 801 (provider
 * and client) and whether the mandatory terms in force are signed.
 */
import { Card, chakra, Flex, Heading, Stack, VisuallyHidden } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMinWidth } from '../../../src/views/layout/useMinWidth.ts';
import type { DirectorySeller } from '../machines/sellers.types.ts';
import { useFormats } from '../../../src/views/kit/format.ts';
import { PublishBadge, TermsBadge } from './SellerBadges.tsx';
import { SellerLink } from './SellerLink.tsx';

export interface SellerRowsProps {
  rows: readonly DirectorySeller[];
  onOpen: (sellerId: number) => void;
  /** Each row's link, by position, for the page to move the focus to the first new one. */
  linkRef: (index: number) => (element: HTMLAnchorElement | null) => void;
}

const COLUMNS = ['name', 'id', 'rut', 'type', 'publish', 'reputation', 'vendorCodes', 'terms'] as const;
const cell = { paddingX: '3', paddingY: '2', borderBottomWidth: '1px', textAlign: 'start' } as const;

export function SellerRows(props: SellerRowsProps) {
  // A table fits from the md breakpoint (768 px); below, cards.
  const wide = useMinWidth(768);
  return wide ? <SellersTable {...props} /> : <SellerCards {...props} />;
}

/** The seller type in words ("Sin tipo" for none). */
export function SellerTypeText({ sellerType }: { sellerType: string | null }) {
  return <FormattedMessage id={sellerType ? `sellers.type.${sellerType}` : 'sellers.type.none'} />;
}

/** Both vendor codes, each named, or a dash while the seller is not in SAP. */
function VendorCodes({ seller }: { seller: DirectorySeller }) {
  const intl = useIntl();
  const none = intl.formatMessage({ id: 'sellers.vendorCode.none' });
  return (
    <Stack gap="0">
      <span>
        <FormattedMessage id="sellers.vendorCode.provider" values={{ code: seller.vendorCodeProvider ?? none }} />
      </span>
      <span>
        <FormattedMessage id="sellers.vendorCode.client" values={{ code: seller.vendorCodeClient ?? none }} />
      </span>
    </Stack>
  );
}

function SellersTable({ rows, onOpen, linkRef }: SellerRowsProps) {
  const format = useFormats();
  return (
    <chakra.div overflowX="auto">
      <chakra.table width="full" fontSize="sm" borderCollapse="collapse">
        <caption>
          <VisuallyHidden>
            <FormattedMessage id="sellers.table.caption" />
          </VisuallyHidden>
        </caption>
        <chakra.thead bg="bg.muted">
          <tr>
            {COLUMNS.map((column) => (
              <chakra.th key={column} scope="col" {...cell} fontWeight="semibold" whiteSpace="nowrap">
                <FormattedMessage id={`sellers.column.${column}`} />
              </chakra.th>
            ))}
          </tr>
        </chakra.thead>
        <tbody>
          {rows.map((row, index) => (
            <chakra.tr key={row.id} _hover={{ bg: 'bg.subtle' }}>
              <chakra.th scope="row" {...cell} fontWeight="normal">
                <SellerLink sellerId={row.id} onOpen={onOpen} linkRef={linkRef(index)}>
                  {row.name}
                </SellerLink>
                <chakra.div color="fg.muted">{row.legalName}</chakra.div>
              </chakra.th>
              <chakra.td {...cell}>{row.id}</chakra.td>
              <chakra.td {...cell} whiteSpace="nowrap">
                {format.rut(row.documentNumber)}
              </chakra.td>
              <chakra.td {...cell}>
                <SellerTypeText sellerType={row.sellerType} />
              </chakra.td>
              <chakra.td {...cell}>
                <PublishBadge publish={row.publish} />
              </chakra.td>
              <chakra.td {...cell}>
                <FormattedMessage id={`sellers.reputation.${row.reputationLevel}`} />
              </chakra.td>
              <chakra.td {...cell} whiteSpace="nowrap">
                <VendorCodes seller={row} />
              </chakra.td>
              <chakra.td {...cell}>
                <TermsBadge signed={row.termsSigned} />
              </chakra.td>
            </chakra.tr>
          ))}
        </tbody>
      </chakra.table>
    </chakra.div>
  );
}

function SellerCards({ rows, onOpen, linkRef }: SellerRowsProps) {
  const intl = useIntl();
  const format = useFormats();
  return (
    <Stack as="ul" gap="3" listStyleType="none" margin="0" padding="0" aria-label={intl.formatMessage({ id: 'sellers.table.caption' })}>
      {rows.map((row, index) => (
        <li key={row.id}>
          <Card.Root size="sm" variant="outline">
            <Card.Body gap="2">
              <Flex justify="space-between" align="start" gap="2" wrap="wrap">
                <Heading as="h2" size="sm">
                  <SellerLink sellerId={row.id} onOpen={onOpen} linkRef={linkRef(index)}>
                    {row.name}
                  </SellerLink>
                </Heading>
                <PublishBadge publish={row.publish} />
              </Flex>
              <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1" fontSize="sm" margin="0">
                <Fact label="sellers.column.id">{row.id}</Fact>
                <Fact label="sellers.column.rut">{format.rut(row.documentNumber)}</Fact>
                <Fact label="sellers.column.type">
                  <SellerTypeText sellerType={row.sellerType} />
                </Fact>
                <Fact label="sellers.column.reputation">
                  <FormattedMessage id={`sellers.reputation.${row.reputationLevel}`} />
                </Fact>
                <Fact label="sellers.column.vendorCodes">
                  <VendorCodes seller={row} />
                </Fact>
                <Fact label="sellers.column.terms">
                  <TermsBadge signed={row.termsSigned} />
                </Fact>
              </chakra.dl>
            </Card.Body>
          </Card.Root>
        </li>
      ))}
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <chakra.dt color="fg.muted">
        <FormattedMessage id={label} />
      </chakra.dt>
      <chakra.dd margin="0">{children}</chakra.dd>
    </>
  );
}
