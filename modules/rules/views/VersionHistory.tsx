/** Every version, newest first: who saved it, when and why; each opens read-only while that is possible. */
import { Box, Button, Heading, Table } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RuleVersionSummary } from '../machines/rules.types.ts';
import { formatDateTime } from './format.ts';

export function VersionHistory({ history, onOpen }: { history: readonly RuleVersionSummary[]; onOpen: ((version: number) => void) | null }) {
  const intl = useIntl();
  return (
    <Box as="section" aria-labelledby="rules-history">
      <Heading as="h2" size="lg" id="rules-history" mb="3">
        <FormattedMessage id="rules.history" />
      </Heading>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{intl.formatMessage({ id: 'rules.history.version' })}</Table.ColumnHeader>
            <Table.ColumnHeader>{intl.formatMessage({ id: 'rules.history.savedBy' })}</Table.ColumnHeader>
            <Table.ColumnHeader>{intl.formatMessage({ id: 'rules.history.savedAt' })}</Table.ColumnHeader>
            <Table.ColumnHeader>{intl.formatMessage({ id: 'rules.history.note' })}</Table.ColumnHeader>
            {onOpen && <Table.ColumnHeader />}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {history.map((entry) => (
            <Table.Row key={entry.version}>
              <Table.Cell>{entry.version}</Table.Cell>
              <Table.Cell>{entry.savedBy ?? intl.formatMessage({ id: 'rules.history.system' })}</Table.Cell>
              <Table.Cell>{formatDateTime(intl, entry.savedAt)}</Table.Cell>
              <Table.Cell>{entry.note}</Table.Cell>
              {onOpen && (
                <Table.Cell>
                  <Button size="xs" variant="outline" onClick={() => onOpen(entry.version)}>
                    <FormattedMessage id="rules.history.open" values={{ version: entry.version }} />
                  </Button>
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
