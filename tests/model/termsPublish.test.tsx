// @vitest-environment jsdom
// DOMPurify, under happy-dom, keeps <script> and javascript: links: the terms preview is judged in
// jsdom.
/**
 * Model-based tests of "Publicar nueva versión" (modules/documents, /documents/terms/new), driving the
 * module's real Root against a fake documents service (msw, typed from the contract) that holds each
 * request until the path answers it, and a file reader held the same way. Paths are generated from
 * the publish chart to take every transition; each step checks what the admin sees: the form with
 * its live preview (hostile HTML cleaned as sellers see it), the confirmation saying what sellers will
 * be asked, the server's refusal under its field, and a failure that keeps everything typed.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject, SnapshotFrom } from 'xstate';
import { termsPublishMachine, type TermsPublishEvent } from '../../modules/documents/machines/termsPublish.machine.ts';
import { emptyTermsValues } from '../../modules/documents/machines/termsForm.ts';
import { ApiError } from '../../shared/api-error.ts';
import { axeViolations } from '../support/axe.ts';
import { expectFullCoverage, formatCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { fakeDocumentsServer, renderDocumentsModule, type DocumentsServer, type Terms, type TermsPage } from './documents.support.tsx';
import { coveringPaths } from './shell.support.tsx';

const EXISTING: Terms = {
  id: 12,
  key: 'terminos-y-condiciones',
  version: 3,
  title: 'Términos y Condiciones 2026',
  contentType: 'pdf',
  content: 'terminos-y-condiciones-v3.pdf',
  startDate: '2026-06-01',
  endDate: null,
  approvalLimitDate: '2026-06-30',
  exception: 0,
  contentSha256: 'a'.repeat(64),
  createdAt: '2026-05-20T12:00:00Z',
  createdBy: 1,
  acceptedCount: 14,
};
const VERSIONS: TermsPage = { data: [EXISTING, { ...EXISTING, id: 9, key: 'politica-de-privacidad', version: 1, title: 'Política de Privacidad' }], page: 1, pageSize: 100, total: 2 };
const PUBLISHED: Terms = { ...EXISTING, id: 13, version: 4, title: 'Términos y Condiciones 2027', contentType: 'html', content: '<h2>Condiciones</h2>', startDate: '2026-12-01', approvalLimitDate: '2026-12-31' };

/** What the admin types: a script, an event handler and a javascript: link among the text. */
const HOSTILE_HTML = '<h2>Condiciones</h2><p>Vendes con <strong>despacho</strong> en 48 horas.</p><img src="x" alt="" onerror="window.__hacked = true"><script>window.__hacked = true</script><a href="javascript:window.__hacked=true">ver</a>';
/** "%PDF-1.4 demo" in base64: a PDF by its first bytes. */
const PDF_BASE64 = 'JVBERi0xLjQgZGVtbw==';
const PDF_FILE = { name: 'terminos-2027.pdf', size: 13, blob: new Blob(['%PDF-1.4 demo']) };
const PNG_FILE = { name: 'foto.png', size: 4, blob: new Blob(['png!']) };

const SENT = {
  key: 'terminos-y-condiciones',
  title: 'Términos y Condiciones 2027',
  startDate: '2026-12-01',
  endDate: null,
  approvalLimitDate: '2026-12-31',
  exception: 0,
  contentType: 'html',
  html: HOSTILE_HTML,
};

const unavailable = new ApiError({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' });
const VALUES = { ...emptyTermsValues(['politica-de-privacidad', 'terminos-y-condiciones']), key: 'terminos-y-condiciones', title: 'Términos y Condiciones 2027', html: HOSTILE_HTML, startDate: '2026-12-01', approvalLimitDate: '2026-12-31' };

const fixtures = {
  keys: { type: 'xstate.done.actor.keys', output: ['politica-de-privacidad', 'terminos-y-condiciones'] },
  keysFailed: { type: 'xstate.error.actor.keys', error: unavailable },
  keysRetry: { type: 'keys.retry' },
  choosePdf: { type: 'pdf.choose', file: PDF_FILE },
  chooseWrong: { type: 'pdf.choose', file: PNG_FILE },
  read: { type: 'xstate.done.actor.read', output: PDF_BASE64 },
  readFailed: { type: 'xstate.error.actor.read', error: new Error('unreadable') },
  review: { type: 'xstate.done.actor.form', output: VALUES },
  back: { type: 'confirm.back' },
  send: { type: 'confirm.send' },
  published: { type: 'xstate.done.actor.publish', output: { outcome: 'published', terms: PUBLISHED } },
  refused: { type: 'xstate.done.actor.publish', output: { outcome: 'refused', code: null, fields: { approvalLimitDate: 'documents.termsForm.error.refused' } } },
  sendFailed: { type: 'xstate.error.actor.publish', error: unavailable },
  cancel: { type: 'publish.cancel' },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type Fixture = keyof typeof fixtures;
const names = eventNames(fixtures);

type Unfixtured = Exclude<TermsPublishEvent['type'], (typeof fixtures)[Fixture]['type']>;
const _everyEventHasAFixture: [Unfixtured] extends [never] ? true : Unfixtured = true;

type Snapshot = SnapshotFrom<typeof termsPublishMachine>;

/** What the admin can press: "Cancelar" is on the form only. */
function offered(snapshot: Snapshot, event: EventObject): boolean {
  if (names.get(event) === 'cancel') return snapshot.matches('editing');
  return true;
}

const paths = coveringPaths<Snapshot, EventObject, undefined>(termsPublishMachine, {
  input: undefined,
  events: Object.values(fixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.keys?.length ?? null, snapshot.context.file?.name ?? null, Object.keys(snapshot.context.refused), snapshot.context.problem],
  eventKey: (event) => JSON.stringify(event),
  filter: offered,
});

/** The file reader, held: each read waits until the path answers it. */
const reads: FileReader[] = [];

beforeEach(() => {
  reads.length = 0;
  vi.spyOn(FileReader.prototype, 'readAsDataURL').mockImplementation(function (this: FileReader) {
    reads.push(this);
  });
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:https://sellers.test/vista-previa'), revokeObjectURL: vi.fn() });
});
afterEach(() => {
  vi.restoreAllMocks();
});

interface World {
  user: UserEvent;
  server: DocumentsServer;
  /** Whether the last file chosen could not be read. */
  readFailed: boolean;
}

const box = (name: string) => screen.getByRole('textbox', { name });
const choice = (name: string) => screen.getByRole('combobox', { name });
const setDay = (label: string, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

/** Fills the form with the version the paths publish (HTML), unless it already holds it. */
async function fillForm(user: UserEvent) {
  await user.selectOptions(choice('Contenido'), 'html');
  await user.selectOptions(choice('Documento'), 'terminos-y-condiciones');
  if ((box('Título') as HTMLInputElement).value === '') await user.type(box('Título'), 'Términos y Condiciones 2027');
  if ((box('Texto (HTML)') as HTMLTextAreaElement).value === '') {
    await user.click(box('Texto (HTML)'));
    await user.paste(HOSTILE_HTML);
  }
  setDay('Vigente desde', '2026-12-01');
  setDay('Fecha límite para aceptar', '2026-12-31');
}

async function choose(user: UserEvent, file: { name: string; blob: Blob }) {
  await user.selectOptions(choice('Contenido'), 'pdf');
  // Not through user.upload: it would drop a file the input's accept refuses, and the point is to choose one.
  fireEvent.change(screen.getByLabelText('Archivo PDF'), { target: { files: [new File([file.blob], file.name, { type: file.name.endsWith('.pdf') ? 'application/pdf' : 'image/png' })] } });
}

async function answerPublish(server: DocumentsServer, answer: Parameters<DocumentsServer['publish']['answer']>[0]) {
  await waitFor(() => expect(server.publish.pending).toBe(1));
  // What is sent is what was typed: the server cleans the HTML when it stores it.
  expect(server.publish.received.at(-1)).toEqual(SENT);
  server.publish.answer(answer);
}

const simulate: Record<Fixture, (world: World) => Promise<unknown>> = {
  keys: async ({ server }) => {
    await waitFor(() => expect(server.terms.pending).toBe(1));
    expect(server.terms.received.at(-1)).toEqual([['page', '1'], ['pageSize', '100']]);
    server.terms.answer({ page: VERSIONS });
  },
  keysFailed: async ({ server }) => {
    await waitFor(() => expect(server.terms.pending).toBe(1));
    server.terms.answer({ fail: 503, code: 'SERVICE_UNAVAILABLE' });
  },
  keysRetry: ({ user }) => user.click(screen.getByRole('button', { name: 'Reintentar' })),
  choosePdf: (world) => {
    world.readFailed = false;
    return choose(world.user, PDF_FILE);
  },
  chooseWrong: (world) => {
    world.readFailed = false;
    return choose(world.user, PNG_FILE);
  },
  read: async () => {
    await waitFor(() => expect(reads).toHaveLength(1));
    const reader = reads.pop()!;
    Object.defineProperty(reader, 'result', { value: `data:application/pdf;base64,${PDF_BASE64}` });
    reader.onload?.(new ProgressEvent('load') as ProgressEvent<FileReader>);
  },
  readFailed: async (world) => {
    world.readFailed = true;
    await waitFor(() => expect(reads).toHaveLength(1));
    reads.pop()!.onerror?.(new ProgressEvent('error') as ProgressEvent<FileReader>);
  },
  review: async ({ user }) => {
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Revisar y publicar' }));
  },
  back: ({ user }) => user.click(screen.getByRole('button', { name: 'Volver a editar' })),
  send: ({ user }) => user.click(screen.getByRole('button', { name: /^(Publicar|Reintentar)$/ })),
  published: ({ server }) => answerPublish(server, { published: PUBLISHED }),
  refused: ({ server }) =>
    answerPublish(server, { fail: 422, code: 'VALIDATION_FAILED', details: [{ field: 'body.approvalLimitDate', message: 'must be on or after startDate' }] }),
  sendFailed: ({ server }) => answerPublish(server, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  cancel: ({ user }) => user.click(screen.getByRole('button', { name: 'Cancelar' })),
};

/** The text of a field: its label, help and error. */
const fieldText = (label: string) => screen.getByText(label, { selector: 'label' }).parentElement?.textContent ?? '';

async function expectScreenFor(state: AnyMachineSnapshot, view: ReturnType<typeof renderDocumentsModule>, world: World) {
  const snapshot = state as Snapshot;
  expect(screen.getByRole('heading', { level: 1, name: 'Comunicaciones' })).toBeVisible();
  expect(screen.getByRole('heading', { level: 2, name: 'Publicar nueva versión de términos' })).toBeVisible();
  if (snapshot.matches('loading')) expect(screen.getAllByRole('status')[0]).toHaveTextContent('Cargando los documentos publicados…');
  if (snapshot.matches('failed')) {
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar los documentos publicados.');
    expect(alert).toHaveTextContent('El servicio de documentos no está disponible en este momento.');
  }
  if (snapshot.matches('editing')) {
    await screen.findByRole('button', { name: 'Revisar y publicar' });
    expect([...(choice('Documento') as HTMLSelectElement).options].map((option) => option.textContent)).toEqual(['politica-de-privacidad', 'terminos-y-condiciones', 'Documento nuevo…']);
    const kind = (choice('Contenido') as HTMLSelectElement).value;
    const preview = screen.getByRole('region', { name: 'Vista previa: así lo verá el seller' });
    if (kind === 'html' && (box('Texto (HTML)') as HTMLTextAreaElement).value !== '') {
      // The sellers' own cleaner draws it: the text stays, the hostile parts are gone and nothing ran.
      await waitFor(() => expect(within(preview).getByRole('heading', { name: 'Condiciones' })).toBeVisible());
      expect(within(preview).getByText('despacho', { selector: 'strong' })).toBeVisible();
      expect(preview.querySelector('script, [onerror]')).toBeNull();
      expect(within(preview).getByText('ver').getAttribute('href')).toBeNull();
      expect((window as { __hacked?: boolean }).__hacked).toBeUndefined();
    }
    if (kind === 'pdf') {
      if (snapshot.matches({ editing: 'reading' })) await waitFor(() => expect(fieldText('Archivo PDF')).toContain('Leyendo el archivo…'));
      else if (snapshot.context.file?.name === 'foto.png') await waitFor(() => expect(fieldText('Archivo PDF')).toContain('Archivo elegido: foto.png (0 MB)El archivo no es un PDF.'));
      else if (world.readFailed) await waitFor(() => expect(fieldText('Archivo PDF')).toContain('No pudimos leer el archivo. Elígelo de nuevo.'));
      else {
        await waitFor(() => expect(fieldText('Archivo PDF')).toBe('Archivo PDFArchivo elegido: terminos-2027.pdf (0 MB)'));
        // The chosen PDF in a frame, from a blob: URL of its bytes.
        expect(within(preview).getByTitle('PDF de «Términos y Condiciones 2027»')).toHaveAttribute('src', 'blob:https://sellers.test/vista-previa');
      }
    }
    if (snapshot.context.refused.approvalLimitDate) {
      expect(await screen.findByText('El servidor no aceptó este dato: revísalo (por ejemplo, un texto que queda vacío al limpiarlo).')).toBeVisible();
      // Everything typed is back.
      expect(box('Título')).toHaveValue('Términos y Condiciones 2027');
      expect(screen.getByLabelText('Fecha límite para aceptar')).toHaveValue('2026-12-31');
    }
  } else {
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Revisar y publicar' })).toBeNull());
  }
  const confirmation = screen.queryByRole('region', { name: '¿Publicar «Términos y Condiciones 2027»?' });
  if (snapshot.matches('confirming') || snapshot.matches('sending') || snapshot.matches('sendFailed')) {
    expect(confirmation).not.toBeNull();
    expect(confirmation).toHaveTextContent('Nueva versión del documento terminos-y-condiciones');
    expect(confirmation).toHaveTextContent('Vigente desde el 01-12-2026, hasta que se publique otra versión.');
    expect(confirmation).toHaveTextContent(
      'Aceptación obligatoria: desde el 01-12-2026, cada seller que no la haya aceptado la verá al entrar al portal y solo podrá aceptarla o cerrar sesión. Los sellers que no la acepten hasta el 31-12-2026 serán suspendidos por el proceso diario de plazos',
    );
    if (snapshot.matches('sendFailed')) {
      expect(within(confirmation!).getByRole('alert')).toHaveTextContent('No pudimos publicar la versión. Todo lo que ingresaste se mantiene.');
      expect(within(confirmation!).getByRole('button', { name: 'Reintentar' })).toBeEnabled();
    }
    if (snapshot.matches('sending')) await waitFor(() => expect(within(confirmation!).getByRole('button', { name: 'Publicando…' })).toBeDisabled());
  } else {
    expect(confirmation).toBeNull();
  }
  if (snapshot.matches('published')) {
    expect(view.host.flash).toHaveBeenCalledWith({ type: 'success', messageId: 'documents.publish.published', values: { title: 'Términos y Condiciones 2027', version: 4 } });
    expect(view.host.navigate).toHaveBeenCalledWith('/documents/terms');
  } else if (snapshot.matches('cancelled')) {
    expect(view.host.flash).not.toHaveBeenCalled();
    expect(view.host.navigate).toHaveBeenCalledWith('/documents/terms');
  } else {
    expect(view.host.navigate).not.toHaveBeenCalled();
  }
}

describe('publishing a terms version, driven through the module as the shell mounts it at /documents/terms/new', () => {
  for (const path of paths) {
    it(describeFixturePath(path, names.get), async () => {
      const server = fakeDocumentsServer();
      const view = renderDocumentsModule({ path: '/documents/terms/new' });
      const world: World = { user: userEvent.setup(), server, readFailed: false };
      for (const step of path.steps) {
        if (!isStart(step.event)) await simulate[names.get(step.event)](world);
        await expectScreenFor(step.state, view, world);
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    const coverage = measureCoverage(termsPublishMachine, paths);
    console.info(formatCoverage(coverage));
    expectFullCoverage(coverage);
  });

  it('says what is missing under each field on a press of an empty form, moves the focus to the title, and sends nothing', async () => {
    const server = fakeDocumentsServer();
    renderDocumentsModule({ path: '/documents/terms/new' });
    await simulate.keys({ user: userEvent.setup(), server, readFailed: false });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Revisar y publicar' }));
    expect(box('Título')).toHaveFocus();
    expect(screen.getByText('Escribe un título.')).toBeVisible();
    expect(screen.getByText('Escribe el texto de los términos.')).toBeVisible();
    expect(screen.getByText('Elige el día desde el que rige.')).toBeVisible();
    expect(screen.getByText('Elige la fecha límite para aceptar.')).toBeVisible();
    // Dates out of order, as the server would refuse them.
    setDay('Vigente desde', '2026-12-10');
    setDay('Fecha límite para aceptar', '2026-12-09');
    setDay('Vigente hasta (opcional)', '2026-12-10');
    expect(screen.getByText('No puede ser anterior al día de inicio.')).toBeVisible();
    expect(screen.getByText('Debe ser posterior al día de inicio.')).toBeVisible();
    // A new document's key follows the contract's pattern and is not one already published.
    await user.selectOptions(choice('Documento'), '+');
    await user.type(box('Clave del documento nuevo'), 'Política Nueva');
    await user.tab();
    expect(screen.getByText('Usa solo minúsculas sin tildes, números y guiones entre palabras.')).toBeVisible();
    await user.clear(box('Clave del documento nuevo'));
    await user.type(box('Clave del documento nuevo'), 'politica-de-privacidad');
    expect(screen.getByText('Ese documento ya existe: elígelo en la lista de documentos.')).toBeVisible();
    expect(server.publish.received).toEqual([]);
  });

  it('has no axe violations on the form with its preview and on the confirmation', async () => {
    const server = fakeDocumentsServer();
    const view = renderDocumentsModule({ path: '/documents/terms/new' });
    const world: World = { user: userEvent.setup(), server, readFailed: false };
    await simulate.keys(world);
    await screen.findByRole('button', { name: 'Revisar y publicar' });
    await simulate.review(world);
    await screen.findByRole('region', { name: '¿Publicar «Términos y Condiciones 2027»?' });
    expect(await axeViolations(view.container)).toEqual([]);
    await simulate.back(world);
    await screen.findByRole('heading', { name: 'Condiciones' });
    expect(await axeViolations(view.container)).toEqual([]);
  });
});
