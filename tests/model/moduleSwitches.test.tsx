/**
 * Model-based tests of Configuración > Módulos (modules/moduleSwitches), driving the module's real
 * Root at /modules through its composition root and the typed services-status client against a fake
 * service (msw, typed from the contract) that holds each request until the path answers it. Paths
 * are generated from the switches' statechart to take every transition; each step checks what the
 * admin sees: every module's row (state, reason, expected reopening in Santiago, last change, the
 * buttons it allows; Módulos itself "Siempre abierto"), the closing dialog with its form, the
 * opening confirmation, the history, what the page reports after a switch, and each request's body.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject, SnapshotFrom } from 'xstate';
import type { FormEvent } from '../../machines/form/form.machine.ts';
import moduleSwitchesModule from '../../modules/moduleSwitches/entry.tsx';
import { closingFormMachine, EMPTY_CLOSING, type ClosingFacts, type ClosingValues } from '../../modules/moduleSwitches/machines/closingForm.ts';
import { moduleSwitchesMachine, type ModuleSwitchesEvent } from '../../modules/moduleSwitches/machines/moduleSwitches.machine.ts';
import type { ModuleSwitch, ServiceStatus, SwitchBody, SwitchChange } from '../../modules/moduleSwitches/machines/moduleSwitches.types.ts';
import { ApiError } from '../../shared/api-error.ts';
import { readServiceBaseUrls, withDefaultOrigin } from '../../src/api/baseUrls.ts';
import { createApiClients } from '../../src/api/clients.ts';
import { AppProviders, createStyleCache } from '../../src/app/AppProviders.tsx';
import type { ModuleHost } from '../../src/app/modules/portalModule.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { ModuleMessages } from '../../src/views/modules/ModuleArea.tsx';
import { axeViolations } from '../support/axe.ts';
import { http, mockServer } from '../support/http.ts';
import { expectFullCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { HeldQueue, type Failure } from './orders.support.tsx';
import { coveringPaths } from './shell.support.tsx';

const CAROLINA = { id: 1, name: 'Carolina Fuentes', email: 'admin@demo.cl' };
const REASON = 'Cambio de sistema de despacho';
const REOPENING = '2040-11-27T13:00:00.000Z';

const INVOICE_CLOSING: SwitchChange = {
  id: 7,
  active: false,
  reason: 'Actualización del SII',
  expected_reopening: REOPENING,
  changed_at: '2026-11-25T15:30:00.000Z',
  changed_by: CAROLINA,
};
const INVOICE: ModuleSwitch = {
  key_module: 'invoice',
  active: false,
  released: true,
  count_to_close_page: 0,
  module: 'Boletas',
  reason: 'Actualización del SII',
  expected_reopening: REOPENING,
  last_change: INVOICE_CLOSING,
};
const SWITCHES: ModuleSwitch = { key_module: 'modules', active: true, released: true, count_to_close_page: 0, module: 'Módulos', reason: null, expected_reopening: null, last_change: null };
const ORDERS: ModuleSwitch = { key_module: 'orders', active: true, released: true, count_to_close_page: 0, module: 'Órdenes', reason: null, expected_reopening: null, last_change: null };
const START = [INVOICE, SWITCHES, ORDERS];

const ORDERS_CLOSED: ServiceStatus = { key_module: 'orders', active: false, released: true, count_to_close_page: 0, module: 'Órdenes', reason: REASON, expected_reopening: REOPENING };
const INVOICE_OPENED: ServiceStatus = { key_module: 'invoice', active: true, released: true, count_to_close_page: 0, module: 'Boletas', reason: null, expected_reopening: null };
const AFTER_CLOSE = [
  INVOICE,
  SWITCHES,
  { ...ORDERS_CLOSED, last_change: { id: 8, active: false, reason: REASON, expected_reopening: REOPENING, changed_at: '2026-11-26T13:00:00.000Z', changed_by: CAROLINA } },
];
const AFTER_OPEN = [
  { ...INVOICE_OPENED, last_change: { id: 8, active: true, reason: null, expected_reopening: null, changed_at: '2026-11-26T13:00:00.000Z', changed_by: CAROLINA } },
  SWITCHES,
  ORDERS,
];
const HISTORY: SwitchChange[] = [
  { id: 2, active: true, reason: null, expected_reopening: null, changed_at: '2026-11-20T14:00:00.000Z', changed_by: CAROLINA },
  { id: 1, active: false, reason: 'Inventario', expected_reopening: null, changed_at: '2026-11-20T12:00:00.000Z', changed_by: null },
];

/** Every row as the admin reads it, written out per list the server answered (or the page merged). */
const ROWS = {
  start: [
    'BoletasCerradoActualización del SII27-11-2040, 10:00Cerrado por Carolina Fuentes el 25-11-2026, 12:30AbrirHistorial',
    'MódulosAbierto——Sin cambiosSiempre abiertoHistorial',
    'ÓrdenesAbierto——Sin cambiosCerrarHistorial',
  ],
  closed: [
    'BoletasCerradoActualización del SII27-11-2040, 10:00Cerrado por Carolina Fuentes el 25-11-2026, 12:30AbrirHistorial',
    'MódulosAbierto——Sin cambiosSiempre abiertoHistorial',
    `ÓrdenesCerrado${REASON}27-11-2040, 10:00Cerrado por Carolina Fuentes el 26-11-2026, 10:00AbrirHistorial`,
  ],
  closedStale: [
    'BoletasCerradoActualización del SII27-11-2040, 10:00Cerrado por Carolina Fuentes el 25-11-2026, 12:30AbrirHistorial',
    'MódulosAbierto——Sin cambiosSiempre abiertoHistorial',
    `ÓrdenesCerrado${REASON}27-11-2040, 10:00Sin cambiosAbrirHistorial`,
  ],
  opened: [
    'BoletasAbierto——Abierto por Carolina Fuentes el 26-11-2026, 10:00CerrarHistorial',
    'MódulosAbierto——Sin cambiosSiempre abiertoHistorial',
    'ÓrdenesAbierto——Sin cambiosCerrarHistorial',
  ],
  // While the list is read again after a switch, nothing can be switched.
  closedRefreshing: [
    'BoletasCerradoActualización del SII27-11-2040, 10:00Cerrado por Carolina Fuentes el 25-11-2026, 12:30Historial',
    'MódulosAbierto——Sin cambiosSiempre abiertoHistorial',
    `ÓrdenesCerrado${REASON}27-11-2040, 10:00Sin cambiosHistorial`,
  ],
  openedRefreshing: [
    'BoletasAbierto——Cerrado por Carolina Fuentes el 25-11-2026, 12:30Historial',
    'MódulosAbierto——Sin cambiosSiempre abiertoHistorial',
    'ÓrdenesAbierto——Sin cambiosHistorial',
  ],
  openedStale: [
    'BoletasAbierto——Cerrado por Carolina Fuentes el 25-11-2026, 12:30CerrarHistorial',
    'MódulosAbierto——Sin cambiosSiempre abiertoHistorial',
    'ÓrdenesAbierto——Sin cambiosCerrarHistorial',
  ],
};

const unavailable = new ApiError({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' });
const locked = new ApiError({ statusCode: 409, code: 'MODULE_SWITCH_LOCKED', message: 'Locked' });
const NOW = '2026-11-26T13:00:00.000Z';

const fixtures = {
  retry: { type: 'switches.retry' },
  close: { type: 'switch.close', key: 'orders', now: NOW },
  open: { type: 'switch.open', key: 'invoice' },
  confirm: { type: 'switch.confirm' },
  cancel: { type: 'switch.cancel' },
  showHistory: { type: 'history.show', key: 'orders' },
  historyRetry: { type: 'history.retry' },
  historyClose: { type: 'history.close' },
  listed: { type: 'xstate.done.actor.listSwitches', output: START },
  listFailed: { type: 'xstate.error.actor.listSwitches', error: unavailable },
  closingGiven: { type: 'xstate.done.actor.closingForm', output: { reason: REASON, day: '2040-11-27', time: '10:00', noEstimate: false } },
  closedStored: { type: 'xstate.done.actor.switchModule', output: ORDERS_CLOSED },
  openedStored: { type: 'xstate.done.actor.switchModule', output: INVOICE_OPENED },
  switchRefused: { type: 'xstate.error.actor.switchModule', error: locked },
  switchFailed: { type: 'xstate.error.actor.switchModule', error: unavailable },
  refreshedClosed: { type: 'xstate.done.actor.refreshSwitches', output: AFTER_CLOSE },
  refreshedOpened: { type: 'xstate.done.actor.refreshSwitches', output: AFTER_OPEN },
  refreshFailed: { type: 'xstate.error.actor.refreshSwitches', error: unavailable },
  historyLoaded: { type: 'xstate.done.actor.loadHistory', output: HISTORY },
  historyFailed: { type: 'xstate.error.actor.loadHistory', error: unavailable },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type Fixture = keyof typeof fixtures;
const names = eventNames(fixtures);

/** Every event of the chart has a fixture. */
type Unfixtured = Exclude<ModuleSwitchesEvent['type'], (typeof fixtures)[Fixture]['type']>;
const _everyEventHasAFixture: [Unfixtured] extends [never] ? true : Unfixtured = true;

type Snapshot = SnapshotFrom<typeof moduleSwitchesMachine>;

/** Which list the page holds, by what it says of the two switched modules. */
function listOf(snapshot: Snapshot): 'start' | 'closed' | 'closedStale' | 'opened' | 'openedStale' {
  const [invoice, , orders] = snapshot.context.modules;
  if (orders?.active === false) return orders.last_change ? 'closed' : 'closedStale';
  if (invoice?.active === true) return invoice.last_change?.active ? 'opened' : 'openedStale';
  return 'start';
}

// Each path switches once: from the list as it first arrived. A closing's answers follow a closing,
// an opening's an opening.
const ONLY_FROM_START: Partial<Record<Fixture, true>> = { close: true, open: true, showHistory: true };
const ONLY_AFTER: Partial<Record<Fixture, 'closing' | 'opening'>> = {
  closedStored: 'closing',
  refreshedClosed: 'closing',
  openedStored: 'opening',
  refreshedOpened: 'opening',
};

const paths = coveringPaths<Snapshot, EventObject, undefined>(moduleSwitchesMachine, {
  input: undefined,
  events: Object.values(fixtures),
  describe: (snapshot) => [snapshot.value, listOf(snapshot), snapshot.context.target, snapshot.context.draft !== null],
  eventKey: (event) => JSON.stringify(event),
  filter: (snapshot, event) => {
    const name = names.get(event);
    if (ONLY_FROM_START[name] && listOf(snapshot) !== 'start') return false;
    const after = ONLY_AFTER[name];
    if (after === undefined) return true;
    return (snapshot.context.target === 'orders') === (after === 'closing');
  },
  chained: true,
});

type ListAnswer = { modules: ModuleSwitch[] } | Failure<503>;
type SwitchAnswer = { status: ServiceStatus } | Failure<409 | 503>;
type HistoryAnswer = { history: SwitchChange[] } | Failure<503>;

const errorBody = ({ fail, code }: Failure<number>) => ({ statusCode: fail, code, message: code });

/** The fake services-status service: every call waits for the answer the test gives it. */
function fakeSwitchesServer() {
  const list = new HeldQueue<ListAnswer, null>();
  const switches = new HeldQueue<SwitchAnswer, { key: string; body: SwitchBody }>();
  const history = new HeldQueue<HistoryAnswer, string>();
  mockServer.use(
    http.servicesStatus.get('/services-status/switches', async ({ request, response }) => {
      const answer = await list.next(request.signal, null);
      return 'modules' in answer ? response(200).json(answer.modules) : response(503).json(errorBody(answer));
    }),
    http.servicesStatus.put('/services-status/{keyModule}', async ({ request, params, response }) => {
      const answer = await switches.next(request.signal, { key: params.keyModule, body: await request.json() });
      if ('status' in answer) return response(200).json(answer.status);
      return answer.fail === 409 ? response(409).json(errorBody(answer)) : response(503).json(errorBody(answer));
    }),
    http.servicesStatus.get('/services-status/{keyModule}/history', async ({ request, params, response }) => {
      const answer = await history.next(request.signal, params.keyModule);
      return 'history' in answer ? response(200).json(answer.history) : response(503).json(errorBody(answer));
    }),
  );
  return { list, switches, history };
}
type SwitchesServer = ReturnType<typeof fakeSwitchesServer>;

const ADMIN_SESSION: ModuleHost['session'] = { userId: 1, role: 'admin', sellerId: null, permissions: [] };

/** The module's Root at `path`, as the shell mounts it. */
function renderSwitchesModule({ path = '/modules', locale = 'es-CL' }: { path?: string; locale?: Locale } = {}) {
  const host: ModuleHost & { navigate: ReturnType<typeof vi.fn<ModuleHost['navigate']>> } = {
    api: createApiClients({ baseUrls: withDefaultOrigin(readServiceBaseUrls({}), 'http://localhost:3000'), getToken: () => 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.firma' }),
    session: ADMIN_SESSION,
    navigate: vi.fn<ModuleHost['navigate']>(),
    announceName: vi.fn<ModuleHost['announceName']>(),
    flash: vi.fn<ModuleHost['flash']>(),
  };
  const view = render(
    <AppProviders locale={locale} styleCache={createStyleCache(document)}>
      <main>
        <ModuleMessages messages={moduleSwitchesModule.messages}>
          <moduleSwitchesModule.Root host={host} path={path} search="" state={undefined} />
        </ModuleMessages>
      </main>
    </AppProviders>,
  );
  return { ...view, host };
}

interface World {
  user: UserEvent;
  server: SwitchesServer;
  /** The body the last switch must send. */
  sent: SwitchBody | null;
}

const UNAVAILABLE_TEXT = 'El servicio no está disponible por un momento. Inténtalo de nuevo.';
const closingDialog = () => screen.getByRole('dialog', { name: 'Cerrar Órdenes' });
const openingDialog = () => screen.getByRole('alertdialog', { name: 'Abrir Boletas' });
const historyDialog = () => screen.getByRole('dialog', { name: 'Historial de Órdenes' });

async function answer<T, C>(queue: HeldQueue<T, C>, given: T) {
  await waitFor(() => expect(queue.pending).toBe(1));
  queue.answer(given);
}

async function answerSwitch(world: World, given: SwitchAnswer) {
  await waitFor(() => expect(world.server.switches.pending).toBe(1));
  expect(world.server.switches.received.at(-1)).toEqual({ key: world.sent?.active ? 'invoice' : 'orders', body: world.sent });
  world.server.switches.answer(given);
}

const simulate: Record<Fixture, (world: World) => Promise<unknown>> = {
  retry: ({ user }) => user.click(screen.getByRole('button', { name: 'Reintentar' })),
  close: ({ user }) => user.click(screen.getByRole('button', { name: 'Cerrar Órdenes' })),
  open: ({ user }) => user.click(screen.getByRole('button', { name: 'Abrir Boletas' })),
  confirm: async (world) => {
    world.sent = { active: true };
    await world.user.click(within(openingDialog()).getByRole('button', { name: 'Abrir módulo' }));
  },
  cancel: ({ user }) => user.click(within(screen.queryByRole('alertdialog') ?? closingDialog()).getByRole('button', { name: 'Cancelar' })),
  showHistory: ({ user }) => user.click(screen.getByRole('button', { name: 'Historial de Órdenes' })),
  historyRetry: ({ user }) => user.click(within(historyDialog()).getByRole('button', { name: 'Reintentar' })),
  historyClose: ({ user }) => user.click(within(historyDialog()).getByRole('button', { name: 'Cerrar historial' })),
  listed: (world) => answer(world.server.list, { modules: START }),
  listFailed: (world) => answer(world.server.list, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  closingGiven: async (world) => {
    const { user } = world;
    const dialog = closingDialog();
    const reason = within(dialog).getByRole('textbox', { name: /Motivo/ });
    const submit = within(dialog).getByRole('button', { name: 'Cerrar módulo' });
    // A dialog brought back after a failed send still holds what was typed.
    if ((reason as HTMLTextAreaElement).value === '') {
      // A press on the empty form says what is missing and sends nothing.
      await user.click(submit);
      await waitFor(() => expect(within(dialog).getByText('Escribe el motivo del cierre.')).toBeVisible());
      expect(within(dialog).getByText('Elige la fecha de reapertura o marca «Sin fecha estimada».')).toBeVisible();
      expect(world.server.switches.pending).toBe(0);
      await user.type(reason, REASON);
      fireEvent.change(within(dialog).getByLabelText('Fecha de reapertura'), { target: { value: '2040-11-27' } });
      fireEvent.change(within(dialog).getByLabelText('Hora de reapertura'), { target: { value: '10:00' } });
    }
    world.sent = { active: false, reason: REASON, expected_reopening: REOPENING };
    await user.click(submit);
  },
  closedStored: (world) => answerSwitch(world, { status: ORDERS_CLOSED }),
  openedStored: (world) => answerSwitch(world, { status: INVOICE_OPENED }),
  switchRefused: (world) => answerSwitch(world, { fail: 409, code: 'MODULE_SWITCH_LOCKED' }),
  switchFailed: (world) => answerSwitch(world, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  refreshedClosed: (world) => answer(world.server.list, { modules: AFTER_CLOSE }),
  refreshedOpened: (world) => answer(world.server.list, { modules: AFTER_OPEN }),
  refreshFailed: (world) => answer(world.server.list, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  historyLoaded: async (world) => {
    await answer(world.server.history, { history: HISTORY });
    expect(world.server.history.received.at(-1)).toBe('orders');
  },
  historyFailed: (world) => answer(world.server.history, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
};

/** Where the focus lands once the page reports a switch, by report and module. */
const FOCUS_AFTER = {
  'switched orders': 'Abrir Órdenes',
  'switched invoices': 'Cerrar Boletas',
  'staleAfterSwitch orders': 'Abrir Órdenes',
  'staleAfterSwitch invoices': 'Cerrar Boletas',
  // Refused: nothing changed, the row offers what it offered.
  'refused orders': 'Cerrar Órdenes',
  'refused invoices': 'Abrir Boletas',
} as const;

function reportKey(snapshot: Snapshot): keyof typeof FOCUS_AFTER {
  const report = snapshot.matches({ ready: 'switched' }) ? 'switched' : snapshot.matches({ ready: 'staleAfterSwitch' }) ? 'staleAfterSwitch' : 'refused';
  return `${report} ${snapshot.context.target === 'orders' ? 'orders' : 'invoices'}`;
}

/** What the page reports above the list, by the chart's state. */
function reportOf(snapshot: Snapshot): { role: 'status' | 'alert'; text: string[] } | null {
  const module = snapshot.context.target === 'orders' ? 'Órdenes' : 'Boletas';
  if (snapshot.matches({ ready: 'switched' })) return { role: 'status', text: [module === 'Órdenes' ? 'Órdenes quedó cerrado.' : 'Boletas quedó abierto.'] };
  if (snapshot.matches({ ready: 'staleAfterSwitch' })) return { role: 'alert', text: [`El cambio de ${module} quedó guardado, pero no pudimos actualizar la lista.`, UNAVAILABLE_TEXT] };
  if (snapshot.matches({ ready: 'refused' })) {
    return { role: 'alert', text: [`No se puede cambiar ${module}.`, 'Módulos queda siempre abierto para que los administradores puedan volver a abrir el resto.'] };
  }
  return null;
}

async function expectList(snapshot: Snapshot) {
  const rows = await screen.findAllByRole('row');
  const list = listOf(snapshot);
  const expected = snapshot.matches('refreshing') ? ROWS[list === 'closedStale' ? 'closedRefreshing' : 'openedRefreshing'] : ROWS[list];
  await waitFor(() => expect(screen.getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(expected));
  expect(rows[0]?.textContent).toBe('MóduloEstadoMotivoReapertura previstaÚltimo cambioAcciones');
  const atRest = snapshot.matches('ready');
  for (const name of ['Historial de Órdenes', 'Historial de Boletas', 'Historial de Módulos']) {
    const button = screen.getByRole('button', { name });
    if (atRest) expect(button).toBeEnabled();
    else expect(button).toBeDisabled();
  }
  expect(screen.queryByRole('button', { name: 'Cerrar Módulos' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Abrir Módulos' })).toBeNull();
}

async function expectScreenFor(state: AnyMachineSnapshot, world: World) {
  const snapshot = state as Snapshot;
  // A dialog hides the page from assistive technology: the heading is there behind it.
  expect(screen.getByRole('heading', { level: 1, name: 'Módulos', hidden: true })).toBeInTheDocument();
  if (snapshot.matches('loading')) {
    await waitFor(() => expect(screen.getAllByRole('status').some((element) => element.textContent === 'Cargando los módulos…')).toBe(true));
    expect(screen.queryByRole('table')).toBeNull();
    return;
  }
  if (snapshot.matches('failed')) {
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar los módulos.');
    expect(alert).toHaveTextContent(UNAVAILABLE_TEXT);
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
    return;
  }
  if (snapshot.matches('closing') || (snapshot.matches('switching') && snapshot.context.draft !== null)) return expectClosingDialog(snapshot, world);
  if (snapshot.matches('confirmingOpen') || snapshot.matches('switching')) return expectOpeningDialog(snapshot);
  if (snapshot.matches('history')) return expectHistory(snapshot);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  await expectList(snapshot);
  const report = reportOf(snapshot);
  if (report) {
    const [title] = report.text;
    const shown = await waitFor(() => {
      const found = screen.getAllByRole(report.role).find((element) => element.textContent?.includes(title ?? ''));
      expect(found).toBeDefined();
      return found!;
    });
    for (const text of report.text) expect(shown).toHaveTextContent(text);
    // The dialog is gone: the focus is on the switched module's own button, which now offers the other position.
    await waitFor(() => expect(screen.getByRole('button', { name: FOCUS_AFTER[reportKey(snapshot)] })).toHaveFocus());
  } else {
    expect(screen.queryByRole('alert')).toBeNull();
  }
}

async function expectClosingDialog(snapshot: Snapshot, world: World) {
  const dialog = await screen.findByRole('dialog', { name: 'Cerrar Órdenes' });
  expect(dialog).toHaveTextContent('Los sellers verán el módulo cerrado con este motivo y la reapertura prevista hasta que lo vuelvas a abrir.');
  const reason = within(dialog).getByRole('textbox', { name: /Motivo/ });
  const day = within(dialog).getByLabelText('Fecha de reapertura');
  const time = within(dialog).getByLabelText('Hora de reapertura');
  expect(within(dialog).getByText('Hora de Santiago de Chile')).toBeVisible();
  const sent = snapshot.context.draft !== null;
  await waitFor(() => expect(reason).toHaveValue(sent ? REASON : ''));
  expect(day).toHaveValue(sent ? '2040-11-27' : '');
  expect(time).toHaveValue(sent ? '10:00' : '');
  const submit = within(dialog).getByRole('button', { name: 'Cerrar módulo' });
  if (snapshot.matches('switching')) {
    await waitFor(() => expect(submit).toBeDisabled());
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    expect(reason).toBeDisabled();
    return;
  }
  if (snapshot.matches({ closing: 'failed' })) {
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('No pudimos cerrar el módulo.'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(UNAVAILABLE_TEXT);
  } else {
    expect(within(dialog).queryByRole('alert')).toBeNull();
  }
  expect(submit).toBeEnabled();
  expect(world.server.switches.pending).toBe(0);
}

async function expectOpeningDialog(snapshot: Snapshot) {
  const dialog = await screen.findByRole('alertdialog', { name: 'Abrir Boletas' });
  expect(dialog).toHaveTextContent('Los sellers podrán usar Boletas de inmediato; el motivo y la reapertura prevista se borran.');
  const submit = within(dialog).getByRole('button', { name: 'Abrir módulo' });
  if (snapshot.matches('switching')) {
    await waitFor(() => expect(submit).toBeDisabled());
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    return;
  }
  if (snapshot.matches({ confirmingOpen: 'failed' })) {
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('No pudimos abrir el módulo.'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(UNAVAILABLE_TEXT);
  } else {
    expect(within(dialog).queryByRole('alert')).toBeNull();
  }
  expect(submit).toBeEnabled();
}

async function expectHistory(snapshot: Snapshot) {
  const dialog = await screen.findByRole('dialog', { name: 'Historial de Órdenes' });
  if (snapshot.matches({ history: 'loading' })) {
    await waitFor(() => expect(dialog).toHaveTextContent('Cargando el historial…'));
    expect(within(dialog).queryByRole('listitem')).toBeNull();
    return;
  }
  if (snapshot.matches({ history: 'failed' })) {
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('No pudimos cargar el historial.'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(UNAVAILABLE_TEXT);
    return;
  }
  await waitFor(() =>
    expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Abierto por Carolina Fuentes el 20-11-2026, 11:00',
      'Cerrado por una cuenta eliminada el 20-11-2026, 09:00Motivo: InventarioSin fecha estimada',
    ]),
  );
}

describe('Configuración > Módulos, driven through the module as the shell mounts it at /modules', () => {
  for (const path of paths) {
    it(describeFixturePath(path, names.get), async () => {
      const server = fakeSwitchesServer();
      renderSwitchesModule();
      const world: World = { user: userEvent.setup(), server, sent: null };
      for (const step of path.steps) {
        if (!isStart(step.event)) await simulate[names.get(step.event)](world);
        await expectScreenFor(step.state, world);
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(moduleSwitchesMachine, paths));
  });
});

const formFixtures = {
  reason: { type: 'form.change', values: { reason: REASON } },
  day: { type: 'form.change', values: { day: '2040-11-27' } },
  time: { type: 'form.change', values: { time: '10:00' } },
  noEstimate: { type: 'form.change', values: { noEstimate: true } },
  leaveReason: { type: 'form.blur', field: 'reason' },
  attempt: { type: 'form.attempt' },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type FormFixture = keyof typeof formFixtures;
const formNames = eventNames(formFixtures);
type FormSnapshot = SnapshotFrom<typeof closingFormMachine>;

/** Each field is filled once and the reason left once; no day or time once there is no estimate. */
function formOffered(snapshot: FormSnapshot, event: EventObject): boolean {
  const { values, touched } = snapshot.context;
  const change = event as FormEvent<ClosingValues>;
  if (change.type === 'form.change') {
    if (values.noEstimate && ('day' in change.values || 'time' in change.values)) return false;
    return Object.keys(change.values).every((field) => values[field as keyof ClosingValues] === EMPTY_CLOSING[field as keyof ClosingValues]);
  }
  if (change.type === 'form.blur') return touched.reason !== true;
  return true;
}

const formPaths = coveringPaths<FormSnapshot, EventObject, { values: ClosingValues; facts: ClosingFacts }>(closingFormMachine, {
  input: { values: EMPTY_CLOSING, facts: { now: NOW } },
  events: Object.values(formFixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.values, snapshot.context.touched],
  eventKey: (event) => JSON.stringify(event),
  filter: formOffered,
  chained: true,
});

const simulateForm: Record<FormFixture, (world: World) => Promise<unknown>> = {
  reason: ({ user }) => user.type(within(closingDialog()).getByRole('textbox', { name: /Motivo/ }), REASON),
  day: async () => fireEvent.change(within(closingDialog()).getByLabelText('Fecha de reapertura'), { target: { value: '2040-11-27' } }),
  time: async () => fireEvent.change(within(closingDialog()).getByLabelText('Hora de reapertura'), { target: { value: '10:00' } }),
  noEstimate: ({ user }) => user.click(within(closingDialog()).getByRole('checkbox', { name: 'Sin fecha estimada' })),
  leaveReason: async () => {
    const input = within(closingDialog()).getByRole('textbox', { name: /Motivo/ });
    act(() => {
      input.focus();
      input.blur();
    });
  },
  attempt: ({ user }) => user.click(within(closingDialog()).getByRole('button', { name: 'Cerrar módulo' })),
};

/** The message under each field, as the admin reads it once the field is touched. */
function expectedFormErrors({ values, touched }: FormSnapshot['context']): Record<string, string | null> {
  const dayMissing = !values.noEstimate && values.day === '';
  return {
    Motivo: touched.reason && values.reason === '' ? 'Escribe el motivo del cierre.' : null,
    'Fecha de reapertura': touched.day && dayMissing ? 'Elige la fecha de reapertura o marca «Sin fecha estimada».' : null,
    'Hora de reapertura': touched.time && !values.noEstimate && !dayMissing && values.time === '' ? 'Elige la hora de reapertura.' : null,
  };
}

const fieldRootOf = (label: string) => within(closingDialog()).getByLabelText(label, { exact: false }).closest('[data-scope="field"][data-part="root"]') as HTMLElement;

async function expectFormScreenFor(state: AnyMachineSnapshot, world: World) {
  const snapshot = state as FormSnapshot;
  const { values } = snapshot.context;
  if (snapshot.matches('submitted')) {
    // The form hands its values to the page, which sends the closing at once.
    await waitFor(() => expect(world.server.switches.pending).toBe(1));
    expect(world.server.switches.received).toEqual([
      { key: 'orders', body: { active: false, reason: REASON, expected_reopening: values.noEstimate ? null : REOPENING } },
    ]);
    return;
  }
  const dialog = closingDialog();
  await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Motivo/ })).toHaveValue(values.reason));
  expect(within(dialog).getByLabelText('Fecha de reapertura')).toHaveValue(values.day);
  expect(within(dialog).getByLabelText('Hora de reapertura')).toHaveValue(values.time);
  const noEstimate = within(dialog).getByRole('checkbox', { name: 'Sin fecha estimada' });
  if (values.noEstimate) expect(noEstimate).toBeChecked();
  else expect(noEstimate).not.toBeChecked();
  for (const [label, message] of Object.entries(expectedFormErrors(snapshot.context))) {
    const field = fieldRootOf(label);
    if (message) await waitFor(() => expect(field).toHaveTextContent(message));
    else expect(within(field).queryByText(/^(Escribe|Elige)/)).toBeNull();
  }
  expect(world.server.switches.pending).toBe(0);
}

describe('the closing form, driven through its dialog', () => {
  for (const path of formPaths) {
    it(describeFixturePath(path, formNames.get), async () => {
      const server = fakeSwitchesServer();
      renderSwitchesModule();
      const world: World = { user: userEvent.setup(), server, sent: null };
      await answer(server.list, { modules: START });
      await world.user.click(await screen.findByRole('button', { name: 'Cerrar Órdenes' }));
      await screen.findByRole('dialog', { name: 'Cerrar Órdenes' });
      for (const step of path.steps) {
        if (!isStart(step.event)) await simulateForm[formNames.get(step.event)](world);
        await expectFormScreenFor(step.state, world);
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(closingFormMachine, formPaths));
  });
});

describe('Configuración > Módulos: the closing form, English, accessibility', () => {
  async function openList(locale: Locale = 'es-CL') {
    const server = fakeSwitchesServer();
    const rendered = renderSwitchesModule({ locale });
    await answer(server.list, { modules: START });
    await screen.findAllByRole('row');
    return { server, ...rendered };
  }

  it('sends "sin fecha estimada" as null, and refuses a reopening before now', async () => {
    const { server, container } = await openList();
    const user = userEvent.setup();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cerrar Órdenes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cerrar Órdenes' });
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), '  Inventario  ');
    fireEvent.change(within(dialog).getByLabelText('Fecha de reapertura'), { target: { value: '2020-01-01' } });
    fireEvent.change(within(dialog).getByLabelText('Hora de reapertura'), { target: { value: '10:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar módulo' }));
    expect(await within(dialog).findByText('La reapertura debe ser posterior a este momento.')).toBeVisible();
    expect(await axeViolations(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sin fecha estimada' }));
    expect(within(dialog).getByLabelText('Fecha de reapertura')).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar módulo' }));
    await waitFor(() => expect(server.switches.pending).toBe(1));
    expect(server.switches.received).toEqual([{ key: 'orders', body: { active: false, reason: 'Inventario', expected_reopening: null } }]);
  });

  it('has no axe violations in the opening and history dialogs', async () => {
    const { server } = await openList();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Abrir Boletas' }));
    expect(await axeViolations(await screen.findByRole('alertdialog', { name: 'Abrir Boletas' }))).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Historial de Boletas' }));
    await answer(server.history, { history: HISTORY });
    const dialog = await screen.findByRole('dialog', { name: 'Historial de Boletas' });
    await within(dialog).findAllByRole('listitem');
    expect(await axeViolations(dialog)).toEqual([]);
  });

  it('reads in English with the English catalog', async () => {
    await openList('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Modules' })).toBeVisible();
    expect(screen.getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
      'BoletasClosedActualización del SII11/27/2040, 10:00Closed by Carolina Fuentes on 11/25/2026, 12:30OpenHistory',
      'MódulosOpen——No changesAlways openHistory',
      'ÓrdenesOpen——No changesCloseHistory',
    ]);
  });

  it('lists the modules by the name a reader looks for, not by their internal keys', async () => {
    const server = fakeSwitchesServer();
    renderSwitchesModule();
    // As the server sends them, by key: invoice, learning-guides, orders, returns.
    const named = (key_module: string, module: string): ModuleSwitch => ({ ...ORDERS, key_module, module });
    await answer(server.list, {
      modules: [named('invoice', 'Boletas'), named('learning-guides', 'Guías de aprendizaje'), named('orders', 'Órdenes'), named('returns', 'Devoluciones')],
    });
    await screen.findAllByRole('row');
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Boletas', 'Devoluciones', 'Guías de aprendizaje', 'Órdenes']);
  });

  it('has one page: another path under /modules offers the way back', async () => {
    const { host } = renderSwitchesModule({ path: '/modules/orders' });
    expect(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    expect(screen.getByText('Esta dirección no corresponde a ninguna página de Módulos.')).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Ir a Módulos' }));
    expect(host.navigate).toHaveBeenCalledWith('/modules');
  });
});
