/**
 * What the desk shows of the chosen orders and of what is done with them, as pure functions of its
 * charts' snapshots (for `useSelector`); the list's rows, tabs, failures and pages are the kit's
 * (machines/list/list.selectors.ts).
 */
import type { SnapshotFrom } from 'xstate';
import type { DispatchAction, dispatchActionsMachine } from './dispatchActions.machine.ts';
import type { dispatchListMachine } from './dispatchList.machine.ts';
import type { Carrier, MarkReadyResult, Shipment } from './shipments.types.ts';

export type DispatchListSnapshot = SnapshotFrom<typeof dispatchListMachine>;
export type DispatchActionsSnapshot = SnapshotFrom<typeof dispatchActionsMachine>;

/** The chosen orders on screen, in the order chosen (what an action is asked to do with). */
export const selectChosenOrders = (snapshot: DispatchListSnapshot): Shipment[] => {
  const { rows, selected } = snapshot.context;
  return selected.flatMap((id) => rows.filter((row) => row.id === id));
};

/** The chosen orders an action may take: only those of a list at rest (none while other rows are on their way). */
export const selectActionableOrders = (snapshot: DispatchListSnapshot): Shipment[] => (snapshot.matches('loaded') ? selectChosenOrders(snapshot) : []);

/** The same orders chosen, in the same order: a new array with them draws nothing new. */
export const sameOrders = (a: readonly Shipment[], b: readonly Shipment[]): boolean => a.length === b.length && a.every((order, index) => order === b[index]);

export const selectCarrier = (snapshot: DispatchActionsSnapshot): Carrier => snapshot.context.carrier;
export const selectResults = (snapshot: DispatchActionsSnapshot): MarkReadyResult[] | null => snapshot.context.results;
export const selectCanDismissResults = (snapshot: DispatchActionsSnapshot): boolean => snapshot.can({ type: 'results.dismiss' });

/** Marking ready is offered at all: the user's permissions include it (customer service's do not). */
export const selectOffersMarkReady = (snapshot: DispatchActionsSnapshot): boolean => snapshot.context.may.markReady;
/** Handing over with a manifest is offered at all. */
export const selectOffersHandOver = (snapshot: DispatchActionsSnapshot): boolean => snapshot.context.may.handOver;

/** Whether each action may start now with these chosen orders. */
export const selectCanMarkReady = (snapshot: DispatchActionsSnapshot, orders: Shipment[]): boolean => snapshot.can({ type: 'dispatch.markReady', orders });
export const selectCanPrintLabels = (snapshot: DispatchActionsSnapshot, orders: Shipment[]): boolean => snapshot.can({ type: 'dispatch.labels', orders });
export const selectCanHandOver = (snapshot: DispatchActionsSnapshot, orders: Shipment[]): boolean => snapshot.can({ type: 'dispatch.manifest', orders });

/** What is being done to the chosen orders, if anything (the list then stands still). */
export const selectActionUnderWay = (snapshot: DispatchActionsSnapshot): DispatchAction | null => {
  if (snapshot.matches('markingReady')) return 'markReady';
  if (snapshot.matches('printingLabels')) return 'labels';
  if (snapshot.matches('handingOver')) return 'manifest';
  return null;
};

/** What failed as a whole, and the code of why. */
export const selectActionProblem = (snapshot: DispatchActionsSnapshot): { action: DispatchAction; code: string } | null =>
  snapshot.matches('failed') && snapshot.context.failedAction && snapshot.context.problem ? { action: snapshot.context.failedAction, code: snapshot.context.problem } : null;
