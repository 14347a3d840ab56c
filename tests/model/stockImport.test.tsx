/**
 * Model-based tests of the Excel import of Stock (modules/stock): the upload on /stock (template,
 * file, mode, "Cargar", refusals) and the import's own page /stock/imports/<id> (read every 2 s while
 * it runs, across reloads, until its per-row report), driving the module's real Root against a fake
 * stock service (msw, typed from the contract) that holds each request until the path answers it.
 * Paths are generated from each chart to take every transition; each step checks what a seller sees
 * and what was sent.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { AnyMachineSnapshot, EventObject, SnapshotFrom } from 'xstate';
import { importProgressMachine, type ImportProgressEvent } from '../../modules/stock/machines/importProgress.machine.ts';
import { importUploadMachine, type ImportUploadEvent } from '../../modules/stock/machines/importUpload.machine.ts';
import { ApiError } from '../../shared/api-error.ts';
import { expectFullCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { recordDownloads } from './orders.support.tsx';
import { coveringPaths, forgetScreenWidth, holdTimersOf, setScreenWidth } from './shell.support.tsx';
import { fakeStockServer, renderStockModule, type StockImport, type StockServer } from './stock.support.tsx';

const unavailable = new ApiError({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' });
const UNAVAILABLE_TEXT = 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.';
const IMPORT_ID = '0b5a4f0e-8c1d-4b7e-9a43-5f2d1c7e9b10';

/** A workbook's first bytes (a zip), and a CSV that only calls itself one. */
const WORKBOOK = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])], 'stock.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
const CSV = new File(['SKU;Bodega;Cantidad\n'], 'stock.xlsx', { type: 'text/csv' });
const WORKBOOK_BASE64 = 'UEsDBAECAw==';

const job = (overrides: Partial<StockImport>): StockImport => ({
  id: IMPORT_ID,
  sellerId: 1,
  fileName: 'stock.xlsx',
  mode: 'add',
  state: 'queued',
  progress: { rowsTotal: null, rowsRead: 0, rowsApplied: 0 },
  report: null,
  failure: null,
  createdAt: '2026-11-29T14:00:00Z',
  startedAt: null,
  finishedAt: null,
  ...overrides,
});
const QUEUED = job({});
const RUNNING = job({ state: 'running', progress: { rowsTotal: 300, rowsRead: 120, rowsApplied: 118 }, startedAt: '2026-11-29T14:00:02Z' });
const CLEAN = job({ state: 'finished', progress: { rowsTotal: 300, rowsRead: 300, rowsApplied: 300 }, report: { rows: 300, applied: 300, skipped: 0, errors: [], warnings: [], truncated: false } });
const WITH_ISSUES = job({
  state: 'finished',
  progress: { rowsTotal: 300, rowsRead: 300, rowsApplied: 298 },
  report: {
    rows: 300,
    applied: 298,
    skipped: 2,
    errors: [
      { row: 7, column: 'Cantidad', code: 'QUANTITY_NOT_A_NUMBER', message: 'Not a number' },
      { row: 3, column: 'Bodega', code: 'WAREHOUSE_NOT_FOUND', message: 'No such warehouse' },
    ],
    warnings: [{ row: 7, column: 'SKU', code: 'QUANTITY_UNCHANGED', message: 'Unchanged' }],
    truncated: false,
  },
});
const STOPPED = job({ state: 'failed', progress: { rowsTotal: 300, rowsRead: 40, rowsApplied: 40 }, failure: 'STOCK_FILE_INVALID_FORMAT' });

// ---------------------------------------------------------------------------------------------
// The upload, on /stock.

const uploadFixtures = {
  chooseWorkbook: { type: 'import.choose', chosen: { file: WORKBOOK, fileName: 'stock.xlsx' } },
  chooseCsv: { type: 'import.choose', chosen: { file: CSV, fileName: 'stock.xlsx' } },
  toAdd: { type: 'import.mode', mode: 'add' },
  start: { type: 'import.start' },
  close: { type: 'import.close' },
  template: { type: 'template.download' },
  templateSaved: { type: 'xstate.done.actor.downloadTemplate', output: { blob: new Blob(['PK']), fileName: 'plantilla-stock.xlsx' } },
  templateFailed: { type: 'xstate.error.actor.downloadTemplate', error: unavailable },
  read: { type: 'xstate.done.actor.readWorkbook', output: { fileName: 'stock.xlsx', contentBase64: WORKBOOK_BASE64 } },
  notWorkbook: { type: 'xstate.error.actor.readWorkbook', error: new ApiError({ statusCode: 400, code: 'STOCK_FILE_INVALID_FORMAT', message: 'Not a workbook' }) },
  queued: { type: 'xstate.done.actor.startImport', output: QUEUED },
  columnsMissing: {
    type: 'xstate.error.actor.startImport',
    error: new ApiError({ statusCode: 400, code: 'STOCK_COLUMNS_MISSING', message: 'Columns missing', details: [{ field: 'file', message: 'Bodega' }, { field: 'file', message: 'Cantidad' }] }),
  },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type UploadFixture = keyof typeof uploadFixtures;
const uploadNames = eventNames(uploadFixtures);

type UploadUnfixtured = Exclude<ImportUploadEvent['type'], (typeof uploadFixtures)[UploadFixture]['type']>;
const _everyUploadEventHasAFixture: [UploadUnfixtured] extends [never] ? true : UploadUnfixtured = true;

type UploadSnapshot = SnapshotFrom<typeof importUploadMachine>;

const uploadPaths = coveringPaths<UploadSnapshot, EventObject, { sellerId: null }>(importUploadMachine, {
  input: { sellerId: null },
  events: Object.values(uploadFixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.chosen?.file === CSV ? 'csv' : (snapshot.context.chosen ? 'xlsx' : null), snapshot.context.mode],
  eventKey: (event) => JSON.stringify(event),
  filter: (snapshot, event) => {
    const name = uploadNames.get(event);
    // The file decides what reading it finds; the mode is changed once.
    if (name === 'read') return snapshot.context.chosen?.file === WORKBOOK;
    if (name === 'notWorkbook') return snapshot.context.chosen?.file === CSV;
    if (name === 'toAdd') return snapshot.context.mode === 'set';
    return true;
  },
  chained: true,
});

interface UploadWorld {
  user: UserEvent;
  server: StockServer;
  view: ReturnType<typeof renderStockModule>;
  downloads: ReturnType<typeof recordDownloads>;
  mode: 'set' | 'add';
}

const fileInput = () => screen.getByLabelText('Archivo Excel');

const simulateUpload: Record<UploadFixture, (world: UploadWorld) => Promise<unknown>> = {
  chooseWorkbook: ({ user }) => user.upload(fileInput(), WORKBOOK),
  chooseCsv: ({ user }) => user.upload(fileInput(), CSV),
  toAdd: async (world) => {
    await world.user.click(screen.getByRole('radio', { name: 'Se suman al stock en mano (una negativa lo resta)' }));
    world.mode = 'add';
  },
  start: ({ user }) => user.click(screen.getByRole('button', { name: 'Cargar' })),
  close: ({ user }) => user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Cerrar' })),
  template: ({ user }) => user.click(screen.getByRole('button', { name: 'Descargar plantilla' })),
  templateSaved: async (world) => {
    await waitFor(() => expect(world.server.template.pending).toBe(1));
    world.server.template.answer({ xlsx: 'PK' });
    await waitFor(() => expect(world.downloads.saved.at(-1)?.fileName).toBe('plantilla-stock.xlsx'));
  },
  templateFailed: async (world) => {
    await waitFor(() => expect(world.server.template.pending).toBe(1));
    world.server.template.answer({ fail: 503, code: 'SERVICE_UNAVAILABLE' });
  },
  // Reading the file is the browser's: the chosen one decides.
  read: async () => {},
  notWorkbook: async () => {},
  queued: async (world) => {
    await waitFor(() => expect(world.server.upload.pending).toBe(1));
    expect(world.server.upload.received.at(-1)).toEqual({ file: { fileName: 'stock.xlsx', contentBase64: WORKBOOK_BASE64 }, mode: world.mode });
    world.server.upload.answer({ job: QUEUED });
    // The import's own page follows it, across reloads.
    await waitFor(() => expect(world.view.host.navigate).toHaveBeenLastCalledWith(`/stock/imports/${IMPORT_ID}`));
  },
  columnsMissing: async (world) => {
    await waitFor(() => expect(world.server.upload.pending).toBe(1));
    world.server.upload.answer({ fail: 400, code: 'STOCK_COLUMNS_MISSING', details: [{ field: 'file', message: 'Bodega' }, { field: 'file', message: 'Cantidad' }] });
  },
};

async function expectUploadScreen(state: AnyMachineSnapshot) {
  const snapshot = state as UploadSnapshot;
  const card = screen.getByRole('heading', { level: 2, name: 'Cargar stock con Excel' }).closest('.chakra-card__root') as HTMLElement;
  const { chosen, mode } = snapshot.context;
  expect(within(card).getByText(chosen ? `Archivo seleccionado: ${chosen.fileName}` : 'Ningún archivo seleccionado.')).toBeVisible();
  expect(within(card).getByRole('radio', { name: mode === 'set' ? 'Reemplazan el stock en mano' : 'Se suman al stock en mano (una negativa lo resta)' })).toBeChecked();
  // Reading a chosen file takes the browser no time: only the send is long enough to be seen.
  if (snapshot.matches('uploading') || snapshot.matches('sent')) await waitFor(() => expect(fileInput()).toBeDisabled());
  else if (!snapshot.matches('validating')) await waitFor(() => expect(fileInput()).toBeEnabled());
  // What reading the file found is already on screen while the model stands on `validating`.
  if (snapshot.matches('validating')) return;
  const alert = within(card).queryByRole('alert');
  if (snapshot.matches({ idle: 'noFile' })) expect(alert).toHaveTextContent('No pudimos cargar el archivoDebes seleccionar un archivo.');
  else if (snapshot.matches('rejected') && snapshot.context.refusal?.columns.length) {
    expect(alert).toHaveTextContent('Al archivo le faltan columnas obligatorias: Bodega y Cantidad. Usa la plantilla sin cambiar los títulos.');
  } else if (snapshot.matches('rejected')) expect(alert).toHaveTextContent('Formato de archivo inválido: carga un archivo Excel (.xlsx).');
  else if (snapshot.matches({ idle: 'templateFailed' })) expect(alert).toHaveTextContent(`No pudimos descargar la plantilla${UNAVAILABLE_TEXT}`);
  else await waitFor(() => expect(within(card).queryByRole('alert')).toBeNull());
}

describe('the Excel import on /stock', () => {
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => forgetScreenWidth());

  for (const path of uploadPaths) {
    it(describeFixturePath(path, uploadNames.get), async () => {
      const downloads = recordDownloads();
      try {
        const server = fakeStockServer();
        const view = renderStockModule({ path: '/stock' });
        const world: UploadWorld = { user: userEvent.setup({ applyAccept: false }), server, view, downloads, mode: 'set' };
        for (const step of path.steps) {
          if (!isStart(step.event)) await simulateUpload[uploadNames.get(step.event)](world);
          await expectUploadScreen(step.state);
        }
      } finally {
        downloads.restore();
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(importUploadMachine, uploadPaths));
  });
});

// ---------------------------------------------------------------------------------------------
// The import's own page.

const progressFixtures = {
  retry: { type: 'import.retry' },
  queuedRead: { type: 'xstate.done.actor.readImport', output: QUEUED },
  runningRead: { type: 'xstate.done.actor.readImport', output: RUNNING },
  clean: { type: 'xstate.done.actor.readImport', output: CLEAN },
  withIssues: { type: 'xstate.done.actor.readImport', output: WITH_ISSUES },
  stopped: { type: 'xstate.done.actor.readImport', output: STOPPED },
  readFailed: { type: 'xstate.error.actor.readImport', error: unavailable },
  missing: { type: 'xstate.error.actor.readImport', error: new ApiError({ statusCode: 404, code: 'STOCK_IMPORT_NOT_FOUND', message: 'No such import' }) },
  pollElapsed: { type: 'xstate.after.pollInterval.importProgress.waiting' },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type ProgressFixture = keyof typeof progressFixtures;
const progressNames = eventNames(progressFixtures);

type ProgressUnfixtured = Exclude<ImportProgressEvent['type'], (typeof progressFixtures)[ProgressFixture]['type']>;
const _everyProgressEventHasAFixture: [ProgressUnfixtured] extends [never] ? true : ProgressUnfixtured = true;

type ProgressSnapshot = SnapshotFrom<typeof importProgressMachine>;

const progressPaths = coveringPaths<ProgressSnapshot, EventObject, { importId: string }>(importProgressMachine, {
  input: { importId: IMPORT_ID },
  events: Object.values(progressFixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.job?.state ?? null, snapshot.context.job?.progress.rowsRead ?? null],
  eventKey: (event) => JSON.stringify(event),
  filter: () => true,
  chained: true,
});

interface ProgressWorld {
  server: StockServer;
  timers: ReturnType<typeof holdTimersOf>;
  user: UserEvent;
}

const answerImport = async (world: ProgressWorld, answer: Parameters<StockServer['importJob']['answer']>[0]) => {
  await waitFor(() => expect(world.server.importJob.pending).toBe(1));
  expect(world.server.importJob.received.at(-1)).toBe(IMPORT_ID);
  world.server.importJob.answer(answer);
};

const simulateProgress: Record<ProgressFixture, (world: ProgressWorld) => Promise<unknown>> = {
  retry: ({ user }) => user.click(screen.getByRole('button', { name: 'Reintentar' })),
  queuedRead: (world) => answerImport(world, { job: QUEUED }),
  runningRead: (world) => answerImport(world, { job: RUNNING }),
  clean: (world) => answerImport(world, { job: CLEAN }),
  withIssues: (world) => answerImport(world, { job: WITH_ISSUES }),
  stopped: (world) => answerImport(world, { job: STOPPED }),
  readFailed: (world) => answerImport(world, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  missing: (world) => answerImport(world, { fail: 404, code: 'STOCK_IMPORT_NOT_FOUND' }),
  pollElapsed: async (world) => {
    await waitFor(() => expect(world.timers.pending()).toBe(1));
    act(() => world.timers.elapse());
  },
};

const reportRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent));

async function expectProgressScreen(state: AnyMachineSnapshot) {
  const snapshot = state as ProgressSnapshot;
  expect(screen.getByRole('heading', { level: 1, name: 'Carga de stock' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Volver al stock' })).toHaveAttribute('href', '/stock');
  const { job: read } = snapshot.context;
  if (snapshot.matches('notFound')) {
    expect(await screen.findByRole('alert')).toHaveTextContent('No encontramos esta carga de stock.');
    return;
  }
  if (read) await waitFor(() => expect(screen.getByText(/^Archivo stock\.xlsx, cargado el 29-11-2026, 11:00\./)).toHaveTextContent('Sumar'));
  else if (snapshot.matches('reading')) expect(screen.getByRole('status')).toHaveTextContent('Cargando la carga…');
  const underWay = read !== null && (read.state === 'queued' || read.state === 'running') && !snapshot.matches('readFailed');
  if (underWay) {
    const line = read.state === 'queued' ? 'En cola: empezará en unos segundos.' : 'Aplicando las filas…';
    const reads = read.state === 'queued' ? '0 filas leídas, 0 aplicadas.' : '120 filas leídas, 118 aplicadas.';
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`${line} ${reads}`));
    // Running, 120 of the 300 rows counted are read.
    if (read.state === 'running') expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  } else {
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  }
  if (snapshot.matches('readFailed')) {
    expect(await screen.findByRole('alert')).toHaveTextContent(`No pudimos consultar la carga. Sigue avanzando en el servidor.${UNAVAILABLE_TEXT}`);
  }
  if (snapshot.matches('stopped')) {
    expect(await screen.findByRole('alert')).toHaveTextContent('La carga se detuvo antes de terminarFormato de archivo inválido: carga un archivo Excel (.xlsx). Se aplicaron 40 filas antes de detenerse.');
  }
  if (snapshot.matches({ finished: 'clean' })) {
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Stock cargado con éxito300 filas leídas: 300 aplicadas y 0 omitidas por errores.'));
    expect(screen.queryByRole('table')).toBeNull();
  }
  if (snapshot.matches({ finished: 'withIssues' })) {
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('La carga terminó con observaciones300 filas leídas: 298 aplicadas y 2 omitidas por errores.'));
    // By row, errors before warnings, each message by its code in Spanish.
    expect(reportRows()).toEqual([
      ['3', 'Bodega', 'No tienes una bodega con este nombre.', 'Error'],
      ['7', 'Cantidad', 'La cantidad no es un número.', 'Error'],
      ['7', 'SKU', 'La cantidad es la misma que ya tenías: no cambió nada.', 'Advertencia'],
    ]);
  }
}

describe('an import followed on its own page /stock/imports/<id>', () => {
  for (const path of progressPaths) {
    it(describeFixturePath(path, progressNames.get), async () => {
      const timers = holdTimersOf(2000);
      try {
        const server = fakeStockServer();
        renderStockModule({ path: `/stock/imports/${IMPORT_ID}` });
        const world: ProgressWorld = { server, timers, user: userEvent.setup() };
        for (const step of path.steps) {
          if (!isStart(step.event)) await simulateProgress[progressNames.get(step.event)](world);
          await expectProgressScreen(step.state);
        }
      } finally {
        timers.restore();
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(importProgressMachine, progressPaths));
  });
});
