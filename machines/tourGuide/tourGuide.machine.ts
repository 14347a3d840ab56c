/**
 * The tour guide: a walk through the shell for a seller who has not finished it. It is a child of
 * the auth chart for sellers once the session is ready (the publish history picks the list of steps).
 *
 * After signing in, the seller's configuration says whether the tour was finished (a failed read
 * counts as not finished). It starts by itself when the stored first-time flag is '0', no change
 * request is stored and the seller type has a tour, once two things hold, whichever comes last: a
 * second has passed since the shell was ready, and the session has given it its turn (`aids.clear`:
 * no terms modal and no level-change modal will open, see the auth chart's `aids`), so it never
 * covers them and they never cover it. The seller may start it by hand at any
 * time (the menu's "Guía de uso", /helper/tourguide). Steps whose element is not on
 * screen (a menu entry the seller does not have, the side panel on a phone) are left out when the
 * tour starts. Skipping closes it for this browser session; finishing records it on the server, so
 * the next login does not start it again.
 */
import { and, assign, fromPromise, not, setup } from 'xstate';
import { tourStepsFor, tourSupportsSellerType, type TourStep } from './tourGuide.steps.ts';
import { notProvided } from '../notProvided.ts';

export interface TourGuideInput {
  sellerId: number;
  sellerType: string | null;
  inPublishHistory: boolean;
  /**
   * Whether the session's other aids (the terms, the level change) are through when the tour guide
   * starts; until they are, the tour never starts by itself.
   */
  aids: 'pending' | 'clear';
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
  /** The session's other aids are through: nothing else will open, the tour may have the screen. */
  | { type: 'aids.clear' };

/** The tour starts by itself this long after the shell is ready (or later, once it has its turn). */
export const TOUR_AUTO_START_MS = 1000;

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
    keepAidsClear: assign({ aids: 'clear' as const }),
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
    aidsClear: ({ context }) => context.aids === 'clear',
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
    // Why everywhere: the other aids may be through at any moment; the wait for the turn reads it.
    'aids.clear': { actions: 'keepAidsClear' },
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
          always: [{ guard: and(['storageAllowsAutoStart', 'sellerTypeHasTour']), target: 'autoStart' }, { target: 'idle' }],
        },
        // Why both: it starts by itself once its second is up and it has its turn, whichever comes last.
        autoStart: {
          type: 'parallel',
          onDone: '#tourGuide.running',
          states: {
            clock: {
              initial: 'counting',
              states: {
                // Why a second: the shell's first paint settles before anything covers it.
                counting: { after: { tourAutoStart: 'elapsed' } },
                elapsed: { type: 'final' },
              },
            },
            turn: {
              initial: 'waiting',
              states: {
                // Why wait: a terms modal or the level-change modal comes first (the auth chart's order).
                waiting: { always: { guard: 'aidsClear', target: 'given' } },
                given: { type: 'final' },
              },
            },
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
