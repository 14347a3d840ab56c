/**
 * Model-based tests of the flash message, driven through the login screen's query (how other
 * screens ask for one: `/login?type=success&message=passwordChanged`). The 10 s lifetime is
 * simulated with fake timers, in the paths that wait for it.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { getShortestPaths } from 'xstate/graph';
import type { AnyMachineSnapshot } from 'xstate';
import { FLASH_LIFETIME_MS, flashMachine, type FlashEvent } from '../../machines/flash/flash.machine.ts';
import { renderApp } from '../support/renderApp.tsx';
import { expectFullCoverage, measureCoverage, statesNotReached } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart, shortestPathsToEveryTransition } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { eventKey, fakePortalServer, findFlash, modules, stopFlows } from './auth.support.ts';

type FlashModelEvent = FlashEvent | { type: 'xstate.after.flashLifetime.flash.visible' };

const fixtures = {
  passwordChanged: { type: 'flash.show', message: { type: 'success', messageId: 'flash.passwordChanged' } },
  passwordChangeExpired: { type: 'flash.show', message: { type: 'danger', messageId: 'flash.passwordChangeExpired' } },
  dismiss: { type: 'flash.dismiss' },
  lifetimeElapsed: { type: 'xstate.after.flashLifetime.flash.visible' },
} satisfies Record<string, FlashModelEvent>;
type Fixture = keyof typeof fixtures;
const fixtureNames = eventNames(fixtures, eventKey);
const fixtureOf = fixtureNames.get;

/** What each message says, and the query another screen uses to ask for it. */
const MESSAGES = {
  'flash.passwordChanged': { text: 'La contraseña ha sido modificada exitosamente.', role: 'status', search: { type: 'success', message: 'passwordChanged' } },
  'flash.passwordChangeExpired': {
    text: 'Tu intento de cambio de contraseña ha expirado. Por favor, inténtalo nuevamente.',
    role: 'alert',
    search: { type: 'error', message: 'passwordChangeExpired' },
  },
} as const;
type MessageId = keyof typeof MESSAGES;

const paths = shortestPathsToEveryTransition(flashMachine, {
  events: Object.values(fixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.message?.messageId],
  eventKey,
});

interface World {
  user: UserEvent;
  app: ReturnType<typeof renderApp>;
}

/** Another screen sends the person to the login screen with a message in the query. */
const arriveWith = (messageId: MessageId) => async ({ app }: World) => {
  await act(() => app.app.router.navigate({ to: '/login', search: MESSAGES[messageId].search }));
};

const simulate: Record<Fixture, (world: World) => unknown> = {
  passwordChanged: arriveWith('flash.passwordChanged'),
  passwordChangeExpired: arriveWith('flash.passwordChangeExpired'),
  dismiss: ({ user }) => user.click(screen.getByRole('button', { name: 'Cerrar mensaje' })),
  lifetimeElapsed: () => act(() => vi.advanceTimersByTimeAsync(FLASH_LIFETIME_MS)),
};

async function expectScreenFor(state: AnyMachineSnapshot, { app }: World) {
  await screen.findByRole('textbox', { name: 'Correo electrónico' });
  const shown = state.matches('visible') ? (state.context.message.messageId as MessageId) : null;
  for (const [id, { text }] of Object.entries(MESSAGES)) {
    if (id !== shown) await waitFor(() => expect(screen.queryByText(text)).toBeNull());
  }
  if (shown) {
    expect(await findFlash(MESSAGES[shown].text)).toHaveAttribute('role', MESSAGES[shown].role);
    expect(screen.getByRole('button', { name: 'Cerrar mensaje' })).toBeVisible();
    // The query is consumed: a reload does not show the message again.
    await waitFor(() => expect(app.location().search).toEqual({}));
  } else {
    expect(screen.queryByRole('button', { name: 'Cerrar mensaje' })).toBeNull();
  }
}

describe('flash message, driven through the login query', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  for (const path of paths) {
    it(describeFixturePath(path, fixtureOf), async () => {
      const waitsForLifetime = path.steps.some((step) => fixtureNames.find(step.event) === 'lifetimeElapsed');
      if (waitsForLifetime) vi.useFakeTimers({ shouldAdvanceTime: true });
      fakePortalServer({ servicesStatus: modules.allOpen });
      const app = renderApp('/login');
      const world: World = { user: userEvent.setup(waitsForLifetime ? { advanceTimers: vi.advanceTimersByTime } : {}), app };
      try {
        for (const step of path.steps) {
          if (!isStart(step.event)) await simulate[fixtureOf(step.event)](world);
          await expectScreenFor(step.state, world);
        }
      } finally {
        stopFlows(app.app.flows);
      }
    });
  }

  it('never shows text taken from the URL: an unknown message is dropped', async () => {
    fakePortalServer({ servicesStatus: modules.allOpen });
    const app = renderApp('/login?type=error&message=Tu%20cuenta%20fue%20bloqueada');
    try {
      await screen.findByRole('textbox', { name: 'Correo electrónico' });
      expect(screen.queryByText(/bloqueada/)).toBeNull();
      expect(screen.queryByRole('button', { name: 'Cerrar mensaje' })).toBeNull();
      expect(app.app.flows.flash.getSnapshot().matches('hidden')).toBe(true);
    } finally {
      stopFlows(app.app.flows);
    }
  });

  it('reaches every state', () => {
    const shortest = getShortestPaths(flashMachine, { events: Object.values(fixtures) as FlashEvent[] });
    expect(statesNotReached(flashMachine, shortest)).toEqual([]);
  });

  it('the paths driven above cover every state and transition of the chart', () => {
    expectFullCoverage(measureCoverage(flashMachine, paths));
  });
});
