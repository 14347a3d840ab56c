/**
 * Model-based tests of one return's page (modules/returns), driving the module's real Root at
 * /returns/12 through its composition root and the typed returns client against a fake returns
 * service (msw, typed from the contract) that holds each request until the path answers it. Paths
 * are generated from the return's statechart to take every transition; each step checks what the
 * person sees: the return's number and status in Spanish, the products, the customer's reason, the
 * escalation and decision, the buttons the return allows them (and nothing else), the decision
 * dialog with its reasons, what the page reports after a decision, a take-over, a failure or a
 * refusal (409), each request's body and the breadcrumb's name.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { AnyMachineSnapshot, EventObject, SnapshotFrom } from 'xstate';
import type { DetailEvent } from '../../machines/detail/detail.machine.ts';
import type { DetailSnapshot } from '../../machines/detail/detail.selectors.ts';
import { returnDetailMachine } from '../../modules/returns/machines/returnDetail.machine.ts';
import { ApiError } from '../../shared/api-error.ts';
import { axeViolations } from '../support/axe.ts';
import { expectFullCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import type { DecisionValues } from '../../modules/returns/machines/decisionForm.ts';
import type { ReturnAction } from '../../modules/returns/machines/returns.types.ts';
import { fakeReturnsServer, renderReturnsModule, type ReturnDecisionRequest, type ReturnDetail, type ReturnsServer } from './returns.support.tsx';
import { coveringPaths, forgetScreenWidth, setScreenWidth } from './shell.support.tsx';

const IN_PROCESS: ReturnDetail = {
  summary: {
    id: 12,
    returnNumber: 'D-2026-000123',
    orderId: 456,
    orderNumber: '2026-000456',
    sellerId: 1,
    sellerName: 'Tienda Andes SpA',
    status: 'return_in_process',
    createdAt: '2026-11-20T15:04:00Z',
    units: 1,
    customerName: 'Camila Soto',
    customerReason: 'defective',
    escalated: false,
    takenOver: false,
  },
  items: [{ sku: 'TET-FIE-02', name: 'Tetera de fierro fundido', quantity: 1 }],
  customerComment: 'No calienta.',
  timeline: [
    { status: 'waiting_for_return', at: '2026-11-20T15:04:00Z', note: null },
    { status: 'return_in_progress', at: '2026-11-21T13:00:00Z', note: null },
    { status: 'return_in_process', at: '2026-11-23T14:30:00Z', note: null },
  ],
  escalation: null,
  assignee: null,
  decision: null,
  allowedActions: ['approve', 'reject'],
};
const ESCALATED: ReturnDetail = {
  ...IN_PROCESS,
  summary: { ...IN_PROCESS.summary, escalated: true },
  escalation: { at: '2026-11-25T12:00:00Z', reason: 'seller_no_response' },
  allowedActions: ['takeOver'],
};
const TAKEN: ReturnDetail = {
  ...ESCALATED,
  summary: { ...ESCALATED.summary, takenOver: true },
  assignee: { name: 'Javiera Muñoz', since: '2026-11-26T13:15:00Z' },
  allowedActions: ['approve', 'reject'],
};
const NOTE = 'El número de serie no coincide';
const APPROVED: ReturnDetail = {
  ...IN_PROCESS,
  summary: { ...IN_PROCESS.summary, status: 'return_approved' },
  timeline: [...IN_PROCESS.timeline, { status: 'return_approved', at: '2026-11-26T13:20:00Z', note: null }],
  decision: { decision: 'approve', reason: null, note: null, at: '2026-11-26T13:20:00Z', by: 'seller' },
  allowedActions: [],
};
const REJECTED: ReturnDetail = {
  ...IN_PROCESS,
  summary: { ...IN_PROCESS.summary, status: 'return_rejected' },
  timeline: [...IN_PROCESS.timeline, { status: 'return_rejected', at: '2026-11-26T13:20:00Z', note: NOTE }],
  decision: { decision: 'reject', reason: 'other', note: NOTE, at: '2026-11-26T13:20:00Z', by: 'seller' },
  allowedActions: [],
};

/** What the page shows for each status, written out. */
const SHOWN: Record<string, { badge: string; history: string[] }> = {
  return_in_process: {
    badge: 'En revisión',
    history: ['Esperando devolución20-11-2026, 12:04', 'Devolución en tránsito21-11-2026, 10:00', 'En revisión23-11-2026, 11:30'],
  },
  return_approved: {
    badge: 'Aprobada',
    history: ['Esperando devolución20-11-2026, 12:04', 'Devolución en tránsito21-11-2026, 10:00', 'En revisión23-11-2026, 11:30', 'Aprobada26-11-2026, 10:20'],
  },
  return_rejected: {
    badge: 'Rechazada',
    history: ['Esperando devolución20-11-2026, 12:04', 'Devolución en tránsito21-11-2026, 10:00', 'En revisión23-11-2026, 11:30', `Rechazada26-11-2026, 10:20${NOTE}`],
  },
};
const BUTTONS: Record<string, string> = { approve: 'Aprobar', reject: 'Rechazar', takeOver: 'Tomar caso' };

const unavailable = new ApiError({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' });
const notFound = new ApiError({ statusCode: 404, code: 'RETURN_NOT_FOUND', message: 'Return not found' });
const decided = new ApiError({ statusCode: 409, code: 'RETURN_TAKEN_OVER', message: 'Taken over' });
const taken = new ApiError({ statusCode: 409, code: 'RETURN_TAKE_OVER_NOT_ALLOWED', message: 'Already taken' });

const fixtures = {
  retry: { type: 'detail.retry' },
  approve: { type: 'action.start', action: 'approve' },
  reject: { type: 'action.start', action: 'reject' },
  closeDialog: { type: 'action.close' },
  takeOver: { type: 'action.start', action: 'takeOver' },
  loaded: { type: 'xstate.done.actor.load', output: IN_PROCESS },
  loadedEscalated: { type: 'xstate.done.actor.load', output: ESCALATED },
  loadFailed: { type: 'xstate.error.actor.load', error: unavailable },
  missing: { type: 'xstate.error.actor.load', error: notFound },
  approvalGiven: { type: 'xstate.done.actor.actionForm', output: { reason: '', note: '' } },
  rejectionGiven: { type: 'xstate.done.actor.actionForm', output: { reason: 'other', note: NOTE } },
  approved: { type: 'xstate.done.actor.act', output: APPROVED },
  rejected: { type: 'xstate.done.actor.act', output: REJECTED },
  decisionRefused: { type: 'xstate.error.actor.act', error: decided },
  /** A decision or a take-over that reached no verdict (the same answer for both). */
  actFailed: { type: 'xstate.error.actor.act', error: unavailable },
  tookOver: { type: 'xstate.done.actor.act', output: TAKEN },
  takeOverRefused: { type: 'xstate.error.actor.act', error: taken },
  reloaded: { type: 'xstate.done.actor.0.returnDetail.conflict', output: REJECTED },
  reloadFailed: { type: 'xstate.error.actor.0.returnDetail.conflict', error: unavailable },
  reloadMissing: { type: 'xstate.error.actor.0.returnDetail.conflict', error: notFound },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type Fixture = keyof typeof fixtures;
const names = eventNames(fixtures);

/** Every event of the chart has a fixture (it has no confirming dialog and no file, and a refused take-over is pressed again, not retried). */
type Unfixtured = Exclude<Exclude<DetailEvent<ReturnAction>['type'], 'action.confirm' | 'action.retry' | 'download.start'>, (typeof fixtures)[Fixture]['type']>;
const _everyEventHasAFixture: [Unfixtured] extends [never] ? true : Unfixtured = true;

type Snapshot = SnapshotFrom<typeof returnDetailMachine>;
/** The kit's chart keeps its optional states out of the snapshot's type: read it as a detail chart. */
type Shown = DetailSnapshot<ReturnDetail, ReturnAction, DecisionValues>;

/** The form ends with the values of the decision it asked about; the server answers the action sent. */
const OF_ACTION: Partial<Record<Fixture, readonly ReturnAction[]>> = {
  approvalGiven: ['approve'],
  rejectionGiven: ['reject'],
  approved: ['approve'],
  rejected: ['reject'],
  decisionRefused: ['approve', 'reject'],
  tookOver: ['takeOver'],
  takeOverRefused: ['takeOver'],
};

const paths = coveringPaths<Snapshot, EventObject, { returnId: number }>(returnDetailMachine, {
  input: { returnId: 12 },
  events: Object.values(fixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.detail?.summary.status ?? null, snapshot.context.detail?.allowedActions ?? null, snapshot.context.action, snapshot.context.draft !== null],
  eventKey: (event) => JSON.stringify(event),
  filter: (snapshot, event) => {
    const actions = OF_ACTION[names.get(event)];
    return actions === undefined || (snapshot.context.action !== null && actions.includes(snapshot.context.action));
  },
  chained: true,
});

interface World {
  user: UserEvent;
  server: ReturnsServer;
  view: ReturnType<typeof renderReturnsModule>;
  /** The body the last decision must send. */
  sent: ReturnDecisionRequest | null;
  arrivals: number;
}

const actionBar = () => screen.getByRole('group', { name: 'Acciones de la devolución' });
const dialogName = (decision: string | null) => (decision === 'reject' ? 'Rechazar la devolución D-2026-000123' : 'Aprobar la devolución D-2026-000123');

async function answerReturn(world: World, answer: Parameters<ReturnsServer['detail']['answer']>[0]) {
  await waitFor(() => expect(world.server.detail.pending).toBe(1));
  expect(world.server.detail.received.at(-1)).toBe(12);
  world.server.detail.answer(answer);
}

async function answerDecision(world: World, answer: Parameters<ReturnsServer['decision']['answer']>[0]) {
  await waitFor(() => expect(world.server.decision.pending).toBe(1));
  expect(world.server.decision.received.at(-1)).toEqual({ returnId: 12, body: world.sent });
  world.server.decision.answer(answer);
}

async function answerTakeOver(world: World, answer: Parameters<ReturnsServer['takeOver']['answer']>[0]) {
  await waitFor(() => expect(world.server.takeOver.pending).toBe(1));
  expect(world.server.takeOver.received.at(-1)).toBe(12);
  world.server.takeOver.answer(answer);
}

const simulate: Record<Fixture, (world: World) => Promise<unknown>> = {
  retry: ({ user }) => user.click(screen.getByRole('button', { name: 'Reintentar' })),
  approve: ({ user }) => user.click(within(actionBar()).getByRole('button', { name: 'Aprobar' })),
  reject: ({ user }) => user.click(within(actionBar()).getByRole('button', { name: 'Rechazar' })),
  closeDialog: ({ user }) => user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Volver' })),
  takeOver: ({ user }) => user.click(within(actionBar()).getByRole('button', { name: 'Tomar caso' })),
  loaded: (world) => {
    world.arrivals += 1;
    return answerReturn(world, { detail: IN_PROCESS });
  },
  loadedEscalated: (world) => {
    world.arrivals += 1;
    return answerReturn(world, { detail: ESCALATED });
  },
  loadFailed: (world) => answerReturn(world, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  missing: (world) => answerReturn(world, { fail: 404, code: 'RETURN_NOT_FOUND' }),
  approvalGiven: async (world) => {
    const dialog = screen.getByRole('dialog', { name: 'Aprobar la devolución D-2026-000123' });
    const submit = within(dialog).getByRole('button', { name: 'Aprobar devolución' });
    // An approval needs no reason: the button is ready at once.
    expect(within(dialog).queryByRole('radio')).toBeNull();
    await waitFor(() => expect(submit).toBeEnabled());
    world.sent = { decision: 'approve' };
    await world.user.click(submit);
  },
  rejectionGiven: async (world) => {
    const { user } = world;
    const dialog = screen.getByRole('dialog', { name: 'Rechazar la devolución D-2026-000123' });
    const submit = within(dialog).getByRole('button', { name: 'Rechazar devolución' });
    const note = within(dialog).getByRole('textbox', { name: 'Nota' });
    // A dialog brought back after a failed send still holds what was chosen.
    if ((note as HTMLTextAreaElement).value === '') {
      expect(submit).toBeDisabled();
      await user.click(within(dialog).getByRole('radio', { name: 'Otro motivo' }));
      // "Otro motivo" says nothing by itself: a note is needed first.
      expect(submit).toBeDisabled();
      await user.type(note, NOTE);
    }
    await waitFor(() => expect(submit).toBeEnabled());
    world.sent = { decision: 'reject', reason: 'other', note: NOTE };
    await user.click(submit);
  },
  approved: (world) => answerDecision(world, { detail: APPROVED }),
  rejected: (world) => answerDecision(world, { detail: REJECTED }),
  decisionRefused: (world) => answerDecision(world, { fail: 409, code: 'RETURN_TAKEN_OVER' }),
  actFailed: async (world) => {
    await waitFor(() => expect(world.server.decision.pending + world.server.takeOver.pending).toBe(1));
    const answer = { fail: 503, code: 'SERVICE_UNAVAILABLE' } as const;
    return world.server.decision.pending === 1 ? answerDecision(world, answer) : answerTakeOver(world, answer);
  },
  tookOver: (world) => answerTakeOver(world, { detail: TAKEN }),
  takeOverRefused: (world) => answerTakeOver(world, { fail: 409, code: 'RETURN_TAKE_OVER_NOT_ALLOWED' }),
  reloaded: (world) => answerReturn(world, { detail: REJECTED }),
  reloadFailed: (world) => answerReturn(world, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  reloadMissing: (world) => answerReturn(world, { fail: 404, code: 'RETURN_NOT_FOUND' }),
};

const REFUSAL_TEXT: Record<string, string> = {
  RETURN_TAKEN_OVER: 'Atención al cliente tomó esta devolución: ya no puedes resolverla.',
  RETURN_TAKE_OVER_NOT_ALLOWED: 'Esta devolución ya no se puede tomar: otra persona la tomó o ya fue resuelta.',
};
const UNAVAILABLE_TEXT = 'El servicio de devoluciones no está disponible en este momento. Inténtalo de nuevo en unos segundos.';

function expectReturnFacts(detail: ReturnDetail) {
  const shown = SHOWN[detail.summary.status]!;
  expect(screen.getByRole('heading', { level: 1, name: 'Devolución D-2026-000123' })).toBeVisible();
  expect(screen.getByRole('heading', { level: 1 }).parentElement).toHaveTextContent(shown.badge);
  expect(screen.getByText('Solicitada el 20-11-2026, 12:04 · Orden 2026-000456')).toBeVisible();
  expect(screen.getByRole('region', { name: 'Productos devueltos' })).toHaveTextContent('Tetera de fierro fundidoTET-FIE-02 · 1 unidad');
  expect(screen.getByRole('region', { name: 'Lo que dice el cliente' })).toHaveTextContent('ClienteCamila SotoMotivoProducto defectuosoComentarioNo calienta.');
  const history = screen.getByRole('region', { name: 'Historial' });
  expect(within(history).getAllByRole('listitem').map((item) => item.textContent)).toEqual(shown.history);
  const escalation = screen.queryByRole('region', { name: 'Escalamiento' });
  if (detail.escalation) {
    expect(escalation).toHaveTextContent('Escalada el 25-11-2026, 09:00: el seller no respondió a tiempo.');
    expect(escalation).toHaveTextContent(detail.assignee ? 'La tomó Javiera Muñoz el 26-11-2026, 10:15.' : 'Aún nadie de Atención al cliente la ha tomado.');
  } else {
    expect(escalation).toBeNull();
  }
  const decision = screen.queryByRole('region', { name: 'Decisión' });
  if (detail.decision?.decision === 'approve') expect(decision).toHaveTextContent('Aprobada el 26-11-2026, 10:20 por el seller.');
  else if (detail.decision?.decision === 'reject') expect(decision).toHaveTextContent(`Rechazada el 26-11-2026, 10:20 por el seller.Motivo: Otro motivoNota: ${NOTE}`);
  else expect(decision).toBeNull();
}

/** What the page reports above the return, by the chart's state. */
function noticeOf(snapshot: Shown): { role: 'status' | 'alert'; text: string[] } | null {
  const { action, problem } = snapshot.context;
  if (snapshot.matches({ shown: 'done' }) && action === 'takeOver') return { role: 'status', text: ['Tomaste el caso: ahora puedes aprobarlo o rechazarlo.'] };
  if (snapshot.matches({ shown: 'done' })) {
    return { role: 'status', text: [action === 'approve' ? 'Aprobaste la devolución. Se reembolsará al cliente.' : 'Rechazaste la devolución. El producto volverá al cliente.'] };
  }
  if (snapshot.matches({ shown: 'refused' })) {
    // Only the take-over is refused on the page: a refused decision stays in its dialog.
    expect(action).toBe('takeOver');
    return { role: 'alert', text: ['No pudimos tomar el caso.', UNAVAILABLE_TEXT] };
  }
  if (snapshot.matches('conflict')) return { role: 'alert', text: ['La devolución cambió mientras la mirabas.', 'Cargando su estado actual…'] };
  if (snapshot.matches({ shown: 'outdated' })) return { role: 'alert', text: ['La devolución cambió mientras la mirabas.', REFUSAL_TEXT[problem ?? ''] ?? '?'] };
  return null;
}

async function expectScreenFor(state: AnyMachineSnapshot, world: World) {
  const snapshot = state as unknown as Shown;
  if (snapshot.matches('loading')) {
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando la devolución…');
    return;
  }
  if (snapshot.matches('failed')) {
    expect(await screen.findByRole('heading', { level: 1, name: 'No pudimos cargar la devolución' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(UNAVAILABLE_TEXT);
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
    return;
  }
  if (snapshot.matches('notFound')) {
    expect(await screen.findByRole('heading', { level: 1, name: 'Devolución no encontrada' })).toBeVisible();
    expect(screen.getByText('No existe o no tienes acceso a ella.')).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Acciones de la devolución' })).toBeNull();
    return;
  }
  // A decision's dialog asks, then stays while its decision is sent; a take-over has no dialog.
  if (snapshot.matches('asking') || (snapshot.matches('submitting') && snapshot.context.action !== 'takeOver')) {
    await expectDialog(snapshot);
    return;
  }
  const detail = snapshot.context.detail!;
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expectReturnFacts(detail));
  // The breadcrumb is told the return's name each time the page loads it.
  expect(world.view.host.announceName.mock.calls).toEqual(Array.from({ length: world.arrivals }, () => ['12', 'Devolución D-2026-000123']));

  const buttons = ['takeOver', 'approve', 'reject'].filter((action) => detail.allowedActions.some((allowed) => allowed === action)).map((action) => BUTTONS[action]);
  const atRest = snapshot.matches('shown');
  await waitFor(() => {
    const shown = screen.queryByRole('group', { name: 'Acciones de la devolución' });
    if (buttons.length === 0) return expect(shown).toBeNull();
    const pressable = within(shown ?? document.body).getAllByRole('button');
    expect(pressable.map((button) => button.textContent)).toEqual(buttons);
    pressable.forEach((button) => (atRest ? expect(button).toBeEnabled() : expect(button).toBeDisabled()));
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
  const decision = snapshot.context.action;
  const shown = await screen.findByRole('dialog', { name: dialogName(decision) });
  const rejecting = decision === 'reject';
  expect(shown).toHaveTextContent(
    rejecting ? 'Al rechazarla, el producto se enviará de vuelta al cliente con el motivo que elijas.' : 'Al aprobarla, el marketplace reembolsará al cliente.',
  );
  const radios = within(shown).queryAllByRole('radio');
  expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(
    rejecting ? ['Producto usado', 'Faltan piezas o accesorios', 'No es el producto despachado', 'Fuera del plazo de devolución', 'Otro motivo'] : [],
  );
  const submit = within(shown).getByRole('button', { name: rejecting ? 'Rechazar devolución' : 'Aprobar devolución' });
  const note = within(shown).getByRole('textbox', { name: 'Nota' });
  if (snapshot.matches('submitting')) {
    await waitFor(() => expect(submit).toBeDisabled());
    expect(note).toHaveValue(rejecting ? NOTE : '');
    expect(within(shown).getByRole('button', { name: 'Volver' })).toBeDisabled();
    return;
  }
  if (snapshot.matches({ asking: 'refused' })) {
    await waitFor(() => expect(within(shown).getByRole('alert')).toHaveTextContent('No pudimos registrar la decisión.'));
    expect(within(shown).getByRole('alert')).toHaveTextContent(UNAVAILABLE_TEXT);
    expect(note).toHaveValue(rejecting ? NOTE : '');
    await waitFor(() => expect(submit).toBeEnabled());
    return;
  }
  expect(within(shown).queryByRole('alert')).toBeNull();
  radios.forEach((radio) => expect(radio).not.toBeChecked());
  expect(note).toHaveValue('');
  if (rejecting) expect(submit).toBeDisabled();
  else await waitFor(() => expect(submit).toBeEnabled());
}

describe('one return, driven through the module as the shell mounts it at /returns/12', () => {
  for (const path of paths) {
    it(describeFixturePath(path, names.get), async () => {
      const server = fakeReturnsServer();
      const view = renderReturnsModule({ path: '/returns/12' });
      const world: World = { user: userEvent.setup(), server, view, sent: null, arrivals: 0 };
      for (const step of path.steps) {
        if (!isStart(step.event)) await simulate[names.get(step.event)](world);
        await expectScreenFor(step.state, world);
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(returnDetailMachine, paths));
  });
});

describe('one return: the dialog, the way back, accessibility', () => {
  afterEach(() => forgetScreenWidth());

  async function openReturn(state?: Record<string, unknown>) {
    const server = fakeReturnsServer();
    const rendered = renderReturnsModule({ path: '/returns/12', ...(state ? { state } : {}) });
    await waitFor(() => expect(server.detail.pending).toBe(1));
    server.detail.answer({ detail: IN_PROCESS });
    await screen.findByRole('heading', { level: 1, name: 'Devolución D-2026-000123' });
    return { server, ...rendered };
  }

  it('needs a reason to reject, sends a blank note as none, and gives the focus back when closed', async () => {
    const { server } = await openReturn();
    const user = userEvent.setup();
    await user.click(within(actionBar()).getByRole('button', { name: 'Rechazar' }));
    let shown = await screen.findByRole('dialog', { name: 'Rechazar la devolución D-2026-000123' });
    const submit = within(shown).getByRole('button', { name: 'Rechazar devolución' });
    expect(submit).toBeDisabled();
    await user.click(within(shown).getByRole('radio', { name: 'Otro motivo' }));
    const note = within(shown).getByRole('textbox', { name: 'Nota' });
    expect(note).toBeRequired();
    await user.type(note, 'x');
    await user.clear(note);
    await waitFor(() => expect(within(shown).getByText('Cuéntanos por qué la rechazas.')).toBeVisible());
    expect(await axeViolations(shown)).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(within(actionBar()).getByRole('button', { name: 'Aprobar' })).toHaveFocus());

    await user.click(within(actionBar()).getByRole('button', { name: 'Rechazar' }));
    shown = await screen.findByRole('dialog', { name: 'Rechazar la devolución D-2026-000123' });
    await user.click(within(shown).getByRole('radio', { name: 'Producto usado' }));
    await user.type(within(shown).getByRole('textbox', { name: 'Nota' }), '   ');
    await user.click(within(shown).getByRole('button', { name: 'Rechazar devolución' }));
    await waitFor(() => expect(server.decision.pending).toBe(1));
    expect(server.decision.received).toEqual([{ returnId: 12, body: { decision: 'reject', reason: 'product_used' } }]);
  });

  it('goes back to the list it came from or to the CS queue, and has no axe violations on a phone or a wide screen', async () => {
    setScreenWidth(360);
    const { host, container, unmount } = await openReturn({ listQuery: 'group=decided&q=D-2026' });
    const back = screen.getByRole('link', { name: 'Volver a devoluciones' });
    expect(back).toHaveAttribute('href', '/returns?group=decided&q=D-2026');
    expect(await axeViolations(container)).toEqual([]);
    setScreenWidth(1280);
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(back);
    expect(host.navigate).toHaveBeenCalledWith('/returns?group=decided&q=D-2026');
    unmount();
    await openReturn({ from: 'customerService' });
    expect(screen.getByRole('link', { name: 'Volver a Devoluciones escaladas' })).toHaveAttribute('href', '/returns/customer-service');
  });

  it('reads in English with the English catalog, and tells the breadcrumb the English name', async () => {
    const server = fakeReturnsServer();
    const { host } = renderReturnsModule({ path: '/returns/12', locale: 'en' });
    await waitFor(() => expect(server.detail.pending).toBe(1));
    server.detail.answer({ detail: IN_PROCESS });
    expect(await screen.findByRole('heading', { level: 1, name: 'Return D-2026-000123' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeVisible();
    expect(host.announceName).toHaveBeenCalledWith('12', 'Return D-2026-000123');
  });
});

describe('returns module: paths it has no page for', () => {
  it.each(['/returns/abc', '/returns/0', '/returns/12/edit', '/returns/99999999999'])('%s shows "not found" with a link back to the list', async (path) => {
    const { host } = renderReturnsModule({ path });
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    const back = screen.getByRole('link', { name: 'Ir a Devoluciones' });
    expect(back).toHaveAttribute('href', '/returns');
    await userEvent.click(back);
    expect(host.navigate).toHaveBeenCalledWith('/returns');
  });
});
