/**
 * The Seller Conference invitation: a modal shown to the invited sellers until the cutoff. The list
 * of invited sellers is the portal's (shared/conference.ts); the cutoff is the reputation rules'
 * (Configuración > Reglas), which the server sends with the seller configuration, so an admin's
 * change reaches the invitation at the seller's next sign-in. Closing it sets the storage flag
 * 'modalConference' to '0' and reloads the page; the flag keeps it closed afterwards.
 *
 * It is a child of the auth chart for sellers only: the session gives the seller id as input. The
 * portal clock and the stored flag are readings of the browser, so the composition root provides the
 * guards that read them (tests drive them with a fixed clock).
 */
import { assign, fromPromise, or, not, setup } from 'xstate';
import { notProvided } from '../notProvided.ts';

export interface ConferenceInput {
  sellerId: number | null;
}

export interface ConferenceContext extends ConferenceInput {
  /** The instant the invitation ends (ISO, UTC), once read; the modal prints it in Santiago time. */
  cutoff: string | null;
}

export type ConferenceEvent = { type: 'conference.close' };

export const conferenceMachine = setup({
  types: {
    context: {} as ConferenceContext,
    input: {} as ConferenceInput,
    events: {} as ConferenceEvent,
  },
  actors: {
    /** GET {sellers}/sellers/seller-configuration/{sellerId}: the cutoff of the rules in force. */
    loadCutoff: fromPromise<string, { sellerId: number }>(async () => notProvided('loadCutoff')()),
  },
  actions: {
    keepCutoff: assign({ cutoff: (_, params: { cutoff: string }) => params.cutoff }),
    // Effects on the browser, provided by the composition root:
    /** Sets the flag 'modalConference' to '0' in storage. */
    rememberDismissal: () => {},
    /** Reloads the page. */
    reloadPage: () => {},
  },
  guards: {
    /** The seller is on the portal's list of invited sellers. */
    isInvited: (_args: { context: ConferenceContext }) => false,
    /** The portal clock is strictly before the cutoff; provided by the composition root. */
    beforeCutoff: (_args, _params: { cutoff: string }) => false,
    /** The flag 'modalConference' is '0': the seller closed the modal in an earlier visit; provided. */
    dismissedBefore: () => false,
  },
}).createMachine({
  id: 'conference',
  context: ({ input }) => ({ sellerId: input.sellerId, cutoff: null }),
  initial: 'deciding',
  states: {
    // Why transient: the list and the flag are read once; only an invited seller asks for the cutoff.
    deciding: {
      always: [{ guard: or(['dismissedBefore', not('isInvited')]), target: 'hidden' }, { target: 'loading' }],
    },
    // Why: the cutoff is the rules version in force, which only the server knows.
    loading: {
      invoke: {
        id: 'loadCutoff',
        src: 'loadCutoff',
        input: ({ context }) => ({ sellerId: context.sellerId ?? 0 }),
        onDone: [
          {
            guard: { type: 'beforeCutoff', params: ({ event }) => ({ cutoff: event.output }) },
            target: 'open',
            actions: { type: 'keepCutoff', params: ({ event }) => ({ cutoff: event.output }) },
          },
          { target: 'hidden' },
        ],
        // Why hidden: without the cutoff the invitation cannot say until when it stands, nor whether it still does.
        onError: 'hidden',
      },
    },
    // Why: an invited seller, before the cutoff, who has not closed it yet.
    open: {
      on: { 'conference.close': { target: 'closed', actions: ['rememberDismissal', 'reloadPage'] } },
    },
    // Why: not an invited seller, the cutoff has passed or could not be read, or the seller closed it before.
    hidden: {},
    // Why: closed now; the flag is stored and the page reloads.
    closed: {},
  },
});
