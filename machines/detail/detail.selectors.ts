/**
 * What every detail page shows, as pure functions of a detail chart's snapshot (for `useSelector`):
 * which block the page is (loading, failed, not found, the entity), the notice above the entity,
 * and the action dialog's state.
 */
import type { AnyActorRef, AnyMachineSnapshot } from 'xstate';
import type { DetailActionKind, DetailState } from './detail.machine.ts';

/** The snapshot shape the selectors read: any running chart built by `createDetailMachine`. */
export interface DetailSnapshot<TDetail, TAction extends string, TValues = unknown> extends Pick<AnyMachineSnapshot, 'matches' | 'can' | 'children'> {
  context: DetailState<TDetail, TAction, TValues>;
}

/** What the page is: the loader, the failure, "no such entity", or the entity. */
export type DetailScreen = 'loading' | 'failed' | 'notFound' | 'shown';

export const selectDetailScreen = (snapshot: DetailSnapshot<unknown, string>): DetailScreen => {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('notFound')) return 'notFound';
  return 'shown';
};

export const selectDetail = <TDetail>(snapshot: DetailSnapshot<TDetail, string>): TDetail | null => snapshot.context.detail;

/** Why the entity could not be loaded, while the page says so. */
export const selectLoadProblem = (snapshot: DetailSnapshot<unknown, string>): string | null => (snapshot.matches('failed') ? snapshot.context.problem : null);

/** What the page reports above the entity, once: a done action, a refused one, or a conflict. */
export type DetailNotice<TAction extends string> =
  | { kind: 'done'; action: TAction }
  | { kind: 'refused'; action: TAction; code: string }
  | { kind: 'conflict'; action: TAction; reloading: boolean };

export const selectNotice = <TAction extends string>(snapshot: DetailSnapshot<unknown, TAction>): DetailNotice<TAction> | null => {
  const { action, problem } = snapshot.context;
  if (action === null) return null;
  if (snapshot.matches({ shown: 'done' })) return { kind: 'done', action };
  if (snapshot.matches({ shown: 'refused' })) return { kind: 'refused', action, code: problem ?? 'UNEXPECTED_ERROR' };
  if (snapshot.matches('conflict')) return { kind: 'conflict', action, reloading: true };
  if (snapshot.matches({ shown: 'outdated' })) return { kind: 'conflict', action, reloading: false };
  return null;
};

/** Two notices say the same (so `useSelector` keeps the last one). */
export const sameNotice = <TAction extends string>(a: DetailNotice<TAction> | null, b: DetailNotice<TAction> | null): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * The selector of the action whose dialog is open, for a page whose actions ask as `actions` says:
 * while it asks, and while what it sent is applied (the dialog stays, disabled, until the answer).
 * Null when no dialog is open.
 */
export const dialogActionOf =
  <TAction extends string>(actions: Readonly<Record<TAction, DetailActionKind>>) =>
  (snapshot: DetailSnapshot<unknown, TAction>): TAction | null => {
    const { action } = snapshot.context;
    if (snapshot.matches('asking') || snapshot.matches('confirming')) return action;
    if (snapshot.matches('submitting') && action !== null && actions[action] !== 'direct') return action;
    return null;
  };

/** The action under way (its button shows it is busy). */
export const selectSubmitting = <TAction extends string>(snapshot: DetailSnapshot<unknown, TAction>): TAction | null =>
  snapshot.matches('submitting') ? snapshot.context.action : null;

/** Why the dialog's last send was refused, while the dialog says so. */
export const selectDialogProblem = (snapshot: DetailSnapshot<unknown, string>): string | null =>
  snapshot.matches({ asking: 'refused' }) ? snapshot.context.problem : null;

/** The dialog's form while it is asking (its values live in the form's own chart). */
export const selectDialogForm = <TRef extends AnyActorRef>(snapshot: DetailSnapshot<unknown, string>): TRef | undefined =>
  snapshot.matches('asking') ? (snapshot.children as Record<string, TRef | undefined>).actionForm : undefined;

/** What the dialog's form held when it was sent, for the dialog to keep showing it while it waits. */
export const selectDraft = <TValues>(snapshot: DetailSnapshot<unknown, string, TValues>): TValues | null => snapshot.context.draft;
