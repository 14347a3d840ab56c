/**
 * The sign-up draft in browser storage: what is written comes back, what cannot be read is ignored,
 * and a proof file too large for the quota is dropped alone, its name kept so the bank step asks for
 * it again.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  clearSignupDraft,
  createSignupDraftWriter,
  readSignupDraft,
  SIGNUP_DRAFT_KEY,
  writeSignupDraft,
} from '../../src/app/signupDraftStorage.ts';
import { freshSteps, wizardStartFrom, type SignupDraft } from '../../machines/signupWizard/signupDraft.ts';
import { draftOf, signupWizardMachine } from '../../machines/signupWizard/signupWizard.machine.ts';
import { selectDroppedProofFile, selectSignupData, selectStepIndicators } from '../../machines/signupWizard/signupWizard.selectors.ts';
import { FORM_STEP_KEYS, type BankValues } from '../../shared/onboarding/steps.ts';
import { pdfProof, validSpaSignupData } from './onboarding-fixtures.ts';

/** Local storage as browsers have it: string values, and a quota counted in UTF-16 code units. */
class MemoryStorage implements Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  readonly items = new Map<string, string>();
  writes = 0;
  constructor(private readonly quota = Number.POSITIVE_INFINITY) {}
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.writes++;
    const others = [...this.items].filter(([k]) => k !== key).reduce((sum, [k, v]) => sum + k.length + v.length, 0);
    if (others + key.length + value.length > this.quota) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

/** A draft of an applicant on the logistic step, every earlier step passed, with a proof file of `bytes`. */
function draftAtLogistic(proofBytes = 2048): SignupDraft {
  const data = validSpaSignupData();
  data.bank = { ...data.bank, proofFile: pdfProof('cartola-banco.pdf', proofBytes) };
  const steps = freshSteps();
  FORM_STEP_KEYS.forEach((step, index) => {
    if (index < 4) steps[index] = { data: data[step], success: true, attempted: true, stale: false, touched: { [Object.keys(data[step])[0]!]: true } };
  });
  return {
    version: 1,
    stepIndex: 4,
    steps,
    editing: { step: 'logistic', values: { ...data.logistic, nameNode: 'Bodega Quili' }, touched: { nameNode: true } },
    submission: null,
  };
}

describe('sign-up draft storage', () => {
  it('reads back what it wrote, and the wizard restarts on the saved step with every value', () => {
    const storage = new MemoryStorage();
    const draft = draftAtLogistic();
    expect(writeSignupDraft(storage, draft)).toBe('saved');

    const read = readSignupDraft(storage);
    expect(read).toEqual({ ...draft, savedAt: expect.any(Number) });

    const wizard = createActor(signupWizardMachine, { input: { draft: read } }).start();
    const snapshot = wizard.getSnapshot();
    expect(snapshot.context.stepIndex).toBe(4);
    expect(selectSignupData(snapshot).bank).toEqual(draft.steps[3]!.data);
    // The logistic form comes back with what was being typed, not the stored (empty) values.
    expect(snapshot.context.stepForm?.getSnapshot().context.values).toEqual(draft.editing!.values);
    expect(selectStepIndicators(snapshot).map(({ state }) => state)).toEqual(['complete', 'complete', 'complete', 'complete', 'active', 'inactive']);
    // Written again unchanged by the running wizard.
    expect(draftOf(snapshot.context)).toEqual({ ...draft, editing: draft.editing });
    wizard.stop();
  });

  it.each([
    ['not JSON', '{"version":1,"stepIndex":'],
    ['JSON of another shape', '["signup"]'],
    ['another version', JSON.stringify({ version: 99, stepIndex: 2, steps: [] })],
    ['null', 'null'],
  ])('ignores a stored draft that is %s', (_, text) => {
    const storage = new MemoryStorage();
    storage.items.set(SIGNUP_DRAFT_KEY, text);
    expect(readSignupDraft(storage)).toBeNull();
  });

  it('ignores storage that refuses to be read', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      setItem: () => {},
      removeItem: () => {},
    };
    expect(readSignupDraft(refusing)).toBeNull();
  });

  it('starts from nothing what a tampered draft cannot justify: unknown fields, wrong types, a step not reached', () => {
    const draft = draftAtLogistic();
    const tampered = JSON.parse(JSON.stringify(draft)) as SignupDraft;
    (tampered.steps[0]!.data as unknown as Record<string, unknown>).injected = '<script>';
    (tampered.steps[0]!.data as unknown as Record<string, unknown>).nProducts = 350;
    tampered.steps[2]!.success = false;
    const start = wizardStartFrom(tampered);
    expect(start.steps[0]!.data).not.toHaveProperty('injected');
    expect((start.steps[0]!.data as unknown as Record<string, unknown>).nProducts).toBe('');
    // The legal step never passed Next, so the wizard cannot be further than it.
    expect(start.stepIndex).toBe(2);
    // What was being typed on the logistic step is kept there, as if left with Back.
    expect(start.steps[4]!.data).toEqual(draft.editing!.values);
    expect(start.steps[4]!.attempted).toBe(true);
    expect(start.editing).toBeNull();
  });

  it('drops only the proof file when the draft does not fit, keeping its name', () => {
    const small = draftAtLogistic(256);
    const large = draftAtLogistic(3 * 1024 * 1024);
    // Room for the draft without the file, not with it.
    const storage = new MemoryStorage(JSON.stringify(small).length + 10_000);
    expect(writeSignupDraft(storage, large)).toBe('savedWithoutFile');

    const read = readSignupDraft(storage)!;
    const file = (read.steps[3]!.data as BankValues).proofFile!;
    expect(file).toEqual({ fileName: 'cartola-banco.pdf', contentType: 'application/pdf', size: 3 * 1024 * 1024, contentBase64: '' });
    expect(read.editing).toEqual(large.editing);
    expect(read.steps[0]).toEqual(large.steps[0]);

    // The wizard asks for the file again: back on the bank step, no file, the step no longer complete.
    const start = wizardStartFrom(read);
    expect(start.droppedProofFile).toBe('cartola-banco.pdf');
    expect(start.stepIndex).toBe(3);
    expect((start.steps[3]!.data as BankValues).proofFile).toBeNull();
    expect(start.steps[3]!.success).toBe(false);
    expect(start.steps[4]!.data).toEqual(large.editing!.values);

    const wizard = createActor(signupWizardMachine, { input: { draft: read } }).start();
    expect(selectDroppedProofFile(wizard.getSnapshot())).toBe('cartola-banco.pdf');
    wizard.stop();
  });

  it('writes nothing when even the draft without the file does not fit, keeping the previous one', () => {
    const storage = new MemoryStorage(64);
    storage.items.set(SIGNUP_DRAFT_KEY, 'x');
    expect(writeSignupDraft(storage, draftAtLogistic())).toBe('notSaved');
    expect(storage.getItem(SIGNUP_DRAFT_KEY)).toBe('x');
  });

  it('once a file did not fit, the writer stops trying to store it on every keystroke', () => {
    const small = draftAtLogistic(256);
    const storage = new MemoryStorage(JSON.stringify(small).length + 10_000);
    const write = createSignupDraftWriter(storage);
    const large = draftAtLogistic(3 * 1024 * 1024);
    expect(write(large)).toBe('savedWithoutFile');
    expect(storage.writes).toBe(2);
    const typed = { ...large, editing: { ...large.editing!, values: { ...large.editing!.values, nameNode: 'Bodega Quilicura' } } };
    expect(write(typed)).toBe('savedWithoutFile');
    expect(storage.writes).toBe(3);
    expect(readSignupDraft(storage)!.editing).toEqual(typed.editing);
    // Another file is tried in full again.
    const smaller = { ...typed, steps: small.steps };
    expect(write(smaller)).toBe('saved');
  });

  it('clears the draft', () => {
    const storage = new MemoryStorage();
    writeSignupDraft(storage, draftAtLogistic());
    clearSignupDraft(storage);
    expect(readSignupDraft(storage)).toBeNull();
  });
});
