/**
 * The seller's reputation as the session needs it: the category, the level-change modal and the
 * first-login record. It is a child of the auth chart for sellers only (the session gives the seller
 * id as input), so leaving the session stops it.
 *
 * On start it reads the reputation status (a failed read counts as Bloqueo) and then the modal state
 * of today (a failed read answers "nothing due"). The first-login record is posted once when the
 * state says so, beside the modal and never in its way. When the level changed, the modal waits for
 * the session to give it the screen (`levelChange.show`: after any pending term, before the tour);
 * closing or confirming it records the level as seen and reloads the page. A failed save keeps the
 * modal, with the error, to try again.
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorCodeOf } from '../../shared/api-error.ts';
import { DEFAULT_REPUTATION_CATEGORY, loggedReputationOf, seenLevelOf, type LoggedReputation, type ReputationCategory, type SeenLevel } from './reputation.rules.ts';
import { notProvided } from '../notProvided.ts';

export interface ReputationInput {
  sellerId: number;
}

/** What GET /v1/sellers/show-reputation-modal answers. */
export interface ReputationModalState {
  isFirstLogin: boolean;
  isNewReputation: boolean;
}

export interface ReputationContext extends ReputationInput {
  reputationCategory: ReputationCategory;
  /** The level changed since the seller last closed the modal (the session's newReputationSeller). */
  isNewReputation: boolean;
  /** No first-login record exists for this month. */
  isFirstLogin: boolean;
  /** Error code of the last failed save, shown in the modal until it is sent again. */
  saveError: string | null;
}

export type ReputationEvent =
  /** The session gives the level-change modal the screen (nothing else is open). */
  | { type: 'levelChange.show' }
  /** The seller closed or confirmed the level-change modal (both mean "seen"). */
  | { type: 'levelChange.close' };

export const reputationMachine = setup({
  types: {
    context: {} as ReputationContext,
    input: {} as ReputationInput,
    events: {} as ReputationEvent,
  },
  actors: {
    /** GET /v1/sellers/status-reputation/{sellerId}: the seller's category (categoriaReputacion). */
    loadReputationStatus: fromPromise<ReputationCategory, { sellerId: number }>(async () => notProvided('loadReputationStatus')()),
    /** GET /v1/sellers/show-reputation-modal/{sellerId}/{date}, with today's date in Santiago. */
    loadModalState: fromPromise<ReputationModalState, { sellerId: number }>(async () => notProvided('loadModalState')()),
    /** POST /v1/sellers/reputation-logs: the first-login record of this month. */
    recordFirstLogin: fromPromise<void, { sellerId: number; reputation: LoggedReputation }>(async () => notProvided('recordFirstLogin')()),
    /** PUT /v1/sellers/reputation-modal/{sellerId} with modalShow false: the level was seen. */
    saveLevelSeen: fromPromise<void, { sellerId: number; reputation: SeenLevel }>(async () => notProvided('saveLevelSeen')()),
  },
  actions: {
    keepCategory: assign({ reputationCategory: (_, params: { category: ReputationCategory }) => params.category }),
    keepModalState: assign({
      isFirstLogin: (_, params: ReputationModalState) => params.isFirstLogin,
      isNewReputation: (_, params: ReputationModalState) => params.isNewReputation,
    }),
    keepSaveError: assign({ saveError: (_, params: { code: string }) => params.code }),
    clearSaveError: assign({ saveError: null }),
    // Effects on the browser, provided by the composition root:
    /** Reloads the page. */
    reloadPage: () => {},
    /** Tells the session the seller's category and whether the level changed (its newReputationSeller). */
    reportReputation: (_, _params: { isNewReputation: boolean; reputationCategory: ReputationCategory }) => {},
    logFailure: (_, _params: { call: string; error: unknown }) => {},
  },
  guards: {
    isFirstLogin: ({ context }) => context.isFirstLogin,
    isNewReputation: ({ context }) => context.isNewReputation,
  },
}).createMachine({
  id: 'reputation',
  context: ({ input }) => ({
    sellerId: input.sellerId,
    reputationCategory: DEFAULT_REPUTATION_CATEGORY,
    isNewReputation: false,
    isFirstLogin: false,
    saveError: null,
  }),
  initial: 'loadingStatus',
  states: {
    // Why first: the modal and the first-login record both speak of the category.
    loadingStatus: {
      invoke: {
        id: 'loadReputationStatus',
        src: 'loadReputationStatus',
        input: ({ context }) => ({ sellerId: context.sellerId }),
        onDone: {
          target: 'loadingModalState',
          actions: { type: 'keepCategory', params: ({ event }) => ({ category: event.output }) },
        },
        // Why Bloqueo: a seller whose reputation cannot be read is shown the locked state, as a new one is.
        onError: {
          target: 'loadingModalState',
          actions: [
            { type: 'keepCategory', params: { category: DEFAULT_REPUTATION_CATEGORY } },
            { type: 'logFailure', params: ({ event }) => ({ call: 'loadReputationStatus', error: event.error }) },
          ],
        },
      },
    },
    // Why: whether the level changed and whether this month's first login was recorded are the server's.
    loadingModalState: {
      invoke: {
        id: 'loadModalState',
        src: 'loadModalState',
        input: ({ context }) => ({ sellerId: context.sellerId }),
        onDone: {
          target: 'settled',
          actions: { type: 'keepModalState', params: ({ event }) => event.output },
        },
        // Why nothing due: an unreadable state must not put a modal in front of the seller's work.
        onError: {
          target: 'settled',
          actions: [
            { type: 'keepModalState', params: { isFirstLogin: false, isNewReputation: false } },
            { type: 'logFailure', params: ({ event }) => ({ call: 'loadModalState', error: event.error }) },
          ],
        },
      },
    },
    // Why parallel: the record is written on the side; its fate never changes what the modal does.
    settled: {
      type: 'parallel',
      entry: {
        type: 'reportReputation',
        params: ({ context }) => ({ isNewReputation: context.isNewReputation, reputationCategory: context.reputationCategory }),
      },
      states: {
        firstLogin: {
          initial: 'deciding',
          states: {
            // Why transient: the modal state said once whether this month has its record.
            deciding: {
              always: [{ guard: 'isFirstLogin', target: 'recording' }, { target: 'notDue' }],
            },
            // Why once: the record is written at the first login of the month only.
            recording: {
              invoke: {
                id: 'recordFirstLogin',
                src: 'recordFirstLogin',
                input: ({ context }) => ({ sellerId: context.sellerId, reputation: loggedReputationOf(context.reputationCategory) }),
                onDone: 'recorded',
                // Why only logged: the seller has nothing to do about it, and the next login tries again.
                onError: {
                  target: 'recorded',
                  actions: { type: 'logFailure', params: ({ event }) => ({ call: 'recordFirstLogin', error: event.error }) },
                },
              },
            },
            // Why: written (or given up on) for this session.
            recorded: { type: 'final' },
            // Why: this month already has its record.
            notDue: { type: 'final' },
          },
        },
        levelChange: {
          initial: 'deciding',
          states: {
            // Why transient: whether the level changed was read once.
            deciding: {
              always: [{ guard: 'isNewReputation', target: 'due' }, { target: 'hidden' }],
            },
            // Why wait: a pending term comes first; the session says when the screen is free.
            due: {
              on: { 'levelChange.show': 'open' },
            },
            // Why: the seller sees the new level until it is recorded as seen.
            open: {
              initial: 'idle',
              states: {
                // Why: waiting for the seller to close or confirm.
                idle: {
                  on: { 'levelChange.close': 'saving' },
                },
                // Why locked: one save at a time; the page reloads when it is stored.
                saving: {
                  entry: 'clearSaveError',
                  invoke: {
                    id: 'saveLevelSeen',
                    src: 'saveLevelSeen',
                    input: ({ context }) => ({ sellerId: context.sellerId, reputation: seenLevelOf(context.reputationCategory) }),
                    onDone: { target: '#reputation.settled.levelChange.closed', actions: 'reloadPage' },
                    onError: {
                      target: 'failed',
                      actions: [
                        { type: 'keepSaveError', params: ({ event }) => ({ code: errorCodeOf(event.error) }) },
                        { type: 'logFailure', params: ({ event }) => ({ call: 'saveLevelSeen', error: event.error }) },
                      ],
                    },
                  },
                },
                // Why the modal stays: unsaved, it would show again at the next login; the seller may send it again.
                failed: {
                  on: { 'levelChange.close': 'saving' },
                },
              },
            },
            // Why: the level did not change.
            hidden: {},
            // Why: recorded as seen; the page reloads.
            closed: {},
          },
        },
      },
    },
  },
});
