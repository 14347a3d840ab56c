/**
 * Model-based tests of the service curtain, in its two places: the protected area (a signed-in
 * seller moving between /eiffel and /reports, a module with no screens in this build, so its page is
 * the not-found one) and the login screen. The fake server answers the services-status check as each
 * simulated event says; the 310 ms debounce of the curtain's button is simulated with fake timers, in
 * the paths that wait for it.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { getShortestPaths } from 'xstate/graph';
import type { AnyMachineSnapshot, DoneActorEvent, ErrorActorEvent } from 'xstate';
import { ApiError } from '../../shared/api-error.ts';
import { RETRY_DEBOUNCE_MS, serviceCurtainMachine, type ServiceCurtainEvent } from '../../machines/serviceCurtain/serviceCurtain.machine.ts';
import type { ServiceStatus } from '../../machines/serviceCurtain/serviceCurtain.modules.ts';
import { TOKEN_STORAGE_KEY } from '../../src/app/session.ts';
import { renderApp } from '../support/renderApp.tsx';
import { expectFullCoverage, measureCoverage, statesNotReached } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart, shortestPathsToEveryTransition } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { answer, camila, CAMILA_TOKEN, eventKey, fakePortalServer, modules, stopFlows } from './auth.support.ts';
import { holdTimersOf } from './shell.support.tsx';

type CurtainModelEvent =
  | ServiceCurtainEvent
  | DoneActorEvent<ServiceStatus[], 'fetchServiceStatus'>
  | ErrorActorEvent<unknown, 'fetchServiceStatus'>
  | { type: 'xstate.after.retryDebounce.serviceCurtain.waitingToRetry' };

const fetched = (output: ServiceStatus[]) => ({ type: 'xstate.done.actor.fetchServiceStatus', actorId: 'fetchServiceStatus', output }) as const;

const fixtures = {
  goToReports: { type: 'curtain.check', path: '/reports' },
  goHome: { type: 'curtain.check', path: '/eiffel' },
  openLogin: { type: 'curtain.check', path: '/login' },
  allOpen: fetched(modules.allOpen),
  reportsClosed: fetched(modules.reportsClosed),
  twoClosed: fetched(modules.twoClosed),
  allClosed: fetched(modules.allClosed),
  checkOffline: { type: 'xstate.error.actor.fetchServiceStatus', actorId: 'fetchServiceStatus', error: ApiError.network() },
  retry: { type: 'curtain.retry' },
  debounceElapsed: { type: 'xstate.after.retryDebounce.serviceCurtain.waitingToRetry' },
} satisfies Record<string, CurtainModelEvent>;
type Fixture = keyof typeof fixtures;
const fixtureNames = eventNames(fixtures, eventKey);
const fixtureOf = fixtureNames.get;

const places = {
  /** A signed-in seller; every navigation asks again. Every service closed ends the session. */
  protectedArea: {
    events: ['goToReports', 'goHome', 'allOpen', 'reportsClosed', 'twoClosed', 'allClosed', 'checkOffline', 'retry', 'debounceElapsed'],
    // Why allClosed is the end: the portal leaves for /logout, outside the protected area. A check
    // is asked by going somewhere else (opening the page one is on does not navigate).
    filter: (snapshot: AnyMachineSnapshot, event: { type: string; path?: string }) =>
      !snapshot.matches('allClosed') && (event.type !== 'curtain.check' || snapshot.matches('idle') || event.path !== snapshot.context.path),
  },
  /** The login screen checks once on load; its only curtain is the all-services one. */
  loginScreen: {
    events: ['openLogin', 'allOpen', 'twoClosed', 'allClosed', 'checkOffline', 'retry', 'debounceElapsed'],
    filter: (snapshot: AnyMachineSnapshot, event: { type: string }) =>
      event.type === 'curtain.check'
        ? snapshot.matches('idle')
        : event.type !== 'curtain.retry' || snapshot.matches('allClosed') || snapshot.matches('waitingToRetry'),
  },
} satisfies Record<string, { events: Fixture[]; filter: (snapshot: AnyMachineSnapshot, event: { type: string; path?: string }) => boolean }>;
type Place = keyof typeof places;

function pathsOf(place: Place) {
  const { events, filter } = places[place];
  return shortestPathsToEveryTransition(serviceCurtainMachine, {
    events: events.map((name) => fixtures[name]),
    describe: (snapshot) => [snapshot.value, snapshot.context.path],
    eventKey,
    filter,
  });
}

interface World {
  place: Place;
  user: UserEvent;
  server: ReturnType<typeof fakePortalServer>;
  /** The retry button's debounce, held until the path says it elapsed: a slow step must not end it. */
  debounce: ReturnType<typeof holdTimersOf>;
  app?: ReturnType<typeof renderApp>;
}

function open(world: World, path: string) {
  if (!world.app) {
    world.app = renderApp(path);
    return;
  }
  if (path === '/eiffel') return world.user.click(screen.getByRole('link', { name: 'Portal Sellers, ir al inicio' }));
  // The person enters the address (the menu, later, will link there).
  act(() => world.app!.app.router.history.push(path));
}

const simulate: Record<Fixture, (world: World) => unknown> = {
  goToReports: (world) => open(world, '/reports'),
  goHome: (world) => open(world, '/eiffel'),
  openLogin: (world) => open(world, '/login'),
  allOpen: ({ server }) => server.servicesStatus.answer(answer.json(modules.allOpen)),
  reportsClosed: ({ server }) => server.servicesStatus.answer(answer.json(modules.reportsClosed)),
  twoClosed: ({ server }) => server.servicesStatus.answer(answer.json(modules.twoClosed)),
  allClosed: ({ server }) => server.servicesStatus.answer(answer.json(modules.allClosed)),
  checkOffline: ({ server }) => server.servicesStatus.answer(answer.networkDown()),
  retry: ({ user }) => user.click(screen.getByRole('button', { name: 'Reintentar' })),
  debounceElapsed: ({ debounce }) => act(() => debounce.elapse()),
};

const CHECKING = 'Verificando la disponibilidad de los servicios…';
const ALL_SERVICES = /Nuestros servicios no están disponibles/;
const CHECK_FAILED = 'No pudimos verificar la disponibilidad de los servicios. Sin conexión a internet. Verifica tu conexión.';

async function expectProtectedArea(state: AnyMachineSnapshot, world: World) {
  if (state.matches('allClosed')) {
    // Every service closed: the session ends, and the login screen shows the all-services curtain.
    await waitFor(() => expect(world.app!.location().pathname).toBe('/login'));
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    world.server.servicesStatus.answer(answer.json(modules.allClosed));
    await screen.findByRole('heading', { name: ALL_SERVICES, level: 2 });
    expect(screen.queryByRole('textbox', { name: 'Correo electrónico' })).toBeNull();
    return;
  }
  const path = state.context.path as string;
  await waitFor(() => expect(world.app!.location().pathname).toBe(path));
  const page = () =>
    path === '/eiffel'
      ? screen.findByRole('heading', { name: 'Hola, Camila', level: 1 })
      : screen.findByRole('heading', { name: 'Página no encontrada', level: 1 });
  if (state.matches('checking')) {
    await screen.findByText(CHECKING);
    return;
  }
  expect(screen.queryByText(CHECKING)).toBeNull();
  expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Cerrar sesión' })).toBeVisible();
  if (state.matches('open')) {
    await page();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  } else if (state.matches('checkFailed')) {
    await page();
    expect(screen.getByText(CHECK_FAILED)).toBeVisible();
  } else if (state.matches('moduleClosed')) {
    await screen.findByRole('heading', { name: /El módulo Reportes no está disponible/, level: 1 });
    expect(screen.queryByRole('heading', { name: 'Página no encontrada' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
  } else if (state.matches('severalClosed')) {
    await screen.findByRole('heading', { name: ALL_SERVICES, level: 1 });
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
  } else if (state.matches('waitingToRetry')) {
    expect(screen.getByText('Reintentando en un momento…')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName(/no está disponible|no están disponibles/);
  } else {
    throw new Error(`No expectation for ${JSON.stringify(state.value)}`);
  }
}

async function expectLoginScreen(state: AnyMachineSnapshot) {
  await screen.findByRole('heading', { name: 'Ingresa a Portal Sellers', level: 1 });
  const form = () => screen.queryByRole('textbox', { name: 'Correo electrónico' });
  if (state.matches('checking')) {
    await screen.findByText(CHECKING);
    expect(form()).toBeNull();
  } else if (state.matches('allClosed') || state.matches('waitingToRetry')) {
    await screen.findByRole('heading', { name: ALL_SERVICES, level: 2 });
    expect(form()).toBeNull();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
    if (state.matches('waitingToRetry')) expect(screen.getByText('Reintentando en un momento…')).toBeVisible();
    else expect(screen.queryByText('Reintentando en un momento…')).toBeNull();
  } else {
    // Open, some services closed, or the check failed: the form shows (with a warning on failure).
    await waitFor(() => expect(form()).toBeVisible());
    expect(screen.queryByRole('heading', { name: ALL_SERVICES })).toBeNull();
    if (state.matches('checkFailed')) expect(screen.getByText(CHECK_FAILED)).toBeVisible();
    else expect(screen.queryByText(CHECK_FAILED)).toBeNull();
  }
}

describe('service curtain, driven through the portal', () => {
  for (const place of Object.keys(places) as Place[]) {
    describe(place, () => {
      for (const path of pathsOf(place)) {
        it(describeFixturePath(path, fixtureOf), async () => {
          const server = fakePortalServer({ session: camila, logout: true });
          if (place === 'protectedArea') window.localStorage.setItem(TOKEN_STORAGE_KEY, CAMILA_TOKEN);
          const world: World = { place, server, user: userEvent.setup(), debounce: holdTimersOf(RETRY_DEBOUNCE_MS) };
          try {
            for (const step of path.steps) {
              if (isStart(step.event)) continue; // idle: nothing is open yet
              await simulate[fixtureOf(step.event)](world);
              if (place === 'protectedArea') await expectProtectedArea(step.state, world);
              else await expectLoginScreen(step.state);
            }
          } finally {
            world.debounce.restore();
            if (world.app) stopFlows(world.app.app.flows);
          }
        });
      }
    });
  }

  it('reaches every state', () => {
    const shortest = getShortestPaths(serviceCurtainMachine, { events: Object.values(fixtures) as ServiceCurtainEvent[] });
    expect(statesNotReached(serviceCurtainMachine, shortest)).toEqual([]);
  });

  it('the paths driven above cover every state and transition of the chart', () => {
    expectFullCoverage(measureCoverage(serviceCurtainMachine, (Object.keys(places) as Place[]).flatMap(pathsOf)));
  });
});
