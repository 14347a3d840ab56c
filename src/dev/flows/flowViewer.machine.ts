/**
 * The flow viewer's own chart (a developer tool, not a portal flow, so it lives with the viewer and
 * not in machines/): which statechart is shown, which running actor is followed, and the live
 * actors the app publishes. Effects are provided by the viewer's entry: the layout, the channel,
 * and remembering the selection in the URL.
 */
import { assign, fromCallback, fromPromise, setup, type AnyEventObject } from 'xstate';
import type { LaidOutChart } from './layout.ts';
import type { LiveActor } from './liveActors.ts';

export interface FlowViewerInput {
  /** The ids of every machine the viewer can draw, in the order listed. */
  machineIds: string[];
  /** The machine to show first (from the URL); the first one when unknown. */
  machineId: string | null;
}

export interface FlowViewerContext {
  machineIds: string[];
  machineId: string;
  /** The actor the person chose to follow; otherwise the newest actor of the shown machine is followed. */
  pinnedActorKey: string | null;
  actors: Record<string, LiveActor>;
  chart: LaidOutChart | null;
}

export type FlowViewerEvent =
  | { type: 'viewer.machine.select'; machineId: string }
  | { type: 'viewer.actor.select'; key: string }
  | { type: 'viewer.layout.retry' }
  | { type: 'live.updated'; actor: LiveActor }
  | { type: 'live.gone'; key: string }
  | { type: 'live.appClosed'; appId: string };

const withoutKeys = (actors: Record<string, LiveActor>, drop: (actor: LiveActor) => boolean) =>
  Object.fromEntries(Object.entries(actors).filter(([, actor]) => !drop(actor)));

export const flowViewerMachine = setup({
  types: {
    input: {} as FlowViewerInput,
    context: {} as FlowViewerContext,
    events: {} as FlowViewerEvent,
  },
  actors: {
    layOut: fromPromise<LaidOutChart, { machineId: string }>(async () => {
      throw new Error('layOut is provided by the viewer');
    }),
    /** Listens to the app's channel and sends `live.*` events; says hello so running apps answer. */
    liveActors: fromCallback<AnyEventObject>(() => undefined),
  },
  actions: {
    /** Keeps the shown machine in the URL, so a reload or a shared link shows it again. */
    rememberMachine: (_, _params: { machineId: string }) => undefined,
  },
  guards: {
    knownMachine: ({ context }, { machineId }: { machineId: string }) => context.machineIds.includes(machineId),
    actorOfShownMachine: ({ context }, { key }: { key: string }) => context.actors[key]?.machineId === context.machineId,
    actorOfAnotherMachine: ({ context }, { key }: { key: string }) => {
      const machineId = context.actors[key]?.machineId;
      return machineId !== undefined && machineId !== null && machineId !== context.machineId && context.machineIds.includes(machineId);
    },
  },
}).createMachine({
  id: 'flowViewer',
  context: ({ input }) => ({
    machineIds: input.machineIds,
    machineId: input.machineId && input.machineIds.includes(input.machineId) ? input.machineId : (input.machineIds[0] ?? ''),
    pinnedActorKey: null,
    actors: {},
    chart: null,
  }),
  // Why at the root: the live actors keep arriving whatever the drawing is doing.
  invoke: { src: 'liveActors' },
  on: {
    'live.updated': {
      actions: assign({ actors: ({ context, event }) => ({ ...context.actors, [event.actor.key]: event.actor }) }),
    },
    'live.gone': {
      actions: assign({
        actors: ({ context, event }) => withoutKeys(context.actors, ({ key }) => key === event.key),
        pinnedActorKey: ({ context, event }) => (context.pinnedActorKey === event.key ? null : context.pinnedActorKey),
      }),
    },
    'live.appClosed': {
      actions: assign({
        actors: ({ context, event }) => withoutKeys(context.actors, ({ appId }) => appId === event.appId),
        pinnedActorKey: ({ context, event }) =>
          context.pinnedActorKey && context.actors[context.pinnedActorKey]?.appId === event.appId ? null : context.pinnedActorKey,
      }),
    },
    'viewer.machine.select': {
      guard: { type: 'knownMachine', params: ({ event }) => ({ machineId: event.machineId }) },
      target: '.layingOut',
      reenter: true,
      actions: [
        assign({ machineId: ({ event }) => event.machineId, pinnedActorKey: null }),
        { type: 'rememberMachine', params: ({ event }) => ({ machineId: event.machineId }) },
      ],
    },
    'viewer.actor.select': [
      {
        guard: { type: 'actorOfShownMachine', params: ({ event }) => ({ key: event.key }) },
        actions: assign({ pinnedActorKey: ({ event }) => event.key }),
      },
      // Why a new layout: following an actor of another machine shows that machine's chart.
      {
        guard: { type: 'actorOfAnotherMachine', params: ({ event }) => ({ key: event.key }) },
        target: '.layingOut',
        reenter: true,
        actions: [
          assign({ machineId: ({ context, event }) => context.actors[event.key]!.machineId!, pinnedActorKey: ({ event }) => event.key }),
          { type: 'rememberMachine', params: ({ context, event }) => ({ machineId: context.actors[event.key]!.machineId! }) },
        ],
      },
    ],
  },
  initial: 'layingOut',
  states: {
    // Why the old drawing stays meanwhile: the new one replaces it at once when laid out.
    layingOut: {
      invoke: {
        src: 'layOut',
        input: ({ context }) => ({ machineId: context.machineId }),
        onDone: { target: 'shown', actions: assign({ chart: ({ event }) => event.output }) },
        onError: 'layoutFailed',
      },
    },
    shown: {},
    layoutFailed: {
      on: { 'viewer.layout.retry': 'layingOut' },
    },
  },
});

