/**
 * The applications of a tab: a table from 768 px, cards on a phone. Both show the same facts: the
 * commercial name (its link), the legal name, the RUT, the day it arrived, the status, and whether
 * the RUT already was a seller's when it arrived.
 */
import { Badge, Card, chakra, Flex, Heading, Stack, VisuallyHidden } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatRut } from '../../../shared/onboarding/rut.ts';
import { useMinWidth } from '../../../src/views/layout/useMinWidth.ts';
import type { ApplicationStatus, ApplicationSummary } from '../machines/applications.types.ts';
import { ApplicationLink } from './ApplicationLink.tsx';
import { useFormats } from '../../../src/views/kit/format.ts';
import { StatusBadge } from './StatusBadge.tsx';

export interface ApplicationRowsProps {
  rows: readonly ApplicationSummary[];
  status: ApplicationStatus;
  onOpen: (applicationId: string) => void;
}

const COLUMNS = ['businessName', 'companyName', 'rut', 'received', 'status'] as const;
const cell = { paddingX: '3', paddingY: '2', borderBottomWidth: '1px', textAlign: 'start' } as const;

/** "RUT ya registrado" when the RUT was a seller's on arrival: the reviewer must know before approving. */
function RutFlag({ row }: { row: ApplicationSummary }) {
  if (!row.documentNumberExists) return null;
  return (
    <Badge colorPalette="purple" variant="outline" size="sm" marginTop="1">
      <FormattedMessage id="applications.flag.rutRegistered" />
    </Badge>
  );
}

export function ApplicationRows(props: ApplicationRowsProps) {
  // Below the md breakpoint (768 px) the table would scroll sideways: cards instead.
  const wide = useMinWidth(768);
  return wide ? <ApplicationsTable {...props} /> : <ApplicationCards {...props} />;
}

function ApplicationsTable({ rows, status, onOpen }: ApplicationRowsProps) {
  const intl = useIntl();
  const format = useFormats();
  return (
    <chakra.div overflowX="auto">
      <chakra.table width="full" fontSize="sm" borderCollapse="collapse">
        <caption>
          <VisuallyHidden>
            <FormattedMessage id="applications.table.caption" values={{ status: intl.formatMessage({ id: `applications.tab.${status}` }) }} />
          </VisuallyHidden>
        </caption>
        <chakra.thead bg="bg.muted">
          <tr>
            {COLUMNS.map((column) => (
              <chakra.th key={column} scope="col" {...cell} fontWeight="semibold" whiteSpace="nowrap">
                <FormattedMessage id={`applications.column.${column}`} />
              </chakra.th>
            ))}
          </tr>
        </chakra.thead>
        <tbody>
          {rows.map((row) => (
            <chakra.tr key={row.id} _hover={{ bg: 'bg.subtle' }}>
              <chakra.th scope="row" {...cell} fontWeight="normal">
                <ApplicationLink applicationId={row.id} onOpen={onOpen}>
                  {row.businessName}
                </ApplicationLink>
              </chakra.th>
              <chakra.td {...cell}>{row.companyName}</chakra.td>
              <chakra.td {...cell} whiteSpace="nowrap">
                {formatRut(row.documentNumber)}
                <Flex>
                  <RutFlag row={row} />
                </Flex>
              </chakra.td>
              <chakra.td {...cell} whiteSpace="nowrap">
                {format.day(row.createdAt)}
              </chakra.td>
              <chakra.td {...cell}>
                <StatusBadge status={row.status} />
              </chakra.td>
            </chakra.tr>
          ))}
        </tbody>
      </chakra.table>
    </chakra.div>
  );
}

function ApplicationCards({ rows, status, onOpen }: ApplicationRowsProps) {
  const intl = useIntl();
  const format = useFormats();
  return (
    <Stack
      as="ul"
      gap="3"
      listStyleType="none"
      margin="0"
      padding="0"
      aria-label={intl.formatMessage({ id: 'applications.table.caption' }, { status: intl.formatMessage({ id: `applications.tab.${status}` }) })}
    >
      {rows.map((row) => (
        <li key={row.id}>
          <Card.Root size="sm" variant="outline">
            <Card.Body gap="2">
              <Flex justify="space-between" align="start" gap="2" wrap="wrap">
                <Heading as="h3" size="sm">
                  <ApplicationLink applicationId={row.id} onOpen={onOpen}>
                    {row.businessName}
                  </ApplicationLink>
                </Heading>
                <StatusBadge status={row.status} />
              </Flex>
              <RutFlag row={row} />
              <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1" fontSize="sm" margin="0">
                <Fact label="applications.column.companyName" value={row.companyName} />
                <Fact label="applications.column.rut" value={formatRut(row.documentNumber)} />
                <Fact label="applications.column.received" value={format.day(row.createdAt)} />
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
