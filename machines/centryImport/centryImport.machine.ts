/**
 * /eiffel/centry-auth?code=: Centry sends the seller back here after it approved the marketplace's
 * access. The flow starts the product import with that code, says how it went with a flash message
 * (importStarted, or importFailed in danger) and returns to /eiffel.
 */
import { fromPromise, setup } from 'xstate';
import { errorCodeOf } from '../../shared/api-error.ts';
import type { FlashMessage } from '../flash/flash.machine.ts';
import { portalFlashMessageId } from '../flash/flash.messages.ts';
import { notProvided } from '../notProvided.ts';

export interface CentryImportInput {
  /** The session's seller; null for a role without one (only sellers import). */
  sellerId: number | null;
  /** The OAuth code of the redirect; null when the URL carries none. */
  code: string | null;
}

/** Expected answers of import-start: a job was queued (or this very code had queued one already), or one is running. */
export type StartImportOutput = { outcome: 'started'; jobId: string } | { outcome: 'alreadyRunning' };

/** What the import-start actor gets: the input as is (the actor refuses a missing seller or code). */
export type ImportRequest = CentryImportInput;

/** The three messages the flow ends with. */
export const CENTRY_IMPORT_FLASH = {
  started: { type: 'success', messageId: portalFlashMessageId('importStarted') },
  alreadyRunning: { type: 'warning', messageId: portalFlashMessageId('importAlreadyRunning') },
  failed: { type: 'danger', messageId: portalFlashMessageId('importFailed') },
} as const satisfies Record<string, FlashMessage>;

export const centryImportMachine = setup({
  types: {
    input: {} as CentryImportInput,
    context: {} as CentryImportInput,
  },
  actors: {
    /**
     * GET {import}/import-start?seller_id=&code=; 409 comes back as alreadyRunning, anything else
     * unexpected throws, as does a request without a seller or a code (nothing to start).
     */
    startImport: fromPromise<StartImportOutput, ImportRequest>(async () => notProvided('startImport')()),
  },
  actions: {
    /** Shows the portal's flash message; provided by the composition root (the flash actor). */
    showFlash: (_, _params: FlashMessage) => {},
    /** Goes to /eiffel, replacing this landing page in the history; provided by the route. */
    returnHome: () => {},
    /** Placeholder; the composition root logs where the portal logs. */
    logFailure: (_, _params: { code: string }) => {},
  },
  guards: {
    importAlreadyRunning: (_, output: StartImportOutput) => output.outcome === 'alreadyRunning',
  },
}).createMachine({
  id: 'centryImport',
  context: ({ input }) => input,
  initial: 'starting',
  states: {
    // Why a spinner: the seller sees that the import is being requested before going home. A URL
    // without a code (or a role without a seller) fails here too, without calling the service.
    starting: {
      invoke: {
        id: 'startImport',
        src: 'startImport',
        input: ({ context }) => ({ sellerId: context.sellerId, code: context.code }),
        onDone: [
          { guard: { type: 'importAlreadyRunning', params: ({ event }) => event.output }, target: 'alreadyRunning' },
          { target: 'started' },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'logFailure', params: ({ event }) => ({ code: errorCodeOf(event.error) }) },
        },
      },
    },
    // Why final: the import runs in the background; the seller goes home with the news.
    started: {
      type: 'final',
      entry: [{ type: 'showFlash', params: CENTRY_IMPORT_FLASH.started }, 'returnHome'],
    },
    // Why apart from failed: nothing went wrong, an earlier import is still being copied.
    alreadyRunning: {
      type: 'final',
      entry: [{ type: 'showFlash', params: CENTRY_IMPORT_FLASH.alreadyRunning }, 'returnHome'],
    },
    failed: {
      type: 'final',
      entry: [{ type: 'showFlash', params: CENTRY_IMPORT_FLASH.failed }, 'returnHome'],
    },
  },
});
