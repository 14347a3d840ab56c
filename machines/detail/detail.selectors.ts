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

/**
 * What the page reports above the entity, once: a done action, a refused one, a file that could not
 * be read, or a conflict (with the server's code of why; the action is null when a download met it).
 */
export type DetailNotice<TAction extends string> =
  | { kind: 'done'; action: TAction }
  | { kind: 'refused'; action: TAction; code: string }
  | { kind: 'downloadFailed'; code: string }
  | { kind: 'conflict'; action: TAction | null; code: string; reloading: boolean };

export const selectNotice = <TAction extends string>(snapshot: DetailSnapshot<unknown, TAction>): DetailNotice<TAction> | null => {
  const { action } = snapshot.context;
  const code = snapshot.context.problem ?? 'UNEXPECTED_ERROR';
  if (snapshot.matches({ shown: 'downloadFailed' })) return { kind: 'downloadFailed', code };
  if (snapshot.matches('conflict')) return { kind: 'conflict', action, code, reloading: true };
  if (snapshot.matches({ shown: 'outdated' })) return { kind: 'conflict', action, code, reloading: false };
  if (action === null) return null;
  if (snapshot.matches({ shown: 'done' })) return { kind: 'done', action };
  if (snapshot.matches({ shown: 'refused' })) return { kind: 'refused', action, code };
  return null;
};

/** A file is being read (its button shows it is busy). */
export const selectDownloading = (snapshot: DetailSnapshot<unknown, string>): boolean => snapshot.matches('downloading');

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

/** One button of a page's action bar: an action, or a file to download. */
export interface DetailActionButtonView<TButton extends string> {
  action: TButton;
  /** Pressing it is an event the chart takes now. */
  enabled: boolean;
  /** It is the action under way, or the file on its way. */
  busy: boolean;
}

/** The files among a page's buttons, and the module's rule of whether the entity offers one. */
export interface DetailFileButtons<TDetail, TFile extends string> {
  names: readonly TFile[];
  offers: (detail: TDetail, file: TFile, input: never) => boolean;
}

/**
 * The selector of a page's action bar, its buttons in `order` (actions, and `files` among them): on
 * an entity at rest, those the chart takes now (`snapshot.can`); while an action or a download is
 * under way or a dialog is open, the same buttons stay (those the module's rules gave the entity),
 * disabled, so the page does not jump and the focus has a button to come back to. The rules are
 * read with the chart's context as their input.
 */
export const actionButtonsOf =
  <TDetail, TAction extends string, TFile extends string = never>(
    order: readonly (TAction | TFile)[],
    allows: (detail: TDetail, action: TAction, input: never) => boolean,
    files?: DetailFileButtons<TDetail, TFile>,
  ) =>
  (snapshot: DetailSnapshot<TDetail, TAction>): DetailActionButtonView<TAction | TFile>[] => {
    const { detail } = snapshot.context;
    if (!detail || selectDetailScreen(snapshot) !== 'shown') return [];
    const atRest = snapshot.matches('shown');
    const submitting = selectSubmitting(snapshot);
    const isFile = (name: TAction | TFile): name is TFile => files?.names.includes(name as TFile) ?? false;
    return order.flatMap((name) => {
      const input = snapshot.context as never;
      const enabled = isFile(name) ? snapshot.can({ type: 'download.start', file: name }) : snapshot.can({ type: 'action.start', action: name });
      const offered = isFile(name) ? files!.offers(detail, name, input) : allows(detail, name, input);
      if (!(atRest ? enabled : offered)) return [];
      return [{ action: name, enabled, busy: isFile(name) ? selectDownloading(snapshot) : submitting === name }];
    });
  };

/** Two action bars show the same buttons the same way (so `useSelector` keeps the last one). */
export const sameActionButtons = <TAction extends string>(a: readonly DetailActionButtonView<TAction>[], b: readonly DetailActionButtonView<TAction>[]): boolean =>
  a.length === b.length && a.every((view, index) => view.action === b[index]?.action && view.enabled === b[index]?.enabled && view.busy === b[index]?.busy);

/**
 * The selectors of one action's dialog (or of one dialog that several actions share): each reads the
 * chart only while its own action asks or is sent, so a closed dialog never holds another's form or
 * draft.
 */
export function dialogSelectorsOf<TAction extends string, TValues, TRef extends AnyActorRef>(actions: Readonly<Record<TAction, DetailActionKind>>, action: TAction | readonly TAction[]) {
  const dialogAction = dialogActionOf(actions);
  const own: readonly (TAction | null)[] = typeof action === 'string' ? [action] : action;
  const open = (snapshot: DetailSnapshot<unknown, TAction>): boolean => {
    const asked = dialogAction(snapshot);
    return asked !== null && own.includes(asked);
  };
  return {
    open,
    problem: (snapshot: DetailSnapshot<unknown, TAction>): string | null => (open(snapshot) ? selectDialogProblem(snapshot) : null),
    form: (snapshot: DetailSnapshot<unknown, TAction>): TRef | undefined => (open(snapshot) ? selectDialogForm<TRef>(snapshot) : undefined),
    draft: (snapshot: DetailSnapshot<unknown, TAction>): TValues | null => (open(snapshot) ? (snapshot.context.draft as TValues | null) : null),
  };
}
