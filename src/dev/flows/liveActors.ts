/**
 * What the app tells the flow viewer about its running actors, over a BroadcastChannel of the page's
 * origin (other tabs and panes of the same browser profile). Only ids, the machine's id, the state
 * value, the status and the last event's type travel: never context or event payloads, which may
 * hold a password or a token.
 */
import type { StateValue } from 'xstate';

/** The channel both sides open. */
export const FLOW_CHANNEL = 'portal-sellers.flow-viewer';

export interface LiveActor {
  /** `<app instance>/<session id>`: session ids restart at every page load, so each load has its own prefix. */
  key: string;
  /** One page load of the app. */
  appId: string;
  sessionId: string;
  /** The actor's id (an invoke's id, or its session id for a root actor). */
  actorId: string;
  systemId: string | null;
  /** The id of the statechart it runs; null for promise, callback and other non-machine actors. */
  machineId: string | null;
  /** The key of the actor that invoked or spawned it; null for a root actor. */
  parentKey: string | null;
  value: StateValue | null;
  status: 'active' | 'done' | 'error' | 'stopped';
  /** The type of the event that produced this snapshot. */
  lastEvent: string;
  /** When this snapshot was published (ms since the epoch): the viewer shows the newest actor of a machine. */
  updatedAt: number;
}

export type FlowMessage =
  | { type: 'actor.updated'; actor: LiveActor }
  /** The actor left its parent's children (its state was exited, or it was stopped). */
  | { type: 'actor.gone'; key: string }
  /** The app page was closed or reloaded: all its actors are gone. */
  | { type: 'app.closed'; appId: string }
  /** A viewer opened: every app answers with the last snapshot of each of its actors. */
  | { type: 'viewer.hello' };
