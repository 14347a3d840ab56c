/**
 * What can be done with the chosen orders: mark them ready (not in "Listas para despacho", where
 * they already are), download their labels, and in "Listas para despacho" hand them to a carrier
 * with a manifest. An action the user's permissions do not grant is not offered (customer service
 * follows shipments but neither marks nor hands them over); the others are enabled when the chart
 * would take their event.
 */
import { Alert, Button, Field, Flex, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import { selectFilters, selectSelected } from '../../../machines/list/list.selectors.ts';
import type { dispatchActionsMachine } from '../machines/dispatchActions.machine.ts';
import type { DispatchFilters } from '../machines/dispatchFilters.ts';
import type { dispatchListMachine } from '../machines/dispatchList.machine.ts';
import {
  sameOrders,
  selectActionableOrders,
  selectActionProblem,
  selectActionUnderWay,
  selectCanHandOver,
  selectCanMarkReady,
  selectCanPrintLabels,
  selectCarrier,
  selectOffersHandOver,
  selectOffersMarkReady,
} from '../machines/dispatch.selectors.ts';
import { CARRIERS } from '../machines/shipments.types.ts';
import { problemMessageId } from '../../../src/views/kit/problemText.ts';

export interface SelectionActionsProps {
  list: ActorRefFrom<typeof dispatchListMachine>;
  actions: ActorRefFrom<typeof dispatchActionsMachine>;
}

export function SelectionActions({ list, actions }: SelectionActionsProps) {
  const intl = useIntl();
  const { status } = useSelector(list, selectFilters<DispatchFilters>);
  const selected = useSelector(list, selectSelected);
  // The chosen orders as the list shows them, once it is at rest: what each action is asked to do with.
  const orders = useSelector(list, selectActionableOrders, sameOrders);
  const carrier = useSelector(actions, selectCarrier);
  const canMarkReady = useSelector(actions, (snapshot) => selectCanMarkReady(snapshot, orders));
  const canPrint = useSelector(actions, (snapshot) => selectCanPrintLabels(snapshot, orders));
  const canHandOver = useSelector(actions, (snapshot) => selectCanHandOver(snapshot, orders));
  const working = useSelector(actions, selectActionUnderWay);
  const problem = useSelector(actions, selectActionProblem);
  const offersMarkReady = useSelector(actions, selectOffersMarkReady);
  const offersHandOver = useSelector(actions, selectOffersHandOver);
  const handsOver = status === 'ready_to_ship';
  return (
    <Stack as="section" aria-label={intl.formatMessage({ id: 'shipments.actions.label' })} gap="3" padding="3" borderWidth="1px" borderRadius="md" bg="bg.subtle">
      <Flex gap="3" align="flex-end" wrap="wrap">
        <Text fontWeight="semibold" alignSelf="center" minWidth="40">
          <FormattedMessage id="shipments.actions.selected" values={{ count: selected.length }} />
        </Text>
        {!handsOver && offersMarkReady && (
          <Button colorPalette="brand" disabled={!canMarkReady} loading={working === 'markReady'} loadingText={<FormattedMessage id="shipments.actions.markReady" />} onClick={() => actions.send({ type: 'dispatch.markReady', orders })}>
            <FormattedMessage id="shipments.actions.markReady" />
          </Button>
        )}
        <Button variant="outline" disabled={!canPrint} loading={working === 'labels'} loadingText={<FormattedMessage id="shipments.actions.labels" />} onClick={() => actions.send({ type: 'dispatch.labels', orders })}>
          <FormattedMessage id="shipments.actions.labels" />
        </Button>
        {handsOver && offersHandOver && (
          <>
            <Field.Root width="auto" minWidth="44">
              <Field.Label>
                <FormattedMessage id="shipments.actions.carrier" />
              </Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={carrier}
                  onChange={(event) => {
                    const chosen = CARRIERS.find((candidate) => candidate === event.currentTarget.value);
                    if (chosen) actions.send({ type: 'carrier.choose', carrier: chosen });
                  }}
                >
                  {CARRIERS.map((candidate) => (
                    <option key={candidate} value={candidate}>
                      {intl.formatMessage({ id: `shipments.carrier.${candidate}` })}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Button colorPalette="brand" disabled={!canHandOver} loading={working === 'manifest'} loadingText={<FormattedMessage id="shipments.actions.manifest" />} onClick={() => actions.send({ type: 'dispatch.manifest', orders })}>
              <FormattedMessage id="shipments.actions.manifest" />
            </Button>
          </>
        )}
      </Flex>
      {handsOver && offersHandOver && (
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="shipments.actions.manifestHint" />
        </Text>
      )}
      <Flex role="status" align="center" gap="2" minHeight="5" fontSize="sm" color="fg.muted">
        {working && <Spinner size="xs" />}
        {working && <FormattedMessage id={`shipments.actions.working.${working}`} />}
      </Flex>
      {problem && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <FormattedMessage id={`shipments.actions.failed.${problem.action}`} />
            </Alert.Title>
            <Alert.Description>{intl.formatMessage({ id: problemMessageId(intl, 'shipments', problem.code) })}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </Stack>
  );
}
