/**
 * The sellers of the directory, on the kit's rows (a table from 768 px, cards on a phone). Both show the same facts:
 * the name (its link), id, RUT, type, publish state, reputation level, vendor codes 801 (provider
 * and client) and whether the mandatory terms in force are signed.
 */
import { chakra, Stack } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DirectorySeller } from '../machines/sellers.types.ts';
import { useFormats } from '../../../src/views/kit/format.ts';
import { ResultRows, type ResultColumn } from '../../../src/views/kit/ResultRows.tsx';
import { PublishBadge, TermsBadge } from './SellerBadges.tsx';
import { SellerLink } from './SellerLink.tsx';

export interface SellerRowsProps {
  rows: readonly DirectorySeller[];
  onOpen: (sellerId: number) => void;
  /** Each row's link, by position, for the page to move the focus to the first new one. */
  linkRef: (index: number) => (element: HTMLAnchorElement | null) => void;
}

export function SellerRows({ rows, onOpen, linkRef }: SellerRowsProps) {
  const intl = useIntl();
  const format = useFormats();
  const columns: [ResultColumn<DirectorySeller>, ...ResultColumn<DirectorySeller>[]] = [
    {
      header: 'sellers.column.name',
      cell: (row, index) => (
        <>
          <SellerLink sellerId={row.id} onOpen={onOpen} linkRef={linkRef(index)}>
            {row.name}
          </SellerLink>
          <chakra.div color="fg.muted">{row.legalName}</chakra.div>
        </>
      ),
      cardValue: (row, index) => (
        <SellerLink sellerId={row.id} onOpen={onOpen} linkRef={linkRef(index)}>
          {row.name}
        </SellerLink>
      ),
    },
    { header: 'sellers.column.id', cell: (row) => row.id },
    { header: 'sellers.column.rut', nowrap: true, cell: (row) => format.rut(row.documentNumber) },
    { header: 'sellers.column.type', cell: (row) => <SellerTypeText sellerType={row.sellerType} /> },
    { header: 'sellers.column.publish', card: 'badge', cell: (row) => <PublishBadge publish={row.publish} /> },
    { header: 'sellers.column.reputation', cell: (row) => <FormattedMessage id={`sellers.reputation.${row.reputationLevel}`} /> },
    { header: 'sellers.column.vendorCodes', nowrap: true, cell: (row) => <VendorCodes seller={row} /> },
    { header: 'sellers.column.terms', cell: (row) => <TermsBadge signed={row.termsSigned} /> },
  ];
  return <ResultRows rows={rows} rowKey={(row) => row.id} columns={columns} caption={intl.formatMessage({ id: 'sellers.table.caption' })} cardHeading="h2" />;
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

