/**
 * What the seller does with one row of the Boletas list, beside the list (invoicesList.machine.ts):
 * attach its boleta (a dialog with the one form pattern; the stored order goes back to the list as
 * `row.update`) and download its PDF again. The row pressed comes with the event, as the list shows it.
 */
import { assign, fromPromise, sendTo, setup, type ActorRefFrom } from 'xstate';
import { errorCodeOf } from '../../../shared/api-error.ts';
import { notProvided } from '../../../machines/notProvided.ts';
import { santiagoDayOf } from '../../../shared/invoices/rules.ts';
import { attachFormMachine, EMPTY_ATTACH, type AttachFacts } from './attachForm.ts';
import type { invoicesListMachine } from './invoicesList.machine.ts';
import type { DownloadedFile, InvoiceOrder } from './invoices.types.ts';

export interface InvoiceActionsInput {
  /** The list the stored boletas go back to. */
  list: ActorRefFrom<typeof invoicesListMachine>;
  /** Today in Santiago (YYYY-MM-DD), the latest day a boleta may carry. */
  today: string;
  /** Whether the person attaches boletas (sellers; staff only read). */
  mayAttach: boolean;
}

export interface InvoiceActionsContext extends InvoiceActionsInput {
  /** The order whose boleta is being attached, or was last (as stored, once it is). */
  order: InvoiceOrder | null;
  /** The order whose PDF is being downloaded, or failed last. */
  downloadOrderId: number | null;
  /** The code of the failure on screen. */
  problem: string | null;
}

export type InvoiceActionsEvent =
  | { type: 'invoice.attach'; order: InvoiceOrder }
  | { type: 'attach.close' }
  | { type: 'invoice.download'; order: InvoiceOrder };

/** The facts the attach form checks against: the order's purchase day and today. */
const attachFacts = ({ order, today }: InvoiceActionsContext): AttachFacts => ({
  orderId: order?.orderId ?? 0,
  today,
  purchasedOn: order ? santiagoDayOf(new Date(order.createdAt)) : today,
});

export const invoiceActionsMachine = setup({
  types: {
    context: {} as InvoiceActionsContext,
    input: {} as InvoiceActionsInput,
    events: {} as InvoiceActionsEvent,
    children: {} as { attachForm: 'attachForm' },
  },
  actors: {
    /** GET /v1/invoices/{orderId}/file. */
    downloadInvoice: fromPromise<DownloadedFile, { orderId: number }>(async () => notProvided('downloadInvoice')()),
    attachForm: attachFormMachine,
  },
  actions: {
    keepOrder: assign((_, { order }: { order: InvoiceOrder }) => ({ order, problem: null })),
    keepDownload: assign((_, { orderId }: { orderId: number }) => ({ downloadOrderId: orderId, problem: null })),
    keepProblem: assign({ problem: (_, { error }: { error: unknown }) => errorCodeOf(error) }),
    /** The list shows the order with its boleta. */
    updateRow: sendTo(({ context }) => context.list, ({ context }) => ({ type: 'row.update' as const, row: context.order! })),
    /** Placeholder; the module hands the file to the browser as a download. */
    saveFile: (_, _params: { file: DownloadedFile }) => {},
  },
  guards: {
    mayAttach: ({ context }) => context.mayAttach,
    hasFile: (_, { order }: { order: InvoiceOrder }) => order.invoice.hasFile,
  },
}).createMachine({
  id: 'invoiceActions',
  context: ({ input }) => ({ ...input, order: null, downloadOrderId: null, problem: null }),
  initial: 'idle',
  // A row's button, whatever the last action came to (the dialog, being modal, hides the others).
  on: {
    'invoice.attach': { guard: 'mayAttach', target: '.attaching', actions: { type: 'keepOrder', params: ({ event }) => ({ order: event.order }) } },
    'invoice.download': {
      guard: { type: 'hasFile', params: ({ event }) => ({ order: event.order }) },
      target: '.downloading',
      actions: { type: 'keepDownload', params: ({ event }) => ({ orderId: event.order.orderId }) },
    },
  },
  states: {
    idle: { description: 'Nothing under way and nothing to report.' },
    attaching: {
      description: 'The dialog asks for the folio, the day and the PDF; the boleta is sent only once all three are right.',
      invoke: {
        id: 'attachForm',
        src: 'attachForm',
        input: ({ context }) => ({ values: EMPTY_ATTACH, facts: attachFacts(context) }),
        onDone: { target: 'attached', actions: [{ type: 'keepOrder', params: ({ event }) => ({ order: event.output }) }, 'updateRow'] },
      },
      on: { 'attach.close': 'idle' },
    },
    attached: { description: 'The boleta was stored: its row shows it and the page says so.' },
    downloading: {
      description: "The boleta's PDF is on its way, to be handed to the browser.",
      invoke: {
        id: 'downloadInvoice',
        src: 'downloadInvoice',
        input: ({ context }) => ({ orderId: context.downloadOrderId ?? 0 }),
        onDone: { target: 'idle', actions: { type: 'saveFile', params: ({ event }) => ({ file: event.output }) } },
        onError: { target: 'downloadFailed', actions: { type: 'keepProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    downloadFailed: { description: 'The PDF could not be downloaded; it may be asked for again.' },
  },
});
