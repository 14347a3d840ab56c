/** What a record editor's page shows, as pure functions of its snapshot (for `useSelector`). */
import type { ActorRef, AnyMachineSnapshot, Snapshot } from 'xstate';
import type { FormEmitted, FormEvent } from '../../../machines/form/form.machine.ts';
import type { FormSnapshot } from '../../../machines/form/form.selectors.ts';
import type { RecordActionKind, RecordEditorState } from './recordEditor.ts';

export interface RecordEditorSnapshot<TRecord, TAction extends string> extends Pick<AnyMachineSnapshot, 'matches' | 'can' | 'children'> {
  context: RecordEditorState<TRecord, TAction>;
}

/** What the list's place shows: the loader, the failure, or the records. */
export type RecordsScreen = 'loading' | 'failed' | 'shown';

export const selectRecordsScreen = (snapshot: RecordEditorSnapshot<unknown, string>): RecordsScreen => {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('failed')) return 'failed';
  return 'shown';
};

export const selectRecords = <TRecord>(snapshot: RecordEditorSnapshot<TRecord, string>): TRecord[] => snapshot.context.records ?? [];
export const selectLoadProblem = (snapshot: RecordEditorSnapshot<unknown, string>): string | null => (snapshot.matches('failed') ? snapshot.context.problem : null);

/** What the page reports above the list, once. */
export type RecordNotice<TRecord, TAction extends string> =
  | { kind: 'done'; action: TAction; record: TRecord | null; written: TRecord[] }
  | { kind: 'refused'; action: TAction; record: TRecord | null; code: string }
  | { kind: 'conflict'; action: TAction; record: TRecord | null; reloading: boolean };

export const selectNotice = <TRecord, TAction extends string>(snapshot: RecordEditorSnapshot<TRecord, TAction>): RecordNotice<TRecord, TAction> | null => {
  const { action, record, written, problem } = snapshot.context;
  if (action === null) return null;
  if (snapshot.matches('conflict')) return { kind: 'conflict', action, record, reloading: true };
  if (snapshot.matches({ shown: 'outdated' })) return { kind: 'conflict', action, record, reloading: false };
  if (snapshot.matches({ shown: 'done' })) return { kind: 'done', action, record, written };
  if (snapshot.matches({ shown: 'refused' })) return { kind: 'refused', action, record, code: problem ?? 'UNEXPECTED_ERROR' };
  return null;
};

export const sameNotice = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The dialog open (a form's or a confirmation's), with the record it is about; null when none is. */
export const dialogOf =
  <TAction extends string>(actions: Readonly<Record<TAction, RecordActionKind>>) =>
  <TRecord>(snapshot: RecordEditorSnapshot<TRecord, TAction>): { action: TAction; record: TRecord | null } | null => {
    const { action, record } = snapshot.context;
    if (action === null) return null;
    if (snapshot.matches('asking') || snapshot.matches('confirming')) return { action, record };
    if (snapshot.matches('acting') && actions[action] === 'confirm') return { action, record };
    return null;
  };

/** A confirmed action is being written (its dialog's button is busy). */
export const selectConfirmSending = (snapshot: RecordEditorSnapshot<unknown, string>): boolean => snapshot.matches('acting');

/** The record whose direct action (a move) is under way: its buttons show it is busy. */
export const selectActing = <TRecord, TAction extends string>(snapshot: RecordEditorSnapshot<TRecord, TAction>): { action: TAction; record: TRecord | null } | null =>
  snapshot.matches('acting') && snapshot.context.action !== null ? { action: snapshot.context.action, record: snapshot.context.record } : null;

/** Whether nothing is under way: the records' buttons may be pressed. */
export const selectAtRest = (snapshot: RecordEditorSnapshot<unknown, string>): boolean => snapshot.matches('shown');

/** The dialog's running form (built by createFormMachine), while it asks. */
export type RecordFormRef<TValues, TFacts> = ActorRef<FormSnapshot<TValues, TFacts> & Snapshot<unknown>, FormEvent<TValues>, FormEmitted<TValues>>;
export const selectRecordForm = <TValues, TFacts>(snapshot: RecordEditorSnapshot<unknown, string>): RecordFormRef<TValues, TFacts> | undefined =>
  (snapshot.children as Record<string, RecordFormRef<TValues, TFacts> | undefined>).recordForm;
