/**
 * Model-based tests of Configuración PIM > Categorías (modules/pim), driving the module's real Root
 * through its composition root and the typed catalogue client against a fake catalogue service that
 * holds each request until the path answers it. Three charts are walked until every state and
 * transition is taken: the category tree's record editor (reading the tree, each action of a row,
 * its dialog or confirmation, a move sent as the swap of two places, a refusal, a conflict shown
 * with the tree as it now is), the name form of a department or category and the commission form.
 * Each step checks what admin sees, written here by hand, and what was sent with which version.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { EventObject, SnapshotFrom } from 'xstate';
import { categoryTreeMachine, type CategoryTreeInput } from '../../modules/pim/machines/categoryTree.machine.ts';
import type { RecordEditorEvent } from '../../modules/pim/machines/recordEditor.ts';
import { categoryFormMachine, commissionFormMachine, type CategoryFacts, type CategoryValues, type CommissionFacts, type CommissionValues } from '../../modules/pim/machines/recordForms.ts';
import { ApiError } from '../../shared/api-error.ts';
import { axeViolations } from '../support/axe.ts';
import { expectFullCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { answered } from './orders.support.tsx';
import { AUDIO, ELECTRONICA, fakeCatalogServer, renderPimConfiguration, TELEVISORES, TREE, type CatalogServer, type Category } from './pim.support.tsx';
import { coveringPaths, forgetScreenWidth, setScreenWidth } from './shell.support.tsx';

// What the writes store: a new department (with the marketplace's default commission), a new
// category under Electrónica, and Televisores or Audio as each change leaves them.
const HOGAR: Category = { id: 2, parentId: null, code: 'hogar', name: 'Hogar', commissionBp: 1200, effectiveCommissionBp: 1200, active: true, position: 2, version: 1, attributes: [] };
const CAMARAS: Category = { id: 13, parentId: 1, code: 'camaras', name: 'Cámaras', commissionBp: null, effectiveCommissionBp: 1200, active: true, position: 3, version: 1, attributes: [] };
const TELEVISION: Category = { ...TELEVISORES, name: 'Televisión', version: 6 };
const TV_AT_10: Category = { ...TELEVISORES, commissionBp: 1000, effectiveCommissionBp: 1000, version: 6 };
const TV_RETIRED: Category = { ...TELEVISORES, active: false, version: 6 };
const TV_SECOND: Category = { ...TELEVISORES, position: 2, version: 6 };
const AUDIO_BACK: Category = { ...AUDIO, active: true, version: 3 };
const AUDIO_FIRST: Category = { ...AUDIO, position: 1, version: 3 };
// Someone renamed Televisores meanwhile.
const THEIRS_TREE: Category[] = [ELECTRONICA, { ...TELEVISORES, name: 'TV y video', version: 6 }, AUDIO];

const unavailable = new ApiError({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' });
const conflict = new ApiError({ statusCode: 409, code: 'VERSION_CONFLICT', message: 'Conflict' });
const gone = new ApiError({ statusCode: 404, code: 'CATEGORY_NOT_FOUND', message: 'Not found' });
const ACTING = 'xstate.done.actor.0.categoryTree.acting';
const ACT_FAILED = 'xstate.error.actor.0.categoryTree.acting';

const fixtures = {
  loaded: { type: 'xstate.done.actor.0.categoryTree.loading', output: TREE },
  loadFailed: { type: 'xstate.error.actor.0.categoryTree.loading', error: unavailable },
  retry: { type: 'records.retry' },
  addDepartment: { type: 'record.start', action: 'addDepartment', record: null },
  addCategory: { type: 'record.start', action: 'addCategory', record: ELECTRONICA },
  rename: { type: 'record.start', action: 'rename', record: TELEVISORES },
  commission: { type: 'record.start', action: 'commission', record: TELEVISORES },
  retire: { type: 'record.start', action: 'retire', record: TELEVISORES },
  reactivate: { type: 'record.start', action: 'reactivate', record: AUDIO },
  moveUp: { type: 'record.start', action: 'moveUp', record: AUDIO },
  moveDown: { type: 'record.start', action: 'moveDown', record: TELEVISORES },
  close: { type: 'record.close' },
  confirm: { type: 'record.confirm' },
  departmentAdded: { type: 'xstate.done.actor.recordForm', output: { kind: 'saved', records: [HOGAR] } },
  categoryAdded: { type: 'xstate.done.actor.recordForm', output: { kind: 'saved', records: [CAMARAS] } },
  renamed: { type: 'xstate.done.actor.recordForm', output: { kind: 'saved', records: [TELEVISION] } },
  commissionSet: { type: 'xstate.done.actor.recordForm', output: { kind: 'saved', records: [TV_AT_10] } },
  formConflict: { type: 'xstate.done.actor.recordForm', output: { kind: 'conflict' } },
  retired: { type: ACTING, output: [TV_RETIRED] },
  reactivated: { type: ACTING, output: [AUDIO_BACK] },
  movedUp: { type: ACTING, output: [AUDIO_FIRST, TV_SECOND] },
  movedDown: { type: ACTING, output: [TV_SECOND, AUDIO_FIRST] },
  actConflict: { type: ACT_FAILED, error: conflict },
  actRefused: { type: ACT_FAILED, error: gone },
  theirsLoaded: { type: 'xstate.done.actor.0.categoryTree.conflict', output: THEIRS_TREE },
  reloadFailed: { type: 'xstate.error.actor.0.categoryTree.conflict', error: unavailable },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type Fixture = keyof typeof fixtures;
const names = eventNames(fixtures);

type Unfixtured = Exclude<RecordEditorEvent<Category, string>['type'], (typeof fixtures)[Fixture]['type']>;
const _everyEventHasAFixture: [Unfixtured] extends [never] ? true : Unfixtured = true;

type Snapshot = SnapshotFrom<typeof categoryTreeMachine>;

/** What each write's answer stores, by the action under way (a form's save or a confirmed or direct action). */
const WRITE_OF: Partial<Record<Fixture, string>> = {
  departmentAdded: 'addDepartment',
  categoryAdded: 'addCategory',
  renamed: 'rename',
  commissionSet: 'commission',
  retired: 'retire',
  reactivated: 'reactivate',
  movedUp: 'moveUp',
  movedDown: 'moveDown',
};

/**
 * Each answer only to its own request; a row's action only on the tree as first read (one write per
 * walk keeps the fixtures' versions true), and a version conflict only where a version was sent.
 */
function offered(snapshot: Snapshot, event: EventObject): boolean {
  const name = names.get(event);
  const { action, records } = snapshot.context;
  if (name === 'loaded') return snapshot.matches('loading');
  if (event.type === 'record.start') return JSON.stringify(records) === JSON.stringify(TREE);
  if (WRITE_OF[name]) return action === WRITE_OF[name];
  if (name === 'formConflict') return action === 'rename' || action === 'commission';
  return true;
}

const paths = coveringPaths<Snapshot, EventObject, CategoryTreeInput>(categoryTreeMachine, {
  input: { mayCommission: true },
  events: Object.values(fixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.action, snapshot.context.record?.id ?? null, snapshot.context.records, snapshot.context.problem],
  eventKey: (event) => JSON.stringify(event),
  filter: offered,
  chained: true,
});

interface World {
  user: UserEvent;
  server: CatalogServer;
}

const dialog = (name: string) => screen.getByRole('dialog', { name });
/** Whether a form's last send ended so (its chart types the verdict states as optional, which `matches` cannot name). */
const endedAs = (snapshot: { value: unknown }, verdict: 'refused' | 'failed') => (snapshot.value as { open?: string }).open === verdict;
const field = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
/** An edit alone (a paste): typing with the keyboard would also leave the field touched. */
const paste = (label: string, text: string) => fireEvent.change(field(label), { target: { value: text } });
const errorOf = (label: string) => field(label).closest('[data-scope="field"][data-part="root"]') as HTMLElement;
const rowButton = (name: string) => screen.getByRole('button', { name });

/** Types what the action's dialog asks and presses its button (what every save of the path sends). */
async function fillAndSend({ user }: World, action: string) {
  if (action === 'addDepartment' || action === 'addCategory') {
    const name = action === 'addDepartment' ? 'Hogar' : 'Cámaras';
    await user.type(field('Nombre'), name);
    // The code follows the name, without accents.
    expect(field('Código')).toHaveValue(action === 'addDepartment' ? 'hogar' : 'camaras');
    return user.click(screen.getByRole('button', { name: 'Agregar' }));
  }
  if (action === 'rename') {
    await user.clear(field('Nombre'));
    await user.type(field('Nombre'), 'Televisión');
    return user.click(screen.getByRole('button', { name: 'Guardar' }));
  }
  await user.click(screen.getByRole('checkbox', { name: 'Usar la comisión del departamento' }));
  paste('Comisión (%)', '10');
  return user.click(screen.getByRole('button', { name: 'Guardar' }));
}

/** The first write each action sends: the record under the version read (a move: the moved one at its neighbour's place). */
const FIRST_SENT: Record<string, { categoryId: number; body: unknown }> = {
  rename: { categoryId: 11, body: { name: 'Televisión', active: true, position: 1, version: 5 } },
  commission: { categoryId: 11, body: { commissionBp: 1000, version: 5 } },
  retire: { categoryId: 11, body: { name: 'Televisores', active: false, position: 1, version: 5 } },
  reactivate: { categoryId: 12, body: { name: 'Audio', active: true, position: 2, version: 2 } },
  moveUp: { categoryId: 12, body: { name: 'Audio', active: false, position: 1, version: 2 } },
  moveDown: { categoryId: 11, body: { name: 'Televisores', active: true, position: 2, version: 5 } },
};
/** The displaced one of a move, at the moved one's place, under its own version. */
const SWAPPED = {
  moveUp: { categoryId: 11, body: { name: 'Televisores', active: true, position: 2, version: 5 } },
  moveDown: { categoryId: 12, body: { name: 'Audio', active: false, position: 1, version: 2 } },
};

const queueOf = (server: CatalogServer, action: string) => (action === 'commission' ? server.commission : server.updateCategory);
const actionOf = (snapshot: Snapshot) => snapshot.context.action as string;

const simulate: Record<Fixture, (world: World, snapshot: Snapshot) => Promise<unknown>> = {
  loaded: ({ server }) => answered(server.tree, null, { tree: TREE }),
  loadFailed: ({ server }) => answered(server.tree, null, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  retry: ({ user }) => user.click(screen.getByRole('button', { name: 'Reintentar' })),
  addDepartment: ({ user }) => user.click(rowButton('Agregar departamento')),
  addCategory: ({ user }) => user.click(rowButton('Agregar categoría a Electrónica')),
  rename: ({ user }) => user.click(rowButton('Renombrar Televisores')),
  commission: ({ user }) => user.click(rowButton('Comisión de Televisores')),
  retire: ({ user }) => user.click(rowButton('Retirar Televisores')),
  reactivate: ({ user }) => user.click(rowButton('Reactivar Audio')),
  moveUp: ({ user }) => user.click(rowButton('Subir Audio')),
  moveDown: ({ user }) => user.click(rowButton('Bajar Televisores')),
  close: ({ user }) => user.click(screen.getByRole('button', { name: 'Volver' })),
  confirm: ({ user }, snapshot) => user.click(screen.getByRole('button', { name: actionOf(snapshot) === 'retire' ? 'Retirar' : 'Reactivar' })),
  departmentAdded: async (world) => {
    await fillAndSend(world, 'addDepartment');
    await answered(world.server.createCategory, { parentId: null, code: 'hogar', name: 'Hogar' }, { category: HOGAR });
  },
  categoryAdded: async (world) => {
    await fillAndSend(world, 'addCategory');
    await answered(world.server.createCategory, { parentId: 1, code: 'camaras', name: 'Cámaras' }, { category: CAMARAS });
  },
  renamed: async (world) => {
    await fillAndSend(world, 'rename');
    await answered(world.server.updateCategory, FIRST_SENT.rename!, { category: TELEVISION });
  },
  commissionSet: async (world) => {
    await fillAndSend(world, 'commission');
    await answered(world.server.commission, FIRST_SENT.commission!, { category: TV_AT_10 });
  },
  formConflict: async (world, snapshot) => {
    await fillAndSend(world, actionOf(snapshot));
    await answered(queueOf(world.server, actionOf(snapshot)), FIRST_SENT[actionOf(snapshot)]!, { fail: 409, code: 'VERSION_CONFLICT' });
  },
  retired: ({ server }) => answered(server.updateCategory, FIRST_SENT.retire!, { category: TV_RETIRED }),
  reactivated: ({ server }) => answered(server.updateCategory, FIRST_SENT.reactivate!, { category: AUDIO_BACK }),
  movedUp: async ({ server }) => {
    await answered(server.updateCategory, FIRST_SENT.moveUp!, { category: AUDIO_FIRST });
    await answered(server.updateCategory, SWAPPED.moveUp, { category: TV_SECOND });
  },
  movedDown: async ({ server }) => {
    await answered(server.updateCategory, FIRST_SENT.moveDown!, { category: TV_SECOND });
    await answered(server.updateCategory, SWAPPED.moveDown, { category: AUDIO_FIRST });
  },
  actConflict: ({ server }, snapshot) => answered(server.updateCategory, FIRST_SENT[actionOf(snapshot)]!, { fail: 409, code: 'VERSION_CONFLICT' }),
  actRefused: ({ server }, snapshot) => answered(server.updateCategory, FIRST_SENT[actionOf(snapshot)]!, { fail: 404, code: 'CATEGORY_NOT_FOUND' }),
  theirsLoaded: ({ server }) => answered(server.tree, null, { tree: THEIRS_TREE }),
  reloadFailed: ({ server }) => answered(server.tree, null, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
};

// The tree's rows as they read, in order: name, "Retirada" when retired, the commission.
const ELECTRONICA_ROW = 'ElectrónicaComisión 12 %';
const TELEVISORES_ROW = 'TelevisoresComisión 12 % (del departamento)';
const AUDIO_ROW = 'AudioRetiradaComisión 15,5 %';
const ROWS: Record<string, string[]> = {
  read: [ELECTRONICA_ROW, TELEVISORES_ROW, AUDIO_ROW],
  departmentAdded: [ELECTRONICA_ROW, TELEVISORES_ROW, AUDIO_ROW, 'HogarComisión 12 %'],
  categoryAdded: [ELECTRONICA_ROW, TELEVISORES_ROW, AUDIO_ROW, 'CámarasComisión 12 % (del departamento)'],
  renamed: [ELECTRONICA_ROW, 'TelevisiónComisión 12 % (del departamento)', AUDIO_ROW],
  commissionSet: [ELECTRONICA_ROW, 'TelevisoresComisión 10 %', AUDIO_ROW],
  retired: [ELECTRONICA_ROW, 'TelevisoresRetiradaComisión 12 % (del departamento)', AUDIO_ROW],
  reactivated: [ELECTRONICA_ROW, TELEVISORES_ROW, 'AudioComisión 15,5 %'],
  movedUp: [ELECTRONICA_ROW, AUDIO_ROW, TELEVISORES_ROW],
  movedDown: [ELECTRONICA_ROW, AUDIO_ROW, TELEVISORES_ROW],
  theirsLoaded: [ELECTRONICA_ROW, 'TV y videoComisión 12 % (del departamento)', AUDIO_ROW],
};

/** What the page says once each action is stored, naming what changed. */
const DONE: Record<string, string> = {
  addDepartment: 'Agregamos el departamento Hogar.',
  addCategory: 'Agregamos la categoría Cámaras.',
  rename: 'Ahora se llama Televisión.',
  commission: 'Guardamos la comisión de Televisores.',
  retire: 'Retiramos Televisores.',
  reactivate: 'Reactivamos Audio.',
  moveUp: 'Subimos Audio.',
  moveDown: 'Bajamos Televisores.',
};

/** Every button of the rows of the tree as first read, to admin: a retired category is reactivated, the first has no "Subir". */
const ROW_BUTTONS = [
  'Agregar categoría a Electrónica',
  'Renombrar Electrónica',
  'Comisión de Electrónica',
  'Retirar Electrónica',
  'Renombrar Televisores',
  'Comisión de Televisores',
  'Bajar Televisores',
  'Retirar Televisores',
  'Renombrar Audio',
  'Comisión de Audio',
  'Subir Audio',
  'Reactivar Audio',
];

const treeList = () => screen.getByRole('list', { name: 'Departamentos y categorías' });
/** Each row of the tree (a department, then its categories) as it reads, without its buttons. */
const rowsShown = () =>
  within(treeList())
    .getAllByRole('listitem')
    .map((item) => item.firstElementChild?.firstElementChild?.textContent);
const rowButtons = () =>
  within(treeList())
    .queryAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));

/** The dialog each asked action opens: its title and what its fields hold when it opens. */
function expectDialog(snapshot: Snapshot) {
  const action = actionOf(snapshot);
  if (action === 'addDepartment' || action === 'addCategory') {
    dialog(action === 'addDepartment' ? 'Agregar un departamento' : 'Agregar una categoría a Electrónica');
    expect(field('Nombre')).toHaveValue('');
    expect(field('Código')).toHaveValue('');
    return;
  }
  if (action === 'rename') {
    dialog('Renombrar Televisores');
    expect(field('Nombre')).toHaveValue('Televisores');
    // A stored code never changes.
    expect(screen.queryByRole('textbox', { name: 'Código' })).toBeNull();
    return;
  }
  expect(dialog('Comisión de Televisores')).toHaveTextContent('Lo que el marketplace cobra por cada venta de esta categoría. Puede tomar la de su departamento.');
  expect(screen.getByRole('checkbox', { name: 'Usar la comisión del departamento' })).toBeChecked();
  expect(screen.queryByRole('textbox', { name: 'Comisión (%)' })).toBeNull();
}

const CONFIRM = {
  retire: ['¿Retirar Televisores?', 'Los productos que ya la usan la conservan, pero no se ofrecerá para productos nuevos. Puedes reactivarla cuando quieras.', 'Retirar'],
  reactivate: ['¿Reactivar Audio?', 'Se volverá a ofrecer para productos nuevos.', 'Reactivar'],
} as const;

async function expectScreen(snapshot: Snapshot, rows: string) {
  if (snapshot.matches('loading')) return waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Cargando las categorías…'));
  if (snapshot.matches('failed')) {
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('No pudimos cargar las categorías.El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.'));
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    return;
  }
  const action = actionOf(snapshot);
  if (snapshot.matches('asking')) {
    await waitFor(() => expectDialog(snapshot));
    return;
  }
  if (snapshot.matches('confirming') || (snapshot.matches('acting') && (action === 'retire' || action === 'reactivate'))) {
    const [title, description, button] = CONFIRM[action as 'retire' | 'reactivate'];
    const asked = await screen.findByRole('alertdialog', { name: title });
    expect(asked).toHaveTextContent(description);
    // While the answer is awaited the button is busy and nothing else can be pressed.
    if (snapshot.matches('acting')) await waitFor(() => expect(within(asked).getByRole('button', { name: button })).toBeDisabled());
    else expect(within(asked).getByRole('button', { name: button })).toBeEnabled();
    return;
  }
  await waitFor(() => expect(rowsShown()).toEqual(ROWS[rows]));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.queryByRole('alertdialog')).toBeNull();
  if (snapshot.matches('acting')) {
    // A move under way: its button is busy and the other rows offer nothing meanwhile.
    const moving = action === 'moveUp' ? 'Subir Audio' : 'Bajar Televisores';
    await waitFor(() => expect(rowButtons()).toEqual([moving]));
    expect(rowButton(moving)).toBeDisabled();
    return;
  }
  if (snapshot.matches('conflict')) {
    return waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Alguien cambió este registro antes que tú. No se guardó nada; estamos leyendo cómo quedó…'));
  }
  if (snapshot.matches({ shown: 'outdated' })) {
    return waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Alguien cambió este registro antes que tú. No se guardó nada: así está ahora.'));
  }
  if (snapshot.matches({ shown: 'refused' })) {
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('No se guardó nada. Este departamento o categoría ya no existe.'));
    // Nothing changed: the rows offer what they offered.
    expect(rowButtons()).toEqual(ROW_BUTTONS);
    return;
  }
  if (snapshot.matches({ shown: 'done' })) return waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(DONE[action]!));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.queryByRole('status')).toBeNull();
  expect(rowButtons()).toEqual(ROW_BUTTONS);
  expect(screen.getByRole('button', { name: 'Agregar departamento' })).toBeEnabled();
}

/** The screens axe reads once each: the tree, its failure, a refusal, a form's dialog, the commission's, a confirmation. */
const AXED = new Set<string>();
function axeScreenOf(snapshot: Snapshot): string | null {
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches({ shown: 'idle' })) return 'tree';
  if (snapshot.matches({ shown: 'refused' })) return 'refused';
  if (snapshot.matches('asking')) return actionOf(snapshot) === 'commission' ? 'commission' : 'name';
  if (snapshot.matches('confirming')) return 'confirming';
  return null;
}

describe('Configuración PIM > Categorías, driven through its page as admin', () => {
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => forgetScreenWidth());

  for (const path of paths) {
    it(describeFixturePath(path, names.get), async () => {
      const server = fakeCatalogServer();
      renderPimConfiguration('', { as: 'admin' });
      const world: World = { user: userEvent.setup(), server };
      let previous: Snapshot | null = null;
      let rows = 'read';
      for (const step of path.steps) {
        if (!isStart(step.event)) {
          const name = names.get(step.event);
          await simulate[name](world, previous!);
          if (WRITE_OF[name] || name === 'theirsLoaded') rows = name;
        }
        previous = step.state as Snapshot;
        await expectScreen(previous, rows);
        const axed = axeScreenOf(previous);
        if (axed && !AXED.has(axed)) {
          AXED.add(axed);
          expect(await axeViolations(document.body)).toEqual([]);
        }
      }
    });
  }

  it('covers every state and transition of the tree with the generated paths', () => {
    expectFullCoverage(measureCoverage(categoryTreeMachine, paths));
  });

  it('offers the catalog role no commission', async () => {
    const server = fakeCatalogServer();
    renderPimConfiguration('');
    await answered(server.tree, null, { tree: TREE });
    await waitFor(() => expect(rowsShown()).toEqual(ROWS.read));
    expect(rowButtons()).toEqual(ROW_BUTTONS.filter((name) => !name?.startsWith('Comisión')));
    expect(screen.queryByRole('button', { name: /Comisión/ })).toBeNull();
  });
});

// The name form: a category added under Electrónica -------------------------------------------------

const categoryFacts: CategoryFacts = { category: null, parentId: 1, siblingNames: ['televisores', 'audio'], takenCodes: ['electronica', 'televisores', 'audio'] };

const nameFixtures = {
  typeTaken: { type: 'form.change', values: { name: 'Áudio' } },
  typeName: { type: 'form.change', values: { name: 'Cámaras' } },
  typeOther: { type: 'form.change', values: { name: 'Fotografía' } },
  leaveName: { type: 'form.blur', field: 'name' },
  press: { type: 'form.attempt' },
  saved: { type: 'xstate.done.actor.submit', output: { outcome: 'accepted', output: { kind: 'saved', records: [CAMARAS] } } },
  // Someone added a Cámaras meanwhile: the service refuses the name under its field.
  nameTaken: { type: 'xstate.done.actor.submit', output: { outcome: 'refused', code: null, fields: { name: 'pim.error.CATEGORY_NAME_TAKEN' } } },
  sendFailed: { type: 'xstate.error.actor.submit', error: unavailable },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type NameFixture = keyof typeof nameFixtures;
const nameNames = eventNames(nameFixtures);
type NameSnapshot = SnapshotFrom<typeof categoryFormMachine>;

/**
 * Each name typed once, the taken one before the good one, another only once the service refused
 * Cámaras; the field left once; the service's answers to Cámaras (its saved record says so).
 */
function nameOffered(snapshot: NameSnapshot, event: EventObject): boolean {
  const { values, touched, refused } = snapshot.context;
  const name = nameNames.get(event);
  if (name === 'typeTaken') return values.name === '';
  if (name === 'typeName') return values.name !== 'Cámaras' && values.name !== 'Fotografía';
  if (name === 'typeOther') return refused.name !== undefined;
  if (name === 'leaveName') return touched.name !== true;
  if (name === 'saved' || name === 'nameTaken') return values.name === 'Cámaras';
  return true;
}

const namePaths = coveringPaths<NameSnapshot, EventObject, { values: CategoryValues; facts: CategoryFacts }>(categoryFormMachine, {
  input: { values: { name: '', code: '' }, facts: categoryFacts },
  events: Object.values(nameFixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.values, snapshot.context.touched, snapshot.context.refused, snapshot.context.problem],
  eventKey: (event) => JSON.stringify(event),
  filter: nameOffered,
  chained: true,
});

const CAMARAS_SENT = { parentId: 1, code: 'camaras', name: 'Cámaras' };
const CODES: Record<string, string> = { '': '', Áudio: 'audio', Cámaras: 'camaras', Fotografía: 'fotografia' };
const simulateName: Record<NameFixture, (world: World, snapshot: NameSnapshot) => Promise<unknown>> = {
  typeTaken: async () => paste('Nombre', 'Áudio'),
  typeName: async () => paste('Nombre', 'Cámaras'),
  typeOther: async () => paste('Nombre', 'Fotografía'),
  leaveName: async ({ user }) => {
    await user.click(field('Nombre'));
    await user.tab();
  },
  press: ({ user }) => user.click(screen.getByRole('button', { name: 'Agregar' })),
  saved: ({ server }) => answered(server.createCategory, CAMARAS_SENT, { category: CAMARAS }),
  nameTaken: ({ server }) =>
    answered(server.createCategory, CAMARAS_SENT, { fail: 409, code: 'CATEGORY_NAME_TAKEN', details: [{ field: 'body.name', message: 'CATEGORY_NAME_TAKEN' }] }),
  sendFailed: ({ server }, { context: { values } }) =>
    answered(server.createCategory, { parentId: 1, code: CODES[values.name], name: values.name }, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
};

async function expectNameForm(snapshot: NameSnapshot) {
  if (snapshot.matches('submitted')) {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    return waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Agregamos la categoría Cámaras.'));
  }
  const asked = dialog('Agregar una categoría a Electrónica');
  const { values, touched, refused } = snapshot.context;
  await waitFor(() => expect(field('Nombre')).toHaveValue(values.name));
  // The code follows the name, and is taken too when the name is a sibling's.
  expect(field('Código')).toHaveValue(CODES[values.name]);
  if (snapshot.matches('submitting')) {
    await waitFor(() => expect(within(asked).getByRole('button', { name: 'Agregar' })).toBeDisabled());
    expect(field('Nombre')).toBeDisabled();
    return;
  }
  if (!touched.name) expect(errorOf('Nombre')).not.toHaveTextContent('Ya hay');
  else if (values.name === '') expect(errorOf('Nombre')).toHaveTextContent('Este campo es obligatorio');
  else if (values.name === 'Áudio' || refused.name) expect(errorOf('Nombre')).toHaveTextContent('Ya hay una con este nombre en el mismo nivel');
  else expect(errorOf('Nombre')).toHaveTextContent(/^Nombre\*?$/);
  if (touched.code && values.name === 'Áudio') expect(errorOf('Código')).toHaveTextContent('Otro departamento o categoría ya usa este código');
  if (endedAs(snapshot, 'failed')) expect(within(asked).getByRole('alert')).toHaveTextContent('El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.');
  else expect(within(asked).queryByRole('alert')).toBeNull();
}

describe('the name form of a new category, driven through its dialog', () => {
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => forgetScreenWidth());

  for (const path of namePaths) {
    it(describeFixturePath(path, nameNames.get), async () => {
      const server = fakeCatalogServer();
      renderPimConfiguration('', { as: 'admin' });
      const world: World = { user: userEvent.setup(), server };
      await answered(server.tree, null, { tree: TREE });
      await world.user.click(await screen.findByRole('button', { name: 'Agregar categoría a Electrónica' }));
      let previous: NameSnapshot | null = null;
      for (const step of path.steps) {
        if (!isStart(step.event)) await simulateName[nameNames.get(step.event)](world, previous!);
        previous = step.state as NameSnapshot;
        await expectNameForm(previous);
      }
    });
  }

  it('covers every state and transition of the name form with the generated paths', () => {
    expectFullCoverage(measureCoverage(categoryFormMachine, namePaths));
  });
});

// The commission form: Televisores, which takes its department's --------------------------------------

const commissionFacts: CommissionFacts = { category: TELEVISORES };

const commissionFixtures = {
  ownCommission: { type: 'form.change', values: { inherit: false } },
  typeWrong: { type: 'form.change', values: { percent: '12,555' } },
  typeTen: { type: 'form.change', values: { percent: '10' } },
  leavePercent: { type: 'form.blur', field: 'percent' },
  press: { type: 'form.attempt' },
  saved: { type: 'xstate.done.actor.submit', output: { outcome: 'accepted', output: { kind: 'saved', records: [TV_AT_10] } } },
  // The category is gone meanwhile: the service refuses the whole form, not a field.
  gone: { type: 'xstate.done.actor.submit', output: { outcome: 'refused', code: 'CATEGORY_NOT_FOUND', fields: {} } },
  sendFailed: { type: 'xstate.error.actor.submit', error: unavailable },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type CommissionFixture = keyof typeof commissionFixtures;
const commissionNames = eventNames(commissionFixtures);
type CommissionSnapshot = SnapshotFrom<typeof commissionFormMachine>;

/** The department's left first; the wrong percent before the right one; the field left once. */
function commissionOffered(snapshot: CommissionSnapshot, event: EventObject): boolean {
  const { values, touched } = snapshot.context;
  const name = commissionNames.get(event);
  if (name === 'ownCommission') return values.inherit;
  if (name === 'typeWrong') return !values.inherit && values.percent === '';
  if (name === 'typeTen') return !values.inherit && values.percent !== '10';
  if (name === 'leavePercent') return !values.inherit && touched.percent !== true;
  return true;
}

const commissionPaths = coveringPaths<CommissionSnapshot, EventObject, { values: CommissionValues; facts: CommissionFacts }>(commissionFormMachine, {
  input: { values: { percent: '', inherit: true }, facts: commissionFacts },
  events: Object.values(commissionFixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.values, snapshot.context.touched, snapshot.context.problem],
  eventKey: (event) => JSON.stringify(event),
  filter: commissionOffered,
  chained: true,
});

const TEN_SENT = { categoryId: 11, body: { commissionBp: 1000, version: 5 } };
const simulateCommission: Record<CommissionFixture, (world: World, snapshot: CommissionSnapshot) => Promise<unknown>> = {
  ownCommission: ({ user }) => user.click(screen.getByRole('checkbox', { name: 'Usar la comisión del departamento' })),
  typeWrong: async () => paste('Comisión (%)', '12,555'),
  typeTen: async () => paste('Comisión (%)', '10'),
  leavePercent: async ({ user }) => {
    await user.click(field('Comisión (%)'));
    await user.tab();
  },
  press: ({ user }) => user.click(screen.getByRole('button', { name: 'Guardar' })),
  saved: ({ server }) => answered(server.commission, TEN_SENT, { category: TV_AT_10 }),
  gone: ({ server }) => answered(server.commission, TEN_SENT, { fail: 404, code: 'CATEGORY_NOT_FOUND' }),
  sendFailed: ({ server }) => answered(server.commission, TEN_SENT, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
};

async function expectCommissionForm(snapshot: CommissionSnapshot) {
  if (snapshot.matches('submitted')) {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Guardamos la comisión de Televisores.'));
    return expect(rowsShown()).toEqual(ROWS.commissionSet);
  }
  const asked = dialog('Comisión de Televisores');
  const { values, touched } = snapshot.context;
  await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Usar la comisión del departamento' })).toHaveProperty('checked', values.inherit));
  // Taking the department's asks for no percent.
  if (values.inherit) expect(screen.queryByRole('textbox', { name: 'Comisión (%)' })).toBeNull();
  else await waitFor(() => expect(field('Comisión (%)')).toHaveValue(values.percent));
  if (snapshot.matches('submitting')) return waitFor(() => expect(within(asked).getByRole('button', { name: 'Guardar' })).toBeDisabled());
  if (!values.inherit) {
    if (touched.percent && values.percent === '') expect(errorOf('Comisión (%)')).toHaveTextContent('Este campo es obligatorio');
    else if (touched.percent && values.percent === '12,555') expect(errorOf('Comisión (%)')).toHaveTextContent('Escribe un porcentaje entre 0 y 100, con hasta dos decimales (por ejemplo, 12,5)');
    else expect(errorOf('Comisión (%)')).not.toHaveTextContent('Escribe');
  }
  if (endedAs(snapshot, 'refused')) expect(within(asked).getByRole('alert')).toHaveTextContent('Este departamento o categoría ya no existe.');
  else if (endedAs(snapshot, 'failed')) expect(within(asked).getByRole('alert')).toHaveTextContent('El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.');
  else expect(within(asked).queryByRole('alert')).toBeNull();
}

describe("the commission form of a category taking its department's, driven through its dialog", () => {
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => forgetScreenWidth());

  for (const path of commissionPaths) {
    it(describeFixturePath(path, commissionNames.get), async () => {
      const server = fakeCatalogServer();
      renderPimConfiguration('', { as: 'admin' });
      const world: World = { user: userEvent.setup(), server };
      await answered(server.tree, null, { tree: TREE });
      await world.user.click(await screen.findByRole('button', { name: 'Comisión de Televisores' }));
      let previous: CommissionSnapshot | null = null;
      for (const step of path.steps) {
        if (!isStart(step.event)) await simulateCommission[commissionNames.get(step.event)](world, previous!);
        previous = step.state as CommissionSnapshot;
        await expectCommissionForm(previous);
      }
    });
  }

  it('covers every state and transition of the commission form with the generated paths', () => {
    expectFullCoverage(measureCoverage(commissionFormMachine, commissionPaths));
  });

  it("asks a department for its percent, never to take another's", async () => {
    const server = fakeCatalogServer();
    renderPimConfiguration('', { as: 'admin' });
    const user = userEvent.setup();
    await answered(server.tree, null, { tree: TREE });
    await user.click(await screen.findByRole('button', { name: 'Comisión de Electrónica' }));
    expect(dialog('Comisión de Electrónica')).toHaveTextContent('Lo que el marketplace cobra por cada venta de este departamento; sus categorías la toman salvo que tengan una propia.');
    expect(field('Comisión (%)')).toHaveValue('12');
    expect(screen.queryByRole('checkbox')).toBeNull();
    paste('Comisión (%)', '12,5');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await answered(server.commission, { categoryId: 1, body: { commissionBp: 1250, version: 3 } }, { category: { ...ELECTRONICA, commissionBp: 1250, effectiveCommissionBp: 1250, version: 4 } });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Guardamos la comisión de Electrónica.'));
    // Televisores takes the department's: it reads the new one at once too.
    expect(rowsShown()).toEqual(['ElectrónicaComisión 12,5 %', 'TelevisoresComisión 12,5 % (del departamento)', AUDIO_ROW]);
  });
});
