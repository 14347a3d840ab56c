/**
 * Model-based tests of one seller's page (modules/sellers), driving the module's real Root at
 * /sellers/1 through its composition root and the typed clients against a fake seller directory
 * and documents service (msw, typed from the contracts) that hold each request until the path
 * answers it. Paths are generated from the seller's statechart to take every transition; each step
 * checks what the admin sees: the seller's name and publish state, its history with who and why,
 * the buttons, the unpublish dialog with its reason (kept after a failure), the settings dialog,
 * the terms receipts, what the page reports after a change, a failure or a refusal (409), each
 * request's body and the breadcrumb's name.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { AnyMachineSnapshot, EventObject, SnapshotFrom } from 'xstate';
import type { DetailEvent } from '../../machines/detail/detail.machine.ts';
import type { DetailSnapshot } from '../../machines/detail/detail.selectors.ts';
import { sellerDetailMachine, type SellerAction, type SellerPageData } from '../../modules/sellers/machines/sellerDetail.machine.ts';
import { ApiError } from '../../shared/api-error.ts';
import { axeViolations } from '../support/axe.ts';
import { expectFullCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { recordDownloads } from './orders.support.tsx';
import { fakeSellersServer, renderSellersModule, type SellerRecord, type SellersServer, type TermsAcceptance } from './sellers.support.tsx';
import { coveringPaths, forgetScreenWidth, setScreenWidth } from './shell.support.tsx';

const PUBLISHED: SellerRecord = {
  seller: {
    id: 1,
    name: 'Tienda Andes SpA',
    legalName: 'TIENDA ANDES SPA',
    documentNumber: '760864285',
    sellerType: 'pim',
    isCollector: false,
    publish: true,
    reputationLevel: 'Destacado',
    vendorCodeProvider: '801-204310',
    vendorCodeClient: '801-504310',
    termsSigned: true,
  },
  version: 1,
  commercialEmail: 'comercial@tiendaandes.cl',
  createdAt: '2026-05-01T14:00:00Z',
  contacts: [{ area: 'finance', firstName: 'Rosa', lastName: 'Pérez', email: 'finanzas@tiendaandes.cl', position: 'Contadora', phone: '912345678' }],
  bank: { bankCode: '012', bankName: 'Banco del Estado de Chile', accountType: 'vista', accountNumber: '12345678' },
  warehouses: [],
  publishHistory: [{ id: 3, publish: true, reason: 'Alta aprobada por el equipo de onboarding', createdAt: '2026-05-02T13:00:00Z', actor: { id: 9, name: 'Carolina Fuentes' } }],
  settingsChanges: [],
};
const REASON = 'Reclamos reiterados de clientes';
const UNPUBLISHED: SellerRecord = {
  ...PUBLISHED,
  seller: { ...PUBLISHED.seller, publish: false },
  publishHistory: [{ id: 4, publish: false, reason: REASON, createdAt: '2026-11-26T13:20:00Z', actor: { id: 9, name: 'Carolina Fuentes' } }, ...PUBLISHED.publishHistory],
};
const MULTIVENDE: SellerRecord = {
  ...PUBLISHED,
  seller: { ...PUBLISHED.seller, sellerType: 'multivende', isCollector: true },
  version: 2,
  settingsChanges: [
    { id: 1, changedAt: '2026-11-26T13:20:00Z', actor: { id: 9, name: 'Carolina Fuentes' }, sellerTypeBefore: 'pim', sellerTypeAfter: 'multivende', isCollectorBefore: false, isCollectorAfter: true },
  ],
};
const ACCEPTANCE: TermsAcceptance = {
  id: '6f1c2b9e-4d1a-4c55-9a57-2f8f2a1d0c11',
  termsId: 1,
  termsKey: 'terminos-y-condiciones',
  termsVersion: 1,
  termsTitle: 'Términos y Condiciones para Sellers',
  sellerId: 1,
  sellerName: 'Tienda Andes SpA',
  userId: 31,
  userEmail: 'seller@demo.cl',
  acceptedAt: '2026-05-02T13:00:00Z',
  ipAddress: '127.0.0.1',
  userAgent: 'Mozilla/5.0',
  contentSha256: 'a'.repeat(64),
};
const RECEIPT_BUTTON = 'Descargar comprobante de Términos y Condiciones para Sellers (versión 1)';

/** The history as the page lists it, entry by entry. */
const HISTORY: Record<string, string[]> = {
  published: ['Publicado02-05-2026, 09:00 · Carolina FuentesAlta aprobada por el equipo de onboarding'],
  unpublished: [`Despublicado26-11-2026, 10:20 · Carolina Fuentes${REASON}`, 'Publicado02-05-2026, 09:00 · Carolina FuentesAlta aprobada por el equipo de onboarding'],
};

const unavailable = new ApiError({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' });
const notFound = new ApiError({ statusCode: 404, code: 'SELLER_NOT_FOUND', message: 'Seller not found' });
const alreadyUnpublished = new ApiError({ statusCode: 409, code: 'SELLER_ALREADY_UNPUBLISHED', message: 'Already unpublished' });
const changedMeanwhile = new ApiError({ statusCode: 409, code: 'SELLER_CHANGED_MEANWHILE', message: 'Changed' });

const fixtures = {
  retry: { type: 'detail.retry' },
  openPublication: { type: 'action.start', action: 'publication' },
  /** "Volver" of either dialog: the same event, told apart by the dialog open. */
  closeDialog: { type: 'action.close' },
  openSettings: { type: 'action.start', action: 'settings' },
  downloadReceipt: { type: 'download.start', file: ACCEPTANCE.id },
  loaded: { type: 'xstate.done.actor.load', output: { record: PUBLISHED, acceptances: [ACCEPTANCE] } },
  loadFailed: { type: 'xstate.error.actor.load', error: unavailable },
  missing: { type: 'xstate.error.actor.load', error: notFound },
  reasonGiven: { type: 'xstate.done.actor.actionForm', output: { reason: REASON } },
  unpublished: { type: 'xstate.done.actor.act', output: { record: UNPUBLISHED, acceptances: [ACCEPTANCE] } },
  publicationRefused: { type: 'xstate.error.actor.act', error: alreadyUnpublished },
  /** Either change that reached no verdict (the same answer for both). */
  actFailed: { type: 'xstate.error.actor.act', error: unavailable },
  settingsGiven: { type: 'xstate.done.actor.actionForm', output: { sellerType: 'multivende', isCollector: true } },
  settingsSaved: { type: 'xstate.done.actor.act', output: { record: MULTIVENDE, acceptances: [ACCEPTANCE] } },
  settingsRefused: { type: 'xstate.error.actor.act', error: changedMeanwhile },
  reloaded: { type: 'xstate.done.actor.0.sellerDetail.conflict', output: { record: UNPUBLISHED, acceptances: [ACCEPTANCE] } },
  reloadFailed: { type: 'xstate.error.actor.0.sellerDetail.conflict', error: unavailable },
  reloadMissing: { type: 'xstate.error.actor.0.sellerDetail.conflict', error: notFound },
  receiptSaved: { type: 'xstate.done.actor.download', output: { blob: new Blob(['%PDF-1.7 comprobante']), fileName: `comprobante-aceptacion-${ACCEPTANCE.id}.pdf` } },
  receiptFailed: { type: 'xstate.error.actor.download', error: unavailable },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type Fixture = keyof typeof fixtures;
const names = eventNames(fixtures);

/** Every event of the chart has a fixture (it has no confirming dialog and no action sent at once). */
type Unfixtured = Exclude<Exclude<DetailEvent<SellerAction>['type'], 'action.confirm' | 'action.retry'>, (typeof fixtures)[Fixture]['type']>;
const _everyEventHasAFixture: [Unfixtured] extends [never] ? true : Unfixtured = true;

type Snapshot = SnapshotFrom<typeof sellerDetailMachine>;
/** The kit's chart keeps its optional states out of the snapshot's type: read it as a detail chart. */
type Shown = DetailSnapshot<SellerPageData, SellerAction>;

/** Each form ends with its own values, and the server answers the change sent. */
const OF_ACTION: Partial<Record<Fixture, SellerAction>> = {
  reasonGiven: 'publication',
  unpublished: 'publication',
  publicationRefused: 'publication',
  settingsGiven: 'settings',
  settingsSaved: 'settings',
  settingsRefused: 'settings',
};

const paths = coveringPaths<Snapshot, EventObject, { sellerId: number }>(sellerDetailMachine, {
  input: { sellerId: 1 },
  events: Object.values(fixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.detail?.record.seller.publish ?? null, snapshot.context.detail?.record.version ?? null, snapshot.context.action, snapshot.context.draft !== null],
  eventKey: (event) => JSON.stringify(event),
  // The admin unpublishes the published seller and moves it from direct loading to Multivende:
  // the fixtures answer those two changes.
  filter: (snapshot, event) => {
    const name = names.get(event);
    const record = snapshot.context.detail?.record;
    if (name === 'openPublication') return record?.seller.publish === true;
    if (name === 'openSettings') return record?.seller.sellerType === 'pim' && record.version === 1;
    const action = OF_ACTION[name];
    return action === undefined || action === snapshot.context.action;
  },
  chained: true,
});

interface World {
  user: UserEvent;
  server: SellersServer;
  view: ReturnType<typeof renderSellersModule>;
  downloads: ReturnType<typeof recordDownloads>;
  arrivals: number;
}

async function answerSeller(world: World, answer: { record: SellerRecord } | { fail: 404 | 503; code: string }) {
  await waitFor(() => expect(world.server.record.pending).toBe(1));
  expect(world.server.record.received.at(-1)).toBe(1);
  world.server.record.answer(answer);
  if ('record' in answer) {
    await waitFor(() => expect(world.server.acceptances.pending).toBe(1));
    expect(world.server.acceptances.received.at(-1)).toEqual([
      ['sellerId', '1'],
      ['pageSize', '100'],
    ]);
    world.server.acceptances.answer({ acceptances: [ACCEPTANCE] });
  }
}

async function answerPublication(world: World, answer: Parameters<SellersServer['publication']['answer']>[0]) {
  await waitFor(() => expect(world.server.publication.pending).toBe(1));
  expect(world.server.publication.received.at(-1)).toEqual({ sellerId: 1, body: { publish: false, reason: REASON } });
  world.server.publication.answer(answer);
}

async function answerSettings(world: World, answer: Parameters<SellersServer['settings']['answer']>[0]) {
  await waitFor(() => expect(world.server.settings.pending).toBe(1));
  expect(world.server.settings.received.at(-1)).toEqual({ sellerId: 1, body: { sellerType: 'multivende', isCollector: true, version: 1 } });
  world.server.settings.answer(answer);
}

async function answerReceipt(world: World, answer: Parameters<SellersServer['receipt']['answer']>[0]) {
  await waitFor(() => expect(world.server.receipt.pending).toBe(1));
  expect(world.server.receipt.received.at(-1)).toBe(ACCEPTANCE.id);
  world.server.receipt.answer(answer);
}

const dialog = (name: string) => screen.getByRole('dialog', { name });
const UNPUBLISH_DIALOG = 'Despublicar Tienda Andes SpA';
const SETTINGS_DIALOG = 'Tipo y recolección de Tienda Andes SpA';

const simulate: Record<Fixture, (world: World) => Promise<unknown>> = {
  retry: ({ user }) => user.click(screen.getByRole('button', { name: 'Reintentar' })),
  openPublication: ({ user }) => user.click(screen.getByRole('button', { name: 'Despublicar' })),
  closeDialog: ({ user }) => user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Volver' })),
  openSettings: ({ user }) => user.click(screen.getByRole('button', { name: 'Editar tipo y recolección' })),
  downloadReceipt: ({ user }) => user.click(screen.getByRole('button', { name: RECEIPT_BUTTON })),
  loaded: (world) => {
    world.arrivals += 1;
    return answerSeller(world, { record: PUBLISHED });
  },
  loadFailed: (world) => answerSeller(world, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  missing: (world) => answerSeller(world, { fail: 404, code: 'SELLER_NOT_FOUND' }),
  reasonGiven: async ({ user }) => {
    const shown = dialog(UNPUBLISH_DIALOG);
    const reason = within(shown).getByRole('textbox', { name: 'Motivo' });
    // A form brought back after a failed send still holds the reason typed.
    if ((reason as HTMLTextAreaElement).value === '') {
      // A press with nothing typed says what is missing, and sends nothing.
      await user.click(within(shown).getByRole('button', { name: 'Despublicar seller' }));
      await waitFor(() => expect(within(shown).getByText('Escribe el motivo.')).toBeVisible());
      await waitFor(() => expect(reason).toHaveFocus());
      await user.type(reason, 'Corto');
      await user.tab();
      await waitFor(() => expect(within(shown).getByText('El motivo debe tener al menos 10 caracteres.')).toBeVisible());
      await user.clear(reason);
      await user.type(reason, REASON);
    }
    await user.click(within(shown).getByRole('button', { name: 'Despublicar seller' }));
  },
  unpublished: (world) => answerPublication(world, { record: UNPUBLISHED }),
  publicationRefused: (world) => answerPublication(world, { fail: 409, code: 'SELLER_ALREADY_UNPUBLISHED' }),
  actFailed: async (world) => {
    const { publication, settings } = world.server;
    await waitFor(() => expect(publication.pending + settings.pending).toBe(1));
    const failure = { fail: 503, code: 'SERVICE_UNAVAILABLE' } as const;
    return publication.pending === 1 ? answerPublication(world, failure) : answerSettings(world, failure);
  },
  settingsGiven: async ({ user }) => {
    const shown = dialog(SETTINGS_DIALOG);
    const type = within(shown).getByRole('combobox', { name: 'Tipo de seller' });
    const collector = within(shown).getByRole('checkbox', { name: 'El marketplace recolecta sus órdenes (collector)' });
    if ((type as HTMLSelectElement).value === 'pim') {
      // Nothing changed yet: nothing to save.
      expect(within(shown).getByRole('button', { name: 'Guardar cambios' })).toBeDisabled();
      await user.selectOptions(type, 'Multivende');
      await user.click(collector);
    }
    await user.click(within(shown).getByRole('button', { name: 'Guardar cambios' }));
  },
  settingsSaved: (world) => answerSettings(world, { record: MULTIVENDE }),
  settingsRefused: (world) => answerSettings(world, { fail: 409, code: 'SELLER_CHANGED_MEANWHILE' }),
  reloaded: (world) => answerSeller(world, { record: UNPUBLISHED }),
  reloadFailed: (world) => answerSeller(world, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  reloadMissing: (world) => answerSeller(world, { fail: 404, code: 'SELLER_NOT_FOUND' }),
  receiptSaved: async (world) => {
    await answerReceipt(world, { pdf: '%PDF-1.7 comprobante' });
    await waitFor(() => expect(world.downloads.saved.map((file) => file.fileName)).toEqual([`comprobante-aceptacion-${ACCEPTANCE.id}.pdf`]));
  },
  receiptFailed: (world) => answerReceipt(world, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
};

const UNAVAILABLE_TEXT = 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.';
const REFUSAL_TEXT: Record<string, string> = {
  SELLER_ALREADY_UNPUBLISHED: 'Otra persona ya lo despublicó: no se registró un segundo movimiento.',
  SELLER_CHANGED_MEANWHILE: 'Otra persona cambió su tipo o recolección: revisa los datos actuales antes de editar.',
};

/** What the page reports above the seller, by the chart's state. */
function noticeOf(snapshot: Shown): { role: 'status' | 'alert'; text: string[] } | null {
  const { action, problem } = snapshot.context;
  if (snapshot.matches({ shown: 'done' }) && action === 'publication') return { role: 'status', text: ['Seller despublicado. El movimiento quedó en el historial.'] };
  if (snapshot.matches({ shown: 'done' })) return { role: 'status', text: ['Tipo y recolección guardados.'] };
  if (snapshot.matches({ shown: 'downloadFailed' })) return { role: 'alert', text: ['No pudimos descargar el comprobante', UNAVAILABLE_TEXT] };
  if (snapshot.matches('conflict')) return { role: 'alert', text: ['El seller cambió mientras lo veías', 'Cargando el seller como está ahora…'] };
  if (snapshot.matches({ shown: 'outdated' })) return { role: 'alert', text: ['El seller cambió mientras lo veías', REFUSAL_TEXT[problem ?? ''] ?? '?'] };
  return null;
}

function expectSellerFacts(record: SellerRecord) {
  expect(screen.getByRole('heading', { level: 1, name: 'Tienda Andes SpA' }).parentElement).toHaveTextContent(record.seller.publish ? 'Publicado' : 'Despublicado');
  const data = screen.getByRole('region', { name: 'Datos del seller' });
  expect(data).toHaveTextContent('RUT76.086.428-5');
  expect(data).toHaveTextContent(record.seller.sellerType === 'multivende' ? 'TipoMultivende' : 'TipoCarga directa (PIM)');
  expect(data).toHaveTextContent(record.seller.isCollector ? 'Recolección (collector)Sí' : 'Recolección (collector)No');
  expect(data).toHaveTextContent('Código 801 proveedor801-204310Código 801 cliente801-504310');
  expect(data).toHaveTextContent('ReputaciónDestacado');
  expect(screen.getByRole('region', { name: 'Contactos' })).toHaveTextContent('FinanzasRosa Pérez · Contadorafinanzas@tiendaandes.cl · +56 912345678');
  expect(screen.getByRole('region', { name: 'Cuenta bancaria' })).toHaveTextContent('BancoBanco del Estado de ChileTipo de cuentaCuenta vistaNúmero de cuenta12345678');
  expect(screen.getByRole('region', { name: 'Bodegas' })).toHaveTextContent('No hay bodegas registradas.');
  const history = screen.getByRole('region', { name: 'Historial de publicación' });
  expect(within(history).getAllByRole('listitem').map((item) => item.textContent)).toEqual(HISTORY[record.seller.publish ? 'published' : 'unpublished']);
  const changes = screen.queryByRole('region', { name: 'Cambios de tipo y recolección' });
  if (record.settingsChanges.length > 0) expect(changes).toHaveTextContent('26-11-2026, 10:20 · Carolina FuentesTipo: Carga directa (PIM) → Multivende. Recolección: No → Sí.');
  else expect(changes).toBeNull();
  expect(screen.getByRole('region', { name: 'Términos y condiciones aceptados' })).toHaveTextContent('Términos y Condiciones para Sellers (versión 1)02-05-2026, 09:00 · seller@demo.cl');
}

async function expectScreenFor(state: AnyMachineSnapshot, world: World) {
  const snapshot = state as unknown as Shown;
  const dialogOf = (action: SellerAction) => (snapshot.matches('asking') || snapshot.matches('submitting')) && snapshot.context.action === action;
  if (snapshot.matches('loading')) {
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando el seller…');
    return;
  }
  if (snapshot.matches('failed')) {
    expect(await screen.findByRole('heading', { level: 1, name: 'No pudimos cargar el seller' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(UNAVAILABLE_TEXT);
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
    return;
  }
  if (snapshot.matches('notFound')) {
    expect(await screen.findByRole('heading', { level: 1, name: 'Seller no encontrado' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Despublicar' })).toBeNull();
    return;
  }
  if (dialogOf('publication')) {
    const shown = await screen.findByRole('dialog', { name: UNPUBLISH_DIALOG });
    expect(shown).toHaveTextContent('Sus usuarios siguen entrando al portal y sus órdenes no cambian.');
    const reason = within(shown).getByRole('textbox', { name: 'Motivo' });
    const submit = within(shown).getByRole('button', { name: 'Despublicar seller' });
    if (snapshot.matches('submitting')) {
      await waitFor(() => expect(submit).toBeDisabled());
      expect(reason).toHaveValue(REASON);
      expect(reason).toBeDisabled();
    } else if (snapshot.matches({ asking: 'refused' })) {
      await waitFor(() => expect(within(shown).getByRole('alert')).toHaveTextContent('No pudimos guardar el cambio'));
      expect(within(shown).getByRole('alert')).toHaveTextContent(UNAVAILABLE_TEXT);
      expect(reason).toHaveValue(REASON);
    } else {
      expect(within(shown).queryByRole('alert')).toBeNull();
      expect(reason).toHaveValue('');
    }
    return;
  }
  if (dialogOf('settings')) {
    const shown = await screen.findByRole('dialog', { name: SETTINGS_DIALOG });
    const type = within(shown).getByRole('combobox', { name: 'Tipo de seller' });
    const collector = within(shown).getByRole('checkbox', { name: 'El marketplace recolecta sus órdenes (collector)' });
    const kept = !snapshot.matches({ asking: 'editing' });
    await waitFor(() => expect(type).toHaveDisplayValue(kept ? 'Multivende' : 'Carga directa (PIM)'));
    expect(collector).toHaveProperty('checked', kept);
    if (snapshot.matches('submitting')) await waitFor(() => expect(within(shown).getByRole('button', { name: 'Guardar cambios' })).toBeDisabled());
    if (snapshot.matches({ asking: 'refused' })) {
      await waitFor(() => expect(within(shown).getByRole('alert')).toHaveTextContent('No pudimos guardar los cambios'));
      expect(within(shown).getByRole('alert')).toHaveTextContent(UNAVAILABLE_TEXT);
    }
    return;
  }
  const { record } = snapshot.context.detail!;
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expectSellerFacts(record));
  // The breadcrumb is told the seller's name each time the page loads it.
  expect(world.view.host.announceName.mock.calls).toEqual(Array.from({ length: world.arrivals }, () => ['1', 'Tienda Andes SpA']));

  const atRest = snapshot.matches('shown');
  const publication = screen.getByRole('button', { name: record.seller.publish ? 'Despublicar' : 'Publicar' });
  const settings = screen.getByRole('button', { name: 'Editar tipo y recolección' });
  const receipt = screen.getByRole('button', { name: RECEIPT_BUTTON });
  await waitFor(() => {
    for (const button of [publication, settings, receipt]) {
      if (atRest) expect(button).toBeEnabled();
      else expect(button).toBeDisabled();
    }
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

describe('one seller, driven through the module as the shell mounts it at /sellers/1', () => {
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => forgetScreenWidth());

  for (const path of paths) {
    it(describeFixturePath(path, names.get), async () => {
      const downloads = recordDownloads();
      try {
        const server = fakeSellersServer();
        const view = renderSellersModule({ path: '/sellers/1' });
        const world: World = { user: userEvent.setup(), server, view, downloads, arrivals: 0 };
        for (const step of path.steps) {
          if (!isStart(step.event)) await simulate[names.get(step.event)](world);
          await expectScreenFor(step.state, world);
        }
      } finally {
        downloads.restore();
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(sellerDetailMachine, paths));
  });
});

describe('one seller: the way back, the screen sizes, English', () => {
  afterEach(() => forgetScreenWidth());

  async function openSeller(options: { state?: Record<string, unknown>; locale?: 'es-CL' | 'en' } = {}) {
    const server = fakeSellersServer();
    const rendered = renderSellersModule({ path: '/sellers/1', ...options });
    await waitFor(() => expect(server.record.pending).toBe(1));
    server.record.answer({ record: PUBLISHED });
    await waitFor(() => expect(server.acceptances.pending).toBe(1));
    server.acceptances.answer({ acceptances: [ACCEPTANCE] });
    await screen.findByRole('heading', { level: 1, name: 'Tienda Andes SpA' });
    return { server, ...rendered };
  }

  it('goes back to the list it came from, and has no axe violations on a phone, a wide screen or in the dialogs', async () => {
    setScreenWidth(360);
    const { host, container } = await openSeller({ state: { listQuery: 'publish=published&q=andes' } });
    const back = screen.getByRole('link', { name: 'Volver a Sellers' });
    expect(back).toHaveAttribute('href', '/sellers?publish=published&q=andes');
    expect(await axeViolations(container)).toEqual([]);
    setScreenWidth(1280);
    expect(await axeViolations(container)).toEqual([]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Despublicar' }));
    expect(await axeViolations(await screen.findByRole('dialog', { name: UNPUBLISH_DIALOG }))).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Editar tipo y recolección' }));
    expect(await axeViolations(await screen.findByRole('dialog', { name: SETTINGS_DIALOG }))).toEqual([]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(back);
    expect(host.navigate).toHaveBeenCalledWith('/sellers?publish=published&q=andes');
  });

  it('reads in English with the English catalog', async () => {
    await openSeller({ locale: 'en' });
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Publish history' })).toHaveTextContent('Alta aprobada por el equipo de onboarding');
  });
});

describe('sellers module: paths it has no page for', () => {
  it.each(['/sellers/abc', '/sellers/0', '/sellers/1/edit', '/sellers/99999999999'])('%s shows "not found" with a link back to the list', async (path) => {
    const { host } = renderSellersModule({ path });
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    const back = screen.getByRole('link', { name: 'Ir a Sellers' });
    expect(back).toHaveAttribute('href', '/sellers');
    await userEvent.click(back);
    expect(host.navigate).toHaveBeenCalledWith('/sellers');
  });
});
