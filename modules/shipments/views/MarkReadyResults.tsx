/**
 * The answer of "Marcar listas para despacho", order by order: which became ready, which were
 * refused and why, and which were not found. It stays until closed, also while the list reloads.
 */
import { Alert, Button, chakra, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { dispatchActionsMachine } from '../machines/dispatchActions.machine.ts';
import { selectCanDismissResults, selectResults } from '../machines/dispatch.selectors.ts';
import type { MarkReadyResult } from '../machines/shipments.types.ts';
import { problemMessageId } from '../../../src/views/kit/problemText.ts';

function ResultLine({ result }: { result: MarkReadyResult }) {
  const intl = useIntl();
  const reason = result.code ? intl.formatMessage({ id: problemMessageId(intl, 'shipments', result.code) }) : '';
  if (result.outcome === 'ok') return <FormattedMessage id="shipments.results.ok" values={{ orderNumber: result.orderNumber }} />;
  if (result.outcome === 'refused') return <FormattedMessage id="shipments.results.refused" values={{ orderNumber: result.orderNumber, reason }} />;
  return <FormattedMessage id="shipments.results.notFound" values={{ orderId: result.orderId, reason }} />;
}

export function MarkReadyResults({ actions }: { actions: ActorRefFrom<typeof dispatchActionsMachine> }) {
  const intl = useIntl();
  const results = useSelector(actions, selectResults);
  const canDismiss = useSelector(actions, selectCanDismissResults);
  if (!results) return null;
  const ok = results.filter((result) => result.outcome === 'ok').length;
  const allOk = ok === results.length;
  return (
    <Alert.Root status={allOk ? 'success' : 'warning'} role="region" aria-label={intl.formatMessage({ id: 'shipments.results.title' })}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <FormattedMessage id="shipments.results.summary" values={{ ok, other: results.length - ok }} />
        </Alert.Title>
        <Alert.Description>
          <chakra.ul margin="0" paddingStart="4">
            {results.map((result) => (
              <chakra.li key={result.orderId} data-outcome={result.outcome}>
                <ResultLine result={result} />
              </chakra.li>
            ))}
          </chakra.ul>
        </Alert.Description>
      </Alert.Content>
      <Stack>
        <Button size="xs" variant="outline" disabled={!canDismiss} onClick={() => actions.send({ type: 'results.dismiss' })}>
          <FormattedMessage id="shipments.results.dismiss" />
        </Button>
      </Stack>
    </Alert.Root>
  );
}
