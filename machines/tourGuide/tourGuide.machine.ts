/**
 * The tour guide: a walk through the shell for a seller who has not finished it. It is a child of
 * the auth chart for sellers once the session is ready (the publish history picks the list of steps).
 *
 * After signing in, the seller's configuration says whether the tour was finished (a failed read
 * counts as not finished). It starts by itself one second after the shell is ready when the stored
 * first-time flag is '0', no change request is stored, the seller type has a tour, and the terms
 * check found nothing pending (a terms modal is never covered by the tour); nor does it cover the
 * reputation's level-change modal when the second is up. The seller may start it by hand at any
 * time (the menu's "Guía de uso", /helper/tourguide). Steps whose element is not on
 * screen (a menu entry the seller does not have, the side panel on a phone) are left out when the
 * tour starts. Skipping closes it for this browser session; finishing records it on the server, so
 * the next login does not start it again.
 */
import { and, assign, fromPromise, not, setup } from 'xstate';
import { tourStepsFor, tourSupportsSellerType, type TourStep } from './tourGuide.steps.ts';

export interface TourGuideInput {
  sellerId: number;
  sellerType: string | null;
  inPublishHistory: boolean;
  /** What the terms check found, if it already answered: the tour must not cover a terms modal. */
  terms: 'unknown' | 'clear' | 'pending';
}

export interface TourGuideContext extends TourGuideInput {
  /** The steps on screen for this run, in order. */
  steps: readonly TourStep[];
  index: number;
}

export type TourGuideEvent =
  | { type: 'tour.start' }
  | { type: 'tour.next' }
  | { type: 'tour.prev' }
  | { type: 'tour.skip' }
  /** The terms check answered (forwarded by the auth chart). */
  | { type: 'terms.settled'; pending: boolean };

/** The tour starts by itself this long after the shell is ready. */
export const TOUR_AUTO_START_MS = 1000;

const notProvided = (name: string) => () => {
  throw new Error(`${name} is provided by the composition root`);
};

export const tourGuideMachine = setup({
  types: {
    context: {} as TourGuideContext,
    input: {} as TourGuideInput,
    events: {} as TourGuideEvent,
  },
  actors: {
    /** GET /sellers/seller-configuration/{sellerId}: whether the tour was finished (tourGuideStatus 1). */
    loadTourStatus: fromPromise<boolean, { sellerId: number }>(async () => notProvided('loadTourStatus')()),
    /** POST /sellers/tourguide-status with tourGuideStatus 1 and the moment it was finished. */
    saveTourFinished: fromPromise<void, { sellerId: number }>(async () => notProvided('saveTourFinished')()),
  },
  delays: { tourAutoStart: TOUR_AUTO_START_MS },
  actions: {
    keepTerms: assign({ terms: (_, params: { pending: boolean }) => (params.pending ? 'pending' : 'clear') }),
    /**
     * The steps of this run, from the first: the seller's list with the steps whose element is not on
     * screen left out. The composition root provides the reading of the page; by default every step.
     */
    beginSteps: assign({ steps: ({ context }) => tourStepsFor(context.sellerType, context.inPublishHistory), index: 0 }),
    nextStep: assign({ index: ({ context }) => context.index + 1 }),
    previousStep: assign({ index: ({ context }) => Math.max(0, context.index - 1) }),
    // Effects on the browser's storage, provided by the composition root:
    /** Stores firstTimeTour '0' unless this browser already has the flag. */
    rememberFirstTime: () => {},
    /** Stores firstTimeTour '1': seen (skipped or finished) in this browser session. */
    rememberSeen: () => {},
    /** Tells the session whether the seller finished the tour (its statusCompleteTourGuide). */
    reportStatus: (_, _params: { completed: boolean }) => {},
    logFailure: (_, _params: { call: string; error: unknown }) => {},
  },
  guards: {
    finished: (_, params: { finished: boolean }) => params.finished,
    /** The stored flags allow starting by itself: firstTimeTour '0' and no change request; provided. */
    storageAllowsAutoStart: () => false,
    sellerTypeHasTour: ({ context }) => tourSupportsSellerType(context.sellerType),
    termsClear: ({ context }) => context.terms === 'clear',
    termsPending: ({ context }) => context.terms === 'pending',
    /** The reputation's level-change modal is on screen; provided by the composition root. */
    levelChangeOnScreen: () => false,
    // Why the position too: the last step of this run is its end, even when the steps left out (not
    // on screen) made a skippable step the last one.
    stepIsSkippable: ({ context }) => context.steps[context.index]?.skippable === true && context.index < context.steps.length - 1,
    onLastStep: ({ context }) => context.index >= context.steps.length - 1,
    onFirstStep: ({ context }) => context.index === 0,
  },
}).createMachine({
  id: 'tourGuide',
  context: ({ input }) => ({ ...input, steps: [], index: 0 }),
  initial: 'loadingStatus',
  on: {
    // Why everywhere: the check may answer at any moment; the countdown reads it.
    'terms.settled': { actions: { type: 'keepTerms', params: ({ event }) => ({ pending: event.pending }) } },
  },
  states: {
    // Why: whether the tour was finished is the seller's configuration, read once per session.
    loadingStatus: {
      invoke: {
        id: 'loadTourStatus',
        src: 'loadTourStatus',
        input: ({ context }) => ({ sellerId: context.sellerId }),
        onDone: [
          { guard: { type: 'finished', params: ({ event }) => ({ finished: event.output }) }, target: 'completed', actions: 'rememberSeen' },
          { target: 'notFinished', actions: 'rememberFirstTime' },
        ],
        // Why not finished: the configuration answers zeros when it cannot be read.
        onError: {
          target: 'notFinished',
          actions: ['rememberFirstTime', { type: 'logFailure', params: ({ event }) => ({ call: 'loadTourStatus', error: event.error }) }],
        },
      },
    },
    notFinished: {
      entry: { type: 'reportStatus', params: { completed: false } },
      initial: 'deciding',
      on: { 'tour.start': 'running' },
      states: {
        // Why transient: the stored flags and the seller type decide once whether it may start by itself.
        deciding: {
          always: [{ guard: and(['storageAllowsAutoStart', 'sellerTypeHasTour']), target: 'waitingForTerms' }, { target: 'idle' }],
        },
        // Why wait: a pending terms modal comes first; the tour starts only once the check found none.
        waitingForTerms: {
          always: [
            { guard: 'termsClear', target: 'countdown' },
            { guard: 'termsPending', target: 'idle' },
          ],
        },
        // Why a second: the shell's first paint settles before anything covers it.
        countdown: {
          after: {
            tourAutoStart: [
              // Why not start: the level-change modal came first; the seller may still start the tour by hand.
              { guard: 'levelChangeOnScreen', target: 'idle' },
              { target: '#tourGuide.running' },
            ],
          },
        },
        // Why: not starting by itself; the seller may still start it by hand.
        idle: {},
      },
    },
    // Why: one step on screen at a time, pointing at its element.
    running: {
      entry: 'beginSteps',
      on: {
        'tour.next': [{ guard: 'onLastStep', target: 'finishing' }, { actions: 'nextStep' }],
        'tour.prev': { guard: not('onFirstStep'), actions: 'previousStep' },
        'tour.skip': { guard: 'stepIsSkippable', target: 'skipped', actions: 'rememberSeen' },
      },
    },
    // Why: the last step was passed; the server records it so the next login does not start it.
    finishing: {
      invoke: {
        id: 'saveTourFinished',
        src: 'saveTourFinished',
        input: ({ context }) => ({ sellerId: context.sellerId }),
        onDone: { target: 'completed', actions: 'rememberSeen' },
        // Why completed anyway: the seller did finish; at worst the next login offers it again.
        onError: { target: 'completed', actions: ['rememberSeen', { type: 'logFailure', params: ({ event }) => ({ call: 'saveTourFinished', error: event.error }) }] },
      },
    },
    // Why: left before the end; it stays closed in this browser session and may be started by hand.
    skipped: {
      on: { 'tour.start': 'running' },
    },
    // Why: finished (now or in an earlier session); it may still be watched again by hand.
    completed: {
      entry: { type: 'reportStatus', params: { completed: true } },
      on: { 'tour.start': 'running' },
    },
  },
});
