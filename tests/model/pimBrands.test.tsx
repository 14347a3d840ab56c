/**
 * Model-based tests of Configuración PIM > Marcas (modules/pim), driving the module's real Root
 * through its composition root and the typed catalogue client against a fake catalogue service
 * that holds each request until the path answers it. Three charts are walked until every state and
 * transition is taken: the brands list (the kit's keyset list: a search, "Cargar más", empty with
 * and without a search, a failure, a row changed beside it, a read again), the brand actions (add,
 * rename, retire, reactivate: a dialog's form or a confirmation, stored, refused, or met by a
 * conflict) and the brand's form. Each step checks what the catalogue team sees, written here by
 * hand, and what was sent.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject, type SnapshotFrom } from 'xstate';
import { brandActionsMachine, brandsListMachine, type BrandAction, type BrandActionsInput } from '../../modules/pim/machines/brands.machine.ts';
import { brandFormMachine, type BrandFacts, type BrandValues } from '../../modules/pim/machines/recordForms.ts';
import { ApiError } from '../../shared/api-error.ts';
import { axeViolations } from '../support/axe.ts';
import { expectFullCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart } from '../support/modelPaths.ts';
import { answered } from './orders.support.tsx';
import { fakeCatalogServer, followingItsUrl, renderPimConfiguration, type Brand, type BrandPage, type CatalogServer } from './pim.support.tsx';
import { coveringPaths, forgetScreenWidth, setScreenWidth } from './shell.support.tsx';

const brand = (id: number, name: string, active: boolean, version: number): Brand => ({ id, name, active, version });
const ADIDAS = brand(1, 'Adidas', true, 1);
const APPLE = brand(2, 'Apple', true, 3);
const BOSCH = brand(3, 'Bosch', false, 2);
const CANON = brand(4, 'Canon', true, 1);
const DELL = brand(5, 'Dell', true, 1);
const NANDU = brand(6, 'Ñandú', true, 1);
const ADIDAS_ORIGINALS = brand(1, 'Adidas Originals', true, 2);

const FIRST_PAGE: BrandPage = { items: [ADIDAS, APPLE, BOSCH], nextCursor: 'QWRpZGFz' };
const SECOND_PAGE: BrandPage = { items: [CANON, DELL], nextCursor: null };
const SEARCHED: BrandPage = { items: [ADIDAS], nextCursor: null };
const NOTHING: BrandPage = { items: [], nextCursor: null };

const unavailable = new ApiError({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' });
const conflict = new ApiError({ statusCode: 409, code: 'VERSION_CONFLICT', message: 'Conflict' });

type Named<T extends string> = Record<T, EventObject & Record<string, unknown>>;
/** Fixtures told apart by the object itself: two may be one event in different places. */
function fixtureNames<T extends string>(fixtures: Named<T>) {
  const byEvent = new Map<EventObject, T>(Object.entries(fixtures).map(([name, event]) => [event as EventObject, name as T]));
  return (event: EventObject): T => {
    const name = byEvent.get(event);
    if (!name) throw new Error(`No fixture for ${JSON.stringify(event)}`);
    return name;
  };
}

const LIST = 'Marcas';
const searchbox = () => screen.getByRole('searchbox', { name: 'Buscar marca' }) as HTMLInputElement;
const click = (user: UserEvent, name: string) => user.click(screen.getByRole('button', { name }));
/** A paste into a field, with what the field's box observes of it (an error gone) settled before the next look. */
const paste = (input: HTMLElement, text: string) => act(async () => void fireEvent.change(input, { target: { value: text } }));
/** The brands on screen (under a dialog too): each name, and whether it says it is retired. */
const brandsShown = () =>
  screen.queryByRole('list', { name: LIST, hidden: true })
    ? within(screen.getByRole('list', { name: LIST, hidden: true }))
        .getAllByRole('listitem', { hidden: true })
        .map((item) => `${item.querySelector('p')?.textContent}${within(item).queryByText('Retirada') ? ' (retirada)' : ''}`)
    : [];
const shownAs = (brands: readonly Brand[]) => brands.map((one) => `${one.name}${one.active ? '' : ' (retirada)'}`);
const queryOf = (q: string, cursor?: string): [string, string][] => [...(q ? [['q', q] as [string, string]] : []), ...(cursor ? [['cursor', cursor] as [string, string]] : []), ['limit', '50']];

/** Renames a brand through its dialog, the name typed over the one it had. */
async function rename(user: UserEvent, from: string, to: string) {
  await click(user, `Renombrar ${from}`);
  const name = await screen.findByRole('textbox', { name: 'Nombre de la marca' });
  expect(name).toHaveValue(from);
  await paste(name, to);
  await click(user, 'Guardar');
}

async function addNandu(user: UserEvent) {
  await click(user, 'Agregar marca');
  await paste(await screen.findByRole('textbox', { name: 'Nombre de la marca' }), 'Ñandú');
  await click(user, 'Agregar');
}

// The brands list ----------------------------------------------------------------------------------

const listFixtures = {
  firstPage: { type: 'xstate.done.actor.listPage', output: FIRST_PAGE },
  searched: { type: 'xstate.done.actor.listPage', output: SEARCHED },
  nothing: { type: 'xstate.done.actor.listPage', output: NOTHING },
  listFailed: { type: 'xstate.error.actor.listPage', error: unavailable },
  more: { type: 'list.more' },
  secondPage: { type: 'xstate.done.actor.nextPage', output: SECOND_PAGE },
  moreFailed: { type: 'xstate.error.actor.nextPage', error: unavailable },
  retry: { type: 'list.retry' },
  search: { type: 'filter.search', text: 'adi' },
  typingPaused: { type: 'xstate.after.searchDebounce.brandsList.refreshing.debouncing' },
  restore: { type: 'filter.restore', filters: { q: '' } },
  // What the brand actions beside the list tell it: a new brand (read the list again), a renamed one.
  refresh: { type: 'list.refresh' },
  rowUpdate: { type: 'row.update', row: ADIDAS_ORIGINALS },
} as const satisfies Named<string>;
type ListFixture = keyof typeof listFixtures;
const listNameOf = fixtureNames(listFixtures);
type ListSnapshot = SnapshotFrom<typeof brandsListMachine>;

const settled = (snapshot: ListSnapshot) => snapshot.matches('loaded') || snapshot.matches('empty') || snapshot.matches('failed');

/** A search once on a list at rest, its page answered for its text; the URL gives the whole list back; one brand renamed beside it. */
function listOffered(snapshot: ListSnapshot, event: EventObject): boolean {
  const { filters, searchText, rows } = snapshot.context;
  const offeredOn: Record<ListFixture, boolean> = {
    firstPage: filters.q === '',
    searched: filters.q === 'adi',
    nothing: true,
    listFailed: true,
    more: true,
    secondPage: true,
    moreFailed: true,
    retry: true,
    search: settled(snapshot) && searchText === '',
    typingPaused: true,
    restore: settled(snapshot) && filters.q !== '',
    refresh: true,
    rowUpdate: snapshot.matches('loaded') && rows.includes(ADIDAS),
  };
  return offeredOn[listNameOf(event)];
}

const listPaths = coveringPaths<ListSnapshot, EventObject, { filters: { q: string } }>(brandsListMachine, {
  input: { filters: { q: '' } },
  events: Object.values(listFixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.rows.map((one) => one.name), snapshot.context.nextCursor, snapshot.context.filters, snapshot.context.searchText],
  eventKey: (event) => listNameOf(event),
  filter: listOffered,
  chained: true,
});

interface ListWorld {
  user: UserEvent;
  server: CatalogServer;
  view: ReturnType<typeof renderPimConfiguration>;
}

const firstPageAnswered = ({ server }: ListWorld, snapshot: ListSnapshot, answer: Parameters<CatalogServer['brands']['answer']>[0]) =>
  answered(server.brands, queryOf(snapshot.context.filters.q), answer);

const simulateList: Record<ListFixture, (world: ListWorld, snapshot: ListSnapshot) => Promise<unknown>> = {
  firstPage: (world, snapshot) => firstPageAnswered(world, snapshot, { page: FIRST_PAGE }),
  searched: (world, snapshot) => firstPageAnswered(world, snapshot, { page: SEARCHED }),
  nothing: (world, snapshot) => firstPageAnswered(world, snapshot, { page: NOTHING }),
  listFailed: (world, snapshot) => firstPageAnswered(world, snapshot, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  more: ({ user }) => click(user, 'Cargar más'),
  secondPage: ({ server }) => answered(server.brands, queryOf('', 'QWRpZGFz'), { page: SECOND_PAGE }),
  moreFailed: ({ server }) => answered(server.brands, queryOf('', 'QWRpZGFz'), { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  retry: ({ user }) => click(user, 'Reintentar'),
  search: () => paste(searchbox(), 'adi'),
  // The search is applied once the typing stops: its page is asked for.
  typingPaused: ({ server }) => waitFor(() => expect(server.brands.pending).toBe(1)),
  restore: async ({ view }) => view.moveTo('section=brands'),
  refresh: async ({ user, server }) => {
    await addNandu(user);
    await answered(server.createBrand, { name: 'Ñandú' }, { brand: NANDU });
  },
  rowUpdate: async ({ user, server }) => {
    await rename(user, 'Adidas', 'Adidas Originals');
    await answered(server.updateBrand, { brandId: 1, body: { name: 'Adidas Originals', active: true, version: 1 } }, { brand: ADIDAS_ORIGINALS });
  },
};

async function expectList(snapshot: ListSnapshot, world: ListWorld) {
  const { rows, filters, searchText, nextCursor } = snapshot.context;
  // A brand changed beside the list: its dialog has closed.
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(searchbox()).toHaveValue(searchText);
  if (snapshot.matches('loading') || (snapshot.matches('refreshing') && rows.length === 0)) {
    await waitFor(() => expect(screen.getByText('Cargando las marcas…')).toBeVisible());
    return expect(screen.queryByRole('list', { name: LIST })).toBeNull();
  }
  if (snapshot.matches('failed')) {
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('No pudimos cargar las marcas.El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.'));
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
    return expect(brandsShown()).toEqual([]);
  }
  if (snapshot.matches('empty')) {
    await waitFor(() => expect(screen.getByText(filters.q ? 'Ninguna marca coincide con la búsqueda.' : 'Aún no hay marcas.')).toBeVisible());
    return expect(brandsShown()).toEqual([]);
  }
  // Rows on screen: those of the last page read, kept while new ones are on their way.
  await waitFor(() => expect(brandsShown()).toEqual(shownAs(rows)));
  if (snapshot.matches('refreshing')) expect(screen.getByText('Actualizando la lista…')).toBeVisible();
  else expect(screen.queryByText('Actualizando la lista…')).toBeNull();
  if (snapshot.matches('loadingMore')) {
    await waitFor(() => expect(screen.getByRole('button', { name: /Cargar más/ })).toBeDisabled());
    expect(world.server.brands.received.at(-1)).toEqual(queryOf('', 'QWRpZGFz'));
  } else if (nextCursor !== null && snapshot.matches('loaded')) expect(screen.getByRole('button', { name: 'Cargar más' })).toBeEnabled();
  else expect(screen.queryByRole('button', { name: /Cargar más/ })).toBeNull();
  if (snapshot.matches({ loaded: 'moreFailed' })) expect(screen.getByRole('alert')).toHaveTextContent('No pudimos cargar más marcas.El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.');
}

/**
 * The URL each step wrote: the applied search once the typing stopped, replacing the entry; nothing
 * for a URL changed from outside. The pause is real time, so on a busy machine it may end while the
 * typing's own step is still being checked: the search and its pause are counted together.
 */
function expectUrlWritten(event: ListFixture | null, written: unknown[][]) {
  if (event === 'search') return;
  if (event === 'typingPaused') expect(written).toEqual([['/pim/configuration?section=brands&q=adi', { replace: true }]]);
  else expect(written).toEqual([]);
}

/** Axe reads once each: the section with its brands, the list's failure, a dialog's form, a confirmation. */
const AXE_SCREENS: [string, (snapshot: AnyMachineSnapshot) => boolean][] = [
  ['brands', (snapshot) => snapshot.machine === brandsListMachine && snapshot.matches('loaded')],
  ['list failed', (snapshot) => snapshot.machine === brandsListMachine && snapshot.matches('failed')],
  ['rename dialog', (snapshot) => snapshot.machine === brandActionsMachine && snapshot.matches('asking') && snapshot.context.action === 'rename'],
  ['confirmation', (snapshot) => snapshot.machine === brandActionsMachine && snapshot.matches('confirming')],
];
const axeChecked = new Set<string>();
async function checkAxeOnce(snapshot: AnyMachineSnapshot, container: Element) {
  for (const [name, isIt] of AXE_SCREENS) {
    if (axeChecked.has(name) || !isIt(snapshot)) continue;
    axeChecked.add(name);
    // A dialog is drawn outside the page's own container.
    expect(await axeViolations(container)).toEqual([]);
  }
}

describe('Configuración PIM > Marcas: the list, driven through its page', () => {
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => forgetScreenWidth());

  for (const path of listPaths) {
    it(describeFixturePath(path, listNameOf), async () => {
      const server = fakeCatalogServer();
      const view = followingItsUrl(renderPimConfiguration('section=brands'));
      const world: ListWorld = { user: userEvent.setup(), server, view };
      const navigate = vi.mocked(view.host.navigate);
      let written = 0;
      for (const [index, step] of path.steps.entries()) {
        const event = isStart(step.event) ? null : listNameOf(step.event);
        if (event !== 'typingPaused') written = navigate.mock.calls.length;
        if (event) await simulateList[event](world, path.steps[index - 1]!.state as ListSnapshot);
        await expectList(step.state as ListSnapshot, world);
        await checkAxeOnce(step.state, view.container);
        expectUrlWritten(event, navigate.mock.calls.slice(written));
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(brandsListMachine, listPaths));
  });
});

// The brand actions ----------------------------------------------------------------------------------

const actionFixtures = {
  startAdd: { type: 'record.start', action: 'add', record: null },
  startRename: { type: 'record.start', action: 'rename', record: ADIDAS },
  startRetire: { type: 'record.start', action: 'retire', record: ADIDAS },
  startReactivate: { type: 'record.start', action: 'reactivate', record: BOSCH },
  close: { type: 'record.close' },
  confirm: { type: 'record.confirm' },
  added: { type: 'xstate.done.actor.recordForm', output: { kind: 'saved', records: [NANDU] } },
  renamed: { type: 'xstate.done.actor.recordForm', output: { kind: 'saved', records: [ADIDAS_ORIGINALS] } },
  renameConflict: { type: 'xstate.done.actor.recordForm', output: { kind: 'conflict' } },
  acted: { type: 'xstate.done.actor.0.brandActions.acting', output: [ADIDAS] },
  actConflict: { type: 'xstate.error.actor.0.brandActions.acting', error: conflict },
  actFailed: { type: 'xstate.error.actor.0.brandActions.acting', error: unavailable },
} as const satisfies Named<string>;
type ActionFixture = keyof typeof actionFixtures;
const actionNameOf = fixtureNames(actionFixtures);
type ActionsSnapshot = SnapshotFrom<typeof brandActionsMachine>;

/** A form's answer for its own action: a new brand is never met by a conflict. */
function actionOffered(snapshot: ActionsSnapshot, event: EventObject): boolean {
  const { action } = snapshot.context;
  const name = actionNameOf(event);
  if (name === 'added') return action === 'add';
  if (name === 'renamed' || name === 'renameConflict') return action === 'rename';
  return true;
}

// Traversal never runs the list: an actor that is not started stands for it.
const LIST_STANDIN: BrandActionsInput = { list: createActor(brandsListMachine, { input: { filters: { q: '' } } }) };
const actionPaths = coveringPaths<ActionsSnapshot, EventObject, BrandActionsInput>(brandActionsMachine, {
  input: LIST_STANDIN,
  events: Object.values(actionFixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.action, snapshot.context.record?.id ?? null, snapshot.context.problem],
  eventKey: (event) => actionNameOf(event),
  filter: actionOffered,
  chained: true,
});

/**
 * The service's brands as the path left them: the page reads them, each answered write changes
 * them, and "someone else" changes one on a conflict. What the page must show is read from here.
 */
interface ActionsWorld {
  user: UserEvent;
  server: CatalogServer;
  brands: Brand[];
  /** The brand the dialog open is about. */
  target: Brand | null;
  /** What the last write stored, and how. */
  stored: { action: BrandAction; brand: Brand } | null;
}

const byName = (a: Brand, b: Brand) => a.name.normalize('NFD').replace(/\p{M}/gu, '').localeCompare(b.name.normalize('NFD').replace(/\p{M}/gu, ''));
const stored = (world: ActionsWorld, next: Brand) => {
  world.brands = [...world.brands.filter((one) => one.id !== next.id), next].sort(byName);
};
/** The list read again (after a new brand or a conflict), answered with the brands as they now are. */
const listReadAgain = (world: ActionsWorld) => answered(world.server.brands, queryOf(''), { page: { items: world.brands, nextCursor: null } });
/** The brand an action is taken on: Adidas is the one renamed; the first brand that offers it is retired or reactivated. */
const targetOf = (world: ActionsWorld, action: Exclude<BrandAction, 'add'>): Brand => {
  const offers = { rename: (one: Brand) => one.id === ADIDAS.id, retire: (one: Brand) => one.active, reactivate: (one: Brand) => !one.active };
  const found = world.brands.find(offers[action]);
  if (!found) throw new Error(`No brand left to ${action}`);
  return found;
};
/** Renaming goes back and forth between two names. */
const renamedTo = (name: string) => (name === 'Adidas Originals' ? 'Adidas' : 'Adidas Originals');
const CONFIRM_LABEL = { retire: 'Retirar', reactivate: 'Reactivar' } as const;

/** The write the open dialog sent, answered. */
async function writeAnswered(world: ActionsWorld, snapshot: ActionsSnapshot, answer: 'stored' | 'conflict' | 'failed') {
  const action = snapshot.context.action!;
  const target = world.target!;
  if (action === 'add') {
    await answered(world.server.createBrand, { name: 'Ñandú' }, { brand: NANDU });
    stored(world, NANDU);
    world.stored = { action, brand: NANDU };
    return listReadAgain(world);
  }
  const change = action === 'rename' ? { name: renamedTo(target.name) } : { active: action === 'reactivate' };
  const body = { name: target.name, active: target.active, version: target.version, ...change };
  if (answer === 'stored') {
    const next = { ...target, ...change, version: target.version + 1 };
    await answered(world.server.updateBrand, { brandId: target.id, body }, { brand: next });
    stored(world, next);
    world.stored = { action, brand: next };
    return;
  }
  if (answer === 'failed') return answered(world.server.updateBrand, { brandId: target.id, body }, { fail: 503, code: 'SERVICE_UNAVAILABLE' });
  await answered(world.server.updateBrand, { brandId: target.id, body }, { fail: 409, code: 'VERSION_CONFLICT' });
  // Someone else wrote it first: the list read again shows their version.
  stored(world, { ...target, version: target.version + 1 });
  return listReadAgain(world);
}

async function openFor(world: ActionsWorld, action: BrandAction) {
  if (action === 'add') {
    world.target = null;
    return click(world.user, 'Agregar marca');
  }
  world.target = targetOf(world, action);
  return click(world.user, `${action === 'rename' ? 'Renombrar' : CONFIRM_LABEL[action]} ${world.target.name}`);
}

const simulateActions: Record<ActionFixture, (world: ActionsWorld, snapshot: ActionsSnapshot) => Promise<unknown>> = {
  startAdd: (world) => openFor(world, 'add'),
  startRename: (world) => openFor(world, 'rename'),
  startRetire: (world) => openFor(world, 'retire'),
  startReactivate: (world) => openFor(world, 'reactivate'),
  close: ({ user }) => click(user, 'Volver'),
  confirm: ({ user }, snapshot) => click(user, CONFIRM_LABEL[snapshot.context.action as 'retire' | 'reactivate']),
  added: async (world, snapshot) => {
    await paste(screen.getByRole('textbox', { name: 'Nombre de la marca' }), 'Ñandú');
    await click(world.user, 'Agregar');
    return writeAnswered(world, snapshot, 'stored');
  },
  renamed: async (world, snapshot) => {
    await paste(screen.getByRole('textbox', { name: 'Nombre de la marca' }), renamedTo(world.target!.name));
    await click(world.user, 'Guardar');
    return writeAnswered(world, snapshot, 'stored');
  },
  renameConflict: async (world, snapshot) => {
    await paste(screen.getByRole('textbox', { name: 'Nombre de la marca' }), renamedTo(world.target!.name));
    await click(world.user, 'Guardar');
    return writeAnswered(world, snapshot, 'conflict');
  },
  acted: (world, snapshot) => writeAnswered(world, snapshot, 'stored'),
  actConflict: (world, snapshot) => writeAnswered(world, snapshot, 'conflict'),
  actFailed: (world, snapshot) => writeAnswered(world, snapshot, 'failed'),
};

const DONE = {
  add: (name: string) => `Agregamos la marca ${name}.`,
  rename: (name: string) => `Ahora se llama ${name}.`,
  retire: (name: string) => `Retiramos ${name}.`,
  reactivate: (name: string) => `Reactivamos ${name}.`,
};
const DIALOG_TITLE = { add: () => 'Agregar una marca', rename: (name: string) => `Renombrar ${name}`, retire: (name: string) => `¿Retirar ${name}?`, reactivate: (name: string) => `¿Reactivar ${name}?` };

async function expectActions(snapshot: ActionsSnapshot, world: ActionsWorld) {
  const action = snapshot.context.action;
  const title = action ? DIALOG_TITLE[action](world.target?.name ?? '') : '';
  await waitFor(() => expect(brandsShown()).toEqual(shownAs(world.brands)));
  // Nothing else may start while an action asks or writes.
  const add = screen.getByRole('button', { name: 'Agregar marca', hidden: true });
  if (snapshot.matches('shown')) expect(add).toBeEnabled();
  else expect(add).toBeDisabled();
  if (snapshot.matches('asking')) {
    const dialog = await screen.findByRole('dialog', { name: title });
    return expect(within(dialog).getByRole('textbox', { name: 'Nombre de la marca' })).toHaveValue(action === 'rename' ? world.target!.name : '');
  }
  if (snapshot.matches('confirming') || snapshot.matches('acting')) {
    const dialog = await screen.findByRole('alertdialog', { name: title });
    expect(dialog).toHaveTextContent(action === 'retire' ? 'Los productos que ya la usan la conservan, pero no se ofrecerá para productos nuevos.' : 'Se volverá a ofrecer para productos nuevos.');
    if (snapshot.matches('acting')) {
      // The confirmation's button is busy while the change is written under the version read.
      await waitFor(() => expect(world.server.updateBrand.pending).toBe(1));
      return expect(within(dialog).getByRole('button', { name: CONFIRM_LABEL[action as 'retire' | 'reactivate'] })).toBeDisabled();
    }
    return expect(within(dialog).getByRole('button', { name: 'Volver' })).toBeEnabled();
  }
  // At rest: no dialog, and what the last action came to.
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.queryByRole('alertdialog')).toBeNull();
  for (const one of world.brands) {
    expect(screen.getByRole('button', { name: `Renombrar ${one.name}` })).toBeEnabled();
    expect(screen.getByRole('button', { name: `${one.active ? 'Retirar' : 'Reactivar'} ${one.name}` })).toBeEnabled();
    expect(screen.queryByRole('button', { name: `${one.active ? 'Reactivar' : 'Retirar'} ${one.name}` })).toBeNull();
  }
  const notices = [...document.querySelectorAll('[role="status"], [role="alert"]')].map((notice) => notice.textContent).filter((text) => text !== '');
  if (snapshot.matches({ shown: 'done' })) return expect(notices).toEqual([DONE[world.stored!.action](world.stored!.brand.name)]);
  if (snapshot.matches({ shown: 'refused' })) return expect(notices).toEqual(['No se guardó nada. El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.']);
  if (snapshot.matches({ shown: 'outdated' })) return expect(notices).toEqual(['Alguien cambió este registro antes que tú. No se guardó nada: así está ahora.']);
  return expect(notices).toEqual([]);
}

describe('Configuración PIM > Marcas: the brand actions, driven through the page', () => {
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => forgetScreenWidth());

  for (const path of actionPaths) {
    it(describeFixturePath(path, actionNameOf), async () => {
      const server = fakeCatalogServer();
      const view = followingItsUrl(renderPimConfiguration('section=brands'));
      const world: ActionsWorld = { user: userEvent.setup(), server, brands: [ADIDAS, APPLE, BOSCH], target: null, stored: null };
      await listReadAgain(world);
      let previous: ActionsSnapshot | null = null;
      for (const step of path.steps) {
        if (!isStart(step.event)) await simulateActions[actionNameOf(step.event)](world, previous!);
        previous = step.state as ActionsSnapshot;
        await expectActions(previous, world);
        await checkAxeOnce(previous, previous.matches('shown') ? view.container : document.body);
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expect(AXE_SCREENS.map(([name]) => name).filter((name) => !axeChecked.has(name))).toEqual([]);
    expectFullCoverage(measureCoverage(brandActionsMachine, actionPaths));
  });
});

// The brand's form, in the dialog that adds one ---------------------------------------------------------

const formFixtures = {
  typeName: { type: 'form.change', values: { name: 'Ñandú' } },
  clearName: { type: 'form.change', values: { name: '' } },
  leave: { type: 'form.blur', field: 'name' },
  press: { type: 'form.attempt' },
  accepted: { type: 'xstate.done.actor.submit', output: { outcome: 'accepted', output: { kind: 'saved', records: [NANDU] } } },
  taken: { type: 'xstate.done.actor.submit', output: { outcome: 'refused', code: null, fields: { name: 'pim.error.BRAND_NAME_TAKEN' } } },
  failed: { type: 'xstate.error.actor.submit', error: unavailable },
} as const satisfies Named<string>;
type FormFixture = keyof typeof formFixtures;
const formNameOf = fixtureNames(formFixtures);
type FormSnapshot = SnapshotFrom<typeof brandFormMachine>;

/** The name typed or cleared, one at a time; the field left once. */
function formOffered(snapshot: FormSnapshot, event: EventObject): boolean {
  const { values, touched } = snapshot.context;
  const name = formNameOf(event);
  if (name === 'typeName') return values.name === '';
  if (name === 'clearName') return values.name !== '';
  if (name === 'leave') return touched.name !== true;
  return true;
}

const formPaths = coveringPaths<FormSnapshot, EventObject, { values: BrandValues; facts: BrandFacts }>(brandFormMachine, {
  input: { values: { name: '' }, facts: { brand: null } },
  events: Object.values(formFixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.values, snapshot.context.touched, snapshot.context.refused, snapshot.context.problem],
  eventKey: (event) => formNameOf(event),
  filter: formOffered,
  chained: true,
});

const nameField = () => screen.getByRole('textbox', { name: 'Nombre de la marca' }) as HTMLInputElement;
const simulateForm: Record<FormFixture, (world: { user: UserEvent; server: CatalogServer }) => Promise<unknown>> = {
  typeName: () => paste(nameField(), 'Ñandú'),
  clearName: () => paste(nameField(), ''),
  leave: async ({ user }) => {
    await user.click(nameField());
    await user.tab();
  },
  press: ({ user }) => click(user, 'Agregar'),
  accepted: ({ server }) => answered(server.createBrand, { name: 'Ñandú' }, { brand: NANDU }),
  taken: ({ server }) => answered(server.createBrand, { name: 'Ñandú' }, { fail: 409, code: 'BRAND_NAME_TAKEN', details: [{ field: 'body.name', message: 'BRAND_NAME_TAKEN' }] }),
  failed: ({ server }) => answered(server.createBrand, { name: 'Ñandú' }, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
};

const fieldBox = () => nameField().closest('[data-scope="field"][data-part="root"]') as HTMLElement;

async function expectForm(snapshot: FormSnapshot, server: CatalogServer) {
  if (snapshot.matches('submitted')) {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    return expect(screen.getByText('Agregamos la marca Ñandú.')).toBeVisible();
  }
  const dialog = await screen.findByRole('dialog', { name: 'Agregar una marca' });
  const { values, touched, refused } = snapshot.context;
  await waitFor(() => expect(nameField()).toHaveValue(values.name));
  if (snapshot.matches('submitting')) {
    await waitFor(() => expect(server.createBrand.pending).toBe(1));
    expect(nameField()).toBeDisabled();
    return expect(within(dialog).getByRole('button', { name: 'Agregar' })).toBeDisabled();
  }
  expect(nameField()).toBeEnabled();
  // The field's error: the server's refusal until the name is edited, else the rule once touched.
  const error: string | null = refused.name ? 'Ya existe una marca con este nombre' : touched.name && values.name === '' ? 'Este campo es obligatorio' : null;
  if (error) await waitFor(() => expect(fieldBox()).toHaveTextContent(error));
  else expect(fieldBox()).not.toHaveTextContent(/obligatorio|Ya existe/);
  if (JSON.stringify(snapshot.value) === JSON.stringify({ open: 'failed' })) expect(within(dialog).getByRole('alert')).toHaveTextContent('El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.');
  else expect(within(dialog).queryByRole('alert')).toBeNull();
}

describe('Configuración PIM > Marcas: the brand form, driven through its dialog', () => {
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => forgetScreenWidth());

  for (const path of formPaths) {
    it(describeFixturePath(path, formNameOf), async () => {
      const server = fakeCatalogServer();
      renderPimConfiguration('section=brands');
      const user = userEvent.setup();
      await answered(server.brands, queryOf(''), { page: FIRST_PAGE });
      await click(user, 'Agregar marca');
      for (const step of path.steps) {
        if (!isStart(step.event)) await simulateForm[formNameOf(step.event)]({ user, server });
        await expectForm(step.state as FormSnapshot, server);
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(brandFormMachine, formPaths as unknown as { steps: { event: EventObject; state: AnyMachineSnapshot }[] }[]));
  });
});
