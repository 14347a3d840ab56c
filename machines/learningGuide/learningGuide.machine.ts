/**
 * The learning guide: a drawer of help for the section the seller is working in, with a list of
 * questions and, under each answer, "¿Te sirvió?". It is a child of the auth chart for sellers only
 * (the guide and its ratings are a seller's), so it lives exactly as long as the session.
 *
 * Opening or closing the drawer forgets the question and the rating under way; picking a question
 * starts its rating afresh. A question the seller has rated before shows the thanks straight away.
 * "Sí" is sent at once; "No" asks why first (three reasons, one must be chosen). A rating the server
 * stored marks its question as rated in the guide we hold: the answer says so, so the guide is not
 * fetched again for it. A rating that could not be sent keeps the choice on screen to send again.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../openapi/generated/learning-guide.ts';
import type { GuideModule } from './learningGuide.topic.ts';

export type Guide = components['schemas']['LearningGuide'];
export type GuideQuestion = components['schemas']['Question'];

// The reasons and the text each records are shared with the server's ratings report.
import type { NegativeReason } from '../../shared/learningGuides/reasons.ts';
import { notProvided } from '../notProvided.ts';
export { NEGATIVE_REASONS, RECORDED_REASON_TEXT, type NegativeReason } from '../../shared/learningGuides/reasons.ts';

export type Rating = { value: 1 } | { value: 0; reason: NegativeReason };

export interface LearningGuideInput {
  /** The signed-in seller user: guides are read and rated as them. */
  userId: number;
}

export interface LearningGuideContext extends LearningGuideInput {
  module: GuideModule | null;
  guide: Guide | null;
  questionId: number | null;
  reason: NegativeReason | null;
}

export type LearningGuideEvent =
  | { type: 'guide.open'; module: GuideModule }
  | { type: 'guide.close' }
  | { type: 'guide.retry' }
  | { type: 'guide.pick'; questionId: number }
  | { type: 'guide.back' }
  /** The seller went to another page: the drawer belonged to the one they left. */
  | { type: 'route.changed' }
  | { type: 'rating.yes' }
  | { type: 'rating.no' }
  | { type: 'rating.reason'; reason: NegativeReason }
  | { type: 'rating.send' };

export interface RateInput {
  userId: number;
  questionId: number;
  rating: Rating;
}

const forgetQuestion = { questionId: null, reason: null } as const;

export const learningGuideMachine = setup({
  types: {
    context: {} as LearningGuideContext,
    input: {} as LearningGuideInput,
    events: {} as LearningGuideEvent,
  },
  actors: {
    /** GET /learning-guide/questions/{module}/{userId}. */
    loadGuide: fromPromise<Guide, { module: GuideModule; userId: number }>(async () => notProvided('loadGuide')()),
    /** POST /learning-guide/answer; a rating stored before (another tab) counts as stored. */
    rate: fromPromise<void, RateInput>(async () => notProvided('rate')()),
  },
  actions: {
    openOn: assign((_, params: { module: GuideModule }) => ({ module: params.module, guide: null, ...forgetQuestion })),
    forgetQuestion: assign(forgetQuestion),
    keepGuide: assign({ guide: (_, params: { guide: Guide }) => params.guide }),
    pick: assign((_, params: { questionId: number }) => ({ questionId: params.questionId, reason: null })),
    keepReason: assign({ reason: (_, params: { reason: NegativeReason }) => params.reason }),
    markRated: assign({
      guide: ({ context }) =>
        context.guide && {
          ...context.guide,
          data: context.guide.data.map((question) => (question.id === context.questionId ? { ...question, answer: true } : question)),
        },
    }),
    /** Logs a failed call (the console in the portal). */
    logFailure: (_, _params: { call: string; error: unknown }) => {},
    /** Tells the seller the guide could not be loaded with an error toast, as every failed load in the portal does. */
    announceLoadFailure: () => {},
  },
  guards: {
    isListed: ({ context }, params: { questionId: number }) => context.guide?.data.some((question) => question.id === params.questionId) ?? false,
    ratedBefore: ({ context }) => context.guide?.data.find((question) => question.id === context.questionId)?.answer === true,
    hasReason: ({ context }) => context.reason !== null,
  },
}).createMachine({
  id: 'learningGuide',
  context: ({ input }) => ({ userId: input.userId, module: null, guide: null, ...forgetQuestion }),
  initial: 'closed',
  states: {
    // Why: the seller has not asked for help on this page.
    closed: {
      on: { 'guide.open': { target: 'open', actions: { type: 'openOn', params: ({ event }) => ({ module: event.module }) } } },
    },
    open: {
      on: {
        'guide.close': { target: 'closed', actions: 'forgetQuestion' },
        'route.changed': { target: 'closed', actions: 'forgetQuestion' },
      },
      initial: 'loading',
      states: {
        // Why fetched on every opening: the flags of what the seller rated come with the guide.
        loading: {
          invoke: {
            id: 'loadGuide',
            src: 'loadGuide',
            input: ({ context }) => ({ module: context.module ?? 'reports', userId: context.userId }),
            onDone: { target: 'list', actions: { type: 'keepGuide', params: ({ event }) => ({ guide: event.output }) } },
            onError: {
              target: 'loadFailed',
              actions: [{ type: 'logFailure', params: ({ event }) => ({ call: 'loadGuide', error: event.error }) }, 'announceLoadFailure'],
            },
          },
        },
        // Why a state: besides the toast, the drawer says the guide could not be loaded and offers to try
        // again, so the seller need not close it and look for the button.
        loadFailed: {
          on: { 'guide.retry': 'loading' },
        },
        // Why: the section's introduction and its questions.
        list: {
          on: {
            'guide.pick': {
              guard: { type: 'isListed', params: ({ event }) => ({ questionId: event.questionId }) },
              target: 'question',
              actions: { type: 'pick', params: ({ event }) => ({ questionId: event.questionId }) },
            },
          },
        },
        question: {
          on: { 'guide.back': { target: 'list', actions: 'forgetQuestion' } },
          initial: 'deciding',
          states: {
            // Why transient: a question rated before goes straight to the thanks.
            deciding: {
              always: [{ guard: 'ratedBefore', target: 'thanked' }, { target: 'choosing' }],
            },
            // Why: "¿Te sirvió?" with Sí and No.
            choosing: {
              on: { 'rating.yes': 'sendingYes', 'rating.no': 'reasons' },
              initial: 'fresh',
              states: {
                fresh: {},
                // Why a state: the last "Sí" could not be sent; the question stays to be answered again.
                failed: {},
              },
            },
            // Why: a "No" needs its reason before it is sent; "Sí" may still be chosen instead.
            reasons: {
              on: {
                'rating.reason': { actions: { type: 'keepReason', params: ({ event }) => ({ reason: event.reason }) } },
                'rating.send': { guard: 'hasReason', target: 'sendingNo' },
                'rating.yes': 'sendingYes',
              },
              initial: 'fresh',
              states: {
                fresh: {},
                // Why a state: the last "No" could not be sent; the chosen reason is kept to send again.
                failed: {},
              },
            },
            sendingYes: {
              invoke: {
                id: 'rate',
                src: 'rate',
                input: ({ context }) => ({ userId: context.userId, questionId: context.questionId ?? 0, rating: { value: 1 } }),
                onDone: { target: 'thanked', actions: 'markRated' },
                onError: { target: 'choosing.failed', actions: { type: 'logFailure', params: ({ event }) => ({ call: 'rate', error: event.error }) } },
              },
            },
            sendingNo: {
              invoke: {
                id: 'rate',
                src: 'rate',
                input: ({ context }) => ({ userId: context.userId, questionId: context.questionId ?? 0, rating: { value: 0, reason: context.reason ?? 'unclear' } }),
                onDone: { target: 'thanked', actions: 'markRated' },
                onError: { target: 'reasons.failed', actions: { type: 'logFailure', params: ({ event }) => ({ call: 'rate', error: event.error }) } },
              },
            },
            // Why: rated (now or before); the choice block is gone and the thanks stays.
            thanked: {},
          },
        },
      },
    },
  },
});
