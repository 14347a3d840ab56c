/**
 * The sign-up draft in browser storage, under
 * 'signupDraft' as JSON `{ version, stepIndex, steps, editing, submission, savedAt }`.
 *
 * A draft holds a company's tax id and bank account: it is kept for a week after its last write
 * (`DRAFT_MAX_AGE_MS`), and an older one is deleted when read. Success deletes it at once.
 *
 * A proof file can be ~4 MB of base64, about the whole quota of local storage. When a write does not
 * fit, it is tried again with the file's content left out (name, type and size kept): the draft keeps
 * every typed value, and the wizard asks for the file again on restore. Anything else that fails
 * (storage disabled, still no room) leaves the previous draft in place: the wizard keeps working
 * from memory.
 */
import type { ProofFileValue } from '../../shared/onboarding/steps.ts';
import { SIGNUP_DRAFT_VERSION, type SignupDraft } from '../../machines/signupWizard/signupDraft.ts';

export const SIGNUP_DRAFT_KEY = 'signupDraft';

/** How long a draft is kept after its last write: a week. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** What a write did: everything kept, kept without the proof file's content, or nothing written. */
export type DraftWriteOutcome = 'saved' | 'savedWithoutFile' | 'notSaved';

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The stored draft, or null when there is none, it cannot be read (corrupt JSON, another version) or
 * it is more than a week old (then it is deleted). A draft without a date (written before drafts were
 * dated) is kept: its next write dates it.
 */
export function readSignupDraft(storage: DraftStorage, now: () => number = Date.now): SignupDraft | null {
  let text: string | null;
  try {
    text = storage.getItem(SIGNUP_DRAFT_KEY);
  } catch {
    return null;
  }
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!isDraftShaped(parsed)) return null;
    if (typeof parsed.savedAt === 'number' && now() - parsed.savedAt > DRAFT_MAX_AGE_MS) {
      clearSignupDraft(storage);
      return null;
    }
    return parsed;
  } catch {
    return null;
  }
}

/** The outer shape only: the wizard checks every value when it starts from the draft. */
function isDraftShaped(value: unknown): value is SignupDraft {
  if (!value || typeof value !== 'object') return false;
  const draft = value as Record<string, unknown>;
  return draft.version === SIGNUP_DRAFT_VERSION && typeof draft.stepIndex === 'number' && Array.isArray(draft.steps);
}

const isQuotaExceeded = (error: unknown): boolean =>
  error instanceof DOMException &&
  (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED' || error.code === 22 || error.code === 1014);

/** The draft with every proof file's content left out (name, type and size kept). */
export function withoutProofFileContent(draft: SignupDraft): SignupDraft {
  const strip = <T,>(values: T): T => {
    const file = (values as { proofFile?: ProofFileValue | null } | null)?.proofFile;
    return file ? { ...values, proofFile: { ...file, contentBase64: '' } } : values;
  };
  return {
    ...draft,
    steps: draft.steps.map((record) => ({ ...record, data: strip(record.data) })),
    editing: draft.editing ? { ...draft.editing, values: strip(draft.editing.values) } : null,
  };
}

/** Writes the draft, dated; when it does not fit, writes it without the proof file's content. */
export function writeSignupDraft(storage: DraftStorage, undated: SignupDraft, now: () => number = Date.now): DraftWriteOutcome {
  const draft = { ...undated, savedAt: now() };
  try {
    storage.setItem(SIGNUP_DRAFT_KEY, JSON.stringify(draft));
    return 'saved';
  } catch (error) {
    if (!isQuotaExceeded(error)) return 'notSaved';
  }
  try {
    storage.setItem(SIGNUP_DRAFT_KEY, JSON.stringify(withoutProofFileContent(draft)));
    return 'savedWithoutFile';
  } catch {
    return 'notSaved';
  }
}

/** Deletes the draft (success, or quitting after the warning). */
export function clearSignupDraft(storage: DraftStorage): void {
  try {
    storage.removeItem(SIGNUP_DRAFT_KEY);
  } catch {
    // Storage disabled: there is no draft to delete.
  }
}

/**
 * A writer for one wizard: like `writeSignupDraft`, but once a proof file did not fit it goes
 * straight to the draft without that file's content, instead of trying the full draft (and
 * serialising megabytes) again on every keystroke.
 */
export function createSignupDraftWriter(storage: DraftStorage, now: () => number = Date.now): (draft: SignupDraft) => DraftWriteOutcome {
  let tooLarge: string | null = null;
  return (draft) => {
    const content = proofFileContentOf(draft);
    if (content !== null && content === tooLarge) {
      try {
        storage.setItem(SIGNUP_DRAFT_KEY, JSON.stringify(withoutProofFileContent({ ...draft, savedAt: now() })));
        return 'savedWithoutFile';
      } catch {
        return 'notSaved';
      }
    }
    const outcome = writeSignupDraft(storage, draft, now);
    tooLarge = outcome === 'savedWithoutFile' ? content : null;
    return outcome;
  };
}

/** The content of the bank step's proof file (stored, or being edited), if any. */
function proofFileContentOf(draft: SignupDraft): string | null {
  const fileOf = (values: unknown) => (values as { proofFile?: ProofFileValue | null } | null)?.proofFile?.contentBase64 || null;
  return fileOf(draft.editing?.values) ?? draft.steps.map((record) => fileOf(record.data)).find((content) => content !== null) ?? null;
}
