/**
 * The list of the seller's orders with the state of their boleta (Ventas > Boletas): a filter by
 * state (all, pending, attached), a search by order number or folio, pages by keyset ("Cargar más"
 * adds the next), and on each row the seller's actions: attach the boleta (a dialog with the one
 * form pattern) and download its PDF again.
 *
 * A filter change, or a bulk upload that stored boletas, asks for the first page again while the
 * rows on screen stay (`refreshing`), so the table does not jump to a spinner.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorCodeOf } from '../../../shared/api-error.ts';
import { santiagoDayOf } from '../../../shared/invoices/rules.ts';
import { attachFormMachine, EMPTY_ATTACH, type AttachFacts } from './attachForm.ts';
import type { DownloadedFile, InvoiceFilters, InvoiceOrder, InvoicePage, InvoiceState } from './invoices.types.ts';
import { notProvided } from '../../../machines/notProvided.ts';

export interface InvoicesListInput {
  filters: InvoiceFilters;
  /** Today in Santiago (YYYY-MM-DD), the latest day a boleta may carry. */
  today: string;
  /** Whether the person attaches boletas (sellers; staff only read). */
  mayAttach: boolean;
}

export interface InvoicesListContext extends InvoicesListInput {
  rows: InvoiceOrder[];
  nextCursor: string | null;
  /** The order whose boleta is being attached, or was last. */
  attachOrderId: number | null;
  /** The order whose PDF is being downloaded, or failed last. */
  downloadOrderId: number | null;
  /** The code of the failure on screen. */
  problem: string | null;
}

export type InvoicesListEvent =
  | { type: 'filter.state'; state: InvoiceState | null }
  | { type: 'filter.search'; q: string }
  | { type: 'list.more' }
  | { type: 'list.retry' }
  /** Something else changed the boletas (a bulk upload stored some): the list is read again. */
  | { type: 'list.refresh' }
  | { type: 'invoice.attach'; orderId: number }
  | { type: 'attach.close' }
  | { type: 'invoice.download'; orderId: number };

/** What the list actor receives. */
export interface InvoicePageRequest {
  filters: InvoiceFilters;
  cursor: string | null;
}

const keepPage = { type: 'keepPage', params: ({ event }: { event: { output: InvoicePage } }) => ({ page: event.output }) } as const;

/** Asks for the first page of the filters and settles on what it holds: rows, none, or a failure. */
const firstPage = {
  id: 'listPage',
  src: 'listPage',
  input: ({ context }: { context: InvoicesListContext }) => ({ filters: context.filters, cursor: null }),
  onDone: [
    { guard: { type: 'hasRows', params: ({ event }: { event: { output: InvoicePage } }) => ({ page: event.output }) }, target: '#invoicesList.loaded', actions: keepPage },
    { target: '#invoicesList.empty', actions: keepPage },
  ],
  onError: { target: '#invoicesList.failed', actions: { type: 'dropRows', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } },
} as const;

/** The facts the attach form checks against: the order's purchase day and today. */
function attachFacts(context: InvoicesListContext): AttachFacts {
  const row = context.rows.find((candidate) => candidate.orderId === context.attachOrderId);
  return { orderId: context.attachOrderId ?? 0, today: context.today, purchasedOn: row ? santiagoDayOf(new Date(row.createdAt)) : context.today };
}

export const invoicesListMachine = setup({
  types: {
    context: {} as InvoicesListContext,
    input: {} as InvoicesListInput,
    events: {} as InvoicesListEvent,
    children: {} as { attachForm: 'attachForm' },
  },
  actors: {
    /** GET /v1/invoices: the first page of the filters, or the page after `cursor`. */
    listPage: fromPromise<InvoicePage, InvoicePageRequest>(async () => notProvided('listPage')()),
    /** GET /v1/invoices/{orderId}/file. */
    downloadInvoice: fromPromise<DownloadedFile, { orderId: number }>(async () => notProvided('downloadInvoice')()),
    attachForm: attachFormMachine,
  },
  actions: {
    applyState: assign(({ context, event }) => {
      assertEvent(event, 'filter.state');
      return { filters: { ...context.filters, state: event.state } };
    }),
    applySearch: assign(({ context, event }) => {
      assertEvent(event, 'filter.search');
      return { filters: { ...context.filters, q: event.q.trim() } };
    }),
    keepPage: assign((_, { page }: { page: InvoicePage }) => ({ rows: page.items, nextCursor: page.nextCursor, problem: null })),
    appendPage: assign(({ context }, { page }: { page: InvoicePage }) => ({ rows: [...context.rows, ...page.items], nextCursor: page.nextCursor, problem: null })),
    dropRows: assign((_, { error }: { error: unknown }) => ({ rows: [], nextCursor: null, problem: errorCodeOf(error) })),
    keepProblem: assign({ problem: (_, { error }: { error: unknown }) => errorCodeOf(error) }),
    chooseAttach: assign(({ event }) => {
      assertEvent(event, 'invoice.attach');
      return { attachOrderId: event.orderId, problem: null };
    }),
    chooseDownload: assign(({ event }) => {
      assertEvent(event, 'invoice.download');
      return { downloadOrderId: event.orderId, problem: null };
    }),
    replaceRow: assign(({ context }, { order }: { order: InvoiceOrder }) => ({
      rows: context.rows.map((row) => (row.orderId === order.orderId ? order : row)),
    })),
    /** Placeholder; the module writes the filters to the URL's query (replacing the entry). */
    rememberFilters: (_, _params: { filters: InvoiceFilters }) => {},
    /** Placeholder; the module hands the file to the browser as a download. */
    saveFile: (_, _params: { file: DownloadedFile }) => {},
  },
  guards: {
    hasRows: (_, { page }: { page: InvoicePage }) => page.items.length > 0,
    hasNextPage: ({ context }) => context.nextCursor !== null,
    mayAttach: ({ context, event }) => {
      assertEvent(event, 'invoice.attach');
      return context.mayAttach && context.rows.some((row) => row.orderId === event.orderId);
    },
    hasFile: ({ context, event }) => {
      assertEvent(event, 'invoice.download');
      return context.rows.some((row) => row.orderId === event.orderId && row.invoice.hasFile);
    },
  },
}).createMachine({
  id: 'invoicesList',
  context: ({ input }) => ({ ...input, rows: [], nextCursor: null, attachOrderId: null, downloadOrderId: null, problem: null }),
  initial: 'loading',
  on: {
    'filter.state': {
      target: '.refreshing',
      actions: ['applyState', { type: 'rememberFilters', params: ({ context }) => ({ filters: context.filters }) }],
    },
    'filter.search': {
      target: '.refreshing',
      actions: ['applySearch', { type: 'rememberFilters', params: ({ context }) => ({ filters: context.filters }) }],
    },
  },
  states: {
    loading: {
      description: 'The first page of the filters of the URL is on its way; there is nothing to show yet.',
      invoke: firstPage,
    },
    loaded: {
      description: 'Rows on screen: more may be asked for, a boleta attached or its PDF downloaded.',
      on: {
        'list.refresh': 'refreshing',
        'list.more': { guard: 'hasNextPage', target: '.loadingMore' },
        'invoice.attach': { guard: 'mayAttach', target: '.attaching', actions: 'chooseAttach' },
        'invoice.download': { guard: 'hasFile', target: '.downloading', actions: 'chooseDownload' },
      },
      initial: 'idle',
      states: {
        idle: { description: 'Nothing under way and nothing to report.' },
        loadingMore: {
          description: 'The next page is on its way, to be added under the rows on screen.',
          invoke: {
            id: 'nextPage',
            src: 'listPage',
            input: ({ context }) => ({ filters: context.filters, cursor: context.nextCursor }),
            onDone: { target: 'idle', actions: { type: 'appendPage', params: ({ event }) => ({ page: event.output }) } },
            onError: { target: 'moreFailed', actions: { type: 'keepProblem', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        moreFailed: { description: 'The next page could not be loaded; the rows stay and "Cargar más" tries again.' },
        attaching: {
          description: 'The dialog asks for the folio, the day and the PDF; the boleta is sent only once all three are right.',
          invoke: {
            id: 'attachForm',
            src: 'attachForm',
            input: ({ context }) => ({ values: EMPTY_ATTACH, facts: attachFacts(context) }),
            onDone: { target: 'attached', actions: { type: 'replaceRow', params: ({ event }) => ({ order: event.output }) } },
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
    },
    empty: {
      description: 'No order matches the filters (or the seller has none that takes a boleta).',
      on: { 'list.refresh': 'refreshing' },
    },
    failed: {
      description: 'The list could not be loaded; "Reintentar" asks for the same filters again.',
      on: { 'list.retry': 'loading' },
    },
    refreshing: {
      description: 'The filters or the boletas changed: the rows on screen stay until the new first page arrives.',
      invoke: firstPage,
    },
  },
});
