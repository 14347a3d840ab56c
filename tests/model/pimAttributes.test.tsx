/**
 * Model-based tests of Configuración PIM > Atributos (modules/pim), driving the module's real Root
 * through its composition root and the typed catalogue client against a fake catalogue service
 * that holds each request until the path answers it. Two charts are walked until every state and
 * transition is taken: the attribute editor (choosing a category, saving the list under the version
 * read, a refusal on a row's field, a failure, a conflict shown beside the draft) and the list's
 * form (rows of every kind, the shared rules' errors, leaving the list, a press). Each step checks
 * what the catalogue team sees, written here by hand, and what was sent.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { initialTransition, transition, type AnyMachineSnapshot, type EventObject, type SnapshotFrom } from 'xstate';
import type { StatePath } from 'xstate/graph';
import { attributeEditorMachine, type AttributeEditorEvent } from '../../modules/pim/machines/attributeEditor.machine.ts';
import { attributeFactsOf, attributeFormMachine, type AttributeListFacts, type AttributeListValues, type AttributeRow } from '../../modules/pim/machines/attributeForm.ts';
import { ApiError } from '../../shared/api-error.ts';
import { axeViolations } from '../support/axe.ts';
import { expectFullCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { answered } from './orders.support.tsx';
import { fakeCatalogServer, followingItsUrl, renderPimConfiguration, type CatalogServer, type Category } from './pim.support.tsx';
import { coveringPaths, forgetScreenWidth, setScreenWidth } from './shell.support.tsx';

type Attribute = Category['attributes'][number];
const attribute = (code: string, name: string, kind: Attribute['kind'], more: Partial<Attribute> = {}): Attribute => ({
  code,
  name,
  kind,
  unit: null,
  required: false,
  requiredSince: null,
  allowedValues: [],
  active: true,
  ...more,
});
const category = (id: number, parentId: number | null, code: string, name: string, version: number, attributes: Attribute[]): Category => ({
  id,
  parentId,
  code,
  name,
  commissionBp: parentId === null ? 1200 : null,
  effectiveCommissionBp: 1200,
  active: true,
  position: 1,
  version,
  attributes,
});

const TALLA = attribute('talla', 'Talla', 'list', { required: true, requiredSince: '2026-01-05T13:00:00.000Z', allowedValues: ['38', '39', '40'] });
// Someone else renamed it and added the country of origin meanwhile.
const TALLA_EU = { ...TALLA, name: 'Talla EU' };
const ORIGEN = attribute('origen', 'País de origen', 'text');
const MATERIAL = attribute('material', 'Material', 'text', { required: true, requiredSince: '2026-11-29T12:00:00.000Z' });

const TECNOLOGIA = category(1, null, 'tecnologia', 'Tecnología', 1, []);
const TELEVISION = category(11, 1, 'television', 'Televisión', 2, [
  attribute('pantalla', 'Tamaño de pantalla', 'number', { unit: 'pulgadas', required: true, requiredSince: '2026-03-02T15:00:00.000Z' }),
  attribute('resolucion', 'Resolución', 'list', { allowedValues: ['HD', 'Full HD', '4K'] }),
  attribute('smart_tv', 'Smart TV', 'boolean'),
]);
const MODA = category(2, null, 'moda', 'Moda', 1, []);
const CALZADO = category(21, 2, 'calzado', 'Calzado', 3, [TALLA]);
const THEIRS = category(21, 2, 'calzado', 'Calzado', 4, [TALLA_EU, ORIGEN]);
const MINE_ON_3 = category(21, 2, 'calzado', 'Calzado', 4, [TALLA, MATERIAL]);
const MINE_ON_4 = category(21, 2, 'calzado', 'Calzado', 5, [TALLA_EU, MATERIAL, ORIGEN]);
const TREE = [TECNOLOGIA, TELEVISION, MODA, CALZADO];
const THEIRS_TREE = [TECNOLOGIA, TELEVISION, MODA, THEIRS];

/** A row as the form holds it. */
const row = (fields: Partial<AttributeRow> & Pick<AttributeRow, 'key' | 'name' | 'code' | 'kind'>): AttributeRow => ({
  stored: false,
  codeFollows: true,
  unit: '',
  required: false,
  requiredSince: null,
  allowedValues: [],
  newValue: '',
  active: true,
  edited: true,
  refused: {},
  ...fields,
});
const TALLA_ROW = row({ key: 'talla', stored: true, codeFollows: false, name: 'Talla', code: 'talla', kind: 'list', required: true, requiredSince: TALLA.requiredSince, allowedValues: ['38', '39', '40'], edited: false });
const MATERIAL_ROW = row({ key: 'new-1', name: 'Material', code: 'material', kind: 'text', required: true });
const DRAFT = [TALLA_ROW, MATERIAL_ROW];

/** What a save sends: the list as typed, under the version read. */
const input = ({ code, name, kind, unit, required, allowedValues, active }: Attribute) => ({ code, name, kind, unit, required, allowedValues, active });
const SENT_ON_3 = { attributes: [input(TALLA), input({ ...MATERIAL, requiredSince: null })], version: 3 };
// Reapplied on theirs: their name of the row left alone, their new attribute kept at the end.
const SENT_ON_4 = { attributes: [input(TALLA_EU), input({ ...MATERIAL, requiredSince: null }), input(ORIGEN)], version: 4 };

const unavailable = new ApiError({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' });
const conflict = new ApiError({ statusCode: 409, code: 'VERSION_CONFLICT', message: 'Conflict' });
// A refusal only the server makes: the code is taken by an attribute it keeps.
const REFUSAL = [{ field: 'body.attributes.1.code', message: 'duplicated' }];
const refused = new ApiError({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'Refused', details: REFUSAL });

const fixtures = {
  loaded: { type: 'xstate.done.actor.0.attributeEditor.loading', output: TREE },
  loadFailed: { type: 'xstate.error.actor.0.attributeEditor.loading', error: unavailable },
  retry: { type: 'editor.retry' },
  chooseCalzado: { type: 'category.choose', categoryId: 21 },
  chooseTelevision: { type: 'category.choose', categoryId: 11 },
  typed: { type: 'attributes.changed', rows: DRAFT },
  submitted: { type: 'xstate.done.actor.attributeForm', output: { attributes: DRAFT } },
  savedOn3: { type: 'xstate.done.actor.0.attributeEditor.saving', output: MINE_ON_3 },
  savedOn4: { type: 'xstate.done.actor.0.attributeEditor.saving', output: MINE_ON_4 },
  saveConflict: { type: 'xstate.error.actor.0.attributeEditor.saving', error: conflict },
  saveRefused: { type: 'xstate.error.actor.0.attributeEditor.saving', error: refused },
  saveFailed: { type: 'xstate.error.actor.0.attributeEditor.saving', error: unavailable },
  edit: { type: 'editor.edit' },
  theirsLoaded: { type: 'xstate.done.actor.0.attributeEditor.conflict.reloading', output: THEIRS_TREE },
  reloadFailed: { type: 'xstate.error.actor.0.attributeEditor.conflict.reloading', error: unavailable },
  reapply: { type: 'conflict.reapply' },
  takeTheirs: { type: 'conflict.takeTheirs' },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type Fixture = keyof typeof fixtures;
const names = eventNames(fixtures);

type Unfixtured = Exclude<AttributeEditorEvent['type'], (typeof fixtures)[Fixture]['type']>;
const _everyEventHasAFixture: [Unfixtured] extends [never] ? true : Unfixtured = true;

type Snapshot = SnapshotFrom<typeof attributeEditorMachine>;

/** The category on screen, as the path last read it. */
const shown = (snapshot: Snapshot): Category | undefined => snapshot.context.tree?.find((one) => one.id === snapshot.context.categoryId);
const SHOWN_NAMES = new Map<Category | undefined, string>([
  [undefined, 'none'],
  [TECNOLOGIA, 'tecnologia'],
  [TELEVISION, 'television'],
  [MODA, 'moda'],
  [CALZADO, 'calzado v3'],
  [THEIRS, 'theirs v4'],
  [MINE_ON_3, 'mine v4'],
  [MINE_ON_4, 'mine v5'],
]);
const hasRefusals = (snapshot: Snapshot) => (snapshot.context.draft ?? []).some((one) => Object.keys(one.refused).length > 0);

/**
 * The answers a path may give: the draft typed once on Calzado as first read, sent once it holds no
 * refusal; the server refuses or meets a conflict only on that first version, and a save answers the
 * version it was based on.
 */
function offered(snapshot: Snapshot, event: EventObject): boolean {
  const name = names.get(event);
  const base = shown(snapshot);
  if (name === 'chooseCalzado') return snapshot.context.categoryId !== 21;
  if (name === 'chooseTelevision') return snapshot.context.categoryId !== 11;
  if (name === 'typed') return base === CALZADO && snapshot.context.draft === null;
  if (name === 'submitted') return snapshot.context.draft !== null && !hasRefusals(snapshot);
  if (name === 'savedOn3' || name === 'saveConflict' || name === 'saveRefused') return base === CALZADO;
  if (name === 'savedOn4') return base === THEIRS;
  return true;
}

const paths = coveringPaths<Snapshot, EventObject, { categoryId: number | null }>(attributeEditorMachine, {
  input: { categoryId: null },
  events: Object.values(fixtures),
  describe: (snapshot) => [
    snapshot.value,
    snapshot.context.categoryId,
    SHOWN_NAMES.get(shown(snapshot)),
    snapshot.context.draft?.map((one) => [one.code, one.refused]) ?? null,
    snapshot.context.problem,
  ],
  eventKey: (event) => JSON.stringify(event),
  filter: offered,
  chained: true,
});

/** The page opened on a category the URL names: the tree read, the category's list at once. */
function pathFromUrl(): StatePath<Snapshot, EventObject> {
  const [start] = initialTransition(attributeEditorMachine, { categoryId: 21 });
  // An actor's answer is not among the chart's own events, yet the chart receives it.
  const [loaded] = transition(attributeEditorMachine, start, fixtures.loaded as unknown as AttributeEditorEvent);
  return { state: loaded, weight: 1, steps: [{ state: start, event: { type: 'xstate.init' } }, { state: loaded, event: fixtures.loaded }] };
}

interface World {
  user: UserEvent;
  server: CatalogServer;
}

const select = () => screen.getByRole('combobox', { name: 'Categoría' }) as HTMLSelectElement;
const theForm = () => screen.getByRole('form', { name: 'Atributos de la categoría' });
const rowOf = (name: string) => within(theForm()).getByRole('listitem', { name });
/** The rows of the list, by the name each shows, in order. */
const rowNames = () => [...theForm().querySelectorAll(':scope ol > li')].map((item) => item.getAttribute('aria-label'));
const fieldOf = (rowName: string, label: string) => within(rowOf(rowName)).getByRole('textbox', { name: label }) as HTMLInputElement;
/** A field's box, with its label and its error. */
const fieldBox = (input: HTMLElement) => input.closest('[data-scope="field"][data-part="root"]') as HTMLElement;
const paste = (input: HTMLElement, text: string) => fireEvent.change(input, { target: { value: text } });
const click = (user: UserEvent, name: string) => user.click(screen.getByRole('button', { name }));

const sentFor = (snapshot: Snapshot) => (shown(snapshot) === THEIRS ? SENT_ON_4 : SENT_ON_3);
const saveAnswered = (server: CatalogServer, snapshot: Snapshot, answer: Parameters<CatalogServer['attributes']['answer']>[0]) =>
  answered(server.attributes, { categoryId: 21, body: sentFor(snapshot) }, answer);

/** Adds "Material", a required text, to the list on screen. */
async function typeMaterial(user: UserEvent, position: number) {
  await click(user, 'Agregar atributo');
  paste(fieldOf(`Atributo nuevo ${position}`, 'Nombre'), 'Material');
  await user.click(within(rowOf('Material')).getByRole('checkbox', { name: 'Obligatorio' }));
}

const simulate: Record<Fixture, (world: World, snapshot: Snapshot) => Promise<unknown>> = {
  loaded: ({ server }) => answered(server.tree, null, { tree: TREE }),
  loadFailed: ({ server }) => answered(server.tree, null, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  retry: ({ user }) => click(user, 'Reintentar'),
  chooseCalzado: ({ user }) => user.selectOptions(select(), 'Calzado'),
  chooseTelevision: ({ user }) => user.selectOptions(select(), 'Televisión'),
  typed: ({ user }) => typeMaterial(user, 2),
  submitted: ({ user }) => click(user, 'Guardar atributos'),
  savedOn3: ({ server }, snapshot) => saveAnswered(server, snapshot, { category: MINE_ON_3 }),
  savedOn4: ({ server }, snapshot) => saveAnswered(server, snapshot, { category: MINE_ON_4 }),
  saveConflict: ({ server }, snapshot) => saveAnswered(server, snapshot, { fail: 409, code: 'VERSION_CONFLICT' }),
  saveRefused: ({ server }, snapshot) => saveAnswered(server, snapshot, { fail: 400, code: 'VALIDATION_FAILED', details: REFUSAL }),
  saveFailed: ({ server }, snapshot) => saveAnswered(server, snapshot, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  edit: ({ user }) => click(user, 'Seguir editando'),
  theirsLoaded: ({ server }) => answered(server.tree, null, { tree: THEIRS_TREE }),
  reloadFailed: ({ server }) => answered(server.tree, null, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  reapply: ({ user }) => click(user, 'Reaplicar mis cambios sobre los suyos'),
  takeTheirs: ({ user }) => click(user, 'Descartar mis cambios'),
};

/** The rows the form shows for the category on screen, with or without the draft. */
function expectedRows(snapshot: Snapshot): string[] {
  const base = shown(snapshot);
  const typed = snapshot.context.draft !== null;
  if (base === TELEVISION) return ['Tamaño de pantalla', 'Resolución', 'Smart TV'];
  if (base === CALZADO) return typed ? ['Talla', 'Material'] : ['Talla'];
  if (base === THEIRS) return typed ? ['Talla EU', 'Material', 'País de origen'] : ['Talla EU', 'País de origen'];
  if (base === MINE_ON_3) return ['Talla', 'Material'];
  if (base === MINE_ON_4) return ['Talla EU', 'Material', 'País de origen'];
  throw new Error(`No rows expected for ${SHOWN_NAMES.get(base)}`);
}

/** A stored attribute of every kind, as Televisión shows them. */
function expectEveryKindStored() {
  const pantalla = rowOf('Tamaño de pantalla');
  expect(fieldOf('Tamaño de pantalla', 'Tipo')).toHaveValue('Número');
  expect(fieldOf('Tamaño de pantalla', 'Unidad')).toHaveValue('pulgadas');
  expect(fieldOf('Tamaño de pantalla', 'Código')).toHaveAttribute('readonly');
  expect(within(pantalla).getByRole('checkbox', { name: 'Obligatorio' })).toBeChecked();
  expect(pantalla).toHaveTextContent('Obligatorio desde el 02-03-2026');
  expect(fieldOf('Resolución', 'Tipo')).toHaveValue('Lista de valores');
  expect(within(within(rowOf('Resolución')).getByRole('group', { name: 'Valores permitidos' })).getAllByRole('listitem').map((value) => value.firstChild?.textContent)).toEqual(['HD', 'Full HD', '4K']);
  expect(fieldOf('Smart TV', 'Tipo')).toHaveValue('Sí/No');
  expect(within(rowOf('Smart TV')).getByRole('checkbox', { name: 'Obligatorio' })).not.toBeChecked();
  expect(within(rowOf('Smart TV')).queryByRole('textbox', { name: 'Unidad' })).toBeNull();
}

const NAVIGATED = { 21: '/pim/configuration?section=attributes&category=21', 11: '/pim/configuration?section=attributes&category=11' } as const;

async function expectScreen(snapshot: Snapshot, host: ReturnType<typeof renderPimConfiguration>['host']) {
  if (snapshot.matches('loading')) return expect(await screen.findByText('Cargando las categorías…')).toBeVisible();
  if (snapshot.matches('loadFailed')) {
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('No pudimos cargar las categorías.'));
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
    return expect(screen.queryByRole('combobox', { name: 'Categoría' })).toBeNull();
  }
  // Once read, the tree is the chooser's: departments group their categories.
  await waitFor(() => expect(select()).toBeInTheDocument());
  const chosen = snapshot.context.categoryId;
  if (snapshot.matches('choosing')) {
    expect(select()).toHaveValue('');
    expect(select()).toBeEnabled();
    expect([...select().querySelectorAll('optgroup')].map((group) => [group.label, [...group.querySelectorAll('option')].map((option) => option.textContent)])).toEqual([
      ['Tecnología', ['Televisión']],
      ['Moda', ['Calzado']],
    ]);
    expect(screen.getByText('Elige una categoría para ver y editar sus atributos.')).toBeVisible();
    return expect(host.navigate).not.toHaveBeenCalled();
  }
  // The chosen category is in the URL, replacing the entry: a choice is no page of its own.
  expect(host.navigate).toHaveBeenLastCalledWith(NAVIGATED[chosen as 21 | 11], { replace: true });
  expect(select()).toHaveValue(String(chosen));
  if (snapshot.matches('saving')) {
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Guardando los atributos…'));
    expect(select()).toBeDisabled();
    return expect(screen.queryByRole('form', { name: 'Atributos de la categoría' })).toBeNull();
  }
  if (snapshot.matches('failed')) {
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('No pudimos guardar los atributos.El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.'));
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
    return expect(screen.getByRole('button', { name: 'Seguir editando' })).toBeEnabled();
  }
  if (snapshot.matches({ conflict: 'reloading' })) {
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Alguien cambió este registro antes que tú. No se guardó nada; estamos leyendo cómo quedó…'));
    return expect(select()).toBeDisabled();
  }
  if (snapshot.matches({ conflict: 'shown' })) {
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Alguien guardó los atributos de Calzado antes que tú. No se guardó nada.'));
    const listed = (region: string) => within(screen.getByRole('region', { name: region })).getAllByRole('listitem').map((item) => item.textContent);
    expect(listed('Sus atributos, como quedaron')).toEqual(['Talla EU', 'País de origen']);
    expect(listed('Tus cambios')).toEqual(['Talla', 'Material']);
    return expect(select()).toBeEnabled();
  }
  // Editing: the chosen category's list as a form, from the draft when there is one.
  await waitFor(() => expect(rowNames()).toEqual(expectedRows(snapshot)));
  expect(select()).toBeEnabled();
  if (shown(snapshot) === TELEVISION) expectEveryKindStored();
  if (snapshot.matches({ editing: 'saved' })) expect(screen.getByRole('status')).toHaveTextContent(`Guardamos los atributos de ${shown(snapshot)!.name}.`);
  else expect(screen.queryByText(/^Guardamos/)).toBeNull();
  if (snapshot.matches({ editing: 'refused' })) {
    expect(screen.getByRole('alert')).toHaveTextContent('No se guardó nada: revisa los campos marcados.');
    // The refusal on its row's field, with everything typed kept.
    expect(fieldBox(fieldOf('Material', 'Código'))).toHaveTextContent('Está repetido');
    expect(fieldOf('Material', 'Código')).toHaveValue('material');
    expect(within(rowOf('Material')).getByRole('checkbox', { name: 'Obligatorio' })).toBeChecked();
  } else expect(screen.queryByText('No se guardó nada: revisa los campos marcados.')).toBeNull();
}

/** The screens axe reads once each: a list of every kind, a refusal, a failure to load, a conflict. */
const AXE_SCREENS: [string, (snapshot: Snapshot) => boolean][] = [
  ['every kind', (snapshot) => snapshot.matches('editing') && shown(snapshot) === TELEVISION],
  ['refused', (snapshot) => snapshot.matches({ editing: 'refused' })],
  ['load failed', (snapshot) => snapshot.matches('loadFailed')],
  ['conflict', (snapshot) => snapshot.matches({ conflict: 'shown' })],
];

describe('Configuración PIM > Atributos, driven through its page', () => {
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => forgetScreenWidth());
  const axeChecked = new Set<string>();

  for (const path of paths) {
    it(describeFixturePath(path, names.get), async () => {
      const server = fakeCatalogServer();
      const view = followingItsUrl(renderPimConfiguration('section=attributes'));
      const world: World = { user: userEvent.setup(), server };
      let previous: Snapshot | null = null;
      for (const step of path.steps) {
        if (!isStart(step.event)) await simulate[names.get(step.event)](world, previous!);
        previous = step.state as Snapshot;
        await expectScreen(previous, view.host);
        for (const [screenName, isIt] of AXE_SCREENS) {
          if (axeChecked.has(screenName) || !isIt(previous)) continue;
          axeChecked.add(screenName);
          expect(await axeViolations(view.container)).toEqual([]);
        }
      }
    });
  }

  it('opens the category the URL names, without writing the URL again', async () => {
    const server = fakeCatalogServer();
    const view = renderPimConfiguration('section=attributes&category=21');
    await answered(server.tree, null, { tree: TREE });
    await waitFor(() => expect(rowNames()).toEqual(['Talla']));
    expect(select()).toHaveValue('21');
    expect(view.host.navigate).not.toHaveBeenCalled();
  });

  it('covers every state and transition with the generated paths', () => {
    expect([...AXE_SCREENS.map(([name]) => name)].filter((name) => !axeChecked.has(name))).toEqual([]);
    expectFullCoverage(measureCoverage(attributeEditorMachine, [...paths, pathFromUrl()]));
  });
});

// The list's form, on Calzado as first read ------------------------------------------------------

const NEW_ROW = row({ key: 'new-1', name: '', code: '', kind: 'text', edited: false });
const STORED = [TALLA_ROW];
const BLANK = [TALLA_ROW, NEW_ROW];
const EVERY_KIND = [
  TALLA_ROW,
  MATERIAL_ROW,
  row({ key: 'new-2', name: 'Altura del taco', code: 'altura_del_taco', kind: 'number', unit: 'cm' }),
  row({ key: 'new-3', name: 'Color', code: 'color', kind: 'list', allowedValues: ['Negro', 'Blanco'] }),
  row({ key: 'new-4', name: 'Impermeable', code: 'impermeable', kind: 'boolean' }),
];
// The same rows once fixed: a list of its own, so that the press that sends it is told from the others.
const FIXED = [...EVERY_KIND];
const BROKEN = [
  TALLA_ROW,
  { ...MATERIAL_ROW, name: '', code: '' },
  { ...EVERY_KIND[2]!, code: 'Altura taco', codeFollows: false },
  { ...EVERY_KIND[3]!, allowedValues: [] },
  { ...EVERY_KIND[4]!, code: 'color', codeFollows: false },
];
const SENT_EVERY_KIND = {
  attributes: [
    input(TALLA),
    input({ ...MATERIAL, requiredSince: null }),
    input(attribute('altura_del_taco', 'Altura del taco', 'number', { unit: 'cm' })),
    input(attribute('color', 'Color', 'list', { allowedValues: ['Negro', 'Blanco'] })),
    input(attribute('impermeable', 'Impermeable', 'boolean')),
  ],
  version: 3,
};

const formFixtures = {
  // In the order a person meets them, which is the order the walk takes them.
  leave: { type: 'form.blur', field: 'attributes' },
  pressUnchanged: { type: 'form.attempt' },
  addBlank: { type: 'form.change', values: { attributes: BLANK } },
  pressBlank: { type: 'form.attempt' },
  fillEveryKind: { type: 'form.change', values: { attributes: EVERY_KIND } },
  breakRules: { type: 'form.change', values: { attributes: BROKEN } },
  pressBroken: { type: 'form.attempt' },
  fixRules: { type: 'form.change', values: { attributes: FIXED } },
  pressFixed: { type: 'form.attempt' },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type FormFixture = keyof typeof formFixtures;
type FormSnapshot = SnapshotFrom<typeof attributeFormMachine>;
// Filling and fixing change the list to the same rows, and the presses are one event: each fixture
// is told by the object itself, offered only where that press or edit is the one meant.
const FORM_FIXTURE_OF = new Map<EventObject, FormFixture>(Object.entries(formFixtures).map(([name, event]) => [event, name as FormFixture]));
const formFixtureOf = (event: EventObject): FormFixture => {
  const name = FORM_FIXTURE_OF.get(event);
  if (!name) throw new Error(`No form fixture for ${JSON.stringify(event)}`);
  return name;
};

/**
 * Each edit in the order a person makes them: a blank row, filled with every kind, broken, fixed;
 * the list left once before any press; a press on the list as stored, blank, broken and fixed (so
 * that one walk fills the rows once).
 */
function formOffered(snapshot: FormSnapshot, event: EventObject): boolean {
  const rows = snapshot.context.values.attributes;
  const offeredOn: Record<FormFixture, boolean> = {
    addBlank: rows === STORED,
    fillEveryKind: rows === BLANK,
    breakRules: rows === EVERY_KIND,
    fixRules: rows === BROKEN,
    leave: snapshot.context.touched.attributes !== true,
    pressUnchanged: rows === STORED,
    pressBlank: rows === BLANK,
    pressBroken: rows === BROKEN,
    pressFixed: rows === FIXED,
  };
  return offeredOn[formFixtureOf(event)];
}

const FORM_INPUT = { values: { attributes: STORED }, facts: attributeFactsOf(CALZADO) };
const formPaths = coveringPaths<FormSnapshot, EventObject, { values: AttributeListValues; facts: AttributeListFacts }>(attributeFormMachine, {
  input: FORM_INPUT,
  events: Object.values(formFixtures),
  describe: (snapshot) => [snapshot.value, [STORED, BLANK, EVERY_KIND, BROKEN, FIXED].indexOf(snapshot.context.values.attributes), snapshot.context.touched],
  eventKey: (event) => formFixtureOf(event),
  filter: formOffered,
  chained: true,
});

const valuesOf = (rowName: string) =>
  within(within(rowOf(rowName)).getByRole('group', { name: 'Valores permitidos' }))
    .queryAllByRole('listitem')
    .map((value) => value.firstChild?.textContent);

async function fillRow(user: UserEvent, position: number, name: string, kind: string) {
  await click(user, 'Agregar atributo');
  paste(fieldOf(`Atributo nuevo ${position}`, 'Nombre'), name);
  await user.selectOptions(within(rowOf(name)).getByRole('combobox', { name: 'Tipo' }), kind);
}

async function addValue(user: UserEvent, rowName: string, value: string, by: 'button' | 'Enter') {
  const newValue = fieldOf(rowName, 'Nuevo valor');
  paste(newValue, value);
  if (by === 'Enter') fireEvent.keyDown(newValue, { key: 'Enter' });
  else await user.click(within(rowOf(rowName)).getByRole('button', { name: 'Agregar valor' }));
}

const simulateForm: Record<FormFixture, (user: UserEvent) => Promise<unknown>> = {
  addBlank: (user) => click(user, 'Agregar atributo'),
  fillEveryKind: async (user) => {
    paste(fieldOf('Atributo nuevo 2', 'Nombre'), 'Material');
    await user.click(within(rowOf('Material')).getByRole('checkbox', { name: 'Obligatorio' }));
    await fillRow(user, 3, 'Altura del taco', 'Número');
    paste(fieldOf('Altura del taco', 'Unidad'), 'cm');
    await fillRow(user, 4, 'Color', 'Lista de valores');
    await addValue(user, 'Color', 'Negro', 'button');
    await addValue(user, 'Color', 'Blanco', 'Enter');
    await fillRow(user, 5, 'Impermeable', 'Sí/No');
  },
  breakRules: async (user) => {
    paste(fieldOf('Material', 'Nombre'), '');
    paste(fieldOf('Altura del taco', 'Código'), 'Altura taco');
    await user.click(within(rowOf('Color')).getByRole('button', { name: 'Quitar Negro' }));
    await user.click(within(rowOf('Color')).getByRole('button', { name: 'Quitar Blanco' }));
    paste(fieldOf('Impermeable', 'Código'), 'color');
  },
  fixRules: async (user) => {
    paste(fieldOf('Atributo nuevo 2', 'Nombre'), 'Material');
    paste(fieldOf('Altura del taco', 'Código'), 'altura_del_taco');
    await addValue(user, 'Color', 'Negro', 'button');
    await addValue(user, 'Color', 'Blanco', 'Enter');
    paste(fieldOf('Impermeable', 'Código'), 'impermeable');
  },
  leave: async (user) => {
    await user.click(fieldOf('Talla', 'Nombre'));
    await user.click(screen.getByRole('heading', { name: 'Atributos de una categoría' }));
  },
  pressUnchanged: (user) => click(user, 'Guardar atributos'),
  pressBlank: (user) => click(user, 'Guardar atributos'),
  pressBroken: (user) => click(user, 'Guardar atributos'),
  pressFixed: (user) => click(user, 'Guardar atributos'),
};

const REQUIRED = 'Este campo es obligatorio';
/** Each row's field errors on screen, by row and field (an empty box has none). */
function shownErrors(): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const item of theForm().querySelectorAll(':scope ol > li')) {
    const texts = [...item.querySelectorAll('[data-part="error-text"], [id$="-error"], p[id]')].map((error) => error.textContent ?? '').filter((text) => text !== '');
    if (texts.length > 0) errors[item.getAttribute('aria-label')!] = texts;
  }
  return errors;
}

const ROWS_OF = new Map<readonly AttributeRow[], string[]>([
  [STORED, ['Talla']],
  [BLANK, ['Talla', 'Atributo nuevo 2']],
  [EVERY_KIND, ['Talla', 'Material', 'Altura del taco', 'Color', 'Impermeable']],
  [FIXED, ['Talla', 'Material', 'Altura del taco', 'Color', 'Impermeable']],
  [BROKEN, ['Talla', 'Atributo nuevo 2', 'Altura del taco', 'Color', 'Impermeable']],
]);

async function expectForm(snapshot: FormSnapshot, event: FormFixture | null, server: CatalogServer, container: HTMLElement) {
  if (snapshot.matches('submitted')) {
    // A valid press hands the list to the editor, which sends it under the version read.
    await waitFor(() => expect(server.attributes.pending).toBe(1));
    expect(server.attributes.received).toEqual([{ categoryId: 21, body: SENT_EVERY_KIND }]);
    return expect(screen.getByRole('status')).toHaveTextContent('Guardando los atributos…');
  }
  const rows = snapshot.context.values.attributes;
  const touched = snapshot.context.touched.attributes === true;
  await waitFor(() => expect(rowNames()).toEqual(ROWS_OF.get(rows)));
  const expected: Record<string, string[]> = {};
  // A new row shows its errors once edited, every row once the list was left or pressed.
  if (rows === BLANK && touched) expected['Atributo nuevo 2'] = [REQUIRED, REQUIRED];
  if (rows === BROKEN) {
    expected['Atributo nuevo 2'] = [REQUIRED, REQUIRED];
    expected['Altura del taco'] = ['Usa solo letras minúsculas sin tildes, números y guiones bajos'];
    expected['Color'] = ['Agrega al menos un valor'];
    expected['Impermeable'] = ['Está repetido'];
  }
  expect(shownErrors()).toEqual(expected);
  if (rows === EVERY_KIND || rows === FIXED) {
    expect(fieldOf('Altura del taco', 'Unidad')).toHaveValue('cm');
    expect(valuesOf('Color')).toEqual(['Negro', 'Blanco']);
    expect(within(rowOf('Impermeable')).getByRole('combobox', { name: 'Tipo' })).toHaveValue('boolean');
    expect(within(rowOf('Material')).getByRole('checkbox', { name: 'Obligatorio' })).toBeChecked();
  }
  if (rows === STORED && touched) expect(screen.getByText('No hay cambios que guardar.')).toBeVisible();
  else expect(screen.queryByText('No hay cambios que guardar.')).toBeNull();
  // A refused press takes the focus to the first field in error.
  if (event === 'pressBlank' || event === 'pressBroken') await waitFor(() => expect(fieldOf('Atributo nuevo 2', 'Nombre')).toHaveFocus());
  expect(server.attributes.received).toEqual([]);
  if (rows === EVERY_KIND && event === 'fillEveryKind') expect(await axeViolations(container)).toEqual([]);
}

describe('the attribute list form, driven through the page', () => {
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => forgetScreenWidth());

  for (const path of formPaths) {
    it(describeFixturePath(path, formFixtureOf), async () => {
      const server = fakeCatalogServer();
      const view = renderPimConfiguration('section=attributes&category=21');
      await answered(server.tree, null, { tree: TREE });
      const user = userEvent.setup();
      for (const step of path.steps) {
        const event = isStart(step.event) ? null : formFixtureOf(step.event);
        if (event) await simulateForm[event](user);
        await expectForm(step.state as FormSnapshot, event, server, view.container);
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(attributeFormMachine, formPaths as unknown as { steps: { event: EventObject; state: AnyMachineSnapshot }[] }[]));
  });
});
