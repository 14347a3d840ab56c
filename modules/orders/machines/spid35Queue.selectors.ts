/** What the Spid35 queue page draws, read from the chart's snapshot (pure functions). */
import type { Spid35QueueSnapshot } from './spid35Queue.machine.ts';

export type Spid35QueueStage = 'loading' | 'storesFailed' | 'noStore' | 'failed' | 'empty' | 'shown';

export function selectStage(snapshot: Spid35QueueSnapshot): Spid35QueueStage {
  if (snapshot.matches('loadingStores') || snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('storesFailed')) return 'storesFailed';
  if (snapshot.matches('noStore')) return 'noStore';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('empty')) return 'empty';
  return 'shown';
}

export const selectFacilities = (snapshot: Spid35QueueSnapshot) => snapshot.context.facilities;
export const selectFacilityId = (snapshot: Spid35QueueSnapshot) => snapshot.context.facilityId;
export const selectOrders = (snapshot: Spid35QueueSnapshot) => snapshot.context.orders;
export const selectStock = (snapshot: Spid35QueueSnapshot) => snapshot.context.stock;
export const selectChoices = (snapshot: Spid35QueueSnapshot) => snapshot.context.choices;
export const selectNow = (snapshot: Spid35QueueSnapshot) => snapshot.context.now;
export const selectProblem = (snapshot: Spid35QueueSnapshot) => snapshot.context.problem;
/** A change is on its way: every button of the queue waits. */
export const selectChanging = (snapshot: Spid35QueueSnapshot) => snapshot.matches('changing');
