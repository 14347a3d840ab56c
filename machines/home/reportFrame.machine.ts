/**
 * One embedded report of the home (reputation, penaltyBreak or comercial): asks for its embed URL
 * when the frame mounts and shows it. The URL expires after 10 minutes, so it is never cached: a
 * frame that mounts again asks again. A failure is logged and leaves the frame empty, not an
 * error.
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorCodeOf } from '../../shared/api-error.ts';
import type { components } from '../../openapi/generated/metrics.ts';
import { notProvided } from '../notProvided.ts';

export type ReportName = components['schemas']['ReportName'];
export type DashboardEmbed = components['schemas']['DashboardEmbed'];

/** The three reports of the home, in the order they are shown, top to bottom. */
export const HOME_REPORTS = ['reputation', 'penaltyBreak', 'comercial'] as const satisfies readonly ReportName[];

export interface ReportFrameContext {
  name: ReportName;
  url: string | null;
}

export const reportFrameMachine = setup({
  types: {
    input: {} as { name: ReportName },
    context: {} as ReportFrameContext,
  },
  actors: {
    /** GET {metrics}/metabase/dashboard/{name}; rejects with an ApiError. */
    loadEmbed: fromPromise<DashboardEmbed, { name: ReportName }>(async () => notProvided('loadEmbed')()),
  },
  actions: {
    keepUrl: assign({ url: (_, params: { url: string }) => params.url }),
    /** Placeholder; the composition root logs where the portal logs. */
    logFailure: (_, _params: { name: ReportName; code: string }) => {},
  },
}).createMachine({
  id: 'reportFrame',
  context: ({ input }) => ({ name: input.name, url: null }),
  initial: 'loading',
  states: {
    // Why: the 505 px frame is drawn already, so nothing moves when the URL arrives.
    loading: {
      invoke: {
        id: 'loadEmbed',
        src: 'loadEmbed',
        input: ({ context }) => ({ name: context.name }),
        onDone: { target: 'shown', actions: { type: 'keepUrl', params: ({ event }) => ({ url: event.output.url }) } },
        onError: {
          target: 'failed',
          actions: { type: 'logFailure', params: ({ context, event }) => ({ name: context.name, code: errorCodeOf(event.error) }) },
        },
      },
    },
    // Why final: the frame shows the report until it unmounts; a new mount asks for a fresh URL.
    shown: { type: 'final' },
    // Why final: a failed report leaves its frame empty; the next visit to the home asks again.
    failed: { type: 'final' },
  },
});
