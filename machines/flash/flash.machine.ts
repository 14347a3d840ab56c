/**
 * The portal's one flash message, drawn bottom-centre over every screen. It holds a message id and
 * its values (never text): the view translates them.
 */
import { assertEvent, assign, setup } from 'xstate';

export type FlashType = 'success' | 'danger' | 'warning' | 'info';

export interface FlashMessage {
  type: FlashType;
  /** A catalog id, e.g. 'flash.passwordChanged'. */
  messageId: string;
  values?: Record<string, string | number>;
}

export type FlashEvent = { type: 'flash.show'; message: FlashMessage } | { type: 'flash.dismiss' };

/** A flash message clears itself after 10 seconds. */
export const FLASH_LIFETIME_MS = 10_000;

export const flashMachine = setup({
  types: {
    context: {} as { message: FlashMessage | null },
    events: {} as FlashEvent,
  },
  actions: {
    keepMessage: assign({
      message: ({ event }) => {
        assertEvent(event, 'flash.show');
        return event.message;
      },
    }),
    forgetMessage: assign({ message: null }),
  },
  delays: {
    flashLifetime: FLASH_LIFETIME_MS,
  },
}).createMachine({
  id: 'flash',
  context: { message: null },
  initial: 'hidden',
  states: {
    hidden: {
      on: { 'flash.show': { target: 'visible', actions: 'keepMessage' } },
    },
    visible: {
      after: { flashLifetime: { target: 'hidden', actions: 'forgetMessage' } },
      on: {
        // Why re-enter: a newer message replaces the shown one and gets its own full 10 seconds.
        'flash.show': { target: 'visible', reenter: true, actions: 'keepMessage' },
        'flash.dismiss': { target: 'hidden', actions: 'forgetMessage' },
      },
    },
  },
});
