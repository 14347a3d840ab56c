/** Pure selectors of the flow viewer's snapshot. */
import type { SnapshotFrom } from 'xstate';
import type { flowViewerMachine } from './flowViewer.machine.ts';
import type { LiveActor } from './liveActors.ts';

type FlowViewerSnapshot = SnapshotFrom<typeof flowViewerMachine>;

export const selectMachineIds = (snapshot: FlowViewerSnapshot) => snapshot.context.machineIds;
export const selectShownMachineId = (snapshot: FlowViewerSnapshot) => snapshot.context.machineId;
export const selectChart = (snapshot: FlowViewerSnapshot) => snapshot.context.chart;
export const selectLayoutFailed = (snapshot: FlowViewerSnapshot) => snapshot.matches('layoutFailed');
export const selectLayingOut = (snapshot: FlowViewerSnapshot) => snapshot.matches('layingOut');

/**
 * The actor whose state is highlighted: the one the person chose, otherwise the most recently
 * updated actor of the shown machine; null when none runs.
 */
export function selectFollowedActor(snapshot: FlowViewerSnapshot): LiveActor | null {
  const { actors, pinnedActorKey, machineId } = snapshot.context;
  const pinned = pinnedActorKey ? actors[pinnedActorKey] : undefined;
  if (pinned) return pinned;
  let newest: LiveActor | null = null;
  for (const actor of Object.values(actors)) {
    if (actor.machineId === machineId && (!newest || actor.updatedAt > newest.updatedAt)) newest = actor;
  }
  return newest;
}

/** A live actor with the actors it invoked or spawned. */
export interface ActorTreeNode {
  actor: LiveActor;
  children: ActorTreeNode[];
}

const sessionOrder = (actor: LiveActor) => Number(actor.sessionId.replace(/\D/g, '')) || 0;
const byStart = (a: LiveActor, b: LiveActor) => a.appId.localeCompare(b.appId) || sessionOrder(a) - sessionOrder(b);

/** The live actors as a tree by parent, in the order they started; an actor whose parent is unknown is a root. */
export function selectActorTree(snapshot: FlowViewerSnapshot): ActorTreeNode[] {
  const actors = Object.values(snapshot.context.actors).sort(byStart);
  const known = new Set(actors.map(({ key }) => key));
  const nodeOf = (actor: LiveActor): ActorTreeNode => ({
    actor,
    children: actors.filter(({ parentKey }) => parentKey === actor.key).map(nodeOf),
  });
  return actors.filter(({ parentKey }) => parentKey === null || !known.has(parentKey)).map(nodeOf);
}
