// @vitest-environment jsdom
// DOMPurify, under happy-dom, keeps <script> and javascript: links: the composer's preview is
// judged in jsdom.
/**
 * Model-based tests of Configuración > Comunicaciones > Notificaciones (modules/documents), driving
 * the module's real Root at /documents through its composition root and the typed documents client
 * against a fake documents service (msw, typed from the contract) that holds each request until the
 * path answers it. Paths are generated from the page's statechart to take every transition; each step
 * checks what the admin sees: the rows, the withdrawal dialog, the composer, and the preview drawn in
 * the sellers' modal box, where the hostile HTML the admin typed must not run.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject, SnapshotFrom } from 'xstate';
import { notificationsAdminMachine, type NotificationsAdminEvent } from '../../modules/documents/machines/notificationsAdmin.machine.ts';
import { ApiError } from '../../shared/api-error.ts';
import { axeViolations } from '../support/axe.ts';
import { expectFullCoverage, formatCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { fakeDocumentsServer, renderDocumentsModule, type AdminNotification, type AdminNotificationPage, type DocumentsServer } from './documents.support.tsx';
import { coveringPaths, forgetScreenWidth, setScreenWidth } from './shell.support.tsx';

const LIVE: AdminNotification = {
  id: 85,
  label: 'Nuevo horario de retiro',
  icon: 'truck',
  size: 's',
  config: { content: '<p>Desde el lunes los retiros son de 9:00 a 13:00.</p>' },
  sellerIds: [1042, 1043],
  startDate: '2026-11-20T12:00:00Z',
  endDate: null,
  createdAt: '2026-11-20T12:00:00Z',
  createdBy: 1,
  withdrawnAt: null,
  openedCount: 3,
};
const WITHDRAWN: AdminNotification = {
  id: 80,
  label: 'Cierre por feriado',
  icon: 'megaphone',
  size: 'l',
  config: { content: '<p>Cerramos el 18 de septiembre.</p>' },
  sellerIds: null,
  startDate: '2026-09-15T13:00:00Z',
  endDate: '2026-09-19T02:59:59Z',
  createdAt: '2026-09-15T13:00:00Z',
  createdBy: 1,
  withdrawnAt: '2026-09-16T18:30:00Z',
  openedCount: 0,
};
/** Written for December, not shown yet. */
const SCHEDULED: AdminNotification = {
  id: 86,
  label: 'Horario de fin de año',
  icon: 'megaphone',
  size: 'm',
  config: { content: '<p>En diciembre atendemos de 9:00 a 18:00.</p>' },
  sellerIds: null,
  startDate: '2026-12-01T12:00:00Z',
  endDate: '2026-12-05T21:00:00Z',
  createdAt: '2026-11-24T15:00:00Z',
  createdBy: 1,
  withdrawnAt: null,
  openedCount: 0,
};
/** Past its end without being withdrawn: nobody sees it, and there is nothing left to withdraw. */
const ENDED: AdminNotification = {
  id: 82,
  label: 'Encuesta de octubre',
  icon: 'megaphone',
  size: 's',
  config: { content: '<p>Cuéntanos cómo te fue en octubre.</p>' },
  sellerIds: [1042],
  startDate: '2026-10-01T12:00:00Z',
  endDate: '2026-10-31T23:00:00Z',
  createdAt: '2026-10-01T12:00:00Z',
  createdBy: 1,
  withdrawnAt: null,
  openedCount: 5,
};
/** The paths' composition: from 1 December at 09:00 in Santiago (UTC-3 in summer), until withdrawn. */
const CREATED: AdminNotification = {
  id: 88,
  label: 'Cyber Day 2026',
  icon: 'megaphone',
  size: 'm',
  config: { content: '<p>Inscribe tus productos para el <strong>Cyber Day</strong>.</p><img src="x">' },
  sellerIds: null,
  startDate: '2026-12-01T12:00:00.000Z',
  endDate: null,
  createdAt: '2026-11-26T17:00:00Z',
  createdBy: 1,
  withdrawnAt: null,
  openedCount: 0,
};

const PAGE: AdminNotificationPage = { data: [SCHEDULED, LIVE, ENDED, WITHDRAWN], page: 1, pageSize: 100, total: 4 };
const PAGE_WITH_NEW: AdminNotificationPage = { data: [CREATED, SCHEDULED, LIVE, ENDED, WITHDRAWN], page: 1, pageSize: 100, total: 5 };

/** The list is drawn at this moment: after LIVE's start, before SCHEDULED's and CREATED's, after ENDED's end. */
const NOW = '2026-11-26T17:30:00.000Z';
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  // A desktop: the notifications are a table (a phone's cards are the kit's, checked with the orders).
  setScreenWidth(1280);
});
afterEach(() => {
  vi.useRealTimers();
  forgetScreenWidth();
});

/** Each row as the table must read, cell by cell (dates on Santiago's clock). */
const ROW_TEXT: Record<number, string[]> = {
  [LIVE.id]: ['Nuevo horario de retiro', '2 sellers: 1042, 1043', 'Pequeño (400 × 300)', 'Desde 20-11-2026, 09:00Hasta que se retire', '3 usuarios', 'Vigente', 'Retirar'],
  [SCHEDULED.id]: ['Horario de fin de año', 'Todos los sellers', 'Mediano (600 × 400)', 'Desde 01-12-2026, 09:00Hasta 05-12-2026, 18:00', 'Nadie', 'Programada', 'Retirar'],
  [ENDED.id]: ['Encuesta de octubre', '1 seller: 1042', 'Pequeño (400 × 300)', 'Desde 01-10-2026, 09:00Hasta 31-10-2026, 20:00', '5 usuarios', 'Terminada', ''],
  [WITHDRAWN.id]: ['Cierre por feriado', 'Todos los sellers', 'Grande (800 × 600)', 'Desde 15-09-2026, 10:00Hasta 18-09-2026, 23:59', 'Nadie', 'Retirada el 16-09-2026, 15:30', ''],
  [CREATED.id]: ['Cyber Day 2026', 'Todos los sellers', 'Mediano (600 × 400)', 'Desde 01-12-2026, 09:00Hasta que se retire', 'Nadie', 'Programada', 'Retirar'],
};

/** What the admin types: a script, an event handler and a javascript: link among the text. */
const HOSTILE_HTML =
  '<p>Inscribe tus productos para el <strong>Cyber Day</strong>.</p><img src="x" onerror="window.__hacked = true"><script>window.__hacked = true</script><a href="javascript:window.__hacked=true">ver</a>';

const unavailable = new ApiError({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' });

const fixtures = {
  listed: { type: 'xstate.done.actor.list', output: PAGE },
  listedWithNew: { type: 'xstate.done.actor.list', output: PAGE_WITH_NEW },
  listFailed: { type: 'xstate.error.actor.list', error: unavailable },
  retry: { type: 'list.retry' },
  ask: { type: 'withdraw.ask', notification: LIVE },
  confirm: { type: 'withdraw.confirm' },
  cancel: { type: 'withdraw.cancel' },
  withdrawn: { type: 'xstate.done.actor.withdraw' },
  withdrawFailed: { type: 'xstate.error.actor.withdraw', error: unavailable },
  composeOpen: { type: 'compose.open' },
  composeCancel: { type: 'compose.cancel' },
  previewOpen: { type: 'preview.open' },
  previewClose: { type: 'preview.close' },
  created: { type: 'xstate.done.actor.form', output: CREATED },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type Fixture = keyof typeof fixtures;
const names = eventNames(fixtures);

/** Every event of the chart has a fixture. */
type Unfixtured = Exclude<NotificationsAdminEvent['type'], (typeof fixtures)[Fixture]['type']>;
const _everyEventHasAFixture: [Unfixtured] extends [never] ? true : Unfixtured = true;

type Snapshot = SnapshotFrom<typeof notificationsAdminMachine>;

/** What an admin can do on the screen: a dialog open is modal; the server answers the list it has. */
function offered(snapshot: Snapshot, event: EventObject): boolean {
  switch (names.get(event)) {
    case 'listed':
      return !snapshot.matches('saved');
    case 'listedWithNew':
      return snapshot.matches('saved');
    case 'composeOpen':
      return snapshot.matches({ ready: 'browsing' });
    case 'created':
    case 'composeCancel':
      // The composer's buttons are behind the preview while it is open.
      return snapshot.matches({ composing: 'editing' });
    default:
      return true;
  }
}

const paths = coveringPaths<Snapshot, EventObject, undefined>(notificationsAdminMachine, {
  input: undefined,
  events: Object.values(fixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.page?.total ?? null, snapshot.context.withdrawal?.id ?? null, snapshot.context.created?.id ?? null],
  eventKey: (event) => JSON.stringify(event),
  filter: offered,
  chained: true,
});

interface World {
  user: UserEvent;
  server: DocumentsServer;
  creations: number;
}

const field = (name: string) => screen.getByRole('textbox', { name });
/** A day or time input ("Desde (día)"...), which has no role of its own. */
const dateField = (name: string) => screen.getByLabelText(name);

/** The composer holds the notification the paths write, typed once per composition. */
async function typeNotification(user: UserEvent) {
  if ((field('Título') as HTMLInputElement).value !== '') return;
  await user.type(field('Título'), 'Cyber Day 2026');
  // Pasted: typing would read the brackets as key names.
  await user.click(field('Texto (HTML)'));
  await user.paste(HOSTILE_HTML);
  await user.type(dateField('Desde (día)'), '2026-12-01');
  await user.type(dateField('Desde (hora)'), '09:00');
}

async function answerList(world: World, page: AdminNotificationPage | null) {
  await waitFor(() => expect(world.server.list.pending).toBe(1));
  expect(world.server.list.received.at(-1)).toEqual([['page', '1'], ['pageSize', '100']]);
  world.server.list.answer(page ? { page } : { fail: 503, code: 'SERVICE_UNAVAILABLE' });
}

const withdrawDialog = () => screen.getByRole('alertdialog', { name: '¿Retirar «Nuevo horario de retiro»?' });

const simulate: Record<Fixture, (world: World) => Promise<unknown>> = {
  listed: (world) => answerList(world, PAGE),
  listedWithNew: (world) => answerList(world, PAGE_WITH_NEW),
  listFailed: (world) => answerList(world, null),
  retry: ({ user }) => user.click(screen.getByRole('button', { name: 'Reintentar' })),
  ask: ({ user }) => user.click(screen.getByRole('button', { name: 'Retirar «Nuevo horario de retiro»' })),
  confirm: ({ user }) => user.click(within(withdrawDialog()).getByRole('button', { name: /^(Retirar|Intentar de nuevo)$/ })),
  cancel: ({ user }) => user.click(within(withdrawDialog()).getByRole('button', { name: 'Volver' })),
  withdrawn: async (world) => {
    await waitFor(() => expect(world.server.withdraw.pending).toBe(1));
    expect(world.server.withdraw.received.at(-1)).toBe(85);
    world.server.withdraw.answer({ withdrawn: true });
  },
  withdrawFailed: async (world) => {
    await waitFor(() => expect(world.server.withdraw.pending).toBe(1));
    world.server.withdraw.answer({ fail: 503, code: 'SERVICE_UNAVAILABLE' });
  },
  composeOpen: ({ user }) => user.click(screen.getByRole('button', { name: 'Nueva notificación' })),
  composeCancel: ({ user }) => user.click(screen.getByRole('button', { name: 'Cancelar' })),
  previewOpen: async ({ user }) => {
    await typeNotification(user);
    await user.click(screen.getByRole('button', { name: 'Vista previa' }));
  },
  previewClose: ({ user }) => user.click(within(screen.getByRole('dialog', { name: 'Cyber Day 2026' })).getByRole('button', { name: 'Cerrar' })),
  created: async (world) => {
    await typeNotification(world.user);
    await world.user.click(screen.getByRole('button', { name: 'Crear notificación' }));
    await waitFor(() => expect(world.server.create.pending).toBe(1));
    // What is sent is what was typed: the server sanitises it when it stores it.
    expect(world.server.create.received.at(-1)).toEqual({ label: 'Cyber Day 2026', icon: 'megaphone', size: 'm', config: { content: HOSTILE_HTML }, startDate: '2026-12-01T12:00:00.000Z' });
    world.server.create.answer({ created: CREATED });
    world.creations += 1;
  },
};

const tableRows = () =>
  within(screen.getByRole('table', { hidden: true }))
    .getAllByRole('row', { hidden: true })
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent));

async function expectScreenFor(state: AnyMachineSnapshot) {
  const snapshot = state as Snapshot;
  const { page } = snapshot.context;
  // While a dialog is open the page behind it is hidden from assistive technology; it is still drawn.
  const hidden = true;
  expect(screen.getByRole('heading', { level: 1, name: 'Comunicaciones', hidden })).toBeVisible();
  const status = screen.getByRole('status', { hidden });

  if (snapshot.matches('loading')) await waitFor(() => expect(status).toHaveTextContent('Cargando las notificaciones…'));
  else if (snapshot.matches('saved')) await waitFor(() => expect(status).toHaveTextContent('Actualizando la lista…'));
  else if (snapshot.matches('ready') && snapshot.context.created) {
    await waitFor(() => expect(status).toHaveTextContent('Creamos la notificación «Cyber Day 2026». Los sellers la verán desde el 01-12-2026, 09:00.'));
  } else await waitFor(() => expect(status).toHaveTextContent(''));

  if (snapshot.matches('failed')) {
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar las notificaciones.');
    expect(alert).toHaveTextContent('El servicio de documentos no está disponible en este momento. Inténtalo de nuevo en unos segundos.');
  } else {
    expect(screen.queryByRole('button', { name: 'Reintentar', hidden })).toBeNull();
  }

  const listShown = page !== null && (snapshot.matches('ready') || snapshot.matches('saved'));
  if (listShown) {
    await waitFor(() => expect(tableRows()).toEqual(page.data.map((row) => ROW_TEXT[row.id])));
    expect(screen.getByRole('button', { name: 'Nueva notificación', hidden })).toHaveProperty('disabled', !snapshot.matches('ready'));
  } else {
    await waitFor(() => expect(screen.queryByRole('table', { hidden: true })).toBeNull());
  }

  const confirming = snapshot.matches({ ready: 'confirming' }) || snapshot.matches({ ready: 'withdrawing' }) || snapshot.matches({ ready: 'withdrawFailed' });
  if (confirming) {
    const dialog = await screen.findByRole('alertdialog', { name: '¿Retirar «Nuevo horario de retiro»?' });
    expect(dialog).toHaveTextContent('Dejará de mostrarse de inmediato a todos los sellers a los que se envió.');
    if (snapshot.matches({ ready: 'withdrawFailed' })) {
      expect(within(dialog).getByRole('alert')).toHaveTextContent('No pudimos retirar la notificación.');
      expect(within(dialog).getByRole('button', { name: 'Intentar de nuevo' })).toBeEnabled();
    } else if (snapshot.matches({ ready: 'withdrawing' })) {
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Retirando…' })).toBeDisabled());
    } else {
      expect(within(dialog).getByRole('button', { name: 'Retirar' })).toBeEnabled();
    }
  } else {
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  }

  if (snapshot.matches('composing')) {
    expect(screen.getByRole('heading', { level: 2, name: 'Nueva notificación', hidden })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Para', hidden })).toHaveValue('all');
    expect(screen.getByRole('combobox', { name: 'Tamaño', hidden })).toHaveValue('m');
  } else {
    expect(screen.queryByRole('heading', { level: 2, name: 'Nueva notificación', hidden })).toBeNull();
  }

  if (snapshot.matches({ composing: 'previewing' })) {
    const preview = await screen.findByRole('dialog', { name: 'Cyber Day 2026' });
    // Size m: the sellers' 600x400 box.
    expect(preview.getAttribute('data-size')).toBe('600x400');
    await waitFor(() => expect(preview).toHaveTextContent('Inscribe tus productos para el Cyber Day.'));
    expect(within(preview).getByText('Cyber Day', { selector: 'strong' })).toBeVisible();
    // The hostile parts are gone, and nothing of them ran.
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.querySelector('[onerror]')).toBeNull();
    expect(within(preview).getByText('ver').getAttribute('href')).toBeNull();
    expect(Reflect.get(window, '__hacked')).toBeUndefined();
  } else {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }
}

describe('the notifications page, driven through the module as the shell mounts it at /documents', () => {
  for (const path of paths) {
    it(describeFixturePath(path, names.get), async () => {
      const server = fakeDocumentsServer();
      renderDocumentsModule();
      const world: World = { user: userEvent.setup(), server, creations: 0 };
      for (const step of path.steps) {
        if (!isStart(step.event)) await simulate[names.get(step.event)](world);
        await expectScreenFor(step.state);
      }
      // Nothing is sent that the path did not send.
      // Every confirmation sends one withdrawal, and nothing else does.
      expect(server.withdraw.received).toHaveLength(path.steps.filter((step) => !isStart(step.event) && names.get(step.event) === 'confirm').length);
      expect(server.create.received).toHaveLength(world.creations);
    });
  }

  it('covers every state and transition with the generated paths', () => {
    const coverage = measureCoverage(notificationsAdminMachine, paths);
    console.info(formatCoverage(coverage));
    expectFullCoverage(coverage);
  });
});

describe('the notification composer: its errors, the server refusals, axe and English', () => {
  async function openComposer() {
    const server = fakeDocumentsServer();
    const view = renderDocumentsModule();
    await waitFor(() => expect(server.list.pending).toBe(1));
    server.list.answer({ page: PAGE });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Nueva notificación' }));
    return { server, view, user };
  }

  it('says what is missing on a press of an empty form, moves the focus to the title, and sends nothing', async () => {
    const { server, user } = await openComposer();
    await user.click(screen.getByRole('button', { name: 'Crear notificación' }));
    expect(await screen.findByText('Escribe un título.')).toBeVisible();
    expect(screen.getByText('Escribe el texto de la notificación.')).toBeVisible();
    expect(field('Título')).toHaveFocus();
    expect(server.create.received).toEqual([]);
  });

  it('checks the seller ids typed, and shows a seller the server does not know under their field, keeping everything typed', async () => {
    const { server, user } = await openComposer();
    await user.type(field('Título'), 'Nuevo horario');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Para' }), 'list');
    await user.type(field('IDs de los sellers'), '1042, abc');
    await user.click(field('Texto (HTML)'));
    await user.paste('<p>Desde el lunes.</p>');
    expect(await screen.findByText('Usa solo números de ID, separados por comas o espacios.')).toBeVisible();
    await user.clear(field('IDs de los sellers'));
    await user.type(field('IDs de los sellers'), '1042, 99999 1042');
    await user.click(screen.getByRole('button', { name: 'Crear notificación' }));
    await waitFor(() => expect(server.create.pending).toBe(1));
    // Repeats are sent once.
    expect(server.create.received[0]).toEqual({ label: 'Nuevo horario', icon: 'megaphone', size: 'm', config: { content: '<p>Desde el lunes.</p>' }, sellerIds: [1042, 99999] });
    server.create.answer({ fail: 422, code: 'VALIDATION_FAILED', details: [{ field: 'body.sellerIds', message: 'unknown seller id 99999' }] });
    expect(
      await screen.findByText('El servidor no aceptó este dato: revísalo (un ID de seller inexistente, o un texto que queda vacío al limpiarlo).'),
    ).toBeVisible();
    expect(field('Título')).toHaveValue('Nuevo horario');
    expect(field('IDs de los sellers')).toHaveValue('1042, 99999 1042');
    expect(field('Texto (HTML)')).toHaveValue('<p>Desde el lunes.</p>');
    // Editing the field takes the refusal away.
    await user.type(field('IDs de los sellers'), '3');
    expect(screen.queryByText(/El servidor no aceptó este dato/)).toBeNull();
  });

  it('keeps everything typed when the create fails, and says why above the form', async () => {
    const { server, user } = await openComposer();
    await user.type(field('Título'), 'Cyber Day 2026');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Contenido' }), 'learningGuideTopic');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sección de la guía de uso' }), 'finance');
    await user.click(screen.getByRole('button', { name: 'Crear notificación' }));
    await waitFor(() => expect(server.create.pending).toBe(1));
    expect(server.create.received[0]).toEqual({
      label: 'Cyber Day 2026',
      icon: 'megaphone',
      size: 'm',
      config: { content: '{"typeChildrenComponent":"learningGuideTopic","props":{"module":"finance"}}' },
    });
    server.create.answer({ fail: 503, code: 'SERVICE_UNAVAILABLE' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos crear la notificación. Lo que escribiste se mantiene.');
    expect(alert).toHaveTextContent('El servicio de documentos no está disponible en este momento.');
    expect(field('Título')).toHaveValue('Cyber Day 2026');
    expect(screen.getByRole('combobox', { name: 'Sección de la guía de uso' })).toHaveValue('finance');
  });

  it('takes "Desde" and "Hasta" on Santiago\'s clock, says them back, and sends them as instants across the change of clock', async () => {
    const { server, user } = await openComposer();
    await user.type(field('Título'), 'Temporada de otoño');
    await user.click(field('Texto (HTML)'));
    await user.paste('<p>Nuevos plazos.</p>');
    expect(screen.getByText('Se mostrará desde que la crees hasta que la retires.')).toBeVisible();
    await user.type(dateField('Desde (día)'), '2027-03-30');
    await user.type(dateField('Desde (hora)'), '08:30');
    // Summer time ends on the first Saturday of April: the 10th is four hours behind UTC, the 30th of March three.
    await user.type(dateField('Hasta (día)'), '2027-04-10');
    await user.type(dateField('Hasta (hora)'), '18:00');
    expect(screen.getByText('Se mostrará desde el 30-03-2027, 08:30 hasta el 10-04-2027, 18:00.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Crear notificación' }));
    await waitFor(() => expect(server.create.pending).toBe(1));
    expect(server.create.received[0]).toEqual({
      label: 'Temporada de otoño',
      icon: 'megaphone',
      size: 'm',
      config: { content: '<p>Nuevos plazos.</p>' },
      startDate: '2027-03-30T11:30:00.000Z',
      endDate: '2027-04-10T22:00:00.000Z',
    });
  });

  it('refuses an end not after the start, or half a date, under the field, keeping everything typed and sending nothing', async () => {
    const { server, user } = await openComposer();
    await user.type(field('Título'), 'Cyber Day 2026');
    await user.click(field('Texto (HTML)'));
    await user.paste('<p>Inscríbete.</p>');
    await user.type(dateField('Desde (día)'), '2026-12-05');
    await user.type(dateField('Desde (hora)'), '10:00');
    await user.type(dateField('Hasta (día)'), '2026-12-05');
    await user.type(dateField('Hasta (hora)'), '10:00');
    await user.click(screen.getByRole('button', { name: 'Crear notificación' }));
    expect(await screen.findByText('«Hasta» debe ser posterior a «Desde» (o a este momento, si «Desde» está vacío).')).toBeVisible();
    expect(dateField('Hasta (día)')).toHaveFocus();
    expect(dateField('Hasta (día)')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(dateField('Desde (hora)'));
    await user.click(screen.getByRole('button', { name: 'Crear notificación' }));
    expect(await screen.findByText('Elige la hora, o borra también el día.')).toBeVisible();
    expect(dateField('Desde (hora)')).toHaveFocus();
    // Without a start hour the end is no longer compared.
    expect(screen.queryByText(/«Hasta» debe ser posterior/)).toBeNull();
    await user.clear(dateField('Desde (día)'));
    await user.clear(dateField('Hasta (día)'));
    await user.click(screen.getByRole('button', { name: 'Crear notificación' }));
    expect(await screen.findByText('Elige el día, o borra también la hora.')).toBeVisible();
    expect(dateField('Hasta (día)')).toHaveFocus();
    expect(server.create.received).toEqual([]);
    expect(field('Título')).toHaveValue('Cyber Day 2026');
    expect(dateField('Hasta (hora)')).toHaveValue('10:00');
  });

  it('shows the server\'s refusal of an end already past under "Hasta", keeping everything typed', async () => {
    const { server, user } = await openComposer();
    await user.type(field('Título'), 'Aviso');
    await user.click(field('Texto (HTML)'));
    await user.paste('<p>Hola.</p>');
    await user.type(dateField('Hasta (día)'), '2026-11-26');
    await user.type(dateField('Hasta (hora)'), '14:00');
    await user.click(screen.getByRole('button', { name: 'Crear notificación' }));
    await waitFor(() => expect(server.create.pending).toBe(1));
    expect(server.create.received[0]).toEqual({ label: 'Aviso', icon: 'megaphone', size: 'm', config: { content: '<p>Hola.</p>' }, endDate: '2026-11-26T17:00:00.000Z' });
    server.create.answer({ fail: 422, code: 'VALIDATION_FAILED', details: [{ field: 'body.endDate', message: 'must be after startDate' }] });
    expect(await screen.findByText('«Hasta» debe ser posterior a «Desde» (o a este momento, si «Desde» está vacío).')).toBeVisible();
    expect(dateField('Hasta (día)')).toHaveValue('2026-11-26');
    expect(dateField('Hasta (hora)')).toHaveValue('14:00');
    expect(field('Título')).toHaveValue('Aviso');
  });

  it('has no axe violations on the list, the composer and the preview', async () => {
    const { view, user } = await openComposer();
    expect(await axeViolations(view.container)).toEqual([]);
    await user.type(field('Título'), 'Cyber Day 2026');
    await user.click(field('Texto (HTML)'));
    await user.paste('<h2>Cyber Day</h2><p>Inscribe tus productos.</p>');
    expect(await axeViolations(view.container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Vista previa' }));
    const preview = await screen.findByRole('dialog', { name: 'Cyber Day 2026' });
    await within(preview).findByRole('heading', { name: 'Cyber Day' });
    expect(await axeViolations(preview)).toEqual([]);
    await user.click(within(preview).getByRole('button', { name: 'Cerrar' }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await screen.findByRole('table');
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('reads in English with the English catalog', async () => {
    const server = fakeDocumentsServer();
    renderDocumentsModule({ locale: 'en' });
    await waitFor(() => expect(server.list.pending).toBe(1));
    server.list.answer({ page: PAGE });
    expect(await screen.findByRole('heading', { level: 1, name: 'Communications' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Withdraw “Nuevo horario de retiro”' })).toBeVisible();
    expect(screen.getByRole('table')).toHaveTextContent('Every seller');
  });

  it('answers a path it has no page for with a way to the notifications (the first page of Comunicaciones)', async () => {
    fakeDocumentsServer();
    const { host } = renderDocumentsModule({ path: '/documents/unknown' });
    expect(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Ir a Comunicaciones' }));
    expect(host.navigate).toHaveBeenCalledWith('/documents');
  });
});
