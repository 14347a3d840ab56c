/**
 * Configuración > Guías de aprendizaje, the list: every guide with its questions counted and its last
 * edit. Six guides, one per section: read at once, nothing to page.
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorCodeOf } from '../../../shared/api-error.ts';
import type { GuideSummary } from './guides.types.ts';

export interface GuidesListContext {
  guides: GuideSummary[];
  problem: string | null;
}

export type GuidesListEvent = { type: 'list.retry' };

export const guidesListMachine = setup({
  types: { context: {} as GuidesListContext, events: {} as GuidesListEvent },
  actors: {
    /** GET /v1/learning-guides. */
    loadGuides: fromPromise<GuideSummary[]>(async () => {
      throw new Error('loadGuides is provided by modules/learningGuides/flows.ts');
    }),
  },
  actions: {
    keepGuides: assign((_, { guides }: { guides: GuideSummary[] }) => ({ guides, problem: null })),
    keepProblem: assign({ problem: (_, { error }: { error: unknown }) => errorCodeOf(error) }),
  },
}).createMachine({
  id: 'guidesList',
  context: { guides: [], problem: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'The guides are on their way.',
      invoke: {
        src: 'loadGuides',
        onDone: { target: 'shown', actions: { type: 'keepGuides', params: ({ event }) => ({ guides: event.output }) } },
        onError: { target: 'loadFailed', actions: { type: 'keepProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: {
      description: 'The guides could not be read; "Reintentar" asks again.',
      on: { 'list.retry': 'loading' },
    },
    shown: { description: 'The guides, each with a link to edit it and one to its ratings.' },
  },
});
