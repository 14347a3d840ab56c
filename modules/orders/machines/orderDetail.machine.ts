/**
 * One order's page: what was bought, for how much, where it goes and what happened to it, with the
 * seller's actions: pack it, mark it ready for the carrier, print its label, or say it cannot be
 * fulfilled (a dialog asks why). What may be done comes from the order itself: the server answers
 * `allowedActions` and `labelAvailable` for the caller, and the guards read them, so the page asks
 * `snapshot.can(...)` and never repeats the lifecycle's rules.
 *
 * An action the order no longer allows (someone else moved it meanwhile, the carrier picked it up)
 * answers 409: the page says so and shows the order as it now is. Any other failure reaches no
 * verdict and the same action may be tried again.
 */
import { assign, fromPromise, setup } from 'xstate';
import { ApiError, errorCodeOf } from '../../../shared/api-error.ts';
import { cancelFormMachine, EMPTY_CANCEL, type CancelValues } from './cancelForm.ts';
import type { CancelReason, DownloadedFile, OrderAction, OrderDetail } from './orders.types.ts';
import { notProvided } from '../../../machines/notProvided.ts';

export interface OrderDetailInput {
  orderId: number;
}

export interface OrderDetailContext extends OrderDetailInput {
  /** The order as the server last answered it (null until it arrives). */
  detail: OrderDetail | null;
  /** The action being applied, or the last one applied. */
  action: OrderAction | null;
  /** What the cancel dialog held when it was sent: brought back if the send fails. */
  cancelDraft: CancelValues | null;
  /** The code of the failure the page shows. */
  problem: string | null;
}

export type OrderDetailEvent =
  | { type: 'order.retry' }
  | { type: 'order.pack' }
  | { type: 'order.readyToShip' }
  /** "No puedo cumplir": opens the dialog that asks why. */
  | { type: 'order.cancel' }
  | { type: 'cancel.close' }
  | { type: 'order.label' };

/** What the transition actor sends: the action and, for a cancel, its reason and note. */
export interface TransitionRequest {
  orderId: number;
  action: OrderAction;
  reason?: CancelReason;
  note?: string;
}

const statusOf = (error: unknown): number | null => (error instanceof ApiError ? error.statusCode : null);

const keepOrder = { type: 'keepOrder', params: ({ event }: { event: { output: OrderDetail } }) => ({ detail: event.output }) } as const;
const keepProblem = { type: 'keepProblem', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } as const;
const isNotFound = { type: 'isStatus', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error, status: 404 }) } as const;
const isConflict = { type: 'isStatus', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error, status: 409 }) } as const;

/** The request of the action under way: a cancel carries its reason, and its note when there is one. */
function transitionRequest(context: OrderDetailContext): TransitionRequest {
  const action = context.action ?? 'pack';
  const draft = context.cancelDraft;
  if (action !== 'cancel' || !draft || draft.reason === '') return { orderId: context.orderId, action };
  const note = draft.note.trim();
  return { orderId: context.orderId, action, reason: draft.reason, ...(note ? { note } : {}) };
}

export const orderDetailMachine = setup({
  types: {
    context: {} as OrderDetailContext,
    input: {} as OrderDetailInput,
    events: {} as OrderDetailEvent,
    children: {} as { cancelForm: 'cancelForm' },
  },
  actors: {
    /** GET /orders/{orderId}. */
    loadOrder: fromPromise<OrderDetail, OrderDetailInput>(async () => notProvided('loadOrder')()),
    /** POST /orders/{orderId}/transitions: answers the order as it now is. */
    transitionOrder: fromPromise<OrderDetail, TransitionRequest>(async () => notProvided('transitionOrder')()),
    /** GET /orders/{orderId}/label: the PDF. */
    printLabel: fromPromise<DownloadedFile, OrderDetailInput>(async () => notProvided('printLabel')()),
    cancelForm: cancelFormMachine,
  },
  actions: {
    keepOrder: assign((_, { detail }: { detail: OrderDetail }) => ({ detail })),
    chooseAction: assign((_, { action }: { action: OrderAction }) => ({ action, problem: null })),
    keepCancelDraft: assign((_, { values }: { values: CancelValues }) => ({ cancelDraft: values })),
    forgetCancelDraft: assign({ cancelDraft: null }),
    keepProblem: assign({ problem: (_, { error }: { error: unknown }) => errorCodeOf(error) }),
    /** Placeholder; the module tells the breadcrumb the order's name for its id segment. */
    announceName: (_, _params: { orderId: number; orderNumber: string }) => {},
    /** Placeholder; the module hands the label to the browser as a download. */
    saveFile: (_, _params: { file: DownloadedFile }) => {},
  },
  guards: {
    allows: ({ context }, { action }: { action: OrderAction }) => context.detail?.allowedActions.includes(action) ?? false,
    labelAvailable: ({ context }) => context.detail?.labelAvailable ?? false,
    isStatus: (_, { error, status }: { error: unknown; status: number }) => statusOf(error) === status,
    isCancelling: ({ context }) => context.action === 'cancel',
  },
}).createMachine({
  id: 'orderDetail',
  context: ({ input }) => ({ orderId: input.orderId, detail: null, action: null, cancelDraft: null, problem: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The order is on its way; nothing of it is known yet.',
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: {
          target: 'loaded',
          actions: [keepOrder, { type: 'announceName', params: ({ event }) => ({ orderId: event.output.order.id, orderNumber: event.output.order.orderNumber }) }],
        },
        onError: [
          { guard: isNotFound, target: 'notFound' },
          { target: 'failed', actions: keepProblem },
        ],
      },
    },
    failed: {
      description: 'The order could not be loaded (no network, a server failure); "Reintentar" asks again.',
      on: { 'order.retry': 'loading' },
    },
    notFound: {
      description: 'No such order for this person (another seller\'s answers the same): nothing to retry.',
    },
    loaded: {
      description: 'The order is on screen with the actions its status and the person allow.',
      on: {
        'order.pack': { guard: { type: 'allows', params: { action: 'pack' } }, target: 'acting', actions: { type: 'chooseAction', params: { action: 'pack' } } },
        'order.readyToShip': {
          guard: { type: 'allows', params: { action: 'readyToShip' } },
          target: 'acting',
          actions: { type: 'chooseAction', params: { action: 'readyToShip' } },
        },
        'order.cancel': { guard: { type: 'allows', params: { action: 'cancel' } }, target: 'cancelling', actions: 'forgetCancelDraft' },
        'order.label': { guard: 'labelAvailable', target: 'printing' },
      },
      initial: 'idle',
      states: {
        idle: { description: 'Nothing under way and nothing to report.' },
        acted: { description: 'The last action was applied: the page says what changed.' },
        actionFailed: { description: 'The last action reached no verdict (no network, a server failure); it may be tried again.' },
        labelFailed: { description: 'The label could not be fetched; it may be asked for again.' },
        outdated: { description: 'The order had changed under the page (409): it is shown as it now is, and the page says so.' },
      },
    },
    cancelling: {
      description: 'The dialog asks why the order cannot be fulfilled; it sends nothing until a reason (and for "other", a note) is given.',
      invoke: {
        id: 'cancelForm',
        src: 'cancelForm',
        input: ({ context }) =>
          context.cancelDraft ? { values: context.cancelDraft, facts: null, touched: { reason: true, note: true } as const } : { values: EMPTY_CANCEL, facts: null },
        onDone: {
          target: 'acting',
          actions: [{ type: 'keepCancelDraft', params: ({ event }) => ({ values: event.output }) }, { type: 'chooseAction', params: { action: 'cancel' } }],
        },
      },
      on: { 'cancel.close': { target: 'loaded', actions: 'forgetCancelDraft' } },
      initial: 'editing',
      states: {
        editing: { description: 'Nothing sent yet.' },
        failed: { description: 'The cancel reached no verdict; the dialog is back with what was chosen, to send again.' },
      },
    },
    acting: {
      description: 'The action is being applied; a second press would only be refused, so nothing else can be pressed.',
      invoke: {
        id: 'transitionOrder',
        src: 'transitionOrder',
        input: ({ context }) => transitionRequest(context),
        onDone: { target: 'loaded.acted', actions: [keepOrder, 'forgetCancelDraft'] },
        onError: [
          { guard: isConflict, target: 'conflict', actions: [keepProblem, 'forgetCancelDraft'] },
          { guard: 'isCancelling', target: 'cancelling.failed', actions: keepProblem },
          { target: 'loaded.actionFailed', actions: keepProblem },
        ],
      },
    },
    printing: {
      description: 'The label PDF is on its way, to be handed to the browser.',
      invoke: {
        id: 'printLabel',
        src: 'printLabel',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: { target: 'loaded', actions: { type: 'saveFile', params: ({ event }) => ({ file: event.output }) } },
        onError: [
          { guard: isConflict, target: 'conflict', actions: keepProblem },
          { target: 'loaded.labelFailed', actions: keepProblem },
        ],
      },
    },
    conflict: {
      description: 'The server refused the action (409): the order moved meanwhile. The page says so while the order is read again.',
      invoke: {
        id: 'reloadOrder',
        src: 'loadOrder',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: { target: 'loaded.outdated', actions: keepOrder },
        onError: [
          { guard: isNotFound, target: 'notFound' },
          { target: 'failed', actions: keepProblem },
        ],
      },
    },
  },
});
