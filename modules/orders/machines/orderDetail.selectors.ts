/** What the order's page shows, as pure functions of its snapshot (for `useSelector`). */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { cancelFormMachine } from './cancelForm.ts';
import type { orderDetailMachine } from './orderDetail.machine.ts';
import type { OrderAction, OrderDetail } from './orders.types.ts';

export type OrderDetailSnapshot = SnapshotFrom<typeof orderDetailMachine>;

/** What the page is: the loader, the failure, "no such order", or the order. */
export type DetailScreen = 'loading' | 'failed' | 'notFound' | 'order';

export const selectDetailScreen = (snapshot: OrderDetailSnapshot): DetailScreen => {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('notFound')) return 'notFound';
  return 'order';
};

export const selectDetail = (snapshot: OrderDetailSnapshot): OrderDetail | null => snapshot.context.detail;
export const selectLoadProblem = (snapshot: OrderDetailSnapshot): string | null => (snapshot.matches('failed') ? snapshot.context.problem : null);

/** A button of the order's action bar. */
export type ActionButton = 'pack' | 'readyToShip' | 'label' | 'cancel';

export interface ActionButtonView {
  action: ActionButton;
  /** Pressing it is an event the chart takes now. */
  enabled: boolean;
  /** It is the one under way. */
  busy: boolean;
}

const ACTION_BUTTONS: readonly ActionButton[] = ['pack', 'readyToShip', 'label', 'cancel'];
const EVENT_OF = { pack: { type: 'order.pack' }, readyToShip: { type: 'order.readyToShip' }, label: { type: 'order.label' }, cancel: { type: 'order.cancel' } } as const;

/**
 * The action bar: on an order at rest, the buttons the chart takes (`snapshot.can`); while
 * something is under way or the dialog is open, the same buttons stay (those the order allowed),
 * disabled, so the page does not jump and the focus has a button to come back to.
 */
export const selectActionButtons = (snapshot: OrderDetailSnapshot): ActionButtonView[] => {
  const { detail, action } = snapshot.context;
  if (!detail || selectDetailScreen(snapshot) !== 'order') return [];
  const atRest = snapshot.matches('loaded');
  return ACTION_BUTTONS.flatMap((button) => {
    const enabled = snapshot.can(EVENT_OF[button]);
    const allowed = button === 'label' ? detail.labelAvailable : detail.allowedActions.includes(button);
    if (!(atRest ? enabled : allowed)) return [];
    const busy = button === 'label' ? snapshot.matches('printing') : snapshot.matches('acting') && action === button;
    return [{ action: button, enabled, busy }];
  });
};

/** Two action bars show the same buttons the same way. */
export const sameActionButtons = (a: readonly ActionButtonView[], b: readonly ActionButtonView[]): boolean =>
  a.length === b.length && a.every((view, index) => view.action === b[index]?.action && view.enabled === b[index]?.enabled && view.busy === b[index]?.busy);

/** What the page reports above the order, once: a done action, a failure, or a refused one. */
export type DetailNotice =
  | { kind: 'acted'; action: OrderAction }
  | { kind: 'actionFailed'; action: OrderAction; code: string }
  | { kind: 'labelFailed'; code: string }
  | { kind: 'conflict'; reloading: boolean };

export const selectNotice = (snapshot: OrderDetailSnapshot): DetailNotice | null => {
  const { action, problem } = snapshot.context;
  if (snapshot.matches({ loaded: 'acted' }) && action) return { kind: 'acted', action };
  if (snapshot.matches({ loaded: 'actionFailed' }) && action) return { kind: 'actionFailed', action, code: problem ?? 'UNEXPECTED_ERROR' };
  if (snapshot.matches({ loaded: 'labelFailed' })) return { kind: 'labelFailed', code: problem ?? 'UNEXPECTED_ERROR' };
  if (snapshot.matches('conflict')) return { kind: 'conflict', reloading: true };
  if (snapshot.matches({ loaded: 'outdated' })) return { kind: 'conflict', reloading: false };
  return null;
};

/** The cancel dialog is open: while it asks, and while the cancel it sent is applied. */
export const selectIsCancelDialogOpen = (snapshot: OrderDetailSnapshot): boolean =>
  snapshot.matches('cancelling') || (snapshot.matches('acting') && snapshot.context.action === 'cancel');
export const selectIsCancelSending = (snapshot: OrderDetailSnapshot): boolean => snapshot.matches('acting') && snapshot.context.action === 'cancel';
/** The last cancel reached no verdict: the code of why. */
export const selectCancelProblem = (snapshot: OrderDetailSnapshot): string | null => (snapshot.matches({ cancelling: 'failed' }) ? snapshot.context.problem : null);

export type CancelFormRef = ActorRefFrom<typeof cancelFormMachine>;

/** The cancel dialog's form while it is asking (its values live in the form's own chart). */
export const selectCancelForm = (snapshot: OrderDetailSnapshot): CancelFormRef | undefined =>
  snapshot.matches('cancelling') ? snapshot.children.cancelForm : undefined;

/** The reason and note being sent, for the dialog to keep showing them while it waits. */
export const selectCancelDraft = (snapshot: OrderDetailSnapshot) => snapshot.context.cancelDraft;
