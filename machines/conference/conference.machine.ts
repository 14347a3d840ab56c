/**
 * The Seller Conference invitation (spec sections 2, 4 and 9): a modal shown to the listed sellers
 * until the cutoff (shared/conference.ts holds both as data). Closing it sets the storage flag
 * 'modalConference' to '0' and reloads the page; the flag keeps it closed afterwards. The session's
 * start carries the seller, the portal clock's time and the stored flag, so tests drive it with a
 * fixed clock.
 */
import { setup } from 'xstate';
import { conferenceInvitationStands } from '../../shared/conference.ts';

export type ConferenceEvent =
  | {
      type: 'session.started';
      role: string;
      sellerId: number | null;
      /** The portal clock's time when the session started (ms since the epoch). */
      now: number;
      /** The flag 'modalConference' is '0': the seller closed the modal in an earlier visit. */
      dismissed: boolean;
    }
  | { type: 'session.ended' }
  | { type: 'conference.close' };

export const conferenceMachine = setup({
  types: {
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
    /**
     * Only sellers get the conference modal (spec section 6), and only listed ones, before the
     * cutoff, unless they closed it before.
     */
    invitationStands: (_, params: Omit<Extract<ConferenceEvent, { type: 'session.started' }>, 'type'>) =>
      params.role === 'seller' && !params.dismissed && conferenceInvitationStands(params.sellerId, params.now),
  },
}).createMachine({
  id: 'conference',
  initial: 'idle',
  on: { 'session.ended': '.idle' },
  states: {
    // Why: no one is signed in.
    idle: {
      on: {
        'session.started': [
          { guard: { type: 'invitationStands', params: ({ event }) => event }, target: 'open' },
          { target: 'hidden' },
        ],
      },
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
