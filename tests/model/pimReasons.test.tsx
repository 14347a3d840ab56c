/**
 * Model-based tests of Configuración PIM > Motivos de rechazo (modules/pim), driving the module's
 * real Root through its composition root and the typed catalogue client against a fake catalogue
 * service that holds each request until the path answers it. Two charts are walked until every
 * state and transition is taken: the reasons' record editor (reading them, adding or editing one in
 * its dialog, retiring or reactivating it after asking, moving it as the swap of two places, a
 * failure, a conflict shown with the reasons as they now are) and the reason's form. Each step
 * checks what the catalogue team sees, written here by hand, and what was sent with which version.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { EventObject, SnapshotFrom } from 'xstate';
import type { RecordEditorEvent } from '../../modules/pim/machines/recordEditor.ts';
import { reasonFormMachine, type ReasonFacts, type ReasonValues } from '../../modules/pim/machines/recordForms.ts';
import { rejectionReasonsMachine } from '../../modules/pim/machines/rejectionReasons.machine.ts';
import { ApiError } from '../../shared/api-error.ts';
import { axeViolations } from '../support/axe.ts';
import { expectFullCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { answered } from './orders.support.tsx';
import { fakeCatalogServer, REASON_CATEGORY, REASON_DATA, REASON_IMAGES, REASONS, renderPimConfiguration, type CatalogServer, type RejectionReason } from './pim.support.tsx';
import { coveringPaths, forgetScreenWidth, setScreenWidth } from './shell.support.tsx';

const PRICE_TEXT = 'El precio no coincide con el de la tienda del seller.';
const DATA_TEXT = 'Faltan datos obligatorios o están incompletos.';
// What the writes store: a new reason after the last, and "missing_data" as each change leaves it.
const PRICE: RejectionReason = { code: 'precio_distinto', text: PRICE_TEXT, active: true, position: 4, version: 1 };
const DATA_EDITED: RejectionReason = { ...REASON_DATA, text: DATA_TEXT, version: 5 };
const DATA_RETIRED: RejectionReason = { ...REASON_DATA, active: false, version: 5 };
const DATA_FIRST: RejectionReason = { ...REASON_DATA, position: 1, version: 5 };
const IMAGES_SECOND: RejectionReason = { ...REASON_IMAGES, position: 2, version: 2 };
const DATA_THIRD: RejectionReason = { ...REASON_DATA, position: 3, version: 5 };
const CATEGORY_SECOND: RejectionReason = { ...REASON_CATEGORY, position: 2, version: 3 };
const CATEGORY_BACK: RejectionReason = { ...REASON_CATEGORY, active: true, version: 3 };
// Someone reworded "missing_data" meanwhile.
const THEIRS: RejectionReason[] = [REASON_IMAGES, { ...REASON_DATA, text: 'Faltan la marca o el modelo.', version: 5 }, REASON_CATEGORY];

const unavailable = new ApiError({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' });
const conflict = new ApiError({ statusCode: 409, code: 'VERSION_CONFLICT', message: 'Conflict' });
const ACTING = 'xstate.done.actor.0.rejectionReasons.acting';
const ACT_FAILED = 'xstate.error.actor.0.rejectionReasons.acting';

const fixtures = {
  loaded: { type: 'xstate.done.actor.0.rejectionReasons.loading', output: REASONS },
  loadFailed: { type: 'xstate.error.actor.0.rejectionReasons.loading', error: unavailable },
  retry: { type: 'records.retry' },
  add: { type: 'record.start', action: 'add', record: null },
  edit: { type: 'record.start', action: 'edit', record: REASON_DATA },
  retire: { type: 'record.start', action: 'retire', record: REASON_DATA },
  reactivate: { type: 'record.start', action: 'reactivate', record: REASON_CATEGORY },
  moveUp: { type: 'record.start', action: 'moveUp', record: REASON_DATA },
  moveDown: { type: 'record.start', action: 'moveDown', record: REASON_DATA },
  close: { type: 'record.close' },
  confirm: { type: 'record.confirm' },
  added: { type: 'xstate.done.actor.recordForm', output: { kind: 'saved', records: [PRICE] } },
  edited: { type: 'xstate.done.actor.recordForm', output: { kind: 'saved', records: [DATA_EDITED] } },
  formConflict: { type: 'xstate.done.actor.recordForm', output: { kind: 'conflict' } },
  retired: { type: ACTING, output: [DATA_RETIRED] },
  reactivated: { type: ACTING, output: [CATEGORY_BACK] },
  movedUp: { type: ACTING, output: [DATA_FIRST, IMAGES_SECOND] },
  movedDown: { type: ACTING, output: [DATA_THIRD, CATEGORY_SECOND] },
  actConflict: { type: ACT_FAILED, error: conflict },
  actFailed: { type: ACT_FAILED, error: unavailable },
  theirsLoaded: { type: 'xstate.done.actor.0.rejectionReasons.conflict', output: THEIRS },
  reloadFailed: { type: 'xstate.error.actor.0.rejectionReasons.conflict', error: unavailable },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type Fixture = keyof typeof fixtures;
const names = eventNames(fixtures);

type Unfixtured = Exclude<RecordEditorEvent<RejectionReason, string>['type'], (typeof fixtures)[Fixture]['type']>;
const _everyEventHasAFixture: [Unfixtured] extends [never] ? true : Unfixtured = true;

type Snapshot = SnapshotFrom<typeof rejectionReasonsMachine>;

/** The action whose write each answer stores. */
const WRITE_OF: Partial<Record<Fixture, string>> = {
  added: 'add',
  edited: 'edit',
  retired: 'retire',
  reactivated: 'reactivate',
  movedUp: 'moveUp',
  movedDown: 'moveDown',
};

/**
 * Each answer only to its own request; a row's action only on the reasons as first read (one write
 * per walk keeps the fixtures' versions true); a version conflict only where a version was sent (a
 * new code that exists already is refused on the code, as the form's own tests show).
 */
function offered(snapshot: Snapshot, event: EventObject): boolean {
  const name = names.get(event);
  const { action, records } = snapshot.context;
  if (name === 'loaded') return snapshot.matches('loading');
  if (event.type === 'record.start') return JSON.stringify(records) === JSON.stringify(REASONS);
  if (WRITE_OF[name]) return action === WRITE_OF[name];
  if (name === 'formConflict') return action === 'edit';
  return true;
}

const paths = coveringPaths<Snapshot, EventObject, object>(rejectionReasonsMachine, {
  input: {},
  events: Object.values(fixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.action, snapshot.context.record?.code ?? null, snapshot.context.records, snapshot.context.problem],
  eventKey: (event) => JSON.stringify(event),
  filter: offered,
  chained: true,
});

interface World {
  user: UserEvent;
  server: CatalogServer;
}

const TEXT = 'Texto que lee el seller';
/** Whether a form's last send ended so (its chart types the verdict states as optional, which `matches` cannot name). */
const endedAs = (snapshot: { value: unknown }, verdict: 'refused' | 'failed') => (snapshot.value as { open?: string }).open === verdict;
const field = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
/** An edit alone (a paste): typing with the keyboard would also leave the field touched. */
const paste = (label: string, text: string) => fireEvent.change(field(label), { target: { value: text } });
const errorOf = (label: string) => field(label).closest('[data-scope="field"][data-part="root"]') as HTMLElement;
const button = (name: string) => screen.getByRole('button', { name });

/** Types what the dialog asks and presses its button. */
async function fillAndSend(action: string) {
  if (action === 'add') {
    paste(TEXT, PRICE_TEXT);
    // The code follows the text, cut where a word ends; a shorter one is typed over it.
    expect(field('Código')).toHaveValue('el_precio_no_coincide_con_el_de_la');
    paste('Código', 'precio_distinto');
    return fireEvent.click(button('Agregar'));
  }
  paste(TEXT, DATA_TEXT);
  return fireEvent.click(button('Guardar'));
}

const put = (reason: RejectionReason, change: Partial<RejectionReason>) => {
  const { code, text, active, position, version } = { ...reason, ...change };
  return { code, body: { text, active, position, version } };
};
/** The first write each action sends, under the version read (a move: the moved one at its neighbour's place). */
const FIRST_SENT: Record<string, { code: string; body: unknown }> = {
  add: { code: 'precio_distinto', body: { text: PRICE_TEXT, active: true, position: 4 } },
  edit: put(REASON_DATA, { text: DATA_TEXT }),
  retire: put(REASON_DATA, { active: false }),
  reactivate: put(REASON_CATEGORY, { active: true }),
  moveUp: put(REASON_DATA, { position: 1 }),
  moveDown: put(REASON_DATA, { position: 3 }),
};
const actionOf = (snapshot: Snapshot) => snapshot.context.action as string;

const simulate: Record<Fixture, (world: World, snapshot: Snapshot) => Promise<unknown>> = {
  loaded: ({ server }) => answered(server.reasons, null, { reasons: REASONS }),
  loadFailed: ({ server }) => answered(server.reasons, null, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  retry: ({ user }) => user.click(button('Reintentar')),
  add: ({ user }) => user.click(button('Agregar motivo')),
  edit: ({ user }) => user.click(button('Editar el motivo 2')),
  retire: ({ user }) => user.click(button('Retirar el motivo 2')),
  reactivate: ({ user }) => user.click(button('Reactivar el motivo 3')),
  moveUp: ({ user }) => user.click(button('Subir el motivo 2')),
  moveDown: ({ user }) => user.click(button('Bajar el motivo 2')),
  close: ({ user }) => user.click(button('Volver')),
  confirm: ({ user }, snapshot) => user.click(button(actionOf(snapshot) === 'retire' ? 'Retirar' : 'Reactivar')),
  added: async ({ server }) => {
    await fillAndSend('add');
    await answered(server.saveReason, FIRST_SENT.add!, { reason: PRICE });
  },
  edited: async ({ server }) => {
    await fillAndSend('edit');
    await answered(server.saveReason, FIRST_SENT.edit!, { reason: DATA_EDITED });
  },
  formConflict: async ({ server }) => {
    await fillAndSend('edit');
    await answered(server.saveReason, FIRST_SENT.edit!, { fail: 409, code: 'VERSION_CONFLICT' });
  },
  retired: ({ server }) => answered(server.saveReason, FIRST_SENT.retire!, { reason: DATA_RETIRED }),
  reactivated: ({ server }) => answered(server.saveReason, FIRST_SENT.reactivate!, { reason: CATEGORY_BACK }),
  movedUp: async ({ server }) => {
    await answered(server.saveReason, FIRST_SENT.moveUp!, { reason: DATA_FIRST });
    await answered(server.saveReason, put(REASON_IMAGES, { position: 2 }), { reason: IMAGES_SECOND });
  },
  movedDown: async ({ server }) => {
    await answered(server.saveReason, FIRST_SENT.moveDown!, { reason: DATA_THIRD });
    await answered(server.saveReason, put(REASON_CATEGORY, { position: 2 }), { reason: CATEGORY_SECOND });
  },
  actConflict: ({ server }, snapshot) => answered(server.saveReason, FIRST_SENT[actionOf(snapshot)]!, { fail: 409, code: 'VERSION_CONFLICT' }),
  actFailed: ({ server }, snapshot) => answered(server.saveReason, FIRST_SENT[actionOf(snapshot)]!, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  theirsLoaded: ({ server }) => answered(server.reasons, null, { reasons: THEIRS }),
  reloadFailed: ({ server }) => answered(server.reasons, null, { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
};

// The reasons as they read, in order: the text, and "Retirada" when retired.
const IMAGES_ROW = 'Las imágenes no muestran el producto con claridad.';
const DATA_ROW = 'Faltan datos obligatorios de la ficha.';
const CATEGORY_ROW = 'La categoría no corresponde al producto.Retirada';
const ROWS: Record<string, string[]> = {
  read: [IMAGES_ROW, DATA_ROW, CATEGORY_ROW],
  added: [IMAGES_ROW, DATA_ROW, CATEGORY_ROW, PRICE_TEXT],
  edited: [IMAGES_ROW, DATA_TEXT, CATEGORY_ROW],
  retired: [IMAGES_ROW, `${DATA_ROW}Retirada`, CATEGORY_ROW],
  reactivated: [IMAGES_ROW, DATA_ROW, 'La categoría no corresponde al producto.'],
  movedUp: [DATA_ROW, IMAGES_ROW, CATEGORY_ROW],
  movedDown: [IMAGES_ROW, CATEGORY_ROW, DATA_ROW],
  theirsLoaded: [IMAGES_ROW, 'Faltan la marca o el modelo.', CATEGORY_ROW],
};

const DONE: Record<string, string> = {
  add: 'Agregamos el motivo.',
  edit: 'Guardamos el motivo.',
  retire: 'Retiramos el motivo.',
  reactivate: 'Reactivamos el motivo.',
  moveUp: 'Subimos el motivo.',
  moveDown: 'Bajamos el motivo.',
};

/** Every button of the reasons as first read: the first has no "Subir", the last no "Bajar", a retired one is reactivated. */
const ROW_BUTTONS = [
  'Editar el motivo 1',
  'Bajar el motivo 1',
  'Retirar el motivo 1',
  'Editar el motivo 2',
  'Subir el motivo 2',
  'Bajar el motivo 2',
  'Retirar el motivo 2',
  'Editar el motivo 3',
  'Subir el motivo 3',
  'Reactivar el motivo 3',
];

const reasonsList = () => screen.getByRole('list', { name: 'Motivos de rechazo' });
const rowsShown = () =>
  within(reasonsList())
    .getAllByRole('listitem')
    .map((item) => item.firstElementChild?.firstElementChild?.textContent);
const rowButtons = () =>
  within(reasonsList())
    .queryAllByRole('button')
    .map((one) => one.getAttribute('aria-label'));

const CONFIRM = {
  retire: ['¿Retirar este motivo?', DATA_ROW, 'Retirar'],
  reactivate: ['¿Reactivar este motivo?', 'La categoría no corresponde al producto.', 'Reactivar'],
} as const;

async function expectScreen(snapshot: Snapshot, rows: string) {
  if (snapshot.matches('loading')) return waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Cargando los motivos…'));
  if (snapshot.matches('failed')) {
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('No pudimos cargar los motivos.El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.'));
    expect(button('Reintentar')).toBeVisible();
    return;
  }
  const action = actionOf(snapshot);
  if (snapshot.matches('asking')) {
    if (action === 'add') {
      await waitFor(() => screen.getByRole('dialog', { name: 'Agregar un motivo' }));
      expect(field(TEXT)).toHaveValue('');
      expect(field('Código')).toHaveValue('');
      return;
    }
    await waitFor(() => screen.getByRole('dialog', { name: 'Editar el motivo' }));
    expect(field(TEXT)).toHaveValue(REASON_DATA.text);
    // What a decision records never changes.
    expect(screen.queryByRole('textbox', { name: 'Código' })).toBeNull();
    return;
  }
  if (snapshot.matches('confirming') || (snapshot.matches('acting') && (action === 'retire' || action === 'reactivate'))) {
    const [title, description, confirm] = CONFIRM[action as 'retire' | 'reactivate'];
    const asked = await screen.findByRole('alertdialog', { name: title });
    expect(asked).toHaveTextContent(description);
    if (snapshot.matches('acting')) await waitFor(() => expect(within(asked).getByRole('button', { name: confirm })).toBeDisabled());
    else expect(within(asked).getByRole('button', { name: confirm })).toBeEnabled();
    return;
  }
  await waitFor(() => expect(rowsShown()).toEqual(ROWS[rows]));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.queryByRole('alertdialog')).toBeNull();
  if (snapshot.matches('acting')) {
    const moving = action === 'moveUp' ? 'Subir el motivo 2' : 'Bajar el motivo 2';
    await waitFor(() => expect(rowButtons()).toEqual([moving]));
    expect(button(moving)).toBeDisabled();
    return;
  }
  if (snapshot.matches('conflict')) {
    return waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Alguien cambió este registro antes que tú. No se guardó nada; estamos leyendo cómo quedó…'));
  }
  if (snapshot.matches({ shown: 'outdated' })) {
    return waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Alguien cambió este registro antes que tú. No se guardó nada: así está ahora.'));
  }
  if (snapshot.matches({ shown: 'refused' })) {
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('No se guardó nada. El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.'));
    expect(rowButtons()).toEqual(ROW_BUTTONS);
    return;
  }
  if (snapshot.matches({ shown: 'done' })) return waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(DONE[action]!));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.queryByRole('status')).toBeNull();
  expect(rowButtons()).toEqual(ROW_BUTTONS);
}

/** The screens axe reads once each: the reasons, their failure, a refusal, the form's dialog, a confirmation. */
const AXED = new Set<string>();
function axeScreenOf(snapshot: Snapshot): string | null {
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches({ shown: 'idle' })) return 'reasons';
  if (snapshot.matches({ shown: 'refused' })) return 'refused';
  if (snapshot.matches('asking')) return 'asking';
  if (snapshot.matches('confirming')) return 'confirming';
  return null;
}

describe('Configuración PIM > Motivos de rechazo, driven through its page', () => {
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => forgetScreenWidth());

  for (const path of paths) {
    it(describeFixturePath(path, names.get), async () => {
      const server = fakeCatalogServer();
      renderPimConfiguration('section=reasons');
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

  it('covers every state and transition of the reasons with the generated paths', () => {
    expectFullCoverage(measureCoverage(rejectionReasonsMachine, paths));
  });
});

// The form of a new reason --------------------------------------------------------------------------

const reasonFacts: ReasonFacts = { reason: null, takenCodes: ['images_quality', 'missing_data', 'wrong_category'], nextPosition: 4 };

const formFixtures = {
  typeText: { type: 'form.change', values: { text: PRICE_TEXT } },
  typeBadCode: { type: 'form.change', values: { code: 'Precio distinto' } },
  typeTakenCode: { type: 'form.change', values: { code: 'missing_data' } },
  typeCode: { type: 'form.change', values: { code: 'precio_distinto' } },
  typeOtherCode: { type: 'form.change', values: { code: 'precio_no_coincide' } },
  leaveCode: { type: 'form.blur', field: 'code' },
  press: { type: 'form.attempt' },
  saved: { type: 'xstate.done.actor.submit', output: { outcome: 'accepted', output: { kind: 'saved', records: [PRICE] } } },
  // Someone added the same code meanwhile: the service says it exists, which the form words on the code.
  codeTaken: { type: 'xstate.done.actor.submit', output: { outcome: 'refused', code: null, fields: { code: 'pim.error.REASON_CODE_TAKEN' } } },
  sendFailed: { type: 'xstate.error.actor.submit', error: unavailable },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type FormFixture = keyof typeof formFixtures;
const formNames = eventNames(formFixtures);
type FormSnapshot = SnapshotFrom<typeof reasonFormMachine>;

const FOLLOWED = 'el_precio_no_coincide_con_el_de_la';

/**
 * The text once, first; each wrong code before the right one; another code only once the service
 * refused the first; the code field left once; the service's answers to precio_distinto.
 */
function formOffered(snapshot: FormSnapshot, event: EventObject): boolean {
  const { values, touched, refused } = snapshot.context;
  const name = formNames.get(event);
  if (name === 'typeText') return values.text === '';
  if (name === 'typeBadCode' || name === 'typeTakenCode') return values.text !== '' && values.code === FOLLOWED;
  if (name === 'typeCode') return values.text !== '' && values.code !== 'precio_distinto' && values.code !== 'precio_no_coincide';
  if (name === 'typeOtherCode') return refused.code !== undefined;
  if (name === 'leaveCode') return touched.code !== true;
  if (name === 'saved' || name === 'codeTaken') return values.code === 'precio_distinto';
  return true;
}

const formPaths = coveringPaths<FormSnapshot, EventObject, { values: ReasonValues; facts: ReasonFacts }>(reasonFormMachine, {
  input: { values: { text: '', code: '' }, facts: reasonFacts },
  events: Object.values(formFixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.values, snapshot.context.touched, snapshot.context.refused, snapshot.context.problem],
  eventKey: (event) => JSON.stringify(event),
  filter: formOffered,
  chained: true,
});

const sent = ({ code }: ReasonValues) => ({ code, body: { text: PRICE_TEXT, active: true, position: 4 } });
const simulateForm: Record<FormFixture, (world: World, snapshot: FormSnapshot) => Promise<unknown>> = {
  typeText: async () => paste(TEXT, PRICE_TEXT),
  typeBadCode: async () => paste('Código', 'Precio distinto'),
  typeTakenCode: async () => paste('Código', 'missing_data'),
  typeCode: async () => paste('Código', 'precio_distinto'),
  typeOtherCode: async () => paste('Código', 'precio_no_coincide'),
  leaveCode: async ({ user }) => {
    await user.click(field('Código'));
    await user.tab();
  },
  press: ({ user }) => user.click(button('Agregar')),
  saved: ({ server }, { context }) => answered(server.saveReason, sent(context.values), { reason: PRICE }),
  codeTaken: ({ server }, { context }) => answered(server.saveReason, sent(context.values), { fail: 409, code: 'VERSION_CONFLICT' }),
  sendFailed: ({ server }, { context }) => answered(server.saveReason, sent(context.values), { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
};

const CODE_ERRORS: Record<string, string> = {
  '': 'Este campo es obligatorio',
  'Precio distinto': 'Usa solo letras minúsculas sin tildes, números y el separador indicado',
  missing_data: 'Otro motivo ya usa este código',
};

async function expectForm(snapshot: FormSnapshot) {
  if (snapshot.matches('submitted')) {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Agregamos el motivo.'));
    return expect(rowsShown()).toEqual(ROWS.added);
  }
  const asked = screen.getByRole('dialog', { name: 'Agregar un motivo' });
  const { values, touched, refused } = snapshot.context;
  await waitFor(() => expect(field('Código')).toHaveValue(values.code));
  expect(field(TEXT)).toHaveValue(values.text);
  if (snapshot.matches('submitting')) return waitFor(() => expect(within(asked).getByRole('button', { name: 'Agregar' })).toBeDisabled());
  if (touched.text && values.text === '') expect(errorOf(TEXT)).toHaveTextContent('Este campo es obligatorio');
  else expect(errorOf(TEXT)).not.toHaveTextContent('obligatorio');
  const codeError = refused.code ? 'Otro motivo ya usa este código' : CODE_ERRORS[values.code];
  if (touched.code && codeError) expect(errorOf('Código')).toHaveTextContent(codeError);
  else expect(errorOf('Código')).toHaveTextContent(/^Código\*?Se arma con el texto/);
  if (endedAs(snapshot, 'failed')) expect(within(asked).getByRole('alert')).toHaveTextContent('El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.');
  else expect(within(asked).queryByRole('alert')).toBeNull();
}

describe('the form of a new reason, driven through its dialog', () => {
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => forgetScreenWidth());

  for (const path of formPaths) {
    it(describeFixturePath(path, formNames.get), async () => {
      const server = fakeCatalogServer();
      renderPimConfiguration('section=reasons');
      const world: World = { user: userEvent.setup(), server };
      await answered(server.reasons, null, { reasons: REASONS });
      await world.user.click(await screen.findByRole('button', { name: 'Agregar motivo' }));
      await screen.findByRole('dialog', { name: 'Agregar un motivo' });
      let previous: FormSnapshot | null = null;
      for (const step of path.steps) {
        if (!isStart(step.event)) await simulateForm[formNames.get(step.event)](world, previous!);
        previous = step.state as FormSnapshot;
        await expectForm(previous);
      }
    });
  }

  it('covers every state and transition of the reason form with the generated paths', () => {
    expectFullCoverage(measureCoverage(reasonFormMachine, formPaths));
  });
});
