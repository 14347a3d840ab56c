/**
 * The applications of a tab, on the kit's rows (a table from 768 px, cards on a phone). Both show
 * the same facts: the commercial name (its link), the legal name, the RUT, the day it arrived, the
 * status, and whether the RUT already was a seller's when it arrived.
 */
import { Badge, Flex } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatRut } from '../../../shared/onboarding/rut.ts';
import { useFormats } from '../../../src/views/kit/format.ts';
import { ResultRows, type ResultColumn } from '../../../src/views/kit/ResultRows.tsx';
import type { ApplicationStatus, ApplicationSummary } from '../machines/applications.types.ts';
import { ApplicationLink } from './ApplicationLink.tsx';
import { StatusBadge } from './StatusBadge.tsx';

export interface ApplicationRowsProps {
  rows: readonly ApplicationSummary[];
  status: ApplicationStatus;
  onOpen: (applicationId: string) => void;
}

/** "RUT ya registrado" when the RUT was a seller's on arrival: the reviewer must know before approving. */
function RutFlag({ row }: { row: ApplicationSummary }) {
  if (!row.documentNumberExists) return null;
  return (
    <Badge colorPalette="purple" variant="outline" size="sm" marginTop="1">
      <FormattedMessage id="applications.flag.rutRegistered" />
    </Badge>
  );
}

export function ApplicationRows({ rows, status, onOpen }: ApplicationRowsProps) {
  const intl = useIntl();
  const format = useFormats();
  const columns: [ResultColumn<ApplicationSummary>, ...ResultColumn<ApplicationSummary>[]] = [
    {
      header: 'applications.column.businessName',
      cell: (row) => (
        <ApplicationLink applicationId={row.id} onOpen={onOpen}>
          {row.businessName}
        </ApplicationLink>
      ),
    },
    { header: 'applications.column.companyName', cell: (row) => row.companyName },
    {
      header: 'applications.column.rut',
      nowrap: true,
      cell: (row) => (
        <>
          {formatRut(row.documentNumber)}
          <Flex>
            <RutFlag row={row} />
          </Flex>
        </>
      ),
      cardValue: (row) => formatRut(row.documentNumber),
    },
    { header: 'applications.column.received', nowrap: true, cell: (row) => format.day(row.createdAt) },
    { header: 'applications.column.status', card: 'badge', cell: (row) => <StatusBadge status={row.status} /> },
  ];
  return (
    <ResultRows
      rows={rows}
      rowKey={(row) => row.id}
      columns={columns}
      caption={intl.formatMessage({ id: 'applications.table.caption' }, { status: intl.formatMessage({ id: `applications.tab.${status}` }) })}
      cardExtra={(row) => <RutFlag row={row} />}
    />
  );
}
