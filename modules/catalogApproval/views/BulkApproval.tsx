/**
 * Approving the chosen products: how many are chosen and "Aprobar elegidos" (enabled when the
 * approval chart would take them), the dialog that asks first, what is under way, why it failed,
 * and the answer product by product, which stays until closed, also while the queue reloads.
 */
import { Alert, Button, chakra, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { selectSelected } from '../../../machines/list/list.selectors.ts';
import { ActionDialog } from '../../../src/views/kit/ActionDialog.tsx';
import { problemText } from '../../../src/views/kit/problemText.ts';
import type { bulkApprovalMachine } from '../machines/bulkApproval.machine.ts';
import {
  sameRevisions,
  selectApproving,
  selectBulkProblem,
  selectCanApprove,
  selectCanDismiss,
  selectChosenRevisions,
  selectConfirming,
  selectPendingCount,
  selectResults,
} from '../machines/queue.selectors.ts';
import type { reviewQueueMachine } from '../machines/reviewQueue.machine.ts';

type QueueRef = ActorRefFrom<typeof reviewQueueMachine>;
type BulkRef = ActorRefFrom<typeof bulkApprovalMachine>;

export function BulkApprovalBar({ queue, bulk }: { queue: QueueRef; bulk: BulkRef }) {
  const intl = useIntl();
  const selected = useSelector(queue, selectSelected);
  const items = useSelector(queue, selectChosenRevisions, sameRevisions);
  const canApprove = useSelector(bulk, (snapshot) => selectCanApprove(snapshot, items));
  const approving = useSelector(bulk, selectApproving);
  const confirming = useSelector(bulk, selectConfirming);
  const count = useSelector(bulk, selectPendingCount);
  const problem = useSelector(bulk, selectBulkProblem);
  return (
    <Stack as="section" aria-label={intl.formatMessage({ id: 'catalogApproval.bulk.label' })} gap="3" padding="3" borderWidth="1px" borderRadius="md" bg="bg.subtle">
      <Flex gap="3" align="center" wrap="wrap">
        <Text fontWeight="semibold" minWidth="40">
          <FormattedMessage id="catalogApproval.bulk.selected" values={{ count: selected.length }} />
        </Text>
        <Button
          colorPalette="brand"
          disabled={!canApprove}
          loading={approving}
          // While it works the button keeps its name, so it is still found and read.
          loadingText={<FormattedMessage id="catalogApproval.bulk.approve" />}
          onClick={() => bulk.send({ type: 'bulk.start', items })}
        >
          <FormattedMessage id="catalogApproval.bulk.approve" />
        </Button>
      </Flex>
      <Flex role="status" align="center" gap="2" minHeight="5" fontSize="sm" color="fg.muted">
        {approving && <Spinner size="xs" />}
        {approving && <FormattedMessage id="catalogApproval.bulk.working" />}
      </Flex>
      {problem && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <FormattedMessage id="catalogApproval.bulk.failed" />
            </Alert.Title>
            <Alert.Description>{problemText(intl, 'catalogApproval', problem)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {/* The dialog only asks: once confirmed, the bar above says the approval is under way. */}
      <ActionDialog
        open={confirming}
        sending={false}
        onClose={() => bulk.send({ type: 'bulk.cancel' })}
        onConfirm={() => bulk.send({ type: 'bulk.confirm' })}
        title={<FormattedMessage id="catalogApproval.bulk.confirm.title" values={{ count }} />}
        description={<FormattedMessage id="catalogApproval.bulk.confirm.text" />}
        confirmLabel={<FormattedMessage id="catalogApproval.bulk.confirm.button" />}
      />
    </Stack>
  );
}

/** The answer of the last approval, product by product, until closed. */
export function BulkApprovalResults({ bulk }: { bulk: BulkRef }) {
  const intl = useIntl();
  const results = useSelector(bulk, selectResults);
  const items = useSelector(bulk, (snapshot) => snapshot.context.items);
  const canDismiss = useSelector(bulk, selectCanDismiss);
  if (!results) return null;
  const approved = results.filter((result) => result.outcome === 'approved').length;
  const titleOf = (productId: number) => items.find((item) => item.productId === productId)?.title || intl.formatMessage({ id: 'catalogApproval.untitled' });
  return (
    <Alert.Root status={approved === results.length ? 'success' : 'warning'} role="region" aria-label={intl.formatMessage({ id: 'catalogApproval.results.title' })}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <FormattedMessage id="catalogApproval.results.summary" values={{ approved, other: results.length - approved }} />
        </Alert.Title>
        <Alert.Description>
          <chakra.ul margin="0" paddingStart="4">
            {results.map((result) => (
              <chakra.li key={result.productId} data-outcome={result.outcome}>
                {result.outcome === 'approved' ? (
                  <FormattedMessage id="catalogApproval.results.approved" values={{ title: titleOf(result.productId) }} />
                ) : (
                  <FormattedMessage id="catalogApproval.results.refused" values={{ title: titleOf(result.productId), reason: problemText(intl, 'catalogApproval', result.code) }} />
                )}
              </chakra.li>
            ))}
          </chakra.ul>
        </Alert.Description>
      </Alert.Content>
      <Button size="xs" variant="outline" disabled={!canDismiss} onClick={() => bulk.send({ type: 'results.dismiss' })}>
        <FormattedMessage id="catalogApproval.results.dismiss" />
      </Button>
    </Alert.Root>
  );
}
