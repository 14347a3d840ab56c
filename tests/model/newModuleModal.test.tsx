/**
 * Model-based tests of the new-module modal, driven through the portal: Camila clicks the menu entry
 * flagged new (Productos), and either goes to the new Seller Center ({host}/{role}/{module path} in
 * a new window) or cancels. The portal never navigates on such a click.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { AnyMachineSnapshot } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { newModuleModalMachine, type NewModuleModalEvent, type NewModuleModalInput } from '../../machines/newModuleModal/newModuleModal.machine.ts';
import { MENU_DEBOUNCE_MS } from '../../machines/shell/shell.machine.ts';
import { TOKEN_STORAGE_KEY } from '../../src/app/session.ts';
import { renderApp } from '../support/renderApp.tsx';
import { TEST_ORIGIN } from '../support/http.ts';
import { expectFullCoverage, measureCoverage, statesNotReached } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { CAMILA_TOKEN, eventKey, stopFlows } from './auth.support.ts';
import { answer, camila, clearDataLayer, coveringPaths, dataLayer, fakeShellServer, forgetScreenWidth, holdTimersOf, publishHistory, setScreenWidth } from './shell.support.tsx';

const fixtures = {
  offerPim: { type: 'newModule.offer', moduleId: 'pim', path: '/pim' },
  go: { type: 'newModule.go' },
  cancel: { type: 'newModule.cancel' },
} satisfies Record<string, NewModuleModalEvent>;
type Fixture = keyof typeof fixtures;
const fixtureNames = eventNames(fixtures, eventKey);
const fixtureOf = fixtureNames.get;

const input: NewModuleModalInput = { role: camila.role };
const DIALOG = { name: 'Nueva versión de Productos' };

function paths() {
  return coveringPaths<AnyMachineSnapshot, NewModuleModalEvent, NewModuleModalInput>(newModuleModalMachine, {
    input,
    events: Object.values(fixtures),
    describe: (s) => [s.value, s.context.offered],
    eventKey,
    filter: () => true,
  chained: true,
});
}

interface World {
  user: UserEvent;
  app: ReturnType<typeof renderApp>;
  debounce: ReturnType<typeof holdTimersOf>;
  open: ReturnType<typeof vi.fn>;
}

const simulate: Record<Fixture, (world: World) => unknown> = {
  offerPim: async ({ user, debounce }) => {
    act(() => debounce.elapse()); // a click of a while ago is out of the menu's debounce window
    const menu = screen.getByRole('navigation', { name: 'Menú principal' });
    await user.click(within(menu).getByRole('button', { name: 'Productos Nuevo' }));
  },
  go: ({ user }) => user.click(within(screen.getByRole('dialog', DIALOG)).getByRole('button', { name: 'Ir al nuevo Seller Center' })),
  cancel: ({ user }) => user.click(within(screen.getByRole('dialog', DIALOG)).getByRole('button', { name: 'Cancelar' })),
};

async function expectScreen(state: AnyMachineSnapshot, name: Fixture | 'start', world: World, opensBefore: number) {
  if (state.matches('open')) {
    const dialog = await screen.findByRole('dialog', DIALOG);
    expect(within(dialog).getByText('Productos tiene una nueva versión en el nuevo Seller Center. Se abrirá en una ventana nueva.')).toBeVisible();
  } else {
    await waitFor(() => expect(screen.queryByRole('dialog', DIALOG)).toBeNull());
  }
  // Going opens {host}/{role}/{module path} in a new window, once; nothing else opens one.
  if (name === 'go') {
    expect(world.open).toHaveBeenCalledTimes(opensBefore + 1);
    expect(world.open).toHaveBeenLastCalledWith(`${TEST_ORIGIN}/seller/pim`, '_blank', 'noopener,noreferrer');
  } else {
    expect(world.open).toHaveBeenCalledTimes(opensBefore);
  }
  // The portal stays where it was.
  expect(world.app.location().pathname).toBe('/eiffel');
  // Camila is a seller: her clicks go under the seller's tag, with her seller id.
  if (name === 'offerPim') expect(dataLayer().filter((entry) => entry.event === 'seller_menu_click').at(-1)).toMatchObject({ label: 'pim', sellerId: 101 });
}


describe('new-module modal, driven through the portal', () => {
  let world: World | undefined;

  beforeEach(async () => {
    setScreenWidth(1440);
    const server = fakeShellServer(camila);
    server.answerPublishHistory(answer.json(publishHistory(true)));
    window.localStorage.setItem(TOKEN_STORAGE_KEY, CAMILA_TOKEN);
    const open = vi.fn();
    vi.spyOn(window, 'open').mockImplementation(open);
    const app = renderApp('/eiffel');
    await within(await screen.findByRole('navigation', { name: 'Menú principal' })).findByRole('button', { name: 'Productos Nuevo' });
    world = { user: userEvent.setup(), app, debounce: holdTimersOf(MENU_DEBOUNCE_MS), open };
  });

  afterEach(() => {
    world?.debounce.restore();
    if (world) stopFlows(world.app.app.flows);
    world = undefined;
    vi.restoreAllMocks();
    forgetScreenWidth();
    clearDataLayer();
  });

  for (const path of paths()) {
    it(describeFixturePath(path, fixtureOf), async () => {
      for (const step of path.steps) {
        const name = isStart(step.event) ? 'start' : fixtureOf(step.event);
        const opensBefore = world!.open.mock.calls.length;
        if (name !== 'start') await simulate[name](world!);
        await expectScreen(step.state, name, world!, opensBefore);
      }
    });
  }

  it('closes with Escape like Cancelar, opening nothing', async () => {
    await simulate.offerPim(world!);
    await screen.findByRole('dialog', DIALOG);
    await world!.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', DIALOG)).toBeNull());
    expect(world!.open).not.toHaveBeenCalled();
  });

  it('reaches every state', () => {
    const shortest = getShortestPaths(newModuleModalMachine, { input, events: Object.values(fixtures) });
    expect(statesNotReached(newModuleModalMachine, shortest)).toEqual([]);
  });

  it('the paths driven above cover every state and transition of the chart', () => {
    expectFullCoverage(measureCoverage(newModuleModalMachine, paths()));
  });
});
