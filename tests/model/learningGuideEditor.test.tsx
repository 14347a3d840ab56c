/**
 * Model-based tests of Configuración > Guías de aprendizaje's editor (modules/learningGuides),
 * driving the module's real Root through its composition root and the typed learning-guide client
 * against a fake service (msw, typed from the contract) that holds each request until the path
 * answers it. Paths are generated from the editor's statechart to take every transition; each step
 * checks what the admin sees (the form, the preview, the failure, theirs beside yours) and what was
 * sent. The form chart is covered by its own paths below. What a hostile guide's preview draws is
 * judged in learningGuideEditor.hostile.test.tsx, in jsdom.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { EventObject, SnapshotFrom } from 'xstate';
import { guideEditorMachine, type GuideEditorEvent } from '../../modules/learningGuides/machines/guideEditor.machine.ts';
import { guideFormMachine, type GuideFormFacts, type GuideFormValues } from '../../modules/learningGuides/machines/guideForm.ts';
import { GuideConflict } from '../../modules/learningGuides/machines/guides.types.ts';
import { ApiError } from '../../shared/api-error.ts';
import { axeViolations } from '../support/axe.ts';
import { expectFullCoverage, formatCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { fakeGuideServer, GUIDE, Q14, Q15, renderModule, type EditableGuide } from './learningGuides.support.tsx';
import { answered } from './orders.support.tsx';
import { coveringPaths, forgetScreenWidth, setScreenWidth } from './shell.support.tsx';

const TYPED_TITLE = 'Guía de Órdenes (revisada)';
const NEW = { title: '¿Puedo cambiar la dirección?', value: 'Dirección', content: 'No: la dirección es la que eligió el cliente.' };
// Theirs removed question 15 and wrote another introduction.
const THEIRS: EditableGuide = { ...GUIDE, content: 'Su introducción.', version: 2, updatedBy: 'Camila Araya', updatedAt: '2026-11-26T12:50:00Z', questions: [Q14] };
const SAVED_V2: EditableGuide = { ...GUIDE, title: TYPED_TITLE, version: 2, updatedBy: 'Carolina Fuentes', updatedAt: '2026-11-26T13:00:00Z' };
const SAVED_V3: EditableGuide = { ...THEIRS, title: TYPED_TITLE, version: 3, questions: [Q14, { ...Q15, id: 16 }] };

const valuesOf = (title: string, content: string, questions: { title: string; value: string; content: string }[]): GuideFormValues => {
  const values: GuideFormValues = { title, content };
  questions.forEach((question, index) => {
    values[`questions.${index}.title`] = question.title;
    values[`questions.${index}.value`] = question.value;
    values[`questions.${index}.content`] = question.content;
  });
  return values;
};
const TYPED = valuesOf(TYPED_TITLE, GUIDE.content, [Q14, Q15]);
const SENT_MOVED = valuesOf(TYPED_TITLE, GUIDE.content, [Q15, Q14]);
const SENT_ADDED = valuesOf(TYPED_TITLE, GUIDE.content, [Q14, Q15, NEW]);

const texts = ({ title, value, content }: { title: string; value: string; content: string }) => ({ title, value, content });
/** The bodies a save may carry, written out. */
const BODY = {
  typed: { basedOnVersion: 1, title: TYPED_TITLE, content: GUIDE.content, questions: [Q14, Q15] },
  moved: { basedOnVersion: 1, title: TYPED_TITLE, content: GUIDE.content, questions: [Q15, Q14] },
  added: { basedOnVersion: 1, title: TYPED_TITLE, content: GUIDE.content, questions: [Q14, Q15, NEW] },
  // Reapplied on theirs: question 15, which they removed, goes as a new question.
  reapplied: { basedOnVersion: 2, title: TYPED_TITLE, content: GUIDE.content, questions: [Q14, texts(Q15)] },
};

const unavailable = new ApiError({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' });
const refusal = new ApiError({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'Refused', details: [{ field: 'body.questions.0.content', message: 'rawHtml' }] });

const fixtures = {
  retry: { type: 'editor.retry' },
  keepEditing: { type: 'editor.keepEditing' },
  reapply: { type: 'conflict.reapply' },
  discard: { type: 'conflict.discard' },
  add: { type: 'question.add' },
  removeAdded: { type: 'question.remove', index: 2 },
  moveUp: { type: 'question.move', index: 1, to: 0 },
  previewOpen: { type: 'preview.open', index: 1 },
  previewBack: { type: 'preview.back' },
  typed: { type: 'guide.changed', values: TYPED, touched: { title: true } },
  loaded: { type: 'xstate.done.actor.loadGuide', output: GUIDE },
  loadFailed: { type: 'xstate.error.actor.loadGuide', error: unavailable },
  submitted: { type: 'xstate.done.actor.guideForm', output: TYPED },
  submittedMoved: { type: 'xstate.done.actor.guideForm', output: SENT_MOVED },
  submittedAdded: { type: 'xstate.done.actor.guideForm', output: SENT_ADDED },
  savedV2: { type: 'xstate.done.actor.saveGuide', output: SAVED_V2 },
  savedV3: { type: 'xstate.done.actor.saveGuide', output: SAVED_V3 },
  saveConflict: { type: 'xstate.error.actor.saveGuide', error: new GuideConflict(THEIRS) },
  saveRefused: { type: 'xstate.error.actor.saveGuide', error: refusal },
  saveFailed: { type: 'xstate.error.actor.saveGuide', error: unavailable },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type Fixture = keyof typeof fixtures;
const names = eventNames(fixtures);

type Unfixtured = Exclude<GuideEditorEvent['type'], (typeof fixtures)[Fixture]['type']>;
const _everyEventHasAFixture: [Unfixtured] extends [never] ? true : Unfixtured = true;

type Snapshot = SnapshotFrom<typeof guideEditorMachine>;
const idsOf = (snapshot: Snapshot) => JSON.stringify(snapshot.context.questionIds);

/** The answers and edits a path may make, so each state has one draft written out above. */
function offered(snapshot: Snapshot, event: EventObject): boolean {
  const name = names.get(event);
  const { guide, draft, refused, theirs } = snapshot.context;
  const ids = idsOf(snapshot);
  const typed = draft?.title === TYPED_TITLE;
  if (name === 'loaded') return guide === null;
  // The title is typed once, on the stored guide of version 1 with its two questions.
  if (name === 'typed') return !typed && guide?.version === 1 && ids === '[14,15]';
  // The list changes only after typing, once each.
  if (name === 'add' || name === 'moveUp') return typed && guide?.version === 1 && ids === '[14,15]';
  if (name === 'removeAdded') return ids === '[14,15,null]';
  // The preview opens on the untouched guide.
  if (name === 'previewOpen' || name === 'previewBack') return draft === null && guide?.version === 1;
  const unrefused = Object.keys(refused).length === 0;
  if (name === 'submitted') return typed && unrefused && (ids === '[14,15]' || ids === '[14,null]');
  if (name === 'submittedMoved') return typed && unrefused && ids === '[15,14]';
  if (name === 'submittedAdded') return typed && unrefused && ids === '[14,15,null]';
  if (name === 'savedV2' || name === 'saveConflict') return guide?.version === 1 && ids === '[14,15]';
  if (name === 'savedV3') return guide?.version === 2;
  if (name === 'saveRefused' || name === 'saveFailed') return ids === '[14,15]' || theirs !== null || guide?.version === 2;
  return true;
}

const paths = coveringPaths<Snapshot, EventObject, { module: 'orders' }>(guideEditorMachine, {
  input: { module: 'orders' },
  events: Object.values(fixtures),
  describe: (snapshot) => [
    snapshot.value,
    snapshot.context.guide?.version ?? null,
    snapshot.context.draft?.title ?? null,
    snapshot.context.questionIds,
    snapshot.context.refused,
    snapshot.context.previewed,
    snapshot.context.theirs?.version ?? null,
    snapshot.context.saved,
  ],
  eventKey: (event) => JSON.stringify(event),
  filter: offered,
});

type GuideServer = ReturnType<typeof fakeGuideServer>;


interface World {
  user: UserEvent;
  server: GuideServer;
}

const field = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;
const preview = () => screen.getByRole('region', { name: 'Vista previa' });
const paste = async (label: string, text: string) => fireEvent.change(field(label), { target: { value: text } });
const press = (user: UserEvent, name: string) => user.click(screen.getByRole('button', { name }));

async function submit({ user }: World) {
  if (screen.queryByRole('textbox', { name: 'Pregunta 3' }) && field('Pregunta 3').value === '') {
    await paste('Pregunta 3', NEW.title);
    await paste('Etiqueta corta de la pregunta 3', NEW.value);
    await paste('Respuesta a la pregunta 3', NEW.content);
  }
  await press(user, 'Guardar la guía');
}

const simulate: Record<Fixture, (world: World, snapshot: Snapshot) => Promise<unknown>> = {
  retry: ({ user }) => press(user, 'Reintentar'),
  keepEditing: ({ user }) => press(user, 'Seguir editando'),
  reapply: ({ user }) => press(user, 'Reaplicar mis cambios sobre la versión 2'),
  discard: ({ user }) => press(user, 'Descartar mis cambios'),
  add: ({ user }) => press(user, 'Agregar una pregunta'),
  removeAdded: ({ user }) => press(user, 'Quitar la pregunta 3'),
  moveUp: ({ user }) => press(user, 'Subir la pregunta 2'),
  previewOpen: ({ user }) => user.click(within(preview()).getByRole('button', { name: new RegExp(Q15.title.replace(/[?¿]/g, '.')) })),
  previewBack: ({ user }) => user.click(within(preview()).getByRole('button', { name: 'Volver a las preguntas' })),
  typed: async ({ user }) => {
    await user.clear(field('Título de la guía'));
    await user.type(field('Título de la guía'), TYPED_TITLE);
    await user.tab();
  },
  loaded: ({ server }) => answered(server.load, 'orders', { guide: GUIDE }),
  loadFailed: ({ server }) => answered(server.load, 'orders', { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
  submitted: (world) => submit(world),
  submittedMoved: (world) => submit(world),
  submittedAdded: (world) => submit(world),
  savedV2: ({ server }) => answered(server.save, BODY.typed, { guide: SAVED_V2 }),
  savedV3: ({ server }) => answered(server.save, BODY.reapplied, { guide: SAVED_V3 }),
  saveConflict: ({ server }) => answered(server.save, BODY.typed, { theirs: THEIRS }),
  saveRefused: ({ server }, snapshot) => answered(server.save, bodyFor(snapshot), { fail: 400, code: 'VALIDATION_FAILED', details: [{ field: 'body.questions.0.content', message: 'rawHtml' }] }),
  saveFailed: ({ server }, snapshot) => answered(server.save, bodyFor(snapshot), { fail: 503, code: 'SERVICE_UNAVAILABLE' }),
};

/** The body the save in flight carries, by the list it was sent with. */
function bodyFor(snapshot: Snapshot) {
  if (snapshot.context.guide?.version === 2) return BODY.reapplied;
  const ids = idsOf(snapshot);
  return ids === '[15,14]' ? BODY.moved : ids === '[14,15,null]' ? BODY.added : BODY.typed;
}

/** The question titles the preview lists, in order. */
const previewTitles = () =>
  within(preview())
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('button').querySelector('p')?.textContent);

async function expectScreen(snapshot: Snapshot) {
  const { guide, draft, questionIds, refused, previewed, saved } = snapshot.context;
  if (snapshot.matches('loading')) return waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Cargando la guía…'));
  if (snapshot.matches('loadFailed')) return waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('No pudimos cargar la guía.'));
  if (snapshot.matches('saving')) return waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Guardando la guía…'));
  if (snapshot.matches('failed')) {
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('No pudimos guardar la guía. Lo que escribiste sigue aquí.'));
    return expect(screen.getByRole('alert')).toHaveTextContent('El servicio no está disponible por un momento.');
  }
  if (snapshot.matches('conflict')) {
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Alguien guardó la versión 2 de esta guía antes que tú. No se guardó nada.'));
    expect(screen.getByRole('region', { name: 'Versión 2 (la vigente)' })).toHaveTextContent('Su introducción.');
    expect(screen.getByRole('region', { name: 'Versión 2 (la vigente)' })).toHaveTextContent('1 pregunta');
    expect(screen.getByRole('region', { name: 'Tus cambios' })).toHaveTextContent(TYPED_TITLE);
    expect(screen.getByRole('region', { name: 'Tus cambios' })).toHaveTextContent('2 preguntas');
    return;
  }
  // Editing: the form holds the draft (or the stored guide), the preview draws it.
  const title = draft?.title ?? guide!.title;
  await waitFor(() => expect(field('Título de la guía')).toHaveValue(title));
  const expectedTitles: Record<string, string[]> = {
    '[14,15]': [Q14.title, Q15.title],
    '[15,14]': [Q15.title, Q14.title],
    '[14,15,null]': [Q14.title, Q15.title, draft?.['questions.2.title'] ? NEW.title : '(sin texto)'],
    '[14,null]': [Q14.title, Q15.title],
    '[14,16]': [Q14.title, Q15.title],
    '[14]': [Q14.title],
  };
  const titles = expectedTitles[JSON.stringify(questionIds)]!;
  titles.forEach((text, index) => expect(field(`Pregunta ${index + 1}`)).toHaveValue(text === '(sin texto)' ? '' : text));
  expect(screen.queryByRole('textbox', { name: `Pregunta ${titles.length + 1}` })).toBeNull();
  if (previewed === null) {
    await waitFor(() => expect(previewTitles()).toEqual(titles));
    expect(within(preview()).getByText(title)).toBeVisible();
  } else {
    await waitFor(() => expect(within(preview()).getByRole('heading', { level: 3 })).toHaveTextContent(Q15.title));
    expect(within(preview()).getByText('Imprimir etiqueta').tagName).toBe('STRONG');
  }
  if (refused['questions.0.content']) {
    expect(field('Respuesta a la pregunta 1').closest('[data-scope="field"][data-part="root"]')).toHaveTextContent('No uses etiquetas HTML');
  }
  if (saved) expect(screen.getByRole('status')).toHaveTextContent(`Guía guardada (versión ${guide!.version}). Los sellers ya ven estos textos.`);
  else expect(screen.queryByText(/Guía guardada/)).toBeNull();
}

describe('Configuración > Guías de aprendizaje, the editor, driven through its page', () => {
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => forgetScreenWidth());

  for (const path of paths) {
    it(describeFixturePath(path, names.get), async () => {
      const server = fakeGuideServer();
      const { view } = renderModule('/learning-guides/orders');
      const world: World = { user: userEvent.setup(), server };
      let previous: Snapshot | null = null;
      for (const step of path.steps) {
        if (!isStart(step.event)) await simulate[names.get(step.event)](world, previous!);
        previous = step.state as Snapshot;
        await expectScreen(previous);
      }
      expect(await axeViolations(view.container)).toEqual([]);
    }, 90_000);
  }

  it('covers every state and transition with the generated paths', () => {
    const coverage = measureCoverage(guideEditorMachine, paths);
    console.info(formatCoverage(coverage));
    expectFullCoverage(coverage);
  });
});

const formFixtures = {
  clearTitle: { type: 'form.change', values: { title: '' } },
  typeTitle: { type: 'form.change', values: { title: TYPED_TITLE } },
  htmlAnswer: { type: 'form.change', values: { 'questions.0.content': '<b>hola</b>' } },
  leaveTitle: { type: 'form.blur', field: 'title' },
  pressSave: { type: 'form.attempt' },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type FormFixture = keyof typeof formFixtures;
const formNames = eventNames(formFixtures);
type FormSnapshot = SnapshotFrom<typeof guideFormMachine>;
const FORM_START = valuesOf(GUIDE.title, GUIDE.content, [Q14, Q15]);

/** Each edit once, in an order a person makes them. */
function formOffered(snapshot: FormSnapshot, event: EventObject): boolean {
  const { values, touched } = snapshot.context;
  const name = formNames.get(event);
  if (name === 'clearTitle') return values.title === GUIDE.title;
  if (name === 'typeTitle') return values.title === '';
  if (name === 'htmlAnswer') return values['questions.0.content'] === Q14.content && values.title !== '';
  if (name === 'leaveTitle') return touched.title !== true;
  return true;
}

const formPaths = coveringPaths<FormSnapshot, EventObject, { values: GuideFormValues; facts: GuideFormFacts }>(guideFormMachine, {
  input: { values: FORM_START, facts: { questionIds: [14, 15] } },
  events: Object.values(formFixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.values.title, snapshot.context.values['questions.0.content'], snapshot.context.touched],
  eventKey: (event) => JSON.stringify(event),
  filter: formOffered,
});

const simulateForm: Record<FormFixture, (user: UserEvent) => Promise<unknown>> = {
  clearTitle: () => paste('Título de la guía', ''),
  typeTitle: () => paste('Título de la guía', TYPED_TITLE),
  htmlAnswer: () => paste('Respuesta a la pregunta 1', '<b>hola</b>'),
  leaveTitle: async (user) => {
    await user.click(field('Título de la guía'));
    await user.tab();
  },
  pressSave: (user) => press(user, 'Guardar la guía'),
};

const errorOf = (label: string) => field(label).closest('[data-scope="field"][data-part="root"]') as HTMLElement;

describe('the guide form, driven through the editor', () => {
  beforeEach(() => setScreenWidth(1280));
  afterEach(() => forgetScreenWidth());

  for (const path of formPaths) {
    it(describeFixturePath(path, formNames.get), async () => {
      const server = fakeGuideServer();
      renderModule('/learning-guides/orders');
      await answered(server.load, 'orders', { guide: GUIDE });
      const user = userEvent.setup();
      await waitFor(() => expect(field('Título de la guía')).toHaveValue(GUIDE.title));
      for (const step of path.steps) {
        if (!isStart(step.event)) await simulateForm[formNames.get(step.event)](user);
        const snapshot = step.state as FormSnapshot;
        if (snapshot.matches('submitted')) {
          // A valid press sends the guide whole, on the version it was read at.
          await waitFor(() => expect(server.save.pending).toBe(1));
          expect(server.save.received).toEqual([{ basedOnVersion: 1, title: snapshot.context.values.title === TYPED_TITLE ? TYPED_TITLE : GUIDE.title, content: GUIDE.content, questions: [Q14, Q15] }]);
          continue;
        }
        await waitFor(() => expect(field('Título de la guía')).toHaveValue(snapshot.context.values.title));
        const { touched, values } = snapshot.context;
        if (touched.title && values.title === '') await waitFor(() => expect(errorOf('Título de la guía')).toHaveTextContent('Este campo es obligatorio'));
        else expect(errorOf('Título de la guía')).not.toHaveTextContent('obligatorio');
        if (touched['questions.0.content'] && values['questions.0.content'] !== Q14.content) {
          await waitFor(() => expect(errorOf('Respuesta a la pregunta 1')).toHaveTextContent('No uses etiquetas HTML'));
        } else expect(errorOf('Respuesta a la pregunta 1')).not.toHaveTextContent('No uses etiquetas HTML');
        expect(server.save.received).toEqual([]);
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    const coverage = measureCoverage(guideFormMachine, formPaths);
    console.info(formatCoverage(coverage));
    expectFullCoverage(coverage);
  });
});
