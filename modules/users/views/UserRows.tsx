/**
 * The users found: a table from 768 px, cards on a phone, with the same facts: the name (the link
 * to the user), e-mail, role, status and seller.
 */
import { Badge, Card, chakra, Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMinWidth } from '../../../src/views/layout/useMinWidth.ts';
import type { UserSummary } from '../machines/users.types.ts';
import { PortalLink } from '../../../src/views/links/PortalLink.tsx';

const COLUMNS = ['name', 'email', 'role', 'status', 'seller'] as const;
const cell = { paddingX: '3', paddingY: '2', borderBottomWidth: '1px', textAlign: 'start' } as const;

export function StatusBadge({ status }: { status: UserSummary['status'] }) {
  return (
    <Badge colorPalette={status === 'active' ? 'green' : 'gray'} variant="subtle">
      <FormattedMessage id={`users.status.${status}`} />
    </Badge>
  );
}

export function UserRows({ rows, onOpen }: { rows: readonly UserSummary[]; onOpen: (href: string) => void }) {
  const wide = useMinWidth(768);
  const intl = useIntl();
  const sellerOf = (row: UserSummary) => row.seller?.name ?? intl.formatMessage({ id: 'users.seller.none' });
  if (!wide) {
    return (
      <Stack as="ul" gap="3" listStyleType="none">
        {rows.map((row) => (
          <Card.Root as="li" key={row.id} size="sm">
            <Card.Body gap="1">
              <Heading as="h2" size="sm">
                <PortalLink href={`/users/${row.id}`} onOpen={onOpen}>{`${row.firstName} ${row.lastName}`}</PortalLink>
              </Heading>
              <Text>{row.email}</Text>
              <Text>
                <FormattedMessage id={`users.role.${row.role}`} /> · {sellerOf(row)}
              </Text>
              <div>
                <StatusBadge status={row.status} />
              </div>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    );
  }
  return (
    <chakra.div overflowX="auto">
      <chakra.table width="full" fontSize="sm" borderCollapse="collapse">
        <caption>
          <VisuallyHidden>
            <FormattedMessage id="users.table.caption" />
          </VisuallyHidden>
        </caption>
        <chakra.thead bg="bg.muted">
          <tr>
            {COLUMNS.map((column) => (
              <chakra.th key={column} scope="col" {...cell} fontWeight="semibold">
                <FormattedMessage id={`users.field.${column}`} />
              </chakra.th>
            ))}
          </tr>
        </chakra.thead>
        <tbody>
          {rows.map((row) => (
            <chakra.tr key={row.id} _hover={{ bg: 'bg.subtle' }}>
              <chakra.th scope="row" {...cell} fontWeight="normal">
                <PortalLink href={`/users/${row.id}`} onOpen={onOpen}>{`${row.firstName} ${row.lastName}`}</PortalLink>
              </chakra.th>
              <chakra.td {...cell}>{row.email}</chakra.td>
              <chakra.td {...cell}>
                <FormattedMessage id={`users.role.${row.role}`} />
              </chakra.td>
              <chakra.td {...cell}>
                <StatusBadge status={row.status} />
              </chakra.td>
              <chakra.td {...cell}>{sellerOf(row)}</chakra.td>
            </chakra.tr>
          ))}
        </tbody>
      </chakra.table>
    </chakra.div>
  );
}
