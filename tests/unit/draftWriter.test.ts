/**
 * The sign-up draft's writes and age: at most one write per 300 ms and always the latest draft, a
 * pending draft written when the page is hidden or the wizard stops, nothing written after the draft
 * is cleared, and a draft more than a week old discarded when read.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createDraftWriter } from '../../machines/signupWizard/draftWriter.ts';
import { freshSteps, type SignupDraft } from '../../machines/signupWizard/signupDraft.ts';
import { readSignupDraft, SIGNUP_DRAFT_KEY, writeSignupDraft } from '../../src/app/signupDraftStorage.ts';

const draftAt = (stepIndex: number): SignupDraft => ({ version: 1, stepIndex, steps: freshSteps(), editing: null, submission: null });

function writerWithLog() {
  const written: number[] = [];
  const log: string[] = [];
  let hide: (() => void) | null = null;
  const writer = createActor(
    createDraftWriter({
      write: (draft) => {
        written.push(draft.stepIndex);
        log.push(`write ${draft.stepIndex}`);
      },
      clear: () => log.push('clear'),
      onPageHide: (flush) => {
        hide = flush;
        return () => {
          hide = null;
        };
      },
    }),
  ).start();
  return { writer, written, log, pageHides: () => hide?.() };
}

describe('draft writer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes a burst of edits once, 300 ms after the first, with the latest draft', () => {
    const { writer, written } = writerWithLog();
    for (let index = 0; index < 5; index++) {
      writer.send({ type: 'draft.save', draft: draftAt(index) });
      vi.advanceTimersByTime(50);
    }
    // 250 ms after the first save: nothing written yet.
    expect(written).toEqual([]);
    vi.advanceTimersByTime(50);
    expect(written).toEqual([4]);
    writer.stop();
  });

  it('writes at most once per 300 ms while the person keeps typing, never losing the last edit', () => {
    const { writer, written } = writerWithLog();
    // An edit every 100 ms for one second: 10 edits.
    for (let index = 0; index < 10; index++) {
      writer.send({ type: 'draft.save', draft: draftAt(index) });
      vi.advanceTimersByTime(100);
    }
    vi.advanceTimersByTime(300);
    expect(written).toEqual([2, 5, 8, 9]);
    writer.stop();
  });

  it('writes a pending draft at once when the page is hidden', () => {
    const { writer, written, pageHides } = writerWithLog();
    writer.send({ type: 'draft.save', draft: draftAt(3) });
    pageHides();
    expect(written).toEqual([3]);
    // Nothing left for the timer.
    vi.advanceTimersByTime(1000);
    expect(written).toEqual([3]);
    writer.stop();
  });

  it('writes a pending draft when the wizard stops (the page is left), and stops listening to the page', () => {
    const { writer, written, pageHides } = writerWithLog();
    writer.send({ type: 'draft.save', draft: draftAt(1) });
    writer.stop();
    expect(written).toEqual([1]);
    pageHides();
    expect(written).toEqual([1]);
  });

  it('clears the draft and drops a pending write, so nothing of a finished application comes back', () => {
    const { writer, log } = writerWithLog();
    writer.send({ type: 'draft.save', draft: draftAt(5) });
    writer.send({ type: 'draft.clear' });
    vi.advanceTimersByTime(1000);
    writer.stop();
    expect(log).toEqual(['clear']);
  });
});

describe('draft age', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const memory = () => {
    const items = new Map<string, string>();
    return { items, getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key) };
  };

  it('dates every write', () => {
    const storage = memory();
    writeSignupDraft(storage, draftAt(2), () => 1_700_000_000_000);
    expect(JSON.parse(storage.items.get(SIGNUP_DRAFT_KEY)!)).toMatchObject({ stepIndex: 2, savedAt: 1_700_000_000_000 });
  });

  it('keeps a draft for seven days after its last write', () => {
    const storage = memory();
    const savedAt = 1_700_000_000_000;
    writeSignupDraft(storage, draftAt(2), () => savedAt);
    expect(readSignupDraft(storage, () => savedAt + 7 * DAY)?.stepIndex).toBe(2);
  });

  it('discards (and deletes) a draft older than seven days, bank and tax id with it', () => {
    const storage = memory();
    const savedAt = 1_700_000_000_000;
    writeSignupDraft(storage, draftAt(2), () => savedAt);
    expect(readSignupDraft(storage, () => savedAt + 7 * DAY + 1)).toBeNull();
    expect(storage.items.has(SIGNUP_DRAFT_KEY)).toBe(false);
  });

  it('keeps an undated draft written before drafts were dated', () => {
    const storage = memory();
    storage.items.set(SIGNUP_DRAFT_KEY, JSON.stringify(draftAt(1)));
    expect(readSignupDraft(storage, () => Date.now())?.stepIndex).toBe(1);
  });
});
