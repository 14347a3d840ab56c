/**
 * The wizard's draft writer: an actor the wizard invokes for its whole life and tells every change
 * (`draft.save`) or the end of the application (`draft.clear`). Writes are throttled: at most one
 * per `delayMs`, and always the latest draft, so a burst of keystrokes costs one write; a pending
 * draft is written at once when the page is hidden (a closed tab) or the wizard stops.
 */
import { fromCallback } from 'xstate';
import type { SignupDraft } from './signupDraft.ts';

/** At most one draft write per this many milliseconds. */
export const DRAFT_WRITE_INTERVAL_MS = 300;

export type DraftWriterEvent = { type: 'draft.save'; draft: SignupDraft } | { type: 'draft.clear' };

export interface DraftWriterPorts {
  write: (draft: SignupDraft) => void;
  clear: () => void;
  /** Calls `flush` when the page is being hidden; answers how to stop listening. */
  onPageHide?: (flush: () => void) => () => void;
  delayMs?: number;
}

/** The `draftWriter` actor for `signupWizardMachine.provide({ actors })`. */
export function createDraftWriter({ write, clear, onPageHide, delayMs = DRAFT_WRITE_INTERVAL_MS }: DraftWriterPorts) {
  return fromCallback<DraftWriterEvent>(({ receive }) => {
    let pending: SignupDraft | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const cancel = () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    };
    const flush = () => {
      cancel();
      if (pending) write(pending);
      pending = null;
    };
    receive((event) => {
      if (event.type === 'draft.save') {
        pending = event.draft;
        timer ??= setTimeout(flush, delayMs);
      } else {
        // Nothing pending may bring a finished application back after it is cleared.
        pending = null;
        cancel();
        clear();
      }
    });
    const stopListening = onPageHide?.(flush);
    return () => {
      stopListening?.();
      flush();
    };
  });
}
