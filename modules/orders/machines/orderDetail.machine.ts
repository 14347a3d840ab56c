/**
 * One order's page: what was bought, for how much, where it goes and what happened to it, with the
 * seller's actions: pack it, mark it ready for the carrier, print its label, or say it cannot be
 * fulfilled (a dialog asks why). What may be done comes from the order itself: the server answers
 * `allowedActions` and `labelAvailable` for the caller, so the page asks `snapshot.can(...)` and
 * never repeats the lifecycle's rules.
 *
 * The kit's detail chart (machines/detail): packing and "listo para despacho" are sent at once, the
 * cancel asks with its form, and the label is the page's one download. An action the order no
 * longer allows (someone else moved it meanwhile, the carrier picked it up) answers 409: the page
 * says so and shows the order as it now is. Any other failure reaches no verdict and the same action
 * may be tried again.
 */
import { createDetailMachine, hasStatus, type DetailActRequest } from '../../../machines/detail/detail.machine.ts';
import { cancelFormMachine, EMPTY_CANCEL, type CancelValues } from './cancelForm.ts';
import type { CancelReason, DownloadedFile, OrderAction, OrderDetail } from './orders.types.ts';

export interface OrderDetailInput {
  orderId: number;
}

/** Every action of the page and how it asks. */
export const ORDER_ACTIONS = { pack: 'direct', readyToShip: 'direct', cancel: 'form' } as const satisfies Record<OrderAction, 'direct' | 'form'>;

/** The page's one file: the shipping label (PDF). */
export type OrderFile = 'label';

/** Whether the order offers the file: its label, once the carrier has it. */
export const offersOrderFile = (detail: OrderDetail, file: string): boolean => file === 'label' && detail.labelAvailable;

/** Whether the order, as the server last answered it, offers the action to the caller. */
export const allowsOrder = (detail: OrderDetail, action: OrderAction): boolean => detail.allowedActions.includes(action);

/** What an action sends (the body of POST /v1/orders/{orderId}/transitions). */
export interface TransitionBody {
  action: OrderAction;
  reason?: CancelReason;
  note?: string;
}

/** The action's body: a cancel carries its reason, and its note when there is one. */
export function transitionBodyOf({ action, values }: DetailActRequest<OrderDetailInput, OrderDetail, OrderAction, CancelValues>): TransitionBody {
  if (action !== 'cancel' || !values || values.reason === '') return { action };
  const note = values.note.trim();
  return { action, reason: values.reason, ...(note ? { note } : {}) };
}

export const orderDetailMachine = createDetailMachine<OrderDetailInput, OrderDetail, OrderAction, typeof cancelFormMachine, DownloadedFile>({
  id: 'orderDetail',
  actions: ORDER_ACTIONS,
  allows: allowsOrder,
  form: {
    machine: cancelFormMachine,
    // A refused send brings back what was chosen, its errors shown.
    start: (_action, _detail, draft) => (draft ? { values: draft, facts: null, touched: { reason: true, note: true } as const } : { values: EMPTY_CANCEL, facts: null }),
  },
  isConflict: hasStatus(409),
  downloads: offersOrderFile,
  // The label refused with a 409 means the order moved (the carrier took it): it is read again.
  downloadsConflict: true,
});
