/**
 * The sign-up draft: everything the wizard needs to start again where the applicant was after a
 * reload or a closed tab ("never lose what the applicant typed"). The wizard writes one on
 * every edit and every stored step (`saveDraft`); the route reads it back as the wizard's input.
 *
 * The proof file may not fit in browser storage (a 3 MB file is ~4 MB of base64, close to the
 * usual 5 MB quota). The storage then keeps the draft without the file's content but with its
 * name; restoring such a draft leaves the bank step without a file, no longer complete, names the
 * file so the step can ask for it again, and starts no later than the bank step.
 */
import {
  emptySignupData,
  fieldNamesOf,
  FORM_STEP_KEYS,
  STEP_KEYS,
  type BankValues,
  type FieldValue,
  type FormStepKey,
  type ProofFileValue,
  type SignupData,
  type StepKey,
  type StepValues,
} from '../../shared/onboarding/steps.ts';

export const SIGNUP_DRAFT_VERSION = 1;

/** What the wizard knows of one step (by position; the confirmation step holds no data). */
export interface StepRecord {
  /** The values stored by the last Next or Back (`null` for the confirmation step). */
  data: StepValues | null;
  /** Passed Next (for the confirmation step: End). */
  success: boolean;
  /** The person worked on it: tried Next on it, or left it with Back. */
  attempted: boolean;
  /** Passed Next once, then its stored values were changed through Back without passing Next again. */
  stale: boolean;
  /** Fields touched when it was stored, so its errors (and a second Next) behave as before. */
  touched: Record<string, true>;
}

/** The values of the step on screen, typed since it was last stored. */
export interface EditingValues {
  step: FormStepKey;
  values: StepValues;
  touched: Record<string, true>;
}

/** The Idempotency-Key of the data last sent, so a resend of the same data after a reload reuses it. */
export interface SubmissionKey {
  idempotencyKey: string;
  /** Hash of the data the key was made for. */
  fingerprint: string;
}

export interface SignupDraft {
  version: typeof SIGNUP_DRAFT_VERSION;
  stepIndex: number;
  steps: StepRecord[];
  editing: EditingValues | null;
  submission: SubmissionKey | null;
  /** When browser storage wrote it (epoch ms); a draft older than a week is discarded on load. */
  savedAt?: number;
}

/** Where the wizard starts: from a draft, or from nothing. */
export interface WizardStart {
  stepIndex: number;
  steps: StepRecord[];
  editing: EditingValues | null;
  submission: SubmissionKey | null;
  /** The name of a proof file the draft could not keep: the bank step must ask for it again. */
  droppedProofFile: string | null;
}

export const LAST_STEP_INDEX = STEP_KEYS.length - 1;
const BANK_INDEX = STEP_KEYS.indexOf('bank');

export const stepKeyAt = (index: number): StepKey => STEP_KEYS[index] ?? 'confirmation';

/** The form step at `index`, or null for the confirmation step. */
export const formStepAt = (index: number): FormStepKey | null => {
  const key = stepKeyAt(index);
  return key === 'confirmation' ? null : key;
};

const emptyRecord = (index: number): StepRecord => {
  const step = formStepAt(index);
  return { data: step ? { ...emptySignupData[step] } : null, success: false, attempted: false, stale: false, touched: {} };
};

/** The records of a wizard nobody has touched. */
export const freshSteps = (): StepRecord[] => STEP_KEYS.map((_, index) => emptyRecord(index));

/** Every step's stored data, as one application. */
export function signupDataOf(steps: readonly StepRecord[]): SignupData {
  const data = {} as Record<FormStepKey, StepValues>;
  FORM_STEP_KEYS.forEach((step, index) => {
    data[step] = steps[index]?.data ?? emptySignupData[step];
  });
  return data as unknown as SignupData;
}

/** Whether two step values hold the same thing (field by field). */
export function sameValues(a: StepValues | null, b: StepValues | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * A quick, stable hash (cyrb53) of the data, to tell whether what is sent now is what a key was
 * made for; only used to compare, never to protect anything.
 */
export function fingerprintOf(data: SignupData): string {
  const text = JSON.stringify(data);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** Only the step's own fields, each of a value the field can hold, filled from the empty step. */
function cleanValues(step: FormStepKey, values: unknown): StepValues {
  const source = (values && typeof values === 'object' ? values : {}) as Record<string, unknown>;
  const empty = emptySignupData[step] as unknown as Record<string, FieldValue>;
  const clean: Record<string, FieldValue> = {};
  for (const name of fieldNamesOf(step)) {
    const value = source[name];
    const fallback = empty[name] ?? '';
    clean[name] = typeof value === typeof fallback || (name === 'proofFile' && isProofFile(value)) ? (value as FieldValue) : fallback;
  }
  return clean as unknown as StepValues;
}

function isProofFile(value: unknown): value is ProofFileValue {
  if (!value || typeof value !== 'object') return false;
  const file = value as Record<string, unknown>;
  return typeof file.fileName === 'string' && typeof file.contentType === 'string' && typeof file.size === 'number' && typeof file.contentBase64 === 'string';
}

/** The name of a proof file kept without its content, and the values without it. */
function withoutDroppedFile(values: StepValues): { values: StepValues; dropped: string | null } {
  const file = (values as BankValues).proofFile;
  if (!file || file.contentBase64 !== '') return { values, dropped: null };
  return { values: { ...(values as BankValues), proofFile: null }, dropped: file.fileName };
}

const cleanTouched = (touched: unknown): Record<string, true> =>
  touched && typeof touched === 'object'
    ? Object.fromEntries(Object.entries(touched).filter(([, value]) => value === true).map(([name]) => [name, true as const]))
    : {};

/**
 * Where the wizard starts from `draft` (or from nothing). The draft comes from browser storage, so
 * it is taken apart defensively: unknown fields are dropped, missing ones are empty, and the step is
 * never later than the first step that has not passed Next (the only way the wizard gets there).
 */
export function wizardStartFrom(draft: SignupDraft | null | undefined): WizardStart {
  const start: WizardStart = { stepIndex: 0, steps: freshSteps(), editing: null, submission: null, droppedProofFile: null };
  if (!draft || draft.version !== SIGNUP_DRAFT_VERSION) return start;

  const steps = start.steps.map((fresh, index): StepRecord => {
    const saved = draft.steps?.[index];
    const step = formStepAt(index);
    if (!saved) return fresh;
    return {
      data: step ? cleanValues(step, saved.data) : null,
      success: saved.success === true,
      attempted: saved.attempted === true,
      stale: saved.stale === true,
      touched: cleanTouched(saved.touched),
    };
  });
  let editing: EditingValues | null =
    draft.editing && FORM_STEP_KEYS.includes(draft.editing.step)
      ? { step: draft.editing.step, values: cleanValues(draft.editing.step, draft.editing.values), touched: cleanTouched(draft.editing.touched) }
      : null;

  let droppedProofFile: string | null = null;
  const bank = steps[BANK_INDEX]!;
  const storedBank = withoutDroppedFile(bank.data!);
  if (storedBank.dropped) {
    droppedProofFile = storedBank.dropped;
    steps[BANK_INDEX] = { ...bank, data: storedBank.values, success: false, attempted: true, stale: false };
  }
  if (editing?.step === 'bank') {
    const edited = withoutDroppedFile(editing.values);
    droppedProofFile ??= edited.dropped;
    editing = { ...editing, values: edited.values };
  }

  const firstIncomplete = steps.findIndex((record, index) => index < LAST_STEP_INDEX && (!record.success || record.stale));
  const reachable = firstIncomplete === -1 ? LAST_STEP_INDEX : firstIncomplete;
  const wanted = Number.isInteger(draft.stepIndex) ? Math.min(Math.max(draft.stepIndex, 0), LAST_STEP_INDEX) : 0;
  const stepIndex = Math.min(wanted, reachable);

  // Values typed on a step the wizard no longer starts on are kept as if left with Back.
  if (editing && STEP_KEYS.indexOf(editing.step) !== stepIndex) {
    const index = STEP_KEYS.indexOf(editing.step);
    const record = steps[index]!;
    const changed = !sameValues(record.data, editing.values);
    steps[index] = {
      ...record,
      data: editing.values,
      attempted: true,
      stale: record.stale || (record.success && changed),
      touched: editing.touched,
    };
    editing = null;
  }

  const submission =
    draft.submission && typeof draft.submission.idempotencyKey === 'string' && typeof draft.submission.fingerprint === 'string'
      ? { idempotencyKey: draft.submission.idempotencyKey, fingerprint: draft.submission.fingerprint }
      : null;
  return { stepIndex, steps, editing, submission, droppedProofFile };
}
