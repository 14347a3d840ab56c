/**
 * Configuración > Guías de aprendizaje, one guide: its texts and questions as a form, saved whole.
 *
 * The form (guideForm.ts) reports every edit here, so the page keeps what was typed (`draft`) through
 * whatever comes next: a question added, removed or moved (the form starts again on the new list), a
 * refusal, a failure ("Reintentar" sends the same draft), a conflict. The preview is drawn from the
 * draft. A save names the version it was based on; when someone saved first (409) the answer carries
 * their guide, shown beside the draft, to reapply the draft on top of theirs or take theirs.
 */
import { assign, fromPromise, sendParent, setup } from 'xstate';
import { ApiError, errorCodeOf } from '../../../shared/api-error.ts';
import { QUESTIONS_MAX } from '../../../shared/learningGuides/guideRules.ts';
import type { FormChangeReport, FormFieldErrors } from '../../../machines/form/form.machine.ts';
import { formValuesOf, guideFields, guideFormMachine, guideSaveOf, type GuideFormValues } from './guideForm.ts';
import { GuideConflict, type EditableGuide, type GuideModule, type GuideSave } from './guides.types.ts';
import { changeQuestions, type QuestionChange } from './questionList.ts';
import { notProvided } from '../../../machines/notProvided.ts';

export interface GuideEditorInput {
  module: GuideModule;
}

export interface GuideEditorContext {
  module: GuideModule;
  /** The guide as last read or saved: what a save is based on. */
  guide: EditableGuide | null;
  /** What the form holds, as typed; null while it holds the stored guide untouched. */
  draft: GuideFormValues | null;
  /** The draft's questions in order: a saved one's id, null for one added. */
  questionIds: readonly (number | null)[];
  /** The draft's touched fields, so a form started again shows the same errors. */
  touched: Partial<Record<string, true>>;
  /** The server's refusals per field, shown under each field until it is edited. */
  refused: FormFieldErrors<GuideFormValues>;
  /** Their guide, when someone saved first. */
  theirs: EditableGuide | null;
  /** The last save was stored and nothing was typed since. */
  saved: boolean;
  /** The code of the last failure or refusal. */
  problem: string | null;
  /** The question whose answer the preview shows (its index in the draft); null for the list. */
  previewed: number | null;
}

export type GuideEditorEvent =
  | { type: 'editor.retry' }
  | { type: 'editor.keepEditing' }
  | { type: 'conflict.reapply' }
  | { type: 'conflict.discard' }
  | { type: 'question.add' }
  | { type: 'question.remove'; index: number }
  | { type: 'question.move'; index: number; to: number }
  /** The preview opens a question's answer, or goes back to the list, as sellers' drawer does. */
  | { type: 'preview.open'; index: number }
  | { type: 'preview.back' }
  /** From the form: its values after an edit. */
  | { type: 'guide.changed'; values: GuideFormValues; touched: Partial<Record<string, true>> };

/** The server's per-field refusals (body.questions.2.content) as the form's fields; an id refused goes under that question's title. */
export function refusalsOf(error: unknown, questionIds: readonly (number | null)[]): FormFieldErrors<GuideFormValues> {
  if (!(error instanceof ApiError) || error.statusCode !== 400) return {};
  const fields = new Set(guideFields({ questionIds }));
  return Object.fromEntries(
    (error.details ?? [])
      .map(({ field, message }) => [field.replace(/^body\./, '').replace(/\.id$/, '.title'), `learningGuides.error.${message}`] as const)
      .filter(([field]) => fields.has(field)),
  );
}

const valuesNow = (context: GuideEditorContext): GuideFormValues => context.draft ?? formValuesOf(context.guide!);

type ErrorEvent = { event: { error: unknown } };
const keepProblem = { type: 'keepProblem', params: ({ event }: ErrorEvent) => ({ error: event.error }) } as const;
const change = (question: (event: GuideEditorEvent) => QuestionChange) =>
  ({ type: 'changeQuestions', params: ({ event }: { event: GuideEditorEvent }) => question(event) }) as const;

export const guideEditorMachine = setup({
  types: {
    input: {} as GuideEditorInput,
    context: {} as GuideEditorContext,
    events: {} as GuideEditorEvent,
    children: {} as { guideForm: 'guideForm' },
  },
  actors: {
    /** GET /v1/learning-guides/{module}. */
    loadGuide: fromPromise<EditableGuide, { module: GuideModule }>(async () => notProvided('loadGuide')()),
    /** PUT /v1/learning-guides/{module}; a 409 rejects with a GuideConflict carrying theirs. */
    saveGuide: fromPromise<EditableGuide, { module: GuideModule; body: GuideSave }>(async () => notProvided('saveGuide')()),
    guideForm: guideFormMachine.provide({
      actions: {
        reportChange: sendParent((_, report: FormChangeReport<GuideFormValues>) => ({ type: 'guide.changed', values: report.values, touched: report.touched })),
      },
    }),
  },
  actions: {
    /** A guide read or saved is the base of the form, which starts again from it. */
    startFrom: assign((_, { guide, saved }: { guide: EditableGuide; saved: boolean }) => ({
      guide,
      draft: null,
      questionIds: guide.questions.map((question) => question.id),
      touched: {},
      refused: {},
      theirs: null,
      saved,
      problem: null,
      previewed: null,
    })),
    keepDraft: assign((_, { values, touched }: { values: GuideFormValues; touched: Partial<Record<string, true>> }) => ({ draft: values, touched, refused: {}, saved: false })),
    keepSubmitted: assign((_, { values }: { values: GuideFormValues }) => ({ draft: values })),
    changeQuestions: assign(({ context }, question: QuestionChange) => {
      const next = changeQuestions({ values: valuesNow(context), questionIds: context.questionIds, touched: context.touched }, question);
      return { draft: next.values, questionIds: next.questionIds, touched: next.touched, refused: {}, saved: false, previewed: null };
    }),
    // A refused field shows its refusal at once: it counts as touched.
    keepRefusals: assign(({ context }, { error }: { error: unknown }) => {
      const refused = refusalsOf(error, context.questionIds);
      return { refused, touched: { ...context.touched, ...Object.fromEntries(Object.keys(refused).map((field) => [field, true] as const)) }, problem: errorCodeOf(error) };
    }),
    keepTheirs: assign((_, { error }: { error: unknown }) => ({ theirs: error instanceof GuideConflict ? error.theirs : null, problem: 'LEARNING_GUIDE_VERSION_STALE' })),
    /**
     * The draft goes on top of their guide: based on their version, and a question of the draft that
     * they removed becomes a new one (its old id is archived, a save naming it would be refused).
     */
    reapplyOnTheirs: assign(({ context }) => {
      const theirs = context.theirs!;
      const live = new Set(theirs.questions.map((question) => question.id));
      return { guide: theirs, theirs: null, questionIds: context.questionIds.map((id) => (id !== null && live.has(id) ? id : null)), problem: null };
    }),
    keepProblem: assign({ problem: (_, { error }: { error: unknown }) => errorCodeOf(error) }),
    preview: assign((_, { index }: { index: number | null }) => ({ previewed: index })),
  },
  guards: {
    isConflict: (_, { error }: { error: unknown }) => error instanceof GuideConflict,
    hasFieldRefusals: ({ context }, { error }: { error: unknown }) => Object.keys(refusalsOf(error, context.questionIds)).length > 0,
    mayAdd: ({ context }) => context.questionIds.length < QUESTIONS_MAX,
    mayRemove: ({ context }, { index }: { index: number }) => context.questionIds.length > 1 && index >= 0 && index < context.questionIds.length,
    mayMove: ({ context }, { index, to }: { index: number; to: number }) =>
      index !== to && index >= 0 && to >= 0 && index < context.questionIds.length && to < context.questionIds.length,
  },
}).createMachine({
  id: 'guideEditor',
  context: ({ input }) => ({ module: input.module, guide: null, draft: null, questionIds: [], touched: {}, refused: {}, theirs: null, saved: false, problem: null, previewed: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The guide is on its way.',
      invoke: {
        id: 'loadGuide',
        src: 'loadGuide',
        input: ({ context }) => ({ module: context.module }),
        onDone: { target: 'editing', actions: { type: 'startFrom', params: ({ event }) => ({ guide: event.output, saved: false }) } },
        onError: { target: 'loadFailed', actions: keepProblem },
      },
    },
    loadFailed: {
      description: 'The guide could not be read (no network, a server failure); "Reintentar" asks again.',
      on: { 'editor.retry': 'loading' },
    },
    editing: {
      description: 'The guide as a form beside its preview; a valid press saves it whole.',
      invoke: {
        id: 'guideForm',
        src: 'guideForm',
        input: ({ context }) => ({ values: valuesNow(context), facts: { questionIds: context.questionIds }, touched: context.touched, refused: context.refused }),
        onDone: { target: 'saving', actions: { type: 'keepSubmitted', params: ({ event }) => ({ values: event.output }) } },
      },
      on: {
        'guide.changed': { actions: { type: 'keepDraft', params: ({ event }) => ({ values: event.values, touched: event.touched }) } },
        'preview.open': { actions: { type: 'preview', params: ({ event }) => ({ index: event.index }) } },
        'preview.back': { actions: { type: 'preview', params: () => ({ index: null }) } },
        // A new list of questions is a new form: entering again starts it on the draft.
        'question.add': { guard: 'mayAdd', target: 'editing', reenter: true, actions: change(() => ({ kind: 'add' })) },
        'question.remove': {
          guard: { type: 'mayRemove', params: ({ event }) => ({ index: event.index }) },
          target: 'editing',
          reenter: true,
          actions: change((event) => ({ kind: 'remove', index: event.type === 'question.remove' ? event.index : -1 })),
        },
        'question.move': {
          guard: { type: 'mayMove', params: ({ event }) => ({ index: event.index, to: event.to }) },
          target: 'editing',
          reenter: true,
          actions: change((event) => (event.type === 'question.move' ? { kind: 'move', index: event.index, to: event.to } : { kind: 'add' })),
        },
      },
    },
    saving: {
      description: 'The draft is being saved; nothing can be edited until the answer.',
      invoke: {
        id: 'saveGuide',
        src: 'saveGuide',
        input: ({ context }) => ({ module: context.module, body: guideSaveOf(context.draft!, { questionIds: context.questionIds }, context.guide!.version) }),
        onDone: { target: 'editing', actions: { type: 'startFrom', params: ({ event }) => ({ guide: event.output, saved: true }) } },
        onError: [
          { guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) }, target: 'conflict', actions: { type: 'keepTheirs', params: ({ event }) => ({ error: event.error }) } },
          {
            guard: { type: 'hasFieldRefusals', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: { type: 'keepRefusals', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'failed', actions: keepProblem },
        ],
      },
    },
    failed: {
      description: 'The save reached no verdict (no network, a server failure, a refusal naming no field): "Reintentar" sends the same draft, "Seguir editando" brings it back.',
      on: { 'editor.retry': 'saving', 'editor.keepEditing': 'editing' },
    },
    conflict: {
      description: 'Someone saved the guide after the version the draft was based on; nothing was saved. Theirs beside yours.',
      on: {
        'conflict.reapply': { target: 'editing', actions: 'reapplyOnTheirs' },
        'conflict.discard': { target: 'editing', actions: { type: 'startFrom', params: ({ context }) => ({ guide: context.theirs!, saved: false }) } },
      },
    },
  },
});
