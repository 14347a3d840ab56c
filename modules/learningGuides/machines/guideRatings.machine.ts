/**
 * Configuración > Guías de aprendizaje, a guide's ratings: per question how many sellers said "Sí"
 * and "No", and why not. Read once per visit; "Actualizar" reads it again.
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorCodeOf } from '../../../shared/api-error.ts';
import type { GuideModule, RatingsReport } from './guides.types.ts';

export interface GuideRatingsInput {
  module: GuideModule;
}

export interface GuideRatingsContext {
  module: GuideModule;
  report: RatingsReport | null;
  problem: string | null;
}

export type GuideRatingsEvent = { type: 'ratings.retry' } | { type: 'ratings.refresh' };

export const guideRatingsMachine = setup({
  types: { input: {} as GuideRatingsInput, context: {} as GuideRatingsContext, events: {} as GuideRatingsEvent },
  actors: {
    /** GET /v1/learning-guides/{module}/ratings. */
    loadRatings: fromPromise<RatingsReport, { module: GuideModule }>(async () => {
      throw new Error('loadRatings is provided by modules/learningGuides/flows.ts');
    }),
  },
  actions: {
    keepReport: assign((_, { report }: { report: RatingsReport }) => ({ report, problem: null })),
    keepProblem: assign({ problem: (_, { error }: { error: unknown }) => errorCodeOf(error) }),
  },
}).createMachine({
  id: 'guideRatings',
  context: ({ input }) => ({ module: input.module, report: null, problem: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The report is on its way (the one already read, if any, stays on screen).',
      invoke: {
        src: 'loadRatings',
        input: ({ context }) => ({ module: context.module }),
        onDone: { target: 'shown', actions: { type: 'keepReport', params: ({ event }) => ({ report: event.output }) } },
        onError: { target: 'loadFailed', actions: { type: 'keepProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: {
      description: 'The report could not be read; "Reintentar" asks again.',
      on: { 'ratings.retry': 'loading' },
    },
    shown: {
      description: 'The report; ratings keep arriving while it is open, so it may be read again.',
      on: { 'ratings.refresh': 'loading' },
    },
  },
});
