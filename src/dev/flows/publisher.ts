/**
 * The app's side of the flow viewer (development only): an inspection observer, given to
 * `createActor({ inspect })`, that publishes each actor's snapshot on the flow viewer's channel and
 * answers a viewer that opens later with the last snapshot of every actor still running.
 */
import { isMachineSnapshot, type InspectionEvent } from 'xstate';
import type { FlowMessage, LiveActor } from './liveActors.ts';

/** The part of a BroadcastChannel the publisher uses (a fake one in tests). */
export interface FlowChannel {
  postMessage(message: FlowMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<FlowMessage>) => void): void;
}

const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * Publishes the snapshots of the actors it inspects. The parent of an actor is read from its parent's
 * snapshot (`snapshot.children`, public API) rather than from the actor, so an actor whose parent has
 * not published yet is first shown as a root and moves under its parent on the parent's next snapshot.
 */
export function createFlowPublisher(channel: FlowChannel, appId: string, now: () => number = Date.now): (event: InspectionEvent) => void {
  const actors = new Map<string, LiveActor>();
  const parentOf = new Map<string, string>();
  const childrenOf = new Map<string, Set<string>>();
  const keyOf = (sessionId: string) => `${appId}/${sessionId}`;

  const publish = (actor: LiveActor) => {
    actors.set(actor.sessionId, actor);
    channel.postMessage({ type: 'actor.updated', actor });
  };

  const forget = (sessionId: string) => {
    for (const child of childrenOf.get(sessionId) ?? []) forget(child);
    childrenOf.delete(sessionId);
    parentOf.delete(sessionId);
    if (actors.delete(sessionId)) channel.postMessage({ type: 'actor.gone', key: keyOf(sessionId) });
  };

  /** Records the parent's current children; those that left it are gone, those new to it move under it. */
  const adoptChildren = (parentSessionId: string, children: string[]) => {
    const before = childrenOf.get(parentSessionId) ?? new Set<string>();
    const current = new Set(children);
    for (const child of before) if (!current.has(child)) forget(child);
    childrenOf.set(parentSessionId, current);
    for (const child of current) {
      if (parentOf.get(child) === parentSessionId) continue;
      parentOf.set(child, parentSessionId);
      const known = actors.get(child);
      if (known) publish({ ...known, parentKey: keyOf(parentSessionId) });
    }
  };

  channel.addEventListener('message', ({ data }) => {
    if (data.type === 'viewer.hello') for (const actor of actors.values()) channel.postMessage({ type: 'actor.updated', actor });
  });

  return (inspection) => {
    if (inspection.type !== '@xstate.snapshot') return;
    const { actorRef, snapshot, event } = inspection;
    const { sessionId } = actorRef;
    const machine = isMachineSnapshot(snapshot) ? snapshot : null;
    const parent = parentOf.get(sessionId);
    publish({
      key: keyOf(sessionId),
      appId,
      sessionId,
      actorId: ('id' in actorRef ? textOf(actorRef.id) : null) ?? sessionId,
      systemId: 'systemId' in actorRef ? textOf(actorRef.systemId) : null,
      machineId: machine?.machine.id ?? null,
      parentKey: parent === undefined ? null : keyOf(parent),
      value: machine?.value ?? null,
      status: snapshot.status,
      lastEvent: event.type,
      updatedAt: now(),
    });
    if (machine) {
      adoptChildren(
        sessionId,
        Object.values(machine.children).flatMap((child: unknown) => {
          const childSessionId = child && typeof child === 'object' && 'sessionId' in child ? textOf(child.sessionId) : null;
          return childSessionId ? [childSessionId] : [];
        }),
      );
    }
  };
}
