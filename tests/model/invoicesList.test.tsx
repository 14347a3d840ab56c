/**
 * Model-based tests of the Boletas list (modules/invoices/machines/invoicesList, the kit's list), of
 * the row actions beside it (invoiceActions) and of the form that attaches a boleta (attachForm, the
 * portal's one form pattern), driving the module's real Root
 * at /invoice through its composition root and the typed invoices client against a fake invoices
 * service that holds each request until the path answers it. Paths are generated from each chart to
 * take every transition; each step checks what the seller sees: the rows of the table with their
 * boleta, loading, refreshing, empty and failed, "Cargar más", the dialog with its fields and their
 * errors, the request each send carries, and the files handed to the browser.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createActor, type AnyMachineSnapshot, type EventObject, type SnapshotFrom } from 'xstate';
import { attachFormMachine, EMPTY_ATTACH, type AttachValues } from '../../modules/invoices/machines/attachForm.ts';
import { invoiceActionsMachine, type InvoiceActionsEvent, type InvoiceActionsInput } from '../../modules/invoices/machines/invoiceActions.machine.ts';
import { invoicesListMachine, type InvoicesListEvent } from '../../modules/invoices/machines/invoicesList.machine.ts';
import type { FormEvent } from '../../machines/form/form.machine.ts';
import { ApiError } from '../../shared/api-error.ts';
import { axeViolations } from '../support/axe.ts';
import { combineCoverage, expectFullCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { answerSellerNames, expectSellerBox, pickAndes, staffSession } from './sellerFilter.support.ts';
import { fakeInvoicesServer, recordDownloads, renderInvoicesModule, type InvoiceOrder, type InvoicePage, type InvoicesServer } from './invoices.support.tsx';
import { coveringPaths, forgetScreenWidth, holdTimersOf, setScreenWidth } from './shell.support.tsx';

// The seller's clock: 26 November 2026, noon in Santiago.
const NOW = new Date('2026-11-26T15:00:00Z');

const order = (overrides: Partial<InvoiceOrder> & Pick<InvoiceOrder, 'orderId' | 'orderNumber'>): InvoiceOrder => ({
  sellerId: 1,
  sellerName: 'Tienda Andes SpA',
  createdAt: '2026-11-20T15:00:00Z',
  totalAmount: 25_980,
  invoice: { state: 'pending', folio: null, issuedOn: null, hasFile: false },
  ...overrides,
});

const CAMILA = order({ orderId: 12, orderNumber: '2026-000123' });
// 02:10 UTC on the 20th is 23:10 on the 19th in Santiago.
const JOSE = order({ orderId: 15, orderNumber: '2026-000131', createdAt: '2026-11-20T02:10:00Z', totalAmount: 12_990, invoice: { state: 'attached', folio: 104_201, issuedOn: '2026-11-19', hasFile: true } });
const ROSA = order({ orderId: 9, orderNumber: '2026-000098', createdAt: '2026-11-18T15:00:00Z', totalAmount: 8_970, invoice: { state: 'attached', folio: 104_150, issuedOn: '2026-11-18', hasFile: false } });
const CAMILA_ATTACHED: InvoiceOrder = { ...CAMILA, invoice: { state: 'attached', folio: 104_300, issuedOn: '2026-11-23', hasFile: true } };

/** Each row as the table must read, cell by cell. */
const ROW_TEXT: Record<string, string[]> = {
  '12:pending': ['2026-000123', '20-11-2026', '$25.980', 'Pendiente', '—', '—', 'Adjuntar boleta de la orden 2026-000123'],
  '12:attached': ['2026-000123', '20-11-2026', '$25.980', 'Adjunta', '104300', '23-11-2026', 'Reemplazar boleta de la orden 2026-000123Descargar boleta 104300'],
  '15:attached': ['2026-000131', '19-11-2026', '$12.990', 'Adjunta', '104201', '19-11-2026', 'Reemplazar boleta de la orden 2026-000131Descargar boleta 104201'],
  '9:attached': ['2026-000098', '18-11-2026', '$8.970', 'Adjunta', '104150', '18-11-2026', 'Reemplazar boleta de la orden 2026-000098'],
};
const rowKey = (row: InvoiceOrder) => `${row.orderId}:${row.invoice.state}`;

const PAGE_ONE: InvoicePage = { items: [CAMILA, JOSE], nextCursor: '15', stateCounts: { pending: 1, attached: 2 } };
const PAGE_TWO: InvoicePage = { items: [ROSA], nextCursor: null, stateCounts: { pending: 1, attached: 2 } };
const EMPTY_PAGE: InvoicePage = { items: [], nextCursor: null, stateCounts: { pending: 0, attached: 0 } };
const unavailable = new ApiError({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' });
const PDF_TEXT = '%PDF-1.4 boleta';
const PDF_VALUE = { fileName: 'boleta.pdf', size: PDF_TEXT.length, contentBase64: btoa(PDF_TEXT) };
const WORKBOOK_BYTES = 'PK\u0003\u0004boletas';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  // A desktop: the rows are a table (a phone's cards are the kit's, checked with the orders).
  setScreenWidth(1280);
});
afterEach(() => {
  vi.useRealTimers();
  forgetScreenWidth();
});

const listFixtures = {
  pending: { type: 'filter.state', state: 'pending' },
  search: { type: 'filter.q', q: '2026-0001' },
  pickSeller: { type: 'filter.seller', sellerId: 1 },
  restore: { type: 'filter.restore', filters: { state: null, q: '', sellerId: null } },
  more: { type: 'list.more' },
  retry: { type: 'list.retry' },
  refresh: { type: 'list.refresh' },
  // A boleta attached from its row (the row actions' chart hands the stored order back).
  rowAttached: { type: 'row.update', row: CAMILA_ATTACHED },
  pageOne: { type: 'xstate.done.actor.listPage', output: PAGE_ONE },
  emptyPage: { type: 'xstate.done.actor.listPage', output: EMPTY_PAGE },
  listFailed: { type: 'xstate.error.actor.listPage', error: unavailable },
  pageTwo: { type: 'xstate.done.actor.nextPage', output: PAGE_TWO },
  nextPageFailed: { type: 'xstate.error.actor.nextPage', error: unavailable },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type ListFixture = keyof typeof listFixtures;
const listNames = eventNames(listFixtures);

/** Every event of the chart has a fixture. */
type Unfixtured = Exclude<InvoicesListEvent['type'], (typeof listFixtures)[ListFixture]['type']>;
const _everyEventHasAFixture: [Unfixtured] extends [never] ? true : Unfixtured = true;

type ListSnapshot = SnapshotFrom<typeof invoicesListMachine>;

const settled = (snapshot: ListSnapshot) => snapshot.matches('empty') || snapshot.matches('failed') || snapshot.matches('loaded');

/** Each filter once, on a list on screen. */
function listOffered(snapshot: ListSnapshot, event: EventObject): boolean {
  const { filters, rows } = snapshot.context;
  switch (listNames.get(event)) {
    case 'pending':
      return settled(snapshot) && filters.state === null;
    case 'search':
      return settled(snapshot) && filters.q === '';
    // "Boletas" in the menu (no filter) only from a filtered list, where it changes something.
    case 'restore':
      return settled(snapshot) && (filters.state !== null || filters.q !== '');
    case 'refresh':
      return settled(snapshot);
    // Staff pick a seller; they cannot upload or attach, so their path is one of its own (below).
    case 'pickSeller':
      return false;
    // The dialog is opened from the row, on a list at rest.
    case 'rowAttached':
      return snapshot.matches({ loaded: 'idle' }) && rows.some((row) => rowKey(row) === '12:pending');
    default:
      return true;
  }
}

/** Customer service read every seller's orders and narrow them to one seller, once the list is on screen. */
function staffOffered(snapshot: ListSnapshot, event: EventObject): boolean {
  switch (listNames.get(event)) {
    case 'pickSeller':
      return settled(snapshot) && snapshot.context.filters.sellerId === null;
    case 'pageOne':
      return true;
    default:
      return false;
  }
}

const staffPaths = coveringPaths<ListSnapshot, EventObject, { filters: ListSnapshot['context']['filters'] }>(invoicesListMachine, {
  input: { filters: { state: null, q: '', sellerId: null } },
  events: Object.values(listFixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.rows.map(rowKey), snapshot.context.filters],
  eventKey: (event) => JSON.stringify(event),
  filter: staffOffered,
  chained: true,
});

const listPaths = coveringPaths<ListSnapshot, EventObject, { filters: ListSnapshot['context']['filters'] }>(invoicesListMachine, {
  input: { filters: { state: null, q: '', sellerId: null } },
  events: Object.values(listFixtures),
  describe: (snapshot) => {
    const { filters, rows, nextCursor } = snapshot.context;
    return [snapshot.value, rows.map(rowKey), nextCursor, filters];
  },
  eventKey: (event) => JSON.stringify(event),
  filter: listOffered,
  chained: true,
});

interface World {
  user: UserEvent;
  server: InvoicesServer;
  view: ReturnType<typeof renderInvoicesModule>;
  downloads: ReturnType<typeof recordDownloads>;
  /** The query the list must send, as the seller chose the filters. */
  expected: [string, string][];
  /** The 300 ms timers the test runs itself (the seller box's wait for the typing to stop). */
  timers?: ReturnType<typeof holdTimersOf>;
}

async function answerList(world: World, answer: Parameters<InvoicesServer['list']['answer']>[0], extra: [string, string][] = []) {
  await waitFor(() => expect(world.server.list.pending).toBe(1));
  expect(world.server.list.received.at(-1)).toEqual([...world.expected, ...extra, ['limit', '25']]);
  world.server.list.answer(answer);
}

const dialog = () => screen.getByRole('dialog', { name: 'Boleta de la orden 2026-000123' });

/** Fills the dialog with a valid boleta and sends it, as the seller does. */
async function fillAndSend(user: UserEvent) {
  await user.type(within(dialog()).getByRole('textbox', { name: 'Folio' }), '104300');
  fireEvent.change(within(dialog()).getByLabelText('Fecha de emisión'), { target: { value: '2026-11-23' } });
  await user.upload(within(dialog()).getByLabelText('Boleta en PDF'), new File([PDF_TEXT], 'boleta.pdf', { type: 'application/pdf' }));
  await within(dialog()).findByText('boleta.pdf');
  await user.click(within(dialog()).getByRole('button', { name: 'Guardar boleta' }));
}

/** The seller attaches the boleta 104300 to the order 2026-000123 from its row, and the server stores it. */
async function attachFromRow({ user, server }: World) {
  await user.click(screen.getByRole('button', { name: /^(Adjuntar|Reemplazar) boleta de la orden 2026-000123$/ }));
  await fillAndSend(user);
  await waitFor(() => expect(server.attach.pending).toBe(1));
  expect(server.attach.received.at(-1)).toEqual({ orderId: 12, body: { folio: 104_300, issuedOn: '2026-11-23', file: { fileName: 'boleta.pdf', contentBase64: btoa(PDF_TEXT) } } });
  server.attach.answer({ order: CAMILA_ATTACHED });
  await screen.findByText('Boleta 104300 guardada en la orden 2026-000123.');
}

/** The URL the list writes for the filters chosen so far (in place of the entry), which the shell then shows. */
const expectUrlOf = (world: World) => {
  // The address names the seller as `seller`; the contract's query as `sellerId`.
  const query = new URLSearchParams(world.expected.map(([name, value]) => [name === 'sellerId' ? 'seller' : name, value])).toString();
  expect(world.view.host.navigate).toHaveBeenLastCalledWith(query ? `/invoice?${query}` : '/invoice', { replace: true });
  world.view.show({ path: '/invoice', search: query, state: undefined });
};

const simulateList: Record<ListFixture, (world: World) => Promise<unknown>> = {
  pending: async (world) => {
    await world.user.click(screen.getByRole('button', { name: 'Pendientes' }));
    world.expected = [['state', 'pending'], ...world.expected];
    expectUrlOf(world);
  },
  search: async (world) => {
    await world.user.type(screen.getByRole('textbox', { name: 'Número de orden o folio' }), '2026-0001');
    await world.user.click(screen.getByRole('button', { name: 'Buscar' }));
    world.expected = [...world.expected, ['q', '2026-0001']];
    expectUrlOf(world);
  },
  pickSeller: async (world) => {
    await pickAndes({ user: world.user, timers: world.timers! });
    world.expected = [...world.expected, ['sellerId', '1']];
    expectUrlOf(world);
  },
  // The URL changed from outside (the menu's "Boletas"): the list shows what it says, writing nothing.
  restore: async (world) => {
    const writes = world.view.host.navigate.mock.calls.length;
    world.expected = [];
    world.view.show({ path: '/invoice', search: '', state: undefined });
    await waitFor(() => expect(world.server.list.pending).toBe(1));
    expect(world.view.host.navigate).toHaveBeenCalledTimes(writes);
  },
  more: ({ user }) => user.click(screen.getByRole('button', { name: 'Cargar más' })),
  retry: ({ user }) => user.click(screen.getByRole('button', { name: 'Reintentar' })),
  // A bulk upload that stored boletas: the list is read again.
  refresh: async ({ user, server }) => {
    await user.upload(screen.getByLabelText('Subir planilla de boletas (Excel)'), new File([WORKBOOK_BYTES], 'boletas.xlsx'));
    await waitFor(() => expect(server.upload.pending).toBe(1));
    server.upload.answer({ result: { rows: 1, stored: 1, errors: [], warnings: [] } });
    await screen.findByText('Boletas cargadas con éxito');
  },
  rowAttached: attachFromRow,
  pageOne: (world) => answerList(world, { page: PAGE_ONE }),
  emptyPage: (world) => answerList(world, { page: EMPTY_PAGE }),
  listFailed: (world) => answerList(world, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  pageTwo: (world) => answerList(world, { page: PAGE_TWO }, [['cursor', '15']]),
  nextPageFailed: (world) => answerList(world, { fail: 503, code: 'SERVICE_UNAVAILABLE' }, [['cursor', '15']]),
};

const tableRows = () =>
  within(screen.getByRole('table', { name: 'Órdenes y el estado de su boleta' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent));

const alertWith = (text: string) => screen.queryAllByRole('alert').find((alert) => alert.textContent?.includes(text)) ?? null;
const SERVICE_DOWN = 'El servicio de boletas no está disponible en este momento. Inténtalo de nuevo en unos segundos.';

/** The rows as customer service read them: whose order it is, and only the downloads (staff attach nothing). */
const STAFF_ROW_TEXT: Record<string, string[]> = {
  '12:pending': ['2026-000123', 'Tienda Andes SpA', '20-11-2026', '$25.980', 'Pendiente', '—', '—', ''],
  '15:attached': ['2026-000131', 'Tienda Andes SpA', '19-11-2026', '$12.990', 'Adjunta', '104201', '19-11-2026', 'Descargar boleta 104201'],
};

async function expectListScreenFor(state: AnyMachineSnapshot, staff = false) {
  const snapshot = state as ListSnapshot;
  const { rows, nextCursor, filters } = snapshot.context;
  expectSellerBox(staff, filters.sellerId);
  // Once a dialog has closed (its exit takes a moment), the page is back.
  await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Boletas' })).toBeVisible());
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  // The filters show what the list applies.
  expect(screen.getByRole('button', { name: 'Pendientes' })).toHaveAttribute('aria-pressed', String(filters.state === 'pending'));
  expect(screen.getByRole('button', { name: 'Todas' })).toHaveAttribute('aria-pressed', String(filters.state === null));
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Número de orden o folio' })).toHaveValue(filters.q));
  const rowsShown = rows.length > 0 && !snapshot.matches('loading') && !snapshot.matches('failed') && !snapshot.matches('empty');
  if (rowsShown) await waitFor(() => expect(tableRows()).toEqual(rows.map((row) => (staff ? STAFF_ROW_TEXT : ROW_TEXT)[rowKey(row)])));
  else await waitFor(() => expect(screen.queryByRole('table', { name: 'Órdenes y el estado de su boleta' })).toBeNull());

  if (snapshot.matches('loading') || (snapshot.matches('refreshing') && rows.length === 0)) await screen.findByText('Cargando órdenes…');
  if (snapshot.matches('refreshing') && rows.length > 0) await screen.findByText('Actualizando…');
  if (snapshot.matches('empty')) expect(await screen.findByText('No hay órdenes con estos filtros.')).toBeVisible();
  if (snapshot.matches('failed')) {
    await waitFor(() => expect(alertWith('No pudimos cargar las órdenes')).toHaveTextContent(SERVICE_DOWN));
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
  } else {
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  }
  if (nextCursor !== null && (snapshot.matches('loaded') || snapshot.matches('loadingMore'))) {
    const more = screen.getByRole('button', { name: 'Cargar más' });
    await waitFor(() => (snapshot.matches('loadingMore') ? expect(more).toBeDisabled() : expect(more).toBeEnabled()));
  } else {
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull());
  }
  if (snapshot.matches({ loaded: 'moreFailed' })) expect(alertWith('No pudimos cargar más órdenes')).toHaveTextContent(SERVICE_DOWN);
  else expect(alertWith('No pudimos cargar más órdenes')).toBeNull();
}

describe('the Boletas list, driven through the module as the shell mounts it at /invoice', () => {
  for (const path of listPaths) {
    it(describeFixturePath(path, listNames.get), async () => {
      const downloads = recordDownloads();
      const server = fakeInvoicesServer();
      try {
        const view = renderInvoicesModule({ path: '/invoice' });
        const world: World = { user: userEvent.setup({ applyAccept: false }), server, view, downloads, expected: [] };
        for (const step of path.steps) {
          if (!isStart(step.event)) await simulateList[listNames.get(step.event)](world);
          await expectListScreenFor(step.state);
        }
      } finally {
        downloads.restore();
      }
    });
  }

  for (const path of staffPaths) {
    it(`customer service: ${describeFixturePath(path, listNames.get)}`, async () => {
      const timers = holdTimersOf(300);
      const server = fakeInvoicesServer();
      answerSellerNames();
      try {
        const view = renderInvoicesModule({ path: '/invoice', session: staffSession('customerService') });
        const world: World = { user: userEvent.setup(), server, view, downloads: recordDownloads(), expected: [], timers };
        for (const step of path.steps) {
          if (!isStart(step.event)) await simulateList[listNames.get(step.event)](world);
          await expectListScreenFor(step.state, true);
        }
      } finally {
        timers.restore();
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(combineCoverage([measureCoverage(invoicesListMachine, listPaths), measureCoverage(invoicesListMachine, staffPaths)]));
  });
});

// The row actions' chart beside the list: attach a boleta, download its PDF.
const actionFixtures = {
  attach: { type: 'invoice.attach', order: CAMILA },
  closeDialog: { type: 'attach.close' },
  download: { type: 'invoice.download', order: JOSE },
  attached: { type: 'xstate.done.actor.attachForm', output: CAMILA_ATTACHED },
  downloaded: { type: 'xstate.done.actor.downloadInvoice', output: { blob: new Blob([PDF_TEXT]), fileName: 'boleta-104201.pdf' } },
  downloadFailed: { type: 'xstate.error.actor.downloadInvoice', error: unavailable },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type ActionFixture = keyof typeof actionFixtures;
const actionNames = eventNames(actionFixtures);

type UnfixturedAction = Exclude<InvoiceActionsEvent['type'], (typeof actionFixtures)[ActionFixture]['type']>;
const _everyActionHasAFixture: [UnfixturedAction] extends [never] ? true : UnfixturedAction = true;

type ActionsSnapshot = SnapshotFrom<typeof invoiceActionsMachine>;

const actionPaths = coveringPaths<ActionsSnapshot, EventObject, InvoiceActionsInput>(invoiceActionsMachine, {
  // The list the stored boleta goes back to; the paths are walked without running it.
  input: { list: createActor(invoicesListMachine, { input: { filters: { state: null, q: '', sellerId: null } } }), today: '2026-11-26', mayAttach: true },
  events: Object.values(actionFixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.order?.invoice.state ?? null, snapshot.context.downloadOrderId],
  eventKey: (event) => JSON.stringify(event),
  // Nothing is pressed behind the open dialog.
  filter: (snapshot, event) => !(snapshot.matches('attaching') && (event.type === 'invoice.attach' || event.type === 'invoice.download')),
  chained: true,
});

interface ActionsWorld extends World {
  /** Whether the order 2026-000123 has its boleta by now. */
  attached: boolean;
}

const simulateAction: Record<ActionFixture, (world: ActionsWorld) => Promise<unknown>> = {
  // Once the order has its boleta, the same button replaces it.
  attach: ({ user }) => user.click(screen.getByRole('button', { name: /^(Adjuntar|Reemplazar) boleta de la orden 2026-000123$/ })),
  closeDialog: ({ user }) => user.click(within(dialog()).getByRole('button', { name: 'Cancelar' })),
  download: ({ user }) => user.click(screen.getByRole('button', { name: 'Descargar boleta 104201' })),
  attached: async (world) => {
    await fillAndSend(world.user);
    await waitFor(() => expect(world.server.attach.pending).toBe(1));
    expect(world.server.attach.received.at(-1)).toEqual({ orderId: 12, body: { folio: 104_300, issuedOn: '2026-11-23', file: { fileName: 'boleta.pdf', contentBase64: btoa(PDF_TEXT) } } });
    world.server.attach.answer({ order: CAMILA_ATTACHED });
    world.attached = true;
  },
  downloaded: async ({ server, downloads }) => {
    await waitFor(() => expect(server.file.pending).toBe(1));
    expect(server.file.received.at(-1)).toBe(15);
    const before = downloads.saved.length;
    server.file.answer({ pdf: PDF_TEXT });
    await waitFor(() => expect(downloads.saved).toHaveLength(before + 1));
    expect(downloads.saved.at(-1)?.fileName).toBe('boleta-104201.pdf');
  },
  downloadFailed: async ({ server }) => {
    await waitFor(() => expect(server.file.pending).toBe(1));
    server.file.answer({ fail: 503, code: 'SERVICE_UNAVAILABLE' });
  },
};

async function expectActionsScreenFor(state: AnyMachineSnapshot, world: ActionsWorld) {
  const snapshot = state as ActionsSnapshot;
  // The dialog is modal: the page behind it is hidden from assistive technology until it closes.
  if (snapshot.matches('attaching')) {
    await waitFor(() => expect(dialog()).toBeVisible());
    expect(screen.queryByRole('heading', { level: 1, name: 'Boletas' })).toBeNull();
    return;
  }
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Boletas' })).toBeVisible());
  // The row shows the boleta once it is stored; no list request is made for it.
  await waitFor(() => expect(tableRows()).toEqual([ROW_TEXT[world.attached ? '12:attached' : '12:pending'], ROW_TEXT['15:attached']]));
  expect(world.server.list.received).toHaveLength(1);
  if (snapshot.matches('attached')) expect(screen.getByText('Boleta 104300 guardada en la orden 2026-000123.')).toBeVisible();
  else expect(screen.queryByText('Boleta 104300 guardada en la orden 2026-000123.')).toBeNull();
  if (snapshot.matches('downloadFailed')) expect(alertWith('No pudimos descargar la boleta')).toHaveTextContent(SERVICE_DOWN);
  else expect(alertWith('No pudimos descargar la boleta')).toBeNull();
}

describe("the Boletas rows' actions, driven through the page", () => {
  for (const path of actionPaths) {
    it(describeFixturePath(path, actionNames.get), async () => {
      const downloads = recordDownloads();
      const server = fakeInvoicesServer();
      try {
        const view = renderInvoicesModule({ path: '/invoice' });
        const world: ActionsWorld = { user: userEvent.setup({ applyAccept: false }), server, view, downloads, expected: [], attached: false };
        await answerList(world, { page: PAGE_ONE });
        await screen.findByRole('table', { name: 'Órdenes y el estado de su boleta' });
        for (const step of path.steps) {
          if (!isStart(step.event)) await simulateAction[actionNames.get(step.event)](world);
          await expectActionsScreenFor(step.state, world);
        }
      } finally {
        downloads.restore();
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(invoiceActionsMachine, actionPaths));
  });
});

const formFixtures = {
  folio: { type: 'form.change', values: { folio: '104300' } },
  day: { type: 'form.change', values: { issuedOn: '2026-11-23' } },
  pdf: { type: 'form.change', values: { file: PDF_VALUE } },
  leaveFolio: { type: 'form.blur', field: 'folio' },
  save: { type: 'form.attempt' },
  stored: { type: 'xstate.done.actor.submit', output: { outcome: 'accepted', output: CAMILA_ATTACHED } },
  folioTaken: { type: 'xstate.done.actor.submit', output: { outcome: 'refused', code: null, fields: { folio: 'invoices.attach.error.folioTaken' } } },
  sendFailed: { type: 'xstate.error.actor.submit', error: unavailable },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type FormFixture = keyof typeof formFixtures;
const formNames = eventNames(formFixtures);

type FormSnapshot = SnapshotFrom<typeof attachFormMachine>;

/** Each field is filled once and left once; a refusal is answered to a folio that is there. */
function formOffered(snapshot: FormSnapshot, event: EventObject): boolean {
  const { values, touched } = snapshot.context;
  const change = event as FormEvent<AttachValues>;
  if (change.type === 'form.change') {
    return Object.entries(change.values).every(([field, value]) => values[field as keyof AttachValues] !== value && values[field as keyof AttachValues] === EMPTY_ATTACH[field as keyof AttachValues]);
  }
  if (change.type === 'form.blur') return touched.folio !== true;
  return true;
}

const formPaths = coveringPaths<FormSnapshot, EventObject, { values: AttachValues; facts: { orderId: number; today: string; purchasedOn: string } }>(attachFormMachine, {
  input: { values: EMPTY_ATTACH, facts: { orderId: 12, today: '2026-11-26', purchasedOn: '2026-11-20' } },
  events: Object.values(formFixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.values.folio, snapshot.context.values.issuedOn, snapshot.context.values.file?.fileName ?? null, snapshot.context.touched, snapshot.context.refused],
  eventKey: (event) => JSON.stringify(event),
  filter: formOffered,
  chained: true,
});

const dialogField = (name: string) => within(dialog()).getByLabelText(name, { exact: false, selector: 'input' });

const simulateForm: Record<FormFixture, (world: World) => Promise<unknown>> = {
  folio: ({ user }) => user.type(dialogField('Folio'), '104300'),
  day: async () => fireEvent.change(dialogField('Fecha de emisión'), { target: { value: '2026-11-23' } }),
  pdf: async ({ user }) => {
    await user.upload(dialogField('Boleta en PDF'), new File([PDF_TEXT], 'boleta.pdf', { type: 'application/pdf' }));
    await within(dialog()).findByText('boleta.pdf');
  },
  leaveFolio: async () => {
    const input = dialogField('Folio');
    act(() => {
      input.focus();
      input.blur();
    });
  },
  save: ({ user }) => user.click(within(dialog()).getByRole('button', { name: 'Guardar boleta' })),
  stored: async ({ server }) => {
    await waitFor(() => expect(server.attach.pending).toBe(1));
    expect(server.attach.received.at(-1)).toEqual({ orderId: 12, body: { folio: 104_300, issuedOn: '2026-11-23', file: { fileName: 'boleta.pdf', contentBase64: btoa(PDF_TEXT) } } });
    server.attach.answer({ order: CAMILA_ATTACHED });
  },
  folioTaken: async ({ server }) => {
    await waitFor(() => expect(server.attach.pending).toBe(1));
    server.attach.answer({ fail: 409, code: 'INVOICE_FOLIO_TAKEN' });
  },
  sendFailed: async ({ server }) => {
    await waitFor(() => expect(server.attach.pending).toBe(1));
    server.attach.answer({ fail: 503, code: 'SERVICE_UNAVAILABLE' });
  },
};

/** The message under each field, as the seller reads it once the field is touched. */
function expectedErrors(snapshot: FormSnapshot): Record<string, string | null> {
  const { values, touched, refused } = snapshot.context;
  const folio = values.folio === '' ? 'Ingresa el folio de la boleta.' : refused.folio ? 'Ese folio ya es la boleta de otra de tus órdenes.' : null;
  return {
    Folio: touched.folio ? folio : null,
    'Fecha de emisión': touched.issuedOn && values.issuedOn === '' ? 'Indica la fecha de emisión.' : null,
    'Boleta en PDF': touched.file && values.file === null ? 'Adjunta el PDF de la boleta.' : null,
  };
}

async function expectFormScreenFor(state: AnyMachineSnapshot) {
  const snapshot = state as FormSnapshot;
  if (snapshot.matches('submitted')) {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Boleta 104300 guardada en la orden 2026-000123.')).toBeVisible();
    await waitFor(() => expect(tableRows()).toEqual([ROW_TEXT['12:attached'], ROW_TEXT['15:attached']]));
    return;
  }
  await waitFor(() => expect(dialogField('Folio')).toHaveValue(snapshot.context.values.folio));
  expect(dialogField('Fecha de emisión')).toHaveValue(snapshot.context.values.issuedOn);
  for (const [label, message] of Object.entries(expectedErrors(snapshot))) {
    const field = dialogField(label).closest('[data-scope="field"][data-part="root"]') as HTMLElement;
    if (message) await waitFor(() => expect(field).toHaveTextContent(message));
    else expect(within(field).queryByText(/^(Ingresa|Indica|Adjunta|Ese folio)/)).toBeNull();
  }
  const save = within(dialog()).getByRole('button', { name: 'Guardar boleta' });
  await waitFor(() => (snapshot.matches('submitting') ? expect(save).toBeDisabled() : expect(save).toBeEnabled()));
  // The chart's type names the verdict states of a form that sends as optional: compared by value.
  if (JSON.stringify(snapshot.value) === JSON.stringify({ open: 'failed' })) expect(alertWith('No pudimos guardar la boleta')).toHaveTextContent(SERVICE_DOWN);
  else expect(alertWith('No pudimos guardar la boleta')).toBeNull();
}

describe('the form that attaches a boleta, driven through its dialog', () => {
  for (const path of formPaths) {
    it(describeFixturePath(path, formNames.get), async () => {
      const downloads = recordDownloads();
      const server = fakeInvoicesServer();
      try {
        const view = renderInvoicesModule({ path: '/invoice' });
        const world: World = { user: userEvent.setup(), server, view, downloads, expected: [] };
        await answerList(world, { page: PAGE_ONE });
        await world.user.click(await screen.findByRole('button', { name: 'Adjuntar boleta de la orden 2026-000123' }));
        for (const step of path.steps) {
          if (!isStart(step.event)) await simulateForm[formNames.get(step.event)](world);
          await expectFormScreenFor(step.state);
        }
      } finally {
        downloads.restore();
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(attachFormMachine, formPaths));
  });

  it('has no axe violations in the list and in the open dialog with its errors shown', async () => {
    const server = fakeInvoicesServer();
    const view = renderInvoicesModule({ path: '/invoice' });
    const world: World = { user: userEvent.setup(), server, view, downloads: recordDownloads(), expected: [] };
    try {
      await answerList(world, { page: PAGE_ONE });
      await screen.findByRole('table', { name: 'Órdenes y el estado de su boleta' });
      expect(await axeViolations(view.container)).toEqual([]);
      await world.user.click(screen.getByRole('button', { name: 'Adjuntar boleta de la orden 2026-000123' }));
      await world.user.click(within(dialog()).getByRole('button', { name: 'Guardar boleta' }));
      await within(dialog()).findByText('Ingresa el folio de la boleta.');
      expect(dialogField('Folio')).toHaveFocus();
      expect(await axeViolations(document.body)).toEqual([]);
    } finally {
      world.downloads.restore();
    }
  });

  it('offers attaching and uploading from the permissions the server grants, not from the role', async () => {
    const server = fakeInvoicesServer();
    renderInvoicesModule({ path: '/invoice', session: { userId: 31, role: 'seller', sellerId: 1, permissions: ['getInvoiceFile', 'listInvoices'] } });
    await waitFor(() => expect(server.list.pending).toBe(1));
    server.list.answer({ page: PAGE_ONE });
    await screen.findByRole('table', { name: 'Órdenes y el estado de su boleta' });
    expect(screen.queryByRole('button', { name: /^(Adjuntar|Reemplazar) boleta/ })).toBeNull();
    expect(screen.queryByLabelText('Subir planilla de boletas (Excel)')).toBeNull();
    expect(screen.getByRole('button', { name: 'Descargar boleta 104201' })).toBeEnabled();
  });

  it('offers staff no attach and no upload: they only read, seeing whose each order is', async () => {
    const server = fakeInvoicesServer();
    renderInvoicesModule({ path: '/invoice', session: { userId: 2, role: 'customerService', sellerId: null, permissions: [] } });
    await waitFor(() => expect(server.list.pending).toBe(1));
    const OTHER = order({ orderId: 40, orderNumber: '2026-000150', sellerId: 2, sellerName: 'Bodega Sur Ltda.' });
    server.list.answer({ page: { items: [JOSE, OTHER], nextCursor: null, stateCounts: { pending: 0, attached: 2 } } });
    await screen.findByRole('table', { name: 'Órdenes y el estado de su boleta' });
    expect(screen.getByRole('heading', { level: 2, name: 'Boletas de las órdenes de los sellers' })).toBeVisible();
    expect(tableRows()).toEqual([
      ['2026-000131', 'Tienda Andes SpA', '19-11-2026', '$12.990', 'Adjunta', '104201', '19-11-2026', 'Descargar boleta 104201'],
      ['2026-000150', 'Bodega Sur Ltda.', '20-11-2026', '$25.980', 'Pendiente', '—', '—', ''],
    ]);
    expect(screen.queryByRole('button', { name: /^Adjuntar boleta/ })).toBeNull();
    expect(screen.queryByLabelText('Subir planilla de boletas (Excel)')).toBeNull();
    expect(screen.getByRole('button', { name: 'Descargar boleta 104201' })).toBeEnabled();
  });
});
