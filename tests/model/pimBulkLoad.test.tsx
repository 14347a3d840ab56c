/**
 * Model-based tests of products by Excel (modules/pim, /pim/bulk-load and /pim/bulk-load/<id>),
 * driving the module's real Root through its composition root and the typed catalogue client against
 * a fake catalogue service (msw, typed from the contract) that holds each request until the path
 * answers it. Paths are generated from the chart, once from the page that starts a load and once
 * from a load's own address (a reload), to take every transition; each step checks what the seller
 * sees: the category and its template, the file and the outcome, the refusals in Spanish (no file,
 * not a workbook, too large, columns missing), the progress read again until the load is done, the
 * report by row, column and message, and what was sent and written to the address.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import type { AnyMachineSnapshot, EventObject, SnapshotFrom } from 'xstate';
import { BULK_LOAD_POLL_MS, bulkLoadMachine, type BulkLoadEvent, type BulkLoadInput, type ProductBulkLoad } from '../../modules/pim/machines/bulkLoad.machine.ts';
import { ApiError } from '../../shared/api-error.ts';
import { combineCoverage, expectFullCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { http, mockServer } from '../support/http.ts';
import { HeldQueue, recordDownloads, type Failure } from './orders.support.tsx';
import { renderPimModule, SELLER_SESSION, type Category } from './pimProducts.support.tsx';
import { coveringPaths, forgetScreenWidth, holdTimersOf, setScreenWidth } from './shell.support.tsx';

const unavailable = new ApiError({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' });
const missing = new ApiError({ statusCode: 404, code: 'BULK_LOAD_NOT_FOUND', message: 'No load' });
const columnsMissing = new ApiError({
  statusCode: 400,
  code: 'PRODUCT_COLUMNS_MISSING',
  message: 'The file lacks the required column(s): Precio, Resolución',
  details: [
    { field: 'body.file', message: 'Precio' },
    { field: 'body.file', message: 'Resolución' },
  ],
});
const UNAVAILABLE_TEXT = 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.';
const LOAD_ID = '6f1c2a4e-9b7d-4c3e-8a5f-0d1e2f3a4b5c';

// ---------------------------------------------------------------------------------------------
// The categories, the files and the loads.

const category = (overrides: Partial<Category> & Pick<Category, 'id' | 'parentId' | 'code' | 'name'>): Category => ({
  commissionBp: null,
  effectiveCommissionBp: 1200,
  active: true,
  position: 0,
  version: 1,
  attributes: [],
  ...overrides,
});
const TREE: Category[] = [
  category({ id: 1, parentId: null, code: 'tecnologia', name: 'Tecnología' }),
  category({ id: 11, parentId: 1, code: 'television', name: 'Televisión' }),
  category({ id: 12, parentId: 1, code: 'audio', name: 'Audio', active: false }),
  category({ id: 2, parentId: null, code: 'moda', name: 'Moda' }),
  category({ id: 21, parentId: 2, code: 'calzado', name: 'Calzado' }),
];
/** The category select's options as a seller reads them: a retired category is not offered. */
const CATEGORY_OPTIONS = [
  ['', ['Elige una categoría']],
  ['Tecnología', ['Televisión']],
  ['Moda', ['Calzado']],
];

/** A file as the browser gives it; `size` as the browser says it (the huge one is not really 21 MB). */
function fileOf(name: string, size?: number): File {
  const file = new File(['PK\u0003\u0004 planilla'], name, { type: name.endsWith('.xlsx') ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}
const FILES = {
  good: fileOf('televisores.xlsx'),
  csv: fileOf('televisores.csv'),
  huge: fileOf('catalogo-completo.xlsx', 21 * 1024 * 1024),
};

const load = (overrides: Partial<ProductBulkLoad>): ProductBulkLoad => ({
  id: LOAD_ID,
  categoryId: 11,
  categoryName: 'Televisión',
  outcome: 'draft',
  fileName: 'televisores.xlsx',
  state: 'queued',
  totalRows: 50,
  processedRows: 0,
  createdRows: 0,
  failedRows: 0,
  issues: [],
  issueCount: 0,
  createdAt: '2026-11-29T12:00:00.000Z',
  finishedAt: null,
  ...overrides,
});
const QUEUED = load({});
const HALFWAY = load({ state: 'processing', processedRows: 25, createdRows: 24, failedRows: 1 });
const DONE = load({
  state: 'done',
  processedRows: 50,
  createdRows: 47,
  failedRows: 3,
  issueCount: 4,
  finishedAt: '2026-11-29T12:00:08.000Z',
  issues: [
    { row: 6, column: 'Precio', code: 'positiveInteger', message: 'Must be a whole number of pesos from 1' },
    { row: 21, column: 'Título', code: 'tooShort', message: 'The text is too short' },
    { row: 21, column: 'Resolución', code: 'notAllowed', message: 'Must be one of the values of the list' },
    { row: 34, column: 'SKU', code: 'skuTaken', message: 'Another of your products has this SKU' },
  ],
});
/** The report's rows as the seller reads them: the row, the column and the message in Spanish, never a code. */
const REPORT_ROWS = [
  ['6', 'Precio', 'Debe ser un número entero de pesos mayor que cero, sin decimales.'],
  ['21', 'Título', 'Es demasiado corto (el título lleva al menos 10 caracteres).'],
  ['21', 'Resolución', 'Debe ser uno de los valores de la lista de la plantilla.'],
  ['34', 'SKU', 'Ya tienes otro producto con este SKU.'],
];

// ---------------------------------------------------------------------------------------------
// The fake catalogue service of the page.

const errorBody = ({ fail, code }: Failure<number>, details?: { field: string; message: string }[]) => ({ statusCode: fail, code, message: code, ...(details ? { details } : {}) });
type TreeAnswer = { tree: Category[] };
type TemplateAnswer = { xlsx: string } | Failure<503>;
type UploadAnswer = { load: ProductBulkLoad } | (Failure<400> & { columns: string[] });
type LoadAnswer = { load: ProductBulkLoad } | Failure<404 | 503>;
/** What an upload carried: its fields and the file's name. */
type UploadSent = { categoryId: string; outcome: string; fileName: string };

function fakeBulkLoadServer() {
  const tree = new HeldQueue<TreeAnswer, null>();
  const template = new HeldQueue<TemplateAnswer, number>();
  const upload = new HeldQueue<UploadAnswer, UploadSent>();
  const read = new HeldQueue<LoadAnswer, string>();
  mockServer.use(
    http.catalog.get('/v1/catalog/categories', async ({ request, response }) => response(200).json({ items: (await tree.next(request.signal, null)).tree })),
    http.catalog.get('/v1/catalog/categories/{categoryId}/product-template', async ({ request, params }) => {
      const answer = await template.next(request.signal, Number(params.categoryId));
      // The helper types text and JSON bodies only: the workbook's bytes stand as text.
      if ('xlsx' in answer) return HttpResponse.text(answer.xlsx, { status: 200, headers: { 'content-disposition': 'attachment; filename="plantilla-productos-television.xlsx"' } });
      return HttpResponse.json(errorBody(answer), { status: 503 });
    }),
    http.catalog.post('/v1/catalog/product-bulk-loads', async ({ request, response }) => {
      const form = await request.formData();
      const file = form.get('file') as File | null;
      const answer = await upload.next(request.signal, { categoryId: String(form.get('categoryId')), outcome: String(form.get('outcome')), fileName: file?.name ?? '' });
      if ('load' in answer) return response(202).json(answer.load);
      return response(400).json(errorBody(answer, answer.columns.map((column) => ({ field: 'body.file', message: column }))));
    }),
    http.catalog.get('/v1/catalog/product-bulk-loads/{loadId}', async ({ request, params, response }) => {
      const answer = await read.next(request.signal, String(params.loadId));
      if ('load' in answer) return response(200).json(answer.load);
      return answer.fail === 404 ? response(404).json(errorBody(answer)) : response(503).json(errorBody(answer));
    }),
  );
  return { tree, template, upload, read };
}
type BulkLoadServer = ReturnType<typeof fakeBulkLoadServer>;

// ---------------------------------------------------------------------------------------------
// The chart's events, each with what a seller (or the service) does for it.

const fixtures = {
  pickTelevision: { type: 'bulkLoad.category', categoryId: 11 },
  chooseReview: { type: 'bulkLoad.outcome', outcome: 'review' },
  chooseGood: { type: 'bulkLoad.file', file: { file: FILES.good, fileName: 'televisores.xlsx' } },
  chooseCsv: { type: 'bulkLoad.file', file: { file: FILES.csv, fileName: 'televisores.csv' } },
  chooseHuge: { type: 'bulkLoad.file', file: { file: FILES.huge, fileName: 'catalogo-completo.xlsx' } },
  send: { type: 'bulkLoad.send' },
  template: { type: 'template.download' },
  retry: { type: 'bulkLoad.retry' },
  again: { type: 'bulkLoad.again' },
  templateSaved: { type: 'xstate.done.actor.0.bulkLoad.choosing.downloadingTemplate', output: { blob: new Blob(['PK']), fileName: 'plantilla-productos-television.xlsx' } },
  templateFailed: { type: 'xstate.error.actor.0.bulkLoad.choosing.downloadingTemplate', error: unavailable },
  uploaded: { type: 'xstate.done.actor.0.bulkLoad.sending', output: QUEUED },
  uploadRefused: { type: 'xstate.error.actor.0.bulkLoad.sending', error: columnsMissing },
  halfway: { type: 'xstate.done.actor.0.bulkLoad.watching.loading', output: HALFWAY },
  done: { type: 'xstate.done.actor.0.bulkLoad.watching.loading', output: DONE },
  readFailed: { type: 'xstate.error.actor.0.bulkLoad.watching.loading', error: unavailable },
  notFound: { type: 'xstate.error.actor.0.bulkLoad.watching.loading', error: missing },
  pollDue: { type: 'xstate.after.pollDelay.bulkLoad.watching.waiting' },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type Fixture = keyof typeof fixtures;
const names = eventNames(fixtures);

/** Every event of the chart has a fixture. */
type Unfixtured = Exclude<BulkLoadEvent['type'], (typeof fixtures)[Fixture]['type']>;
const _everyEventHasAFixture: [Unfixtured] extends [never] ? true : Unfixtured = true;

type Snapshot = SnapshotFrom<typeof bulkLoadMachine>;

/** A seller picks the category and the outcome once, and a file other than the one already chosen. */
function offered(snapshot: Snapshot, event: EventObject): boolean {
  const { categoryId, outcome, file } = snapshot.context;
  switch (event.type) {
    case 'bulkLoad.category':
      return categoryId === null;
    case 'bulkLoad.outcome':
      return outcome === 'draft';
    case 'bulkLoad.file':
      return file?.fileName !== (event as Extract<BulkLoadEvent, { type: 'bulkLoad.file' }>).file?.fileName;
    default:
      return true;
  }
}

const pathsFrom = (input: BulkLoadInput) =>
  coveringPaths<Snapshot, EventObject, BulkLoadInput>(bulkLoadMachine, {
    input,
    events: Object.values(fixtures),
    describe: (snapshot) => {
      const { categoryId, outcome, file, load: current, refusal } = snapshot.context;
      return [snapshot.value, categoryId, outcome, file?.fileName ?? null, current?.state ?? null, current?.processedRows ?? null, refusal?.code ?? null];
    },
    eventKey: (event) => JSON.stringify(event),
    filter: offered,
    chained: true,
  });
const startingPaths = pathsFrom({ loadId: null });
const reloadPaths = pathsFrom({ loadId: LOAD_ID });

// ---------------------------------------------------------------------------------------------
// What the seller does for each event, and what the page must show at each step.

interface World {
  user: UserEvent;
  server: BulkLoadServer;
  view: ReturnType<typeof renderPimModule>;
  timers: ReturnType<typeof holdTimersOf>;
  downloads: ReturnType<typeof recordDownloads>;
  /** What the seller chose, as the upload must carry it. */
  chosen: { categoryId: string; outcome: string; fileName: string };
  navigations: number;
}

const fileInput = () => screen.getByLabelText('Archivo Excel (.xlsx)');
const categorySelect = () => screen.getByRole('combobox', { name: 'Categoría' });

function categoryOptions() {
  const select = categorySelect();
  const loose = [...select.children].filter((child) => child.tagName === 'OPTION').map((option) => option.textContent);
  const groups = [...select.querySelectorAll('optgroup')].map((group) => [group.label, [...group.querySelectorAll('option')].map((option) => option.textContent)]);
  return [['', loose], ...groups];
}

/** The form asks for the categories each time it is drawn; they arrive at once. */
async function answerTree(server: BulkLoadServer) {
  await waitFor(() => expect(server.tree.pending).toBe(1));
  server.tree.answer({ tree: TREE });
  await waitFor(() => expect(categoryOptions()).toEqual(CATEGORY_OPTIONS));
}

async function expectNavigated(world: World, to: string) {
  world.navigations += 1;
  await waitFor(() => expect(world.view.host.navigate).toHaveBeenCalledTimes(world.navigations));
  expect(world.view.host.navigate.mock.calls.at(-1)).toEqual([to]);
}

const answerRead = async (world: World, answer: LoadAnswer) => {
  await waitFor(() => expect(world.server.read.pending).toBe(1));
  expect(world.server.read.received.at(-1)).toBe(LOAD_ID);
  world.server.read.answer(answer);
};

const simulate: Record<Fixture, (world: World) => Promise<unknown>> = {
  pickTelevision: async (world) => {
    await world.user.selectOptions(categorySelect(), 'Televisión');
    world.chosen.categoryId = '11';
  },
  chooseReview: async (world) => {
    await world.user.click(screen.getByRole('radio', { name: 'Enviarlos a revisión' }));
    world.chosen.outcome = 'review';
  },
  chooseGood: async (world) => {
    await world.user.upload(fileInput(), FILES.good);
    world.chosen.fileName = 'televisores.xlsx';
  },
  chooseCsv: async (world) => {
    await world.user.upload(fileInput(), FILES.csv);
    world.chosen.fileName = 'televisores.csv';
  },
  chooseHuge: async (world) => {
    await world.user.upload(fileInput(), FILES.huge);
    world.chosen.fileName = 'catalogo-completo.xlsx';
  },
  send: async (world) => {
    await world.user.click(screen.getByRole('button', { name: 'Cargar productos' }));
  },
  template: ({ user }) => user.click(screen.getByRole('button', { name: 'Descargar plantilla' })),
  retry: ({ user }) => user.click(screen.getByRole('button', { name: 'Reintentar' })),
  again: async (world) => {
    await world.user.click(screen.getByRole('button', { name: 'Cargar otro archivo' }));
    await expectNavigated(world, '/pim/bulk-load');
    world.chosen = { categoryId: '', outcome: 'draft', fileName: '' };
    await answerTree(world.server);
  },
  templateSaved: async ({ server, downloads }) => {
    await waitFor(() => expect(server.template.pending).toBe(1));
    expect(server.template.received.at(-1)).toBe(11);
    const before = downloads.saved.length;
    server.template.answer({ xlsx: 'PK-plantilla' });
    await waitFor(() => expect(downloads.saved).toHaveLength(before + 1));
    expect(downloads.saved.at(-1)?.fileName).toBe('plantilla-productos-television.xlsx');
  },
  templateFailed: async ({ server }) => {
    await waitFor(() => expect(server.template.pending).toBe(1));
    server.template.answer({ fail: 503, code: 'SERVICE_UNAVAILABLE' });
  },
  // The form goes as the seller filled it: the category, the outcome and the file's bytes with its name.
  uploaded: async (world) => {
    await waitFor(() => expect(world.server.upload.pending).toBe(1));
    expect(world.server.upload.received.at(-1)).toEqual(world.chosen);
    world.server.upload.answer({ load: { ...QUEUED, outcome: world.chosen.outcome as ProductBulkLoad['outcome'] } });
    await expectNavigated(world, `/pim/bulk-load/${LOAD_ID}`);
  },
  uploadRefused: async (world) => {
    await waitFor(() => expect(world.server.upload.pending).toBe(1));
    expect(world.server.upload.received.at(-1)).toEqual(world.chosen);
    world.server.upload.answer({ fail: 400, code: 'PRODUCT_COLUMNS_MISSING', columns: ['Precio', 'Resolución'] });
  },
  halfway: (world) => answerRead(world, { load: HALFWAY }),
  done: (world) => answerRead(world, { load: DONE }),
  readFailed: (world) => answerRead(world, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  notFound: (world) => answerRead(world, { fail: 404, code: 'BULK_LOAD_NOT_FOUND' }),
  pollDue: async ({ timers }) => {
    await waitFor(() => expect(timers.pending()).toBe(1));
    act(() => timers.elapse());
  },
};

/** What each refusal says, in Spanish. */
const REFUSAL_TEXT: Record<string, string> = {
  CATEGORY_REQUIRED: 'Elige la categoría de los productos.',
  PRODUCT_FILE_REQUIRED: 'Debes seleccionar un archivo.',
  PRODUCT_FILE_NOT_XLSX: 'Formato de archivo no válido: sube una planilla Excel (.xlsx), como la plantilla.',
  PRODUCT_FILE_TOO_LARGE: 'El archivo pesa más de 20 MB. Divídelo en varios archivos.',
  PRODUCT_COLUMNS_MISSING: 'Al archivo le faltan columnas obligatorias: Precio y Resolución. Usa la plantilla de la categoría sin cambiar los títulos.',
};

const alertWith = (text: string) => screen.queryAllByRole('alert').find((alert) => alert.textContent?.includes(text)) ?? null;

async function expectScreen(state: AnyMachineSnapshot, world: World) {
  const snapshot = state as Snapshot;
  const { categoryId, outcome, file, refusal, load: current } = snapshot.context;
  expect(screen.getByRole('heading', { level: 1, name: 'Carga masiva de productos' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Volver a Productos' })).toHaveAttribute('href', '/pim');

  if (snapshot.matches('choosing') || snapshot.matches('sending')) {
    expect(categorySelect()).toHaveValue(categoryId === null ? '' : String(categoryId));
    expect(screen.getByRole('radio', { name: 'Guardarlos como borradores' })).toHaveProperty('checked', outcome === 'draft');
    expect(screen.getByRole('radio', { name: 'Enviarlos a revisión' })).toHaveProperty('checked', outcome === 'review');
    if (file) expect(screen.getByText(`Archivo elegido: ${file.fileName}`)).toBeVisible();
    else expect(screen.queryByText(/^Archivo elegido/)).toBeNull();
    const template = screen.getByRole('button', { name: 'Descargar plantilla' });
    // A template is a category's: there is none to download before one is chosen.
    await waitFor(() => (categoryId !== null && snapshot.matches({ choosing: 'ready' }) ? expect(template).toBeEnabled() : snapshot.matches('sending') || categoryId === null ? expect(template).toBeDisabled() : undefined));
    if (snapshot.matches({ choosing: 'downloadingTemplate' })) await waitFor(() => expect(template).toBeDisabled());
    if (snapshot.matches({ choosing: 'templateFailed' })) expect(alertWith('No pudimos descargar la plantilla')).toHaveTextContent(UNAVAILABLE_TEXT);
    else expect(alertWith('No pudimos descargar la plantilla')).toBeNull();
    if (snapshot.matches({ choosing: 'refused' })) {
      await waitFor(() => expect(alertWith('No pudimos cargar el archivo')).toHaveTextContent(`No pudimos cargar el archivo${REFUSAL_TEXT[refusal!.code]}`));
      // What the page can judge never leaves the browser.
      if (refusal!.code !== 'PRODUCT_COLUMNS_MISSING') expect(world.server.upload.pending).toBe(0);
    } else {
      expect(alertWith('No pudimos cargar el archivo')).toBeNull();
    }
    const send = screen.getByRole('button', { name: snapshot.matches('sending') ? 'Revisando y subiendo el archivo…' : 'Cargar productos' });
    await waitFor(() => (snapshot.matches('sending') ? expect(send).toBeDisabled() : expect(send).toBeEnabled()));
    return;
  }
  expect(screen.queryByRole('combobox', { name: 'Categoría' })).toBeNull();

  if (snapshot.matches('watching')) {
    if (snapshot.matches({ watching: 'missing' })) {
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No encontramos esta carga. Puede que el enlace esté incompleto o que la carga sea de otra cuenta.'));
      expect(screen.getByRole('button', { name: 'Cargar otro archivo' })).toBeEnabled();
      return;
    }
    if (current) {
      await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Cargando televisores.xlsx' })).toBeVisible());
      const progress = screen.getByRole('progressbar', { name: 'Avance de la carga' });
      expect(progress).toHaveAttribute('aria-valuenow', String(current.processedRows));
      expect(progress).toHaveAttribute('aria-valuemax', '50');
      await waitFor(() =>
        expect(screen.getByRole('status')).toHaveTextContent(current.state === 'queued' ? 'El archivo está en cola; empezará en unos segundos.' : '25 de 50 filas revisadas'),
      );
    } else if (!snapshot.matches({ watching: 'failed' })) {
      expect(screen.getByLabelText('Avance de la carga')).toBeInTheDocument();
    }
    if (snapshot.matches({ watching: 'failed' })) {
      const alert = alertWith('No pudimos consultar el avance de la carga');
      expect(alert).toHaveTextContent(`No pudimos consultar el avance de la carga. La carga sigue en curso.${UNAVAILABLE_TEXT}`);
      expect(within(alert!).getByRole('button', { name: 'Reintentar' })).toBeEnabled();
    } else {
      expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    }
    return;
  }

  // Done: what was created, the way to it, and the refused rows by row, column and message.
  expect(snapshot.matches('finished')).toBe(true);
  await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Carga terminada: televisores.xlsx' })).toBeVisible());
  expect(screen.getByRole('status')).toHaveTextContent('Se crearon 47 productos como borradores en Televisión; 3 filas con errores.');
  expect(screen.getByRole('link', { name: 'Ver los productos creados' })).toHaveAttribute('href', '/pim?tab=draft&category=11');
  const table = screen.getByRole('table', { name: 'Errores de las filas que no se cargaron, por fila y columna' });
  expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Fila', 'Columna', 'Mensaje']);
  expect(within(table).getAllByRole('row').slice(1).map((row) => [...row.children].map((cell) => cell.textContent))).toEqual(REPORT_ROWS);
}

async function walk(path: (typeof startingPaths)[number], loadId: string | null) {
  const timers = holdTimersOf(BULK_LOAD_POLL_MS);
  const downloads = recordDownloads();
  const server = fakeBulkLoadServer();
  try {
    const view = renderPimModule({ path: loadId ? `/pim/bulk-load/${loadId}` : '/pim/bulk-load', session: { ...SELLER_SESSION, permissions: [...SELLER_SESSION.permissions, 'getProductTemplate', 'uploadProductBulkLoad', 'getProductBulkLoad'] } });
    if (!loadId) await answerTree(server);
    const world: World = { user: userEvent.setup({ applyAccept: false }), server, view, timers, downloads, chosen: { categoryId: '', outcome: 'draft', fileName: '' }, navigations: 0 };
    for (const step of path.steps) {
      if (!isStart(step.event)) await simulate[names.get(step.event)](world);
      await expectScreen(step.state, world);
    }
    // The address changes when a load is sent and when another is started, never otherwise.
    expect(view.host.navigate).toHaveBeenCalledTimes(world.navigations);
  } finally {
    timers.restore();
    downloads.restore();
  }
}

describe('products by Excel, from the page that starts a load (/pim/bulk-load)', () => {
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => forgetScreenWidth());
  for (const path of startingPaths) it(describeFixturePath(path, names.get), () => walk(path, null));
});

describe("products by Excel, from a load's own address (a reload)", () => {
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => forgetScreenWidth());
  for (const path of reloadPaths) it(describeFixturePath(path, names.get), () => walk(path, LOAD_ID));
});

describe('products by Excel: the chart', () => {
  it('covers every state and transition with the generated paths of both starts', () => {
    expectFullCoverage(combineCoverage([measureCoverage(bulkLoadMachine, startingPaths), measureCoverage(bulkLoadMachine, reloadPaths)]));
  });
});
