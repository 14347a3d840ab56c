/**
 * Model-based tests of the bulk upload of boletas (modules/invoices/machines/invoiceUpload), driving
 * the module's real Root at /invoice through its composition root and the typed invoices client
 * against a fake invoices service that holds each request until the path answers it. Paths are
 * generated from the upload's statechart to take every transition; each step checks what the seller
 * sees: the template button, the file input, "Revisando y cargando el archivo…", the refusal naming
 * missing columns, the alert of a file with errors ("Se subió un archivo sin los campos requeridos",
 * "Cerrar", "Ver reporte de errores") and "Boletas cargadas con éxito". Then the report page itself,
 * with and without its navigation state.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { AnyMachineSnapshot, EventObject, SnapshotFrom } from 'xstate';
import { invoiceUploadMachine, type InvoiceUploadEvent } from '../../modules/invoices/machines/invoiceUpload.machine.ts';
import { ApiError } from '../../shared/api-error.ts';
import { axeViolations } from '../support/axe.ts';
import { expectFullCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { fakeInvoicesServer, recordDownloads, renderInvoicesModule, type InvoicesServer, type UploadResult } from './invoices.support.tsx';
import { coveringPaths } from './shell.support.tsx';

/** A workbook's first bytes (a zip), as the portal checks them; the server reads the rest. */
const WORKBOOK_BYTES = 'PK\u0003\u0004boletas';
const WORKBOOK_BASE64 = btoa(WORKBOOK_BYTES);

const WITH_ERRORS: UploadResult = {
  rows: 3,
  stored: 0,
  errors: [
    { row: 2, column: 'Número de orden', code: 'ORDER_NOT_FOUND', message: 'There is no order with this number among your orders' },
    { row: 4, column: 'Monto total', code: 'AMOUNT_MISMATCH', message: 'The amount differs from what the buyer paid for the order' },
  ],
  warnings: [{ row: 3, column: 'Folio', code: 'INVOICE_REPLACED', message: 'The order had another boleta; this one replaces it' }],
};
const CLEAN: UploadResult = { rows: 3, stored: 3, errors: [], warnings: [] };
const columnsMissing = new ApiError({ statusCode: 400, code: 'INVOICE_COLUMNS_MISSING', message: 'missing', details: [{ field: 'body.contentBase64', message: 'Folio' }] });
const notWorkbook = new ApiError({ statusCode: 400, code: 'INVOICE_FILE_NOT_XLSX', message: 'not a workbook' });
const unavailable = new ApiError({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' });

const fixtures = {
  chooseWorkbook: { type: 'upload.choose', chosen: { file: new Blob([WORKBOOK_BYTES]), fileName: 'boletas.xlsx' } },
  chooseNotes: { type: 'upload.choose', chosen: { file: new Blob(['hola']), fileName: 'notas.txt' } },
  close: { type: 'upload.close' },
  viewReport: { type: 'upload.viewReport' },
  template: { type: 'template.download' },
  read: { type: 'xstate.done.actor.readWorkbook', output: { fileName: 'boletas.xlsx', contentBase64: WORKBOOK_BASE64 } },
  notRead: { type: 'xstate.error.actor.readWorkbook', error: notWorkbook },
  resultWithErrors: { type: 'xstate.done.actor.uploadInvoices', output: WITH_ERRORS },
  resultClean: { type: 'xstate.done.actor.uploadInvoices', output: CLEAN },
  columnsMissing: { type: 'xstate.error.actor.uploadInvoices', error: columnsMissing },
  templateSaved: { type: 'xstate.done.actor.downloadTemplate', output: { blob: new Blob(['PK']), fileName: 'plantilla-boletas.xlsx' } },
  templateFailed: { type: 'xstate.error.actor.downloadTemplate', error: unavailable },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type Fixture = keyof typeof fixtures;
const names = eventNames(fixtures);

/** Every event of the chart has a fixture. */
type Unfixtured = Exclude<InvoiceUploadEvent['type'], (typeof fixtures)[Fixture]['type']>;
const _everyEventHasAFixture: [Unfixtured] extends [never] ? true : Unfixtured = true;

type Snapshot = SnapshotFrom<typeof invoiceUploadMachine>;

/** A workbook is read, a text file is refused by the portal itself. */
function offered(snapshot: Snapshot, event: EventObject): boolean {
  const chosen = snapshot.context.chosen?.fileName ?? null;
  switch (names.find(event)) {
    case 'read':
      return chosen === 'boletas.xlsx';
    case 'notRead':
      return chosen === 'notas.txt';
    default:
      return true;
  }
}

const paths = coveringPaths<Snapshot, EventObject, undefined>(invoiceUploadMachine, {
  input: undefined,
  events: Object.values(fixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.chosen?.fileName ?? null, snapshot.context.result?.stored ?? null, snapshot.context.refusal?.code ?? null],
  eventKey: (event) => JSON.stringify(event),
  filter: offered,
  chained: true,
});

interface World {
  user: UserEvent;
  server: InvoicesServer;
  view: ReturnType<typeof renderInvoicesModule>;
  downloads: ReturnType<typeof recordDownloads>;
}

const fileInput = () => screen.getByLabelText('Subir planilla de boletas (Excel)');

const simulate: Record<Fixture, (world: World) => Promise<unknown>> = {
  chooseWorkbook: ({ user }) => user.upload(fileInput(), new File([WORKBOOK_BYTES], 'boletas.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })),
  chooseNotes: ({ user }) => user.upload(fileInput(), new File(['hola'], 'notas.txt', { type: 'text/plain' })),
  close: ({ user }) => user.click(screen.getByRole('button', { name: 'Cerrar' })),
  viewReport: async ({ user, view }) => {
    await user.click(screen.getByRole('button', { name: 'Ver reporte de errores' }));
    expect(view.host.navigate).toHaveBeenLastCalledWith('/invoice/reportError', { state: { uploadResult: WITH_ERRORS } });
  },
  template: ({ user }) => user.click(screen.getByRole('button', { name: 'Descargar plantilla Excel' })),
  // The portal reads the workbook and sends it as it is.
  read: async ({ server }) => {
    await waitFor(() => expect(server.upload.pending).toBe(1));
    expect(server.upload.received.at(-1)).toEqual({ fileName: 'boletas.xlsx', contentBase64: WORKBOOK_BASE64 });
  },
  // A text file never leaves the browser.
  notRead: async ({ server }) => {
    await screen.findByText('El archivo no es una planilla Excel (.xlsx). Usa la plantilla.');
    expect(server.upload.pending).toBe(0);
  },
  resultWithErrors: ({ server }) => Promise.resolve(server.upload.answer({ result: WITH_ERRORS })),
  resultClean: ({ server }) => Promise.resolve(server.upload.answer({ result: CLEAN })),
  columnsMissing: ({ server }) => Promise.resolve(server.upload.answer({ fail: 400, code: 'INVOICE_COLUMNS_MISSING', columns: ['Folio'] })),
  templateSaved: async ({ server, downloads }) => {
    await waitFor(() => expect(server.template.pending).toBe(1));
    const before = downloads.saved.length;
    server.template.answer({ xlsx: 'PK-plantilla' });
    await waitFor(() => expect(downloads.saved).toHaveLength(before + 1));
    expect(downloads.saved.at(-1)?.fileName).toBe('plantilla-boletas.xlsx');
  },
  templateFailed: async ({ server }) => {
    await waitFor(() => expect(server.template.pending).toBe(1));
    server.template.answer({ fail: 503, code: 'SERVICE_UNAVAILABLE' });
  },
};

const alertWith = (text: string) => screen.queryAllByRole('alert').find((alert) => alert.textContent?.includes(text)) ?? null;

async function expectScreenFor(state: AnyMachineSnapshot) {
  const snapshot = state as Snapshot;
  expect(screen.getByRole('heading', { level: 2, name: 'Carga masiva de boletas' })).toBeVisible();
  // A text file is refused the moment it is read: its `validating` is over before the screen can be
  // looked at, and the next step (notRead) checks the refusal.
  if (snapshot.matches('validating') && snapshot.context.chosen?.fileName === 'notas.txt') return;
  const busy = snapshot.matches('validating') || snapshot.matches('uploading');
  await waitFor(() => (busy ? expect(fileInput()).toBeDisabled() : expect(fileInput()).toBeEnabled()));
  if (busy) expect(screen.getByText('Revisando y cargando el archivo…')).toBeVisible();
  else expect(screen.queryByText('Revisando y cargando el archivo…')).toBeNull();

  const template = screen.getByRole('button', { name: 'Descargar plantilla Excel' });
  await waitFor(() => (snapshot.matches({ idle: 'downloadingTemplate' }) ? expect(template).toBeDisabled() : expect(template).toBeEnabled()));
  if (snapshot.matches({ idle: 'templateFailed' })) expect(alertWith('No pudimos descargar la plantilla')).toHaveTextContent('El servicio de boletas no está disponible en este momento. Inténtalo de nuevo en unos segundos.');
  else expect(alertWith('No pudimos descargar la plantilla')).toBeNull();

  if (snapshot.matches({ result: 'withIssues' })) {
    const alert = await waitFor(() => alertWith('Se subió un archivo sin los campos requeridos')!);
    expect(alert).toHaveTextContent('2 errores y 1 advertencia: no se cargó ninguna boleta. Corrige el archivo y súbelo de nuevo.');
    expect(within(alert).getByRole('button', { name: 'Ver reporte de errores' })).toBeEnabled();
    expect(within(alert).getByRole('button', { name: 'Cerrar' })).toBeEnabled();
  } else {
    await waitFor(() => expect(alertWith('Se subió un archivo sin los campos requeridos')).toBeNull());
  }
  if (snapshot.matches({ result: 'clean' })) {
    expect(await screen.findByText('Boletas cargadas con éxito')).toBeVisible();
    expect(screen.getByText('Se cargaron 3 boletas.')).toBeVisible();
  } else {
    expect(screen.queryByText('Boletas cargadas con éxito')).toBeNull();
  }
  if (snapshot.matches('rejected')) {
    const alert = await waitFor(() => alertWith('No pudimos cargar el archivo')!);
    expect(alert).toHaveTextContent(
      snapshot.context.refusal?.code === 'INVOICE_COLUMNS_MISSING'
        ? 'Al archivo le faltan columnas obligatorias: Folio. Usa la plantilla sin cambiar los títulos.'
        : 'El archivo no es una planilla Excel (.xlsx). Usa la plantilla.',
    );
  } else {
    expect(alertWith('No pudimos cargar el archivo')).toBeNull();
  }
}

describe('bulk upload of boletas, driven through the module as the shell mounts it at /invoice', () => {
  for (const path of paths) {
    it(describeFixturePath(path, names.get), async () => {
      const downloads = recordDownloads();
      const server = fakeInvoicesServer();
      try {
        const view = renderInvoicesModule({ path: '/invoice' });
        const world: World = { user: userEvent.setup({ applyAccept: false }), server, view, downloads };
        for (const step of path.steps) {
          if (!isStart(step.event)) await simulate[names.get(step.event)](world);
          await expectScreenFor(step.state);
        }
      } finally {
        downloads.restore();
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(invoiceUploadMachine, paths));
  });
});

describe('the upload error report at /invoice/reportError', () => {
  it('shows every error and warning by row, with its column, message and type, downloadable as CSV; no axe violations', async () => {
    const downloads = recordDownloads();
    try {
      const { container } = renderInvoicesModule({ path: '/invoice/reportError', state: { uploadResult: WITH_ERRORS } });
      expect(screen.getByRole('heading', { level: 1, name: 'Reporte de errores de carga' })).toBeVisible();
      expect(screen.getByText('3 filas leídas: 2 errores, 1 advertencia, 0 boletas cargadas.')).toBeVisible();
      const table = screen.getByRole('table', { name: 'Errores y advertencias del archivo, por fila' });
      const rows = within(table)
        .getAllByRole('row')
        .map((row) => [...row.children].map((cell) => cell.textContent));
      expect(rows).toEqual([
        ['Fila', 'Columna', 'Mensaje', 'Tipo'],
        ['2', 'Número de orden', 'No hay una orden tuya con este número.', 'Error'],
        ['3', 'Folio', 'La orden tenía otra boleta; esta la reemplaza.', 'Advertencia'],
        ['4', 'Monto total', 'El monto no coincide con lo que pagó el comprador.', 'Error'],
      ]);
      await userEvent.click(screen.getByRole('button', { name: 'Descargar reporte (CSV)' }));
      const saved = downloads.saved.at(-1);
      expect(saved?.fileName).toMatch(/^reporte-boletas-\d{4}-\d{2}-\d{2}\.csv$/);
      const bytes = new Uint8Array((await saved?.blob.arrayBuffer()) ?? new ArrayBuffer(0));
      expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(
        '\uFEFFFila;Columna;Mensaje;Tipo\r\n' +
          '2;Número de orden;No hay una orden tuya con este número.;Error\r\n' +
          '3;Folio;La orden tenía otra boleta; esta la reemplaza.;Advertencia\r\n'.replace('La orden tenía otra boleta; esta la reemplaza.', '"La orden tenía otra boleta; esta la reemplaza."') +
          '4;Monto total;El monto no coincide con lo que pagó el comprador.;Error\r\n',
      );
      expect(await axeViolations(container)).toEqual([]);
    } finally {
      downloads.restore();
    }
  });

  it('says the report is gone when opened without its navigation state, and links back', async () => {
    const { host } = renderInvoicesModule({ path: '/invoice/reportError' });
    expect(screen.getByText(/Este reporte ya no está disponible/)).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Volver a Boletas' }));
    expect(host.navigate).toHaveBeenCalledWith('/invoice');
  });
});
