/**
 * The staff lists' seller filter, model-based: paths generated from its statechart (opened with no
 * seller, and with a seller named by the list's address) are driven through the kit's
 * ListSellerFilter with the chart as the modules provide it (the typed sellers client), against a
 * fake /seller-names that holds each request until the path answers it. Each step checks what the
 * person sees (the box's text, the sellers offered or "none", the notices, the clear button), what
 * the list was told, and what the service was asked.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject, SnapshotFrom } from 'xstate';
import { sellerPickerMachine, type SellerChoice, type SellerPickerEvent } from '../../machines/sellerPicker/sellerPicker.machine.ts';
import { readServiceBaseUrls, withDefaultOrigin } from '../../src/api/baseUrls.ts';
import { createApiClients } from '../../src/api/clients.ts';
import { AppProviders, createStyleCache } from '../../src/app/AppProviders.tsx';
import { createSellerPicker } from '../../src/app/modules/sellerPicker.ts';
import { ListSellerFilter } from '../../src/views/kit/SellerFilter.tsx';
import { ApiError } from '../../shared/api-error.ts';
import { HttpResponse } from 'msw';
import { axeViolations } from '../support/axe.ts';
import { deferred, type Deferred } from '../support/deferred.ts';
import { http, mockServer, TEST_ORIGIN } from '../support/http.ts';
import { combineCoverage, expectFullCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { coveringPaths, holdTimersOf } from './shell.support.tsx';

const ANDES: SellerChoice = { id: 1, name: 'Tienda Andes SpA' };
const AUSTRAL: SellerChoice = { id: 7, name: 'Emporio Austral Ltda' };
const unavailable = new ApiError({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' });

const fixtures = {
  type: { type: 'seller.type', text: 'andes' },
  typeBlank: { type: 'seller.type', text: '' },
  choose: { type: 'seller.choose', seller: ANDES },
  clear: { type: 'seller.clear' },
  close: { type: 'seller.close' },
  retry: { type: 'seller.retry' },
  restoreAustral: { type: 'seller.restore', sellerId: AUSTRAL.id },
  restoreNone: { type: 'seller.restore', sellerId: null },
  typingPaused: { type: 'xstate.after.searchDebounce.sellerPicker.searching.debouncing' },
  found: { type: 'xstate.done.actor.sellerSearch', output: [ANDES, AUSTRAL] },
  noneFound: { type: 'xstate.done.actor.sellerSearch', output: [] },
  searchFailed: { type: 'xstate.error.actor.sellerSearch', error: unavailable },
  named: { type: 'xstate.done.actor.sellerName', output: [AUSTRAL] },
  nameless: { type: 'xstate.done.actor.sellerName', output: [] },
  nameFailed: { type: 'xstate.error.actor.sellerName', error: unavailable },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type Fixture = keyof typeof fixtures;
const names = eventNames(fixtures);

/** Every event of the chart has a fixture. */
type Unfixtured = Exclude<SellerPickerEvent['type'], (typeof fixtures)[Fixture]['type']>;
const _everyEventHasAFixture: [Unfixtured] extends [never] ? true : Unfixtured = true;

type Snapshot = SnapshotFrom<typeof sellerPickerMachine>;

/** What a person can do where the page offers it; the service's answers wherever a request waits. */
function offered(snapshot: Snapshot, event: EventObject): boolean {
  const { chosen, options, text } = snapshot.context;
  switch (names.get(event)) {
    case 'choose':
      return snapshot.matches('open') && options.some((seller) => seller.id === ANDES.id);
    case 'clear':
      return chosen !== null;
    case 'type':
      return text !== 'andes';
    case 'typeBlank':
      return text !== '';
    case 'restoreAustral':
      return !snapshot.matches('naming');
    case 'named':
    case 'nameless':
    case 'nameFailed':
      return snapshot.matches('naming');
    default:
      return true;
  }
}

const pathsFrom = (sellerId: number | null) =>
  coveringPaths<Snapshot, EventObject, { sellerId: number | null }>(sellerPickerMachine, {
    input: { sellerId },
    events: Object.values(fixtures),
    describe: (snapshot) => [snapshot.value, snapshot.context],
    eventKey: (event) => JSON.stringify(event),
    filter: offered,
    chained: true,
  });
const START = { none: pathsFrom(null), austral: pathsFrom(AUSTRAL.id) };

interface NamesServer {
  /** The queries received, in order. */
  received: Record<string, string>[];
  pending: () => number;
  answer: (answer: { items: SellerChoice[] } | { fail: 503 }) => void;
}

function fakeNamesServer(): NamesServer {
  const waiting: Deferred<{ items: SellerChoice[] } | { fail: 503 }>[] = [];
  const received: Record<string, string>[] = [];
  mockServer.use(
    http.sellers.get('/seller-names', async ({ request, response }) => {
      received.push(Object.fromEntries(new URL(request.url).searchParams));
      const answer = deferred<{ items: SellerChoice[] } | { fail: 503 }>();
      waiting.push(answer);
      const given = await answer.promise;
      if ('fail' in given) return response(503).json({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' });
      return HttpResponse.json(given);
    }),
  );
  return {
    received,
    pending: () => waiting.length,
    // The latest request: one the chart left (a search typed over) waits for nobody.
    answer: (answer) => waiting.pop()?.resolve(answer),
  };
}

interface World {
  user: UserEvent;
  server: NamesServer;
  timers: ReturnType<typeof holdTimersOf>;
  /** What the list was told, in order. */
  told: ReturnType<typeof vi.fn<(sellerId: number | null) => void>>;
  show: (sellerId: number | null) => void;
  /** How many requests the service had received when the path last answered one. */
  seen: number;
}

/**
 * The filter as a list draws it: the list's seller (its URL's) goes down to the box, and what the
 * box tells the list comes back as the list's seller, as a list writing its URL would.
 */
function ListStandIn({ logic, told, start, onShow }: { logic: ReturnType<typeof createSellerPicker>; told: (id: number | null) => void; start: number | null; onShow: (show: (id: number | null) => void) => void }) {
  const [sellerId, setSellerId] = useState(start);
  onShow(setSellerId);
  return (
    <ListSellerFilter
      logic={logic}
      sellerId={sellerId}
      onChange={(id) => {
        told(id);
        setSellerId(id);
      }}
    />
  );
}

function renderFilter(sellerId: number | null) {
  const api = createApiClients({ baseUrls: withDefaultOrigin(readServiceBaseUrls({}), TEST_ORIGIN), getToken: () => 'token' });
  const logic = createSellerPicker(api);
  const told = vi.fn<(sellerId: number | null) => void>();
  let setSellerId: (id: number | null) => void = () => {};
  render(
    <AppProviders locale="es-CL" styleCache={createStyleCache(document)}>
      <main>
        <ListStandIn logic={logic} told={told} start={sellerId} onShow={(show) => (setSellerId = show)} />
      </main>
    </AppProviders>,
  );
  // The address changed from outside the list (a step back, the menu).
  return { told, show: (id: number | null) => act(() => setSellerId(id)) };
}

const box = () => screen.getByRole('combobox', { name: 'Seller' });

/** Types into the box as a person does: it has the focus first (the combobox ignores an unfocused change). */
function typeInto(text: string) {
  act(() => box().focus());
  fireEvent.change(box(), { target: { value: text } });
}

async function answer(world: World, given: Parameters<NamesServer['answer']>[0], query: Record<string, string>) {
  await waitFor(() => {
    expect(world.server.received.length).toBeGreaterThan(world.seen);
    expect(world.server.received.at(-1)).toEqual(query);
  });
  world.seen = world.server.received.length;
  world.server.answer(given);
}

const simulate: Record<Fixture, (world: World) => Promise<unknown>> = {
  type: async () => typeInto('andes'),
  typeBlank: async () => typeInto(''),
  choose: async (world) => {
    await world.user.click(screen.getByRole('option', { name: 'Tienda Andes SpA' }));
    await waitFor(() => expect(world.told).toHaveBeenLastCalledWith(ANDES.id));
  },
  clear: async (world) => {
    await world.user.click(screen.getByRole('button', { name: 'Quitar el seller elegido' }));
    await waitFor(() => expect(world.told).toHaveBeenLastCalledWith(null));
  },
  close: async () => fireEvent.keyDown(box(), { key: 'Escape' }),
  retry: ({ user }) => user.click(screen.getByRole('button', { name: 'Reintentar' })),
  restoreAustral: async (world) => world.show(AUSTRAL.id),
  restoreNone: async (world) => world.show(null),
  typingPaused: async (world) => {
    expect(world.timers.pending()).toBe(1);
    act(() => world.timers.elapse());
  },
  found: (world) => answer(world, { items: [ANDES, AUSTRAL] }, { q: 'andes' }),
  noneFound: (world) => answer(world, { items: [] }, { q: 'andes' }),
  searchFailed: (world) => answer(world, { fail: 503 }, { q: 'andes' }),
  named: (world) => answer(world, { items: [AUSTRAL] }, { id: '7' }),
  nameless: (world) => answer(world, { items: [] }, { id: '7' }),
  nameFailed: (world) => answer(world, { fail: 503 }, { id: '7' }),
};

async function expectScreenFor(state: AnyMachineSnapshot) {
  const snapshot = state as Snapshot;
  const { text, chosen, options } = snapshot.context;
  await waitFor(() => expect(box()).toHaveValue(text));
  if (chosen !== null) expect(screen.getByRole('button', { name: 'Quitar el seller elegido' })).toBeVisible();
  else expect(screen.queryByRole('button', { name: 'Quitar el seller elegido' })).toBeNull();

  if (snapshot.matches('open')) {
    const listbox = await screen.findByRole('listbox');
    if (options.length === 0) expect(listbox).toHaveTextContent('Ningún seller tiene ese nombre o RUT');
    else expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(['Tienda Andes SpA', 'Emporio Austral Ltda']);
  } else {
    await waitFor(() => expect(screen.queryByRole('option')).toBeNull());
  }

  const searching = snapshot.matches('naming') || snapshot.matches({ searching: 'fetching' });
  if (searching) expect(screen.getByRole('status')).toHaveTextContent('Buscando sellers…');
  else expect(screen.queryByText('Buscando sellers…')).toBeNull();

  if (snapshot.matches('failed')) {
    expect(screen.getByRole('alert')).toHaveTextContent('No pudimos buscar sellers.');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
  } else if (snapshot.matches('unnamed')) {
    expect(screen.getByRole('alert')).toHaveTextContent('El seller de esta dirección no existe o no pudimos leer su nombre. Quítalo para ver todos.');
    expect(box()).toHaveAttribute('placeholder', 'Seller desconocido');
  } else {
    expect(screen.queryByRole('alert')).toBeNull();
    expect(box()).toHaveAttribute('placeholder', 'Todos los sellers');
  }
}

describe('the staff lists\' seller filter, driven through the kit\'s box', () => {
  for (const [start, paths] of Object.entries(START)) {
    for (const path of paths) {
      it(`${start === 'none' ? 'no seller' : 'the address names Emporio Austral'}: ${describeFixturePath(path, names.get)}`, async () => {
        const timers = holdTimersOf(300);
        try {
          const server = fakeNamesServer();
          const { told, show } = renderFilter(start === 'none' ? null : AUSTRAL.id);
          const world: World = { user: userEvent.setup(), server, timers, told, show, seen: 0 };
          for (const step of path.steps) {
            if (!isStart(step.event)) await simulate[names.get(step.event)](world);
            await expectScreenFor(step.state);
          }
          // Only the person's choices reach the list: never the address's seller, never typing.
          const choices = path.steps.filter((step) => ['choose', 'clear'].includes(isStart(step.event) ? '' : names.get(step.event))).length;
          expect(told).toHaveBeenCalledTimes(choices);
        } finally {
          timers.restore();
        }
      });
    }
  }

  it('reads as a labelled combobox with its sellers offered, without axe violations', async () => {
    const timers = holdTimersOf(300);
    try {
      const server = fakeNamesServer();
      renderFilter(null);
      typeInto('andes');
      await waitFor(() => expect(timers.pending()).toBe(1));
      act(() => timers.elapse());
      await waitFor(() => expect(server.pending()).toBe(1));
      server.answer({ items: [ANDES] });
      await screen.findByRole('option', { name: 'Tienda Andes SpA' });
      expect(await axeViolations(document.body)).toEqual([]);
    } finally {
      timers.restore();
    }
  });

  it('is used from the keyboard: arrows move through the sellers found, Enter chooses, Escape goes back to the box', async () => {
    const timers = holdTimersOf(300);
    try {
      const server = fakeNamesServer();
      const { told } = renderFilter(null);
      const user = userEvent.setup();
      typeInto('andes');
      await waitFor(() => expect(timers.pending()).toBe(1));
      act(() => timers.elapse());
      await waitFor(() => expect(server.pending()).toBe(1));
      server.answer({ items: [ANDES, AUSTRAL] });
      await screen.findByRole('option', { name: 'Emporio Austral Ltda' });
      expect(box()).toHaveAttribute('aria-expanded', 'true');
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('option', { name: 'Tienda Andes SpA' })).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('option', { name: 'Emporio Austral Ltda' })).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('option', { name: 'Tienda Andes SpA' })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(box()).toHaveFocus();
      expect(screen.queryByRole('listbox')).toBeNull();
      expect(told).not.toHaveBeenCalled();

      typeInto('andes');
      await waitFor(() => expect(timers.pending()).toBe(1));
      act(() => timers.elapse());
      await waitFor(() => expect(server.pending()).toBe(1));
      server.answer({ items: [ANDES, AUSTRAL] });
      await screen.findByRole('option', { name: 'Emporio Austral Ltda' });
      await user.keyboard('{ArrowUp}');
      expect(screen.getByRole('option', { name: 'Emporio Austral Ltda' })).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(told).toHaveBeenLastCalledWith(AUSTRAL.id);
      await waitFor(() => expect(box()).toHaveValue('Emporio Austral Ltda'));
      expect(box()).toHaveFocus();
      expect(box()).toHaveAttribute('aria-expanded', 'false');
    } finally {
      timers.restore();
    }
  });

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(combineCoverage([measureCoverage(sellerPickerMachine, START.none), measureCoverage(sellerPickerMachine, START.austral)]));
  });
});
