/**
 * Every version, newest first: who saved it, when and why; each opens read-only while that is
 * possible. Plain table elements styled by Chakra (its Table component is not in the shell's
 * chunks, and a second copy would weigh on the module).
 */
import { Box, Button, chakra, Heading } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RuleVersionSummary } from '../machines/rules.types.ts';
import { formatDateTime } from '../../../src/views/kit/format.ts';

const cell = { px: '3', py: '2', borderBottomWidth: '1px', textAlign: 'start' } as const;

export function VersionHistory({ history, onOpen }: { history: readonly RuleVersionSummary[]; onOpen: ((version: number) => void) | null }) {
  const intl = useIntl();
  const header = (id: string) => (
    <chakra.th scope="col" {...cell} fontWeight="semibold" whiteSpace="nowrap">
      {intl.formatMessage({ id })}
    </chakra.th>
  );
  return (
    <Box as="section" aria-labelledby="rules-history">
      <Heading as="h2" size="lg" id="rules-history" mb="3">
        <FormattedMessage id="rules.history" />
      </Heading>
      <chakra.div overflowX="auto">
        <chakra.table width="full" fontSize="sm" borderCollapse="collapse">
          <chakra.thead bg="bg.muted">
            <tr>
              {header('rules.history.version')}
              {header('rules.history.savedBy')}
              {header('rules.history.savedAt')}
              {header('rules.history.note')}
              {onOpen && <chakra.td {...cell} />}
            </tr>
          </chakra.thead>
          <tbody>
            {history.map((entry) => (
              <tr key={entry.version}>
                <chakra.td {...cell}>{entry.version}</chakra.td>
                <chakra.td {...cell}>{entry.savedBy ?? intl.formatMessage({ id: 'rules.history.system' })}</chakra.td>
                <chakra.td {...cell} whiteSpace="nowrap">
                  {formatDateTime(intl, entry.savedAt)}
                </chakra.td>
                <chakra.td {...cell}>{entry.note}</chakra.td>
                {onOpen && (
                  <chakra.td {...cell}>
                    <Button size="xs" variant="outline" onClick={() => onOpen(entry.version)}>
                      <FormattedMessage id="rules.history.open" values={{ version: entry.version }} />
                    </Button>
                  </chakra.td>
                )}
              </tr>
            ))}
          </tbody>
        </chakra.table>
      </chakra.div>
    </Box>
  );
}
