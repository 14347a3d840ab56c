/**
 * Model-based tests of the tour guide, driving the real portal (shell, /helper/tourguide, Ark UI's
 * tour over the shell's elements) as a signed-in seller on a wide screen, with the fake server
 * answering the tour status, the terms check (its answer gives the tour its turn) and the finish as
 * each step of the path says. Three variants of the model: a first visit in this browser (it may
 * start by itself), a seller with a change request stored (it never does) and a first visit whose
 * reputation level changed (the level-change modal has the screen, so the tour never gets its turn
 * and waits to be started by hand). Each step checks what is on screen: no tour, or the step's
 * title and "Paso n de 9" with the buttons it allows; a finish checks the body the server received.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse, http as rawHttp } from 'msw';
import type { AnyMachineSnapshot, EventObject, SnapshotFrom } from 'xstate';
import { selectTourGuideRef } from '../../machines/auth/auth.selectors.ts';
import { tourGuideMachine } from '../../machines/tourGuide/tourGuide.machine.ts';
import { tourStepsFor, tourSupportsSellerType } from '../../machines/tourGuide/tourGuide.steps.ts';
import { axeViolations } from '../support/axe.ts';
import { muteErrorLog } from '../support/expectedErrorLog.ts';
import { combineCoverage, expectFullCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { http, mockServer, TEST_ORIGIN } from '../support/http.ts';
import { renderApp } from '../support/renderApp.tsx';
import { TOKEN_STORAGE_KEY } from '../../src/app/session.ts';
import { answer, camila, ScriptedAnswers } from './auth.support.ts';
import { coveringPaths, forgetScreenWidth, OPEN_MODULES, setScreenWidth } from './shell.support.tsx';

/** Camila's steps on a wide screen, in the publish history, as a person reads them. */
const TITLES = [
  'Te damos la bienvenida a Portal Sellers',
  'El menú del portal',
  'Tus productos',
  'Ventas',
  'Stock',
  'Reportes',
  'Notificaciones',
  'Mi cuenta',
  '¿Necesitas ayuda?',
];

const fixtures = {
  statusNotFinished: { type: 'xstate.done.actor.loadTourStatus', output: false },
  statusFinished: { type: 'xstate.done.actor.loadTourStatus', output: true },
  statusFailed: { type: 'xstate.error.actor.loadTourStatus', error: { code: 'INTERNAL_SERVER_ERROR' } },
  aidsClear: { type: 'aids.clear' },
  aSecondLater: { type: 'xstate.after.tourAutoStart.tourGuide.notFinished.autoStart.clock.counting' },
  start: { type: 'tour.start' },
  next: { type: 'tour.next' },
  prev: { type: 'tour.prev' },
  skip: { type: 'tour.skip' },
  saved: { type: 'xstate.done.actor.saveTourFinished', output: undefined },
  saveFailed: { type: 'xstate.error.actor.saveTourFinished', error: { code: 'SERVICE_UNAVAILABLE' } },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type Fixture = keyof typeof fixtures;
const names = eventNames(fixtures);

/**
 * Who the model is about: what the stored flags allow (the provided guard) and whether the level
 * changed, written here. The level-change variant takes only the path past the second: the rest of
 * the chart is the first visit's.
 */
const variants = {
  firstVisit: { changeRequest: false, allowsAutoStart: true, levelChanged: false, fixtures: Object.keys(fixtures) as Fixture[] },
  changeRequestStored: { changeRequest: true, allowsAutoStart: false, levelChanged: false, fixtures: Object.keys(fixtures) as Fixture[] },
  levelChangeFirst: { changeRequest: false, allowsAutoStart: true, levelChanged: true, fixtures: ['statusNotFinished', 'aSecondLater'] as Fixture[] },
};
type Variant = keyof typeof variants;

type Snapshot = SnapshotFrom<typeof tourGuideMachine>;
const input = { sellerId: camila.seller_id ?? 0, sellerType: camila.seller_type, inPublishHistory: true, aids: 'pending' as const };
const modelFor = (variant: Variant) => tourGuideMachine.provide({ guards: { storageAllowsAutoStart: () => variants[variant].allowsAutoStart } });
const models = { firstVisit: modelFor('firstVisit'), changeRequestStored: modelFor('changeRequestStored'), levelChangeFirst: modelFor('levelChangeFirst') };
const modelOf = (variant: Variant) => models[variant];
const pathsOf = (variant: Variant) =>
  coveringPaths<Snapshot, EventObject, typeof input>(modelOf(variant), {
    input,
    events: variants[variant].fixtures.map((name) => fixtures[name]),
    describe: (snapshot) => [snapshot.value, snapshot.context.index, snapshot.context.aids],
    eventKey: (event) => JSON.stringify(event),
    // The terms gate checks once per session, a second after it starts (before anyone could finish
    // starting a tour by hand), so the turn comes before a tour started by hand.
    filter: (snapshot, event) => {
      if (event.type === 'aids.clear') return snapshot.context.aids === 'pending' && (snapshot.matches('loadingStatus') || snapshot.matches('notFinished'));
      return true;
    },
  chained: true,
});
const paths = { firstVisit: pathsOf('firstVisit'), changeRequestStored: pathsOf('changeRequestStored'), levelChangeFirst: pathsOf('levelChangeFirst') };

/**
 * The fake backend: the session and services plainly; the tour status, terms check and finish as
 * scripted. The reputation says Bueno, changed since the last visit when `levelChanged`.
 */
function fakeServer({ levelChanged = false }: { levelChanged?: boolean } = {}) {
  const status = new ScriptedAnswers();
  const terms = new ScriptedAnswers();
  const saved = new ScriptedAnswers();
  const savedBodies: unknown[] = [];
  mockServer.use(
    http.auth.get('/auth/session', () => HttpResponse.json(camila)),
    http.servicesStatus.get('/services-status', () => HttpResponse.json(OPEN_MODULES)),
    http.sellers.get('/seller-publish-history/get-movements/{sellerId}', () =>
      HttpResponse.json({ sellerId: camila.seller_id ?? 0, inPublishHistory: true, movements: [] }),
    ),
    http.sellers.get('/sellers/seller-configuration/{sellerId}', async ({ request }) => (await status.next(request.signal))()),
    http.documents.get('/document-seller/check', async ({ request }) => (await terms.next(request.signal))()),
    http.sellers.post('/sellers/tourguide-status', async ({ request }) => {
      savedBodies.push(await request.clone().json());
      return (await saved.next())();
    }),
    http.documents.get('/user-notification', () => HttpResponse.json({ data: [] })),
    http.sellers.get('/v1/sellers/status-reputation/{sellerId}', () =>
      HttpResponse.json({ categoriaReputacion: 'Bueno', cancelQuiebre: 0.008, porcentajeReclamos: 0.012, entregasRetraso: 0.031 }),
    ),
    http.sellers.get('/v1/sellers/show-reputation-modal/{sellerId}/{date}', () =>
      HttpResponse.json({ reputationCategory: 'Bueno', isFirstLogin: false, isNewReputation: levelChanged }),
    ),
    // The home's reputation and reports are out of these tests' scope.
    rawHttp.all(`${TEST_ORIGIN}/*`, () => HttpResponse.json({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'fuera de alcance' }, { status: 503 })),
  );
  return { status, terms, saved, savedBodies };
}

interface World {
  user: UserEvent;
  server: ReturnType<typeof fakeServer>;
  app: ReturnType<typeof renderApp>;
  /** The level-change modal is on screen before the tour's second is up. */
  levelChanged: boolean;
}

const LEVEL_CHANGE_TITLE = '¡Llegaste a Bueno!';

const tourDialog = () => screen.getByRole('alertdialog', { name: /./ });

const simulate: Record<Fixture, (world: World) => unknown> = {
  statusNotFinished: ({ server }) => server.status.answer(answer.json({ tourGuideStatus: 0, updateMailingData: 0, topsortLandingStatus: 0 })),
  statusFinished: ({ server }) => server.status.answer(answer.json({ tourGuideStatus: 1, updateMailingData: 0, topsortLandingStatus: 0 })),
  statusFailed: ({ server }) => server.status.answer(answer.error(500, 'INTERNAL_SERVER_ERROR', 'Internal server error')),
  // Nothing pending and the level unchanged: the session gives the tour its turn.
  aidsClear: ({ server }) => server.terms.answer(answer.json(true)),
  // The tour's second is up on the real clock: it starts if it has its turn; the level change keeps it back.
  aSecondLater: async ({ app, levelChanged }) => {
    const tour = () => selectTourGuideRef(app.app.flows.auth.getSnapshot())?.getSnapshot();
    await waitFor(() => expect(tour()?.matches({ notFinished: { autoStart: { clock: 'elapsed' } } }) || tour()?.matches('running')).toBe(true), { timeout: 3000 });
    if (!levelChanged) return;
    await screen.findByRole('dialog', { name: LEVEL_CHANGE_TITLE });
    expect(tour()?.matches({ notFinished: { autoStart: { turn: 'waiting' } } })).toBe(true);
    expect(screen.getByRole('dialog', { name: LEVEL_CHANGE_TITLE })).toBeVisible();
  },
  start: async ({ user, app }) => {
    if (app.location().pathname !== '/helper/tourguide') await app.app.router.navigate({ to: '/helper/tourguide' });
    await user.click(await screen.findByRole('button', { name: 'Comenzar el recorrido' }));
  },
  next: ({ user }) => user.click(within(tourDialog()).getByRole('button', { name: /^(Siguiente|Finalizar)$/ })),
  prev: ({ user }) => user.click(within(tourDialog()).getByRole('button', { name: 'Anterior' })),
  skip: ({ user }) => user.click(within(tourDialog()).getByRole('button', { name: 'Saltar el recorrido' })),
  saved: ({ server }) => server.saved.answer(answer.json(true)),
  saveFailed: ({ server }) => server.saved.answer(answer.error(503, 'SERVICE_UNAVAILABLE', 'Service unavailable')),
};

async function expectScreenFor(state: AnyMachineSnapshot, world: World) {
  // The settled signal a browser test waits for: still deciding whether to start by itself, running, or not starting.
  const deciding = state.matches('loadingStatus') || state.matches({ notFinished: 'autoStart' });
  const phase = deciding ? 'deciding' : state.matches('running') ? 'running' : 'closed';
  // Why either: the turn comes with the terms check, asked a second after the session starts, so the
  // tour's own second (on the real clock) may be up by the time the step is checked.
  const raceable = state.matches({ notFinished: { autoStart: { clock: 'counting', turn: 'given' } } });
  await waitFor(() => expect(raceable ? ['deciding', 'running'] : [phase]).toContain(document.querySelector('[data-tour-phase]')?.getAttribute('data-tour-phase')));
  if (raceable) return;
  if (state.matches('running')) {
    const index = state.context.index as number;
    const dialog = await screen.findByRole('alertdialog', { name: TITLES[index] });
    expect(within(dialog).getByText(`Paso ${index + 1} de ${TITLES.length}`)).toBeVisible();
    const last = index === TITLES.length - 1;
    expect(within(dialog).getByRole('button', { name: last ? 'Finalizar' : 'Siguiente' })).toBeVisible();
    // The last step is the end itself: no "Saltar" there, and no "Anterior" on the first.
    expect(within(dialog).queryByRole('button', { name: 'Saltar el recorrido' }) === null).toBe(last);
    expect(within(dialog).queryByRole('button', { name: 'Anterior' }) === null).toBe(index === 0);
    return;
  }
  await waitFor(() => expect(screen.queryByRole('alertdialog', { name: new RegExp(TITLES.join('|').replace(/[?¿]/g, '.')) })).toBeNull());
  // Finished: the server heard it once per finish, with the seller and the moment.
  if (state.matches('finishing') || state.matches('completed')) {
    for (const body of world.server.savedBodies) {
      expect(body).toEqual({ sellerId: camila.seller_id, tourGuideStatus: 1, createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/) });
    }
  }
  // The stored first-time flag: '1' once the tour was finished or skipped here or on the server.
  if (state.matches('completed') || state.matches('skipped')) expect(window.localStorage.getItem('firstTimeTour')).toBe('1');
  if (state.matches('notFinished')) expect(window.localStorage.getItem('firstTimeTour')).toBe('0');
}

describe('tour guide, driven through the portal', () => {
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => forgetScreenWidth());

  for (const variant of Object.keys(variants) as Variant[]) {
    describe(variant, () => {
      for (const path of paths[variant]) {
        it(describeFixturePath(path, names.get), async () => {
          const muted = muteErrorLog('[tourGuide]');
          window.localStorage.setItem(TOKEN_STORAGE_KEY, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.firma');
          if (variants[variant].changeRequest) window.localStorage.setItem('changeRequest', '1');
          const server = fakeServer({ levelChanged: variants[variant].levelChanged });
          // The level change has the screen once the terms check finds nothing.
          if (variants[variant].levelChanged) server.terms.answer(answer.json(true));
          const app = renderApp('/eiffel');
          const world: World = { user: userEvent.setup(), server, app, levelChanged: variants[variant].levelChanged };
          try {
            await screen.findByRole('heading', { name: 'Hola, Camila', level: 1 });
            for (const step of path.steps) {
              if (!isStart(step.event)) await simulate[names.get(step.event)](world);
              await expectScreenFor(step.state, world);
            }
          } finally {
            app.app.flows.auth.stop();
            muted.mockRestore();
          }
          // A walk through nine steps renders the whole portal at each: on two busy cores it takes more than the default.
        }, 60_000);
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(combineCoverage((Object.keys(variants) as Variant[]).map((variant) => measureCoverage(modelOf(variant), paths[variant]))));
  });
});

describe('tour guide: which steps, and when it may start by itself', () => {
  it('has nine steps for a seller in the publish history and ten, with the publishing step second, for one being published', () => {
    expect(tourStepsFor('pim', true).map((step) => step.id)).toEqual(['welcome', 'menu', 'products', 'sales', 'stock', 'reports', 'notifications', 'account', 'help']);
    expect(tourStepsFor('pim', false).map((step) => step.id)).toEqual([
      'welcome',
      'becomeSeller',
      'menu',
      'products',
      'sales',
      'stock',
      'reports',
      'notifications',
      'account',
      'help',
    ]);
    expect(tourStepsFor('centry', true).map((step) => step.id)).toEqual(['welcome', 'menu', 'integration', 'sales', 'stock', 'reports', 'notifications', 'account', 'help']);
    expect(tourStepsFor('multivende', false)).toHaveLength(10);
    expect(tourStepsFor('pim', true).map((step) => step.skippable)).toEqual([true, true, true, true, true, true, true, true, false]);
  });

  it.each([
    ['pim', true],
    ['centry', true],
    ['relbase', true],
    [null, false],
    ['marketplace', false],
  ] as const)('seller type %s has a tour: %s', (sellerType, expected) => {
    expect(tourSupportsSellerType(sellerType)).toBe(expected);
  });
});

describe('tour guide: only what this build has', () => {
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => forgetScreenWidth());

  it('leaves out the step of a module not released yet, whose menu entry opens "not available yet"', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.firma');
    const server = fakeServer();
    mockServer.use(
      http.servicesStatus.get('/services-status', () =>
        HttpResponse.json(OPEN_MODULES.map((module) => (module.key_module === 'stock' ? { ...module, released: false } : module))),
      ),
    );
    server.status.answer(answer.json({ tourGuideStatus: 1, updateMailingData: 0, topsortLandingStatus: 0 }));
    server.terms.answer(answer.json(true));
    const app = renderApp('/helper/tourguide');
    const user = userEvent.setup();
    try {
      await user.click(await screen.findByRole('button', { name: 'Comenzar el recorrido' }));
      const shown: string[] = [];
      for (let step = 1; step <= 8; step++) {
        const dialog = await screen.findByRole('alertdialog', { name: /./ });
        expect(within(dialog).getByText(`Paso ${step} de 8`)).toBeVisible();
        shown.push(dialog.getAttribute('data-step') ?? '');
        await user.click(within(dialog).getByRole('button', { name: step === 8 ? 'Finalizar' : 'Siguiente' }));
        await waitFor(() => expect(screen.queryByText(`Paso ${step} de 8`)).toBeNull());
      }
      expect(shown).toEqual(['welcome', 'menu', 'products', 'sales', 'reports', 'notifications', 'account', 'help']);
    } finally {
      app.app.flows.auth.stop();
    }
  });
});

describe('tour guide: accessibility and the first step by hand', () => {
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => forgetScreenWidth());

  it("starts from the menu's Guía de uso over the page on screen; before the status is read, the entry opens the tour's page", async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.firma');
    const server = fakeServer();
    server.terms.answer(answer.json(true));
    const app = renderApp('/orders');
    const user = userEvent.setup();
    const menu = () => screen.getByRole('navigation', { name: 'Menú principal' });
    try {
      await user.click(await within(await screen.findByRole('navigation', { name: 'Menú principal' })).findByRole('button', { name: 'Ayuda' }));
      // The tour's status is not read yet: the entry goes to its page, whose button waits.
      await user.click(await within(menu()).findByRole('link', { name: 'Guía de uso' }));
      await screen.findByRole('heading', { name: 'Tour guiado', level: 1 });
      expect(app.location().pathname).toBe('/helper/tourguide');
      expect(screen.getByRole('button', { name: 'Comenzar el recorrido' })).toBeDisabled();
      expect(screen.queryByText('Ya completaste el recorrido. Puedes verlo de nuevo cuando quieras.')).toBeNull();

      // Read: finished before. The page says so, and the entry now starts the tour where the seller is.
      server.status.answer(answer.json({ tourGuideStatus: 1, updateMailingData: 0, topsortLandingStatus: 0 }));
      expect(await screen.findByText('Ya completaste el recorrido. Puedes verlo de nuevo cuando quieras.')).toBeVisible();
      await app.app.router.navigate({ href: '/orders' });
      await user.click(await within(menu()).findByRole('link', { name: 'Guía de uso' }));
      expect(await screen.findByRole('alertdialog', { name: TITLES[0] })).toBeVisible();
      expect(app.location().pathname).toBe('/orders');
    } finally {
      app.app.flows.auth.stop();
    }
  });

  it("lists the help centre's frequent topics, each with its page in a new tab", async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.firma');
    const server = fakeServer();
    server.status.answer(answer.json({ tourGuideStatus: 0, updateMailingData: 0, topsortLandingStatus: 0 }));
    server.terms.answer(answer.json(true));
    window.localStorage.setItem('changeRequest', '1');
    const app = renderApp('/helper/tourguide');
    try {
      const topics = await screen.findByRole('region', { name: 'Temas frecuentes del centro de ayuda' });
      const claims = within(topics).getByRole('link', { name: /Gestión de reclamos/ });
      const afterSales = within(topics).getByRole('link', { name: /Postventa/ });
      expect(claims).toHaveAttribute('href', 'https://ayuda.portalsellers.cl/gestion-reclamos');
      expect(afterSales).toHaveAttribute('href', 'https://ayuda.portalsellers.cl/postventa');
      for (const link of [claims, afterSales]) {
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        expect(link).toHaveAccessibleName(expect.stringContaining('(se abre en una pestaña nueva)'));
      }
      // Not finished yet: nothing says it was.
      expect(screen.queryByText('Ya completaste el recorrido. Puedes verlo de nuevo cuando quieras.')).toBeNull();
      expect(await axeViolations(document.body)).toEqual([]);
    } finally {
      app.app.flows.auth.stop();
    }
  });

  it('has no axe violations with a step open, and Escape leaves it', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI3In0.firma');
    const server = fakeServer();
    server.status.answer(answer.json({ tourGuideStatus: 1, updateMailingData: 0, topsortLandingStatus: 0 }));
    server.terms.answer(answer.json(true));
    const app = renderApp('/helper/tourguide');
    const user = userEvent.setup();
    try {
      await screen.findByRole('heading', { name: 'Tour guiado', level: 1 });
      expect(screen.getByRole('link', { name: /Ir al centro de ayuda/ })).toHaveAttribute('target', '_blank');
      await user.click(await screen.findByRole('button', { name: 'Comenzar el recorrido' }));
      await user.click(within(await screen.findByRole('alertdialog', { name: TITLES[0] })).getByRole('button', { name: 'Siguiente' }));
      const dialog = await screen.findByRole('alertdialog', { name: TITLES[1] });
      expect(await axeViolations(dialog)).toEqual([]);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(window.localStorage.getItem('firstTimeTour')).toBe('1');
    } finally {
      app.app.flows.auth.stop();
    }
  }, 60_000);
});
