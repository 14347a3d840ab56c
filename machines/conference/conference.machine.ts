/**
 * The Seller Conference invitation: a modal shown to the listed sellers until the cutoff
 * (shared/conference.ts holds both as data). Closing it sets the storage flag 'modalConference' to
 * '0' and reloads the page; the flag keeps it closed afterwards.
 *
 * It is a child of the auth chart for sellers only: the session gives the seller id as input. The
 * portal clock and the stored flag are readings of the browser, so the composition root provides the
 * two guards that read them (tests drive them with a fixed clock).
 */
import { and, not, setup } from 'xstate';

export interface ConferenceInput {
  sellerId: number | null;
}

export type ConferenceEvent = { type: 'conference.close' };

export const conferenceMachine = setup({
  types: {
    context: {} as ConferenceInput,
    input: {} as ConferenceInput,
    events: {} as ConferenceEvent,
  },
  actions: {
    // Effects on the browser, provided by the composition root:
    /** Sets the flag 'modalConference' to '0' in storage. */
    rememberDismissal: () => {},
    /** Reloads the page. */
    reloadPage: () => {},
  },
  guards: {
    /** A listed seller, before the cutoff by the portal clock; provided by the composition root. */
    invitationStands: (_args: { context: ConferenceInput }) => false,
    /** The flag 'modalConference' is '0': the seller closed the modal in an earlier visit; provided. */
    dismissedBefore: () => false,
  },
}).createMachine({
  id: 'conference',
  context: ({ input }) => ({ sellerId: input.sellerId }),
  initial: 'deciding',
  states: {
    // Why transient: the answer depends only on the seller, the clock and the flag, read once.
    deciding: {
      always: [
        { guard: and([not('dismissedBefore'), 'invitationStands']), target: 'open' },
        { target: 'hidden' },
      ],
    },
    // Why: an invited seller, before the cutoff, who has not closed it yet.
    open: {
      on: { 'conference.close': { target: 'closed', actions: ['rememberDismissal', 'reloadPage'] } },
    },
    // Why: not a listed seller, the cutoff has passed, or the seller closed it in an earlier visit.
    hidden: {},
    // Why: closed now; the flag is stored and the page reloads.
    closed: {},
  },
});
