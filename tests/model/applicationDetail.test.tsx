/**
 * Model-based tests of one application's page (modules/applications), driving the module's real
 * Root at /applications/<id> through its composition root and the typed onboarding client against a
 * fake onboarding service (msw, typed from the contract) that holds each request until the path
 * answers it. Paths are generated from the application's statechart to take every transition; each
 * step checks what the reviewer sees: the commercial name and status, the answers grouped by wizard
 * step, the proof PDF in its frame, the RUT check, the history, the decisions the application allows
 * (and nothing else), the rejection dialog, what the page reports after a decision, a failure or a
 * refusal (409), each request's body, and that a press while a decision is under way sends nothing.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { AnyMachineSnapshot, EventObject, SnapshotFrom } from 'xstate';
import type { DetailEvent } from '../../machines/detail/detail.machine.ts';
import type { DetailSnapshot } from '../../machines/detail/detail.selectors.ts';
import { applicationDetailMachine, type ApplicationAction, type LoadedApplication } from '../../modules/applications/machines/applicationDetail.machine.ts';
import { rejectFormMachine, type RejectValues } from '../../modules/applications/machines/rejectForm.ts';
import { ApiError } from '../../shared/api-error.ts';
import { axeViolations } from '../support/axe.ts';
import { expectFullCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { fakeApplicationsServer, renderApplicationsModule, type Application, type ApplicationReview, type ApplicationsServer } from './applications.support.tsx';
import { answered } from './orders.support.tsx';
import { coveringPaths, forgetScreenWidth, setScreenWidth } from './shell.support.tsx';

const ID = '6a1c1f7e-2b4d-4e8f-9a0b-1c2d3e4f5a6b';
const PATH = `/applications/${ID}`;
const REASON = 'La cartola no corresponde a la empresa';

const APPLICATION: Application = {
  id: ID,
  status: 'received',
  createdAt: '2026-11-20T15:04:00Z',
  businessName: 'Vinoteca Cordillera',
  companyName: 'Comercial Cordillera SpA',
  documentNumber: '777777777',
  societyType: 'SPA',
  commercialEmail: 'ana@cordillera.cl',
  documentNumberExists: true,
  answers: [
    { question: '1.1', label: 'Nombre comercial', response: 'Vinoteca Cordillera' },
    { question: '1.2', label: 'Razón social', response: 'Comercial Cordillera SpA' },
    { question: '1.3', label: 'RUT de la empresa', response: '777777777' },
    { question: '2.3', label: 'Área comercial: nombre', response: 'Ana' },
    { question: '2.5', label: 'Área comercial: correo', response: 'ana@cordillera.cl' },
    { question: '2.20', label: '¿Cuenta con servicio técnico?', response: 'SI' },
    { question: '3.2', label: 'Socio 1: RUT', response: '123456785' },
    { question: '3.5', label: 'Socio 1: segundo apellido', response: '' },
    { question: '3.10', label: '¿Tiene un segundo socio?', response: 'NO' },
    // No second partner: its empty answers are left out of the review.
    { question: '3.12', label: 'Socio 2: RUT', response: '' },
    { question: '3.13', label: 'Socio 2: nombre', response: '' },
    // A code chosen from a list travels with its name.
    { question: '5.1', label: 'Banco', response: '012', display: 'Banco del Estado de Chile' },
    { question: '5.4', label: 'Comprobante de la cuenta', response: 'cartola.pdf' },
    { question: '6.1', label: 'Nombre de la bodega', response: 'Bodega Quilicura' },
  ],
  proofFile: { fileName: 'cartola.pdf', contentType: 'application/pdf', size: 20480, sha256: 'a'.repeat(64) },
  source: 'form',
  clientAddress: '190.5.32.10',
};

/** Each wizard step's region, as it must read. */
const SECTIONS: [string, string][] = [
  ['Empresa', 'EmpresaNombre comercialVinoteca CordilleraRazón socialComercial Cordillera SpARUT de la empresa77.777.777-7'],
  ['Contacto', 'ContactoÁrea comercial: nombreAnaÁrea comercial: correoana@cordillera.cl'],
  ['Legal', 'LegalSocio 1: RUT12.345.678-5Socio 1: segundo apellidoSin respuesta¿Tiene un segundo socio?No'],
  ['Banco', 'BancoBancoBanco del Estado de ChileComprobante de la cuentacartola.pdf'],
  ['Logística', 'Logística¿Cuenta con servicio técnico?SíNombre de la bodegaBodega Quilicura'],
];

const RECEIVED_EVENT = { kind: 'received', at: '2026-11-20T15:04:00Z', actor: null, reason: null } as const;
const STARTED_EVENT = { kind: 'review_started', at: '2026-11-26T13:00:00Z', actor: { id: 1, name: 'Ana Admin' }, reason: null } as const;
const RECEIVED: ApplicationReview = { applicationId: ID, status: 'received', sellerId: null, userId: null, rejectionReason: null, events: [RECEIVED_EVENT] };
const IN_REVIEW: ApplicationReview = { ...RECEIVED, status: 'in_review', events: [RECEIVED_EVENT, STARTED_EVENT] };
const APPROVED: ApplicationReview = {
  ...RECEIVED,
  status: 'approved',
  sellerId: 40,
  userId: 90,
  events: [RECEIVED_EVENT, { kind: 'approved', at: '2026-11-26T13:20:00Z', actor: { id: 1, name: 'Ana Admin' }, reason: null }],
};
const REJECTED: ApplicationReview = {
  ...RECEIVED,
  status: 'rejected',
  rejectionReason: REASON,
  events: [RECEIVED_EVENT, { kind: 'rejected', at: '2026-11-26T13:20:00Z', actor: { id: 1, name: 'Ana Admin' }, reason: REASON }],
};
const APPROVED_BY_OTHER: ApplicationReview = {
  ...APPROVED,
  events: [RECEIVED_EVENT, { kind: 'approved', at: '2026-11-26T13:10:00Z', actor: { id: 7, name: 'Carla Comercial' }, reason: null }],
};

/** The history as it must read, by the review on screen. */
const HISTORY = new Map<ApplicationReview, string[]>([
  [RECEIVED, ['Recibida desde el formulario de registro20-11-2026, 12:04']],
  [IN_REVIEW, ['Recibida desde el formulario de registro20-11-2026, 12:04', 'Tomada en revisión por Ana Admin26-11-2026, 10:00']],
  [APPROVED, ['Recibida desde el formulario de registro20-11-2026, 12:04', 'Aprobada por Ana Admin26-11-2026, 10:20']],
  [REJECTED, ['Recibida desde el formulario de registro20-11-2026, 12:04', `Rechazada por Ana Admin26-11-2026, 10:20Motivo: ${REASON}`]],
  [APPROVED_BY_OTHER, ['Recibida desde el formulario de registro20-11-2026, 12:04', 'Aprobada por Carla Comercial26-11-2026, 10:10']],
]);
const BADGE = { received: 'Recibida', in_review: 'En revisión', approved: 'Aprobada', rejected: 'Rechazada' } as const;

const unavailable = new ApiError({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' });
const notFound = new ApiError({ statusCode: 404, code: 'APPLICATION_NOT_FOUND', message: 'Not found' });
const decided = new ApiError({ statusCode: 409, code: 'APPLICATION_ALREADY_DECIDED', message: 'Already decided' });
const rutTaken = new ApiError({ statusCode: 409, code: 'SELLER_DOCUMENT_TAKEN', message: 'RUT taken' });
const proof = new Blob(['%PDF-1.7'], { type: 'application/pdf' });

/** The page as loaded, with the review the server answered last. */
const withReview = (review: ApplicationReview): LoadedApplication => ({ application: APPLICATION, review, proof });

const fixtures = {
  retry: { type: 'detail.retry' },
  review: { type: 'action.start', action: 'review' },
  approve: { type: 'action.start', action: 'approve' },
  reject: { type: 'action.start', action: 'reject' },
  closeDialog: { type: 'action.close' },
  actionRetry: { type: 'action.retry' },
  loaded: { type: 'xstate.done.actor.load', output: withReview(RECEIVED) },
  loadFailed: { type: 'xstate.error.actor.load', error: unavailable },
  missing: { type: 'xstate.error.actor.load', error: notFound },
  reviewStarted: { type: 'xstate.done.actor.act', output: withReview(IN_REVIEW) },
  approved: { type: 'xstate.done.actor.act', output: withReview(APPROVED) },
  rejected: { type: 'xstate.done.actor.act', output: withReview(REJECTED) },
  /** A review or a rejection refused: the application was decided meanwhile. */
  actRefused: { type: 'xstate.error.actor.act', error: decided },
  approveRefused: { type: 'xstate.error.actor.act', error: rutTaken },
  /** Any decision that reached no verdict (the same answer for each). */
  actFailed: { type: 'xstate.error.actor.act', error: unavailable },
  reasonGiven: { type: 'xstate.done.actor.actionForm', output: { reason: REASON } },
  reloaded: { type: 'xstate.done.actor.0.applicationDetail.conflict', output: withReview(APPROVED_BY_OTHER) },
  reloadedUndecided: { type: 'xstate.done.actor.0.applicationDetail.conflict', output: withReview(IN_REVIEW) },
  reloadFailed: { type: 'xstate.error.actor.0.applicationDetail.conflict', error: unavailable },
  reloadMissing: { type: 'xstate.error.actor.0.applicationDetail.conflict', error: notFound },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type Fixture = keyof typeof fixtures;
const names = eventNames(fixtures);

/** Every event of the chart has a fixture (it has no confirming dialog and no file). */
type Unfixtured = Exclude<Exclude<DetailEvent<ApplicationAction>['type'], 'action.confirm' | 'download.start'>, (typeof fixtures)[Fixture]['type']>;
const _everyEventHasAFixture: [Unfixtured] extends [never] ? true : Unfixtured = true;

type Snapshot = SnapshotFrom<typeof applicationDetailMachine>;
/** The kit's chart keeps its optional states out of the snapshot's type: read it as a detail chart. */
type Shown = DetailSnapshot<LoadedApplication, ApplicationAction, RejectValues>;

/** The server answers the action sent; a 409 refuses a review or a rejection as decided, an approval for its RUT. */
const OF_ACTION: Partial<Record<Fixture, readonly ApplicationAction[]>> = {
  reviewStarted: ['review'],
  approved: ['approve'],
  rejected: ['reject'],
  actRefused: ['review', 'reject'],
  approveRefused: ['approve'],
};

/**
 * The server's answers a path may give: a review refused because the application was decided comes
 * back decided; an approval refused for its RUT comes back still in review.
 */
function offered(snapshot: Snapshot, event: EventObject): boolean {
  const name = names.get(event);
  const { action, problem } = (snapshot as unknown as Shown).context;
  if (name === 'reloaded') return problem === 'APPLICATION_ALREADY_DECIDED';
  if (name === 'reloadedUndecided') return problem === 'SELLER_DOCUMENT_TAKEN';
  const actions = OF_ACTION[name];
  return actions === undefined || (action !== null && actions.includes(action));
}

const paths = coveringPaths<Snapshot, EventObject, { applicationId: string }>(applicationDetailMachine, {
  input: { applicationId: ID },
  events: Object.values(fixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.detail?.review.status ?? null, snapshot.context.action, snapshot.context.draft !== null, snapshot.context.problem],
  eventKey: (event) => JSON.stringify(event),
  filter: offered,
  chained: true,
});

interface World {
  user: UserEvent;
  server: ApplicationsServer;
  view: ReturnType<typeof renderApplicationsModule>;
  arrivals: number;
  /** What the page must show now, as the server last answered. */
  review: ApplicationReview;
}

const decisionBar = () => screen.getByRole('group', { name: 'Decisiones de la solicitud' });
const DIALOG = 'Rechazar la solicitud de Vinoteca Cordillera';

/** The page's three reads: the application, its review, its proof (answered at once by the fake). */
async function answerLoad(world: World, application: Parameters<ApplicationsServer['application']['answer']>[0]) {
  await answered(world.server.review, ID, { review: RECEIVED });
  await answered(world.server.application, ID, application);
}

const simulate: Record<Fixture, (world: World) => Promise<unknown>> = {
  retry: ({ user }) => user.click(screen.getByRole('button', { name: 'Reintentar' })),
  review: ({ user }) => user.click(within(decisionBar()).getByRole('button', { name: 'Tomar en revisión' })),
  approve: async ({ user, server }) => {
    // A double click: the chart sends one approval.
    await user.dblClick(within(decisionBar()).getByRole('button', { name: 'Aprobar' }));
    await waitFor(() => expect(server.approve.pending).toBe(1));
  },
  reject: ({ user }) => user.click(within(decisionBar()).getByRole('button', { name: 'Rechazar' })),
  closeDialog: ({ user }) => user.click(within(screen.getByRole('dialog', { name: DIALOG })).getByRole('button', { name: 'Volver' })),
  actionRetry: ({ user }) => user.click(screen.getByRole('button', { name: 'Reintentar' })),
  loaded: async (world) => {
    world.arrivals += 1;
    world.review = RECEIVED;
    await answerLoad(world, { application: APPLICATION });
  },
  loadFailed: (world) => answerLoad(world, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  missing: (world) => answerLoad(world, { fail: 404, code: 'APPLICATION_NOT_FOUND' }),
  reviewStarted: async (world) => {
    world.review = IN_REVIEW;
    await answered(world.server.startReview, ID, { review: IN_REVIEW });
  },
  actRefused: async (world) => {
    const { startReview, reject } = world.server;
    await waitFor(() => expect(startReview.pending + reject.pending).toBe(1));
    const refusal = { fail: 409, code: 'APPLICATION_ALREADY_DECIDED' } as const;
    return startReview.pending === 1 ? answered(startReview, ID, refusal) : answered(reject, { applicationId: ID, body: { reason: REASON } }, refusal);
  },
  actFailed: async (world) => {
    const { startReview, approve, reject } = world.server;
    await waitFor(() => expect(startReview.pending + approve.pending + reject.pending).toBe(1));
    const failure = { fail: 503, code: 'SERVICE_UNAVAILABLE' } as const;
    if (startReview.pending === 1) return answered(startReview, ID, failure);
    if (approve.pending === 1) return answered(approve, ID, failure);
    return answered(reject, { applicationId: ID, body: { reason: REASON } }, failure);
  },
  approved: async (world) => {
    world.review = APPROVED;
    await answered(world.server.approve, ID, { review: APPROVED });
  },
  approveRefused: (world) => answered(world.server.approve, ID, { fail: 409, code: 'SELLER_DOCUMENT_TAKEN' }),
  reasonGiven: async ({ user }) => {
    const dialog = screen.getByRole('dialog', { name: DIALOG });
    const reason = within(dialog).getByRole('textbox', { name: 'Motivo del rechazo' });
    const submit = within(dialog).getByRole('button', { name: 'Rechazar solicitud' });
    // A dialog brought back after a failed send still holds the reason typed.
    if ((reason as HTMLTextAreaElement).value === '') {
      // A press without a reason says what is missing and keeps the focus on the field.
      await user.click(submit);
      await waitFor(() => expect(within(dialog).getByText('Escribe el motivo del rechazo.')).toBeVisible());
      await waitFor(() => expect(reason).toHaveFocus());
      await user.type(reason, 'corta');
      await user.tab();
      await waitFor(() => expect(within(dialog).getByText('El motivo debe tener al menos 10 caracteres.')).toBeVisible());
      await user.clear(reason);
      await user.type(reason, `  ${REASON}  `);
    }
    await user.click(submit);
  },
  rejected: async (world) => {
    world.review = REJECTED;
    await answered(world.server.reject, { applicationId: ID, body: { reason: REASON } }, { review: REJECTED });
  },
  reloaded: async (world) => {
    world.review = APPROVED_BY_OTHER;
    await answered(world.server.review, ID, { review: APPROVED_BY_OTHER });
  },
  reloadedUndecided: async (world) => {
    world.review = IN_REVIEW;
    await answered(world.server.review, ID, { review: IN_REVIEW });
  },
  reloadFailed: (world) => answered(world.server.review, ID, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  reloadMissing: (world) => answered(world.server.review, ID, { fail: 404, code: 'APPLICATION_NOT_FOUND' }),
};

const UNAVAILABLE_TEXT = 'El servicio de solicitudes no está disponible en este momento. Inténtalo de nuevo en unos segundos.';
const REFUSAL_TEXT: Record<string, string> = {
  APPLICATION_ALREADY_DECIDED: 'Otra persona ya decidió esta solicitud: la ves tal como quedó.',
  SELLER_DOCUMENT_TAKEN: 'El RUT de la solicitud ya pertenece a un seller del portal: no se puede aprobar.',
};

/** What the page reports above the application, by the chart's state. */
function noticeOf(snapshot: Shown): { role: 'status' | 'alert'; text: string[] } | null {
  const { action, problem } = snapshot.context;
  const done = snapshot.matches({ shown: 'done' });
  if (done && action === 'review') return { role: 'status', text: ['Tomaste la solicitud en revisión.'] };
  if (snapshot.matches({ shown: 'refused' })) return { role: 'alert', text: ['No pudimos registrar la decisión.', UNAVAILABLE_TEXT] };
  if (done && action === 'approve') {
    return { role: 'status', text: ['Aprobaste la solicitud: el seller quedó creado, sin publicar, y le enviamos un correo para elegir su contraseña.'] };
  }
  if (done && action === 'reject') return { role: 'status', text: ['Rechazaste la solicitud: le enviamos el motivo por correo.'] };
  if (snapshot.matches('conflict')) return { role: 'alert', text: ['La solicitud cambió mientras la mirabas.', 'Cargando su estado actual…'] };
  if (snapshot.matches({ shown: 'outdated' })) return { role: 'alert', text: ['La solicitud cambió mientras la mirabas.', REFUSAL_TEXT[problem ?? ''] ?? '?'] };
  return null;
}

/** The decision buttons on screen and whether each can be pressed, written out per state. */
function buttonsOf(snapshot: Shown): [string, boolean][] {
  const status = snapshot.context.detail?.review.status;
  const all = (enabled: boolean): [string, boolean][] =>
    status === 'received' ? [['Tomar en revisión', enabled], ['Aprobar', enabled], ['Rechazar', enabled]] : status === 'in_review' ? [['Aprobar', enabled], ['Rechazar', enabled]] : [];
  // After a refusal only a rejection is left to an application still undecided (an approval was refused).
  if (snapshot.matches({ shown: 'outdated' })) return status === 'in_review' ? [['Rechazar', true]] : [];
  if (snapshot.matches('shown')) return all(true);
  if (snapshot.matches('submitting') || snapshot.matches('asking')) return all(false);
  return [];
}

async function expectApplication(world: World) {
  expect(await screen.findByRole('heading', { level: 1, name: 'Vinoteca Cordillera' })).toBeVisible();
  await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).parentElement).toHaveTextContent(BADGE[world.review.status]));
  expect(screen.getByText('Recibida el 20-11-2026, 12:04 · Comercial Cordillera SpA · RUT 77.777.777-7')).toBeVisible();
  for (const [name, text] of SECTIONS) expect(screen.getByRole('region', { name })).toHaveTextContent(text);
  const proofRegion = screen.getByRole('region', { name: 'Comprobante de la cuenta' });
  expect(proofRegion).toHaveTextContent('cartola.pdf · 20 KB');
  await waitFor(() => expect(within(proofRegion).getByTitle('Comprobante de la cuenta bancaria: cartola.pdf')).toHaveAttribute('src', 'blob:http://localhost:3000/comprobante'));
  expect(within(proofRegion).getByRole('link', { name: 'Descargar el comprobante' })).toHaveAttribute('download', 'cartola.pdf');
  expect(screen.getByRole('region', { name: 'Verificación del RUT' })).toHaveTextContent(
    'Al llegar la solicitud, el RUT 77.777.777-7 ya pertenecía a un seller del portal.Enviada desde la dirección 190.5.32.10.',
  );
  const history = screen.getByRole('region', { name: 'Historial' });
  await waitFor(() => expect(within(history).getAllByRole('listitem').map((item) => item.textContent)).toEqual(HISTORY.get(world.review)));
  // The breadcrumb is told the application's name each time the page loads it.
  expect(world.view.host.announceName.mock.calls).toEqual(Array.from({ length: world.arrivals }, () => [ID, 'Vinoteca Cordillera']));
}

async function expectScreenFor(state: AnyMachineSnapshot, world: World) {
  const snapshot = state as unknown as Shown;
  if (snapshot.matches('loading')) {
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando la solicitud…');
    return;
  }
  if (snapshot.matches('failed')) {
    expect(await screen.findByRole('heading', { level: 1, name: 'No pudimos cargar la solicitud' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(UNAVAILABLE_TEXT);
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
    return;
  }
  if (snapshot.matches('notFound')) {
    expect(await screen.findByRole('heading', { level: 1, name: 'Solicitud no encontrada' })).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Decisiones de la solicitud' })).toBeNull();
    return;
  }
  if (snapshot.matches('asking') || (snapshot.matches('submitting') && snapshot.context.action === 'reject')) {
    await expectDialog(snapshot);
    return;
  }
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await expectApplication(world);

  const buttons = buttonsOf(snapshot);
  await waitFor(() => {
    const shown = screen.queryByRole('group', { name: 'Decisiones de la solicitud' });
    if (buttons.length === 0) return expect(shown).toBeNull();
    const pressable = within(shown ?? document.body).getAllByRole('button');
    expect(pressable.map((button) => [button.textContent, !(button as HTMLButtonElement).disabled])).toEqual(buttons);
  });

  const notice = noticeOf(snapshot);
  if (notice) {
    const [title] = notice.text;
    const shown = await waitFor(() => {
      const found = screen.getAllByRole(notice.role).find((element) => element.textContent?.includes(title ?? ''));
      expect(found).toBeDefined();
      return found!;
    });
    for (const text of notice.text) expect(shown).toHaveTextContent(text);
    await waitFor(() => expect(shown).toHaveFocus());
  } else {
    expect(screen.queryByRole('alert')).toBeNull();
  }
}

async function expectDialog(snapshot: Shown) {
  const shown = await screen.findByRole('dialog', { name: DIALOG });
  expect(shown).toHaveTextContent('Le enviaremos el motivo por correo al postulante.');
  const reason = within(shown).getByRole('textbox', { name: 'Motivo del rechazo' });
  const submit = within(shown).getByRole('button', { name: 'Rechazar solicitud' });
  if (snapshot.matches('submitting')) {
    await waitFor(() => expect(submit).toBeDisabled());
    expect(reason).toHaveValue(`  ${REASON}  `);
    expect(within(shown).getByRole('button', { name: 'Volver' })).toBeDisabled();
    return;
  }
  if (snapshot.matches({ asking: 'refused' })) {
    await waitFor(() => expect(within(shown).getByRole('alert')).toHaveTextContent('No pudimos rechazar la solicitud.'));
    expect(within(shown).getByRole('alert')).toHaveTextContent(UNAVAILABLE_TEXT);
    // Nothing typed is lost: the reason comes back as typed.
    expect(reason).toHaveValue(`  ${REASON}  `);
    await waitFor(() => expect(submit).toBeEnabled());
    return;
  }
  expect(within(shown).queryByRole('alert')).toBeNull();
  expect(reason).toHaveValue('');
  expect(submit).toBeEnabled();
}

beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost:3000/comprobante');
  URL.revokeObjectURL = vi.fn();
});

describe('one application, driven through the module as the shell mounts it at /applications/<id>', () => {
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => forgetScreenWidth());

  for (const path of paths) {
    it(describeFixturePath(path, names.get), async () => {
      const server = fakeApplicationsServer();
      const view = renderApplicationsModule({ path: PATH });
      const world: World = { user: userEvent.setup(), server, view, arrivals: 0, review: RECEIVED };
      for (const step of path.steps) {
        if (!isStart(step.event)) await simulate[names.get(step.event)](world);
        await expectScreenFor(step.state, world);
      }
      // One approval request per press of "Aprobar" that the chart took, however many clicks.
      const approvals = path.steps.filter((step) => !isStart(step.event) && (names.get(step.event) === 'approve' || names.get(step.event) === 'actionRetry')).length;
      expect(server.approve.received.length).toBeLessThanOrEqual(approvals);
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(applicationDetailMachine, paths));
  });
});

describe('one application: the double click, the way back, accessibility, English', () => {
  afterEach(() => forgetScreenWidth());

  async function openApplication(state?: Record<string, unknown>, locale: 'es-CL' | 'en' = 'es-CL') {
    const server = fakeApplicationsServer();
    const rendered = renderApplicationsModule({ path: PATH, locale, ...(state ? { state } : {}) });
    await waitFor(() => expect(server.application.pending).toBe(1));
    server.review.answer({ review: RECEIVED });
    server.application.answer({ application: APPLICATION });
    return { server, ...rendered };
  }

  it('sends one approval for a double click, with the proof read once', async () => {
    setScreenWidth(1280);
    const { server } = await openApplication();
    const approve = await screen.findByRole('button', { name: 'Aprobar' });
    await userEvent.dblClick(approve);
    await waitFor(() => expect(server.approve.pending).toBe(1));
    await userEvent.click(approve);
    server.approve.answer({ review: APPROVED });
    await screen.findByText('Aprobaste la solicitud: el seller quedó creado, sin publicar, y le enviamos un correo para elegir su contraseña.');
    expect(server.approve.received).toEqual([ID]);
    expect(server.proofs).toEqual([ID]);
  });

  it('goes back to the queue it came from, and has no axe violations on a phone, a wide screen or in the dialog', async () => {
    setScreenWidth(360);
    const { host, container } = await openApplication({ listQuery: 'status=in_review&q=cordillera' });
    const back = await screen.findByRole('link', { name: 'Volver a solicitudes' });
    expect(back).toHaveAttribute('href', '/applications?status=in_review&q=cordillera');
    await screen.findByRole('heading', { level: 1, name: 'Vinoteca Cordillera' });
    expect(await axeViolations(container)).toEqual([]);
    setScreenWidth(1280);
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Rechazar' }));
    const dialog = await screen.findByRole('dialog', { name: DIALOG });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar solicitud' }));
    await within(dialog).findByText('Escribe el motivo del rechazo.');
    expect(await axeViolations(dialog)).toEqual([]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(back);
    expect(host.navigate).toHaveBeenCalledWith('/applications?status=in_review&q=cordillera');
  });

  it('reads in English with the English catalog', async () => {
    setScreenWidth(1280);
    await openApplication(undefined, 'en');
    expect(await screen.findByRole('button', { name: 'Take into review' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Company' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'RUT check' })).toHaveTextContent('When the application arrived, the RUT 77.777.777-7 already belonged to a seller of the portal.');
  });
});

describe('applications module: paths it has no page for', () => {
  it.each(['/applications/abc', '/applications/12', `/applications/${ID}/edit`])('%s shows "not found" with a link back to the queue', async (path) => {
    const { host } = renderApplicationsModule({ path });
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    const back = screen.getByRole('link', { name: 'Ir a Solicitudes' });
    expect(back).toHaveAttribute('href', '/applications');
    await userEvent.click(back);
    expect(host.navigate).toHaveBeenCalledWith('/applications');
  });
});

const formFixtures = {
  typeShort: { type: 'form.change', values: { reason: 'corta' } },
  typeReason: { type: 'form.change', values: { reason: `  ${REASON}  ` } },
  leave: { type: 'form.blur', field: 'reason' },
  press: { type: 'form.attempt' },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type FormFixture = keyof typeof formFixtures;
const formNames = eventNames(formFixtures);

type FormSnapshot = SnapshotFrom<typeof rejectFormMachine>;

/** The reason is typed once of each kind, the short one first; the field is left once. */
function formOffered(snapshot: FormSnapshot, event: EventObject): boolean {
  const { values, touched } = snapshot.context;
  const name = formNames.get(event);
  if (name === 'typeShort') return values.reason === '';
  if (name === 'typeReason') return values.reason !== `  ${REASON}  `;
  if (name === 'leave') return touched.reason !== true;
  return true;
}

const formPaths = coveringPaths<FormSnapshot, EventObject, { values: { reason: string }; facts: null }>(rejectFormMachine, {
  input: { values: { reason: '' }, facts: null },
  events: Object.values(formFixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.values.reason, snapshot.context.touched],
  eventKey: (event) => JSON.stringify(event),
  filter: formOffered,
});

const reasonField = () => within(screen.getByRole('dialog', { name: DIALOG })).getByRole('textbox', { name: 'Motivo del rechazo' });

const simulateForm: Record<FormFixture, (user: UserEvent) => Promise<unknown>> = {
  typeShort: async (user) => {
    await user.clear(reasonField());
    await user.type(reasonField(), 'corta');
  },
  typeReason: async (user) => {
    await user.clear(reasonField());
    await user.type(reasonField(), `  ${REASON}  `);
  },
  leave: (user) => user.tab(),
  press: (user) => user.click(within(screen.getByRole('dialog', { name: DIALOG })).getByRole('button', { name: 'Rechazar solicitud' })),
};

/** The message under the reason, as the reviewer reads it once the field is touched. */
function expectedError(snapshot: FormSnapshot): string | null {
  const { values, touched } = snapshot.context;
  if (!touched.reason) return null;
  if (values.reason === '') return 'Escribe el motivo del rechazo.';
  return values.reason === 'corta' ? 'El motivo debe tener al menos 10 caracteres.' : null;
}

describe('the rejection reason, driven through its dialog', () => {
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => forgetScreenWidth());

  for (const path of formPaths) {
    it(describeFixturePath(path, formNames.get), async () => {
      const server = fakeApplicationsServer();
      renderApplicationsModule({ path: PATH });
      await waitFor(() => expect(server.application.pending).toBe(1));
      server.review.answer({ review: RECEIVED });
      server.application.answer({ application: APPLICATION });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Rechazar' }));
      for (const step of path.steps) {
        if (!isStart(step.event)) await simulateForm[formNames.get(step.event)](user);
        const snapshot = step.state as FormSnapshot;
        if (snapshot.matches('submitted')) {
          // The valid reason is sent trimmed, and the dialog waits with it, disabled.
          await waitFor(() => expect(server.reject.pending).toBe(1));
          expect(server.reject.received).toEqual([{ applicationId: ID, body: { reason: REASON } }]);
          await waitFor(() => expect(reasonField()).toBeDisabled());
          continue;
        }
        await waitFor(() => expect(reasonField()).toHaveValue(snapshot.context.values.reason));
        const message = expectedError(snapshot);
        const field = reasonField().closest('[data-scope="field"][data-part="root"]') as HTMLElement;
        if (message) await waitFor(() => expect(field).toHaveTextContent(message));
        else expect(within(field).queryByText(/^(Escribe|El motivo debe)/)).toBeNull();
        expect(server.reject.received).toEqual([]);
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(rejectFormMachine, formPaths));
  });
});
