/**
 * The users found, on the kit's rows (a table from 768 px, cards on a phone), with the same facts:
 * the name (the link to the user), e-mail, role, status and seller.
 */
import { Badge } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ResultRows, type ResultColumn } from '../../../src/views/kit/ResultRows.tsx';
import { PortalLink } from '../../../src/views/links/PortalLink.tsx';
import type { UserSummary } from '../machines/users.types.ts';

export function StatusBadge({ status }: { status: UserSummary['status'] }) {
  return (
    <Badge colorPalette={status === 'active' ? 'green' : 'gray'} variant="subtle">
      <FormattedMessage id={`users.status.${status}`} />
    </Badge>
  );
}

export function UserRows({ rows, onOpen }: { rows: readonly UserSummary[]; onOpen: (href: string) => void }) {
  const intl = useIntl();
  const columns: [ResultColumn<UserSummary>, ...ResultColumn<UserSummary>[]] = [
    { header: 'users.field.name', cell: (row) => <PortalLink href={`/users/${row.id}`} onOpen={onOpen}>{`${row.firstName} ${row.lastName}`}</PortalLink> },
    { header: 'users.field.email', cell: (row) => row.email },
    { header: 'users.field.role', cell: (row) => <FormattedMessage id={`users.role.${row.role}`} /> },
    { header: 'users.field.status', card: 'badge', cell: (row) => <StatusBadge status={row.status} /> },
    { header: 'users.field.seller', cell: (row) => row.seller?.name ?? intl.formatMessage({ id: 'users.seller.none' }) },
  ];
  return <ResultRows rows={rows} rowKey={(row) => row.id} columns={columns} caption={intl.formatMessage({ id: 'users.table.caption' })} cardHeading="h2" />;
}
