/**
 * Configuración PIM > Atributos: a category's attributes, edited as one list and saved as a whole
 * with the version of the category read (saveCategoryAttributes). The tree is read first, to choose
 * the category (a department has no attributes); the chosen one is in the URL.
 *
 * The form (attributeForm.ts) reports every edit here, so what was typed (`draft`) survives a
 * refusal, a failure and a conflict. A save refused by the server's rules comes back on the rows'
 * fields; when someone saved the category first (409) it is read again and shown beside the
 * draft, to reapply the draft on top of it or take it as it is.
 */
import { assign, fromPromise, sendParent, setup } from 'xstate';
import { ApiError, errorCodeOf } from '../../../shared/api-error.ts';
import { notProvided } from '../../../machines/notProvided.ts';
import type { FormChangeReport } from '../../../machines/form/form.machine.ts';
import { attributeFactsOf, attributeFormMachine, attributeInputsOf, rebased, rowsOf, withRefusals, type AttributeListValues, type AttributeRow } from './attributeForm.ts';
import { isVersionConflict } from './recordEditor.ts';
import type { AttributeInput, Category } from './catalog.types.ts';

export interface AttributeEditorInput {
  /** The category of the URL, if any. */
  categoryId: number | null;
}

export interface AttributeEditorContext extends AttributeEditorInput {
  /** The tree as last read (the chooser's options). */
  tree: Category[] | null;
  /** What the form holds, as typed; null while it holds the stored list untouched. */
  draft: AttributeRow[] | null;
  /** The code of the failure on screen. */
  problem: string | null;
}

export type AttributeEditorEvent =
  | { type: 'category.choose'; categoryId: number }
  | { type: 'editor.retry' }
  | { type: 'editor.edit' }
  | { type: 'conflict.reapply' }
  | { type: 'conflict.takeTheirs' }
  /** From the form: its values after an edit. */
  | { type: 'attributes.changed'; rows: AttributeRow[] };

export interface AttributesSave {
  categoryId: number;
  version: number;
  attributes: AttributeInput[];
}

/** The chosen category, as last read (null: none chosen, or it is a department or unknown). */
export const chosenCategoryOf = ({ tree, categoryId }: Pick<AttributeEditorContext, 'tree' | 'categoryId'>): Category | null =>
  tree?.find((category) => category.id === categoryId && category.parentId !== null) ?? null;

const refusalsOf = (error: unknown) => (error instanceof ApiError && error.statusCode === 400 && error.code === 'VALIDATION_FAILED' ? (error.details ?? []) : []);

type ErrorEvent = { event: { error: unknown } };
const keepProblem = { type: 'keepProblem', params: ({ event }: ErrorEvent) => ({ error: event.error }) } as const;
/** Another category: what was typed for this one is left (only where nothing is under way). */
const choose = {
  'category.choose': {
    guard: { type: 'isCategory', params: ({ event }: { event: { categoryId: number } }) => ({ categoryId: event.categoryId }) },
    target: '#attributeEditor.editing',
    reenter: true,
    actions: [
      { type: 'chooseCategory', params: ({ event }: { event: { categoryId: number } }) => ({ categoryId: event.categoryId }) },
      { type: 'rememberCategory', params: ({ event }: { event: { categoryId: number } }) => ({ categoryId: event.categoryId }) },
    ],
  },
} as const;
const keepTree = { type: 'keepTree', params: ({ event }: { event: { output: Category[] } }) => ({ tree: event.output }) } as const;

export const attributeEditorMachine = setup({
  types: {
    context: {} as AttributeEditorContext,
    input: {} as AttributeEditorInput,
    events: {} as AttributeEditorEvent,
    children: {} as { attributeForm: 'attributeForm' },
  },
  actors: {
    /** GET /v1/catalog/categories. */
    loadTree: fromPromise<Category[]>(async () => notProvided('loadTree')()),
    /** PUT /v1/catalog/categories/{categoryId}/attributes. */
    saveAttributes: fromPromise<Category, AttributesSave>(async () => notProvided('saveAttributes')()),
    attributeForm: attributeFormMachine.provide({
      actions: {
        reportChange: sendParent((_, report: FormChangeReport<AttributeListValues>) => ({ type: 'attributes.changed', rows: report.values.attributes })),
      },
    }),
  },
  actions: {
    keepTree: assign((_, { tree }: { tree: Category[] }) => ({ tree, problem: null })),
    chooseCategory: assign((_, { categoryId }: { categoryId: number }) => ({ categoryId, draft: null, problem: null })),
    keepDraft: assign((_, { rows }: { rows: AttributeRow[] }) => ({ draft: rows })),
    forgetDraft: assign({ draft: null }),
    keepSaved: assign(({ context }, { category }: { category: Category }) => ({
      tree: (context.tree ?? []).map((one) => (one.id === category.id ? category : one)),
      draft: null,
      problem: null,
    })),
    keepRefusals: assign(({ context }, { error }: { error: unknown }) => ({ draft: withRefusals(context.draft ?? [], refusalsOf(error)), problem: errorCodeOf(error) })),
    keepProblem: assign({ problem: (_, { error }: { error: unknown }) => errorCodeOf(error) }),
    /** Placeholder; the module writes the chosen category to the URL. */
    rememberCategory: (_, _params: { categoryId: number }) => {},
  },
  guards: {
    /** Whether the tree just read holds the category of the URL (read before `keepTree` keeps it). */
    hasChosen: ({ context }, { tree }: { tree: Category[] }) => chosenCategoryOf({ tree, categoryId: context.categoryId }) !== null,
    isCategory: ({ context }, { categoryId }: { categoryId: number }) => chosenCategoryOf({ tree: context.tree, categoryId }) !== null,
    isConflict: (_, { error }: { error: unknown }) => isVersionConflict(error),
    hasRefusals: (_, { error }: { error: unknown }) => refusalsOf(error).length > 0,
  },
}).createMachine({
  id: 'attributeEditor',
  context: ({ input }) => ({ categoryId: input.categoryId, tree: null, draft: null, problem: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The tree is on its way: the categories to choose from, each with its attributes.',
      invoke: {
        src: 'loadTree',
        onDone: [
          { guard: { type: 'hasChosen', params: ({ event }) => ({ tree: event.output }) }, target: 'editing', actions: keepTree },
          { target: 'choosing', actions: keepTree },
        ],
        onError: { target: 'loadFailed', actions: keepProblem },
      },
    },
    loadFailed: {
      description: 'The tree could not be read (no network, a server failure); "Reintentar" asks again.',
      on: { 'editor.retry': 'loading' },
    },
    choosing: {
      description: 'No category is chosen (or the URL named none): the page asks which one.',
      on: choose,
    },
    editing: {
      description: "The chosen category's attributes as a form, started from the draft when there is one; a valid press saves them.",
      invoke: {
        id: 'attributeForm',
        src: 'attributeForm',
        input: ({ context }) => {
          const category = chosenCategoryOf(context)!;
          return {
            values: { attributes: context.draft ? rebased(context.draft, category) : rowsOf(category) },
            facts: attributeFactsOf(category),
            // A draft brought back shows its errors again.
            ...(context.draft ? { touched: { attributes: true as const } } : {}),
          };
        },
        onDone: { target: 'saving', actions: { type: 'keepDraft', params: ({ event }) => ({ rows: event.output.attributes }) } },
      },
      on: { ...choose, 'attributes.changed': { actions: { type: 'keepDraft', params: ({ event }) => ({ rows: event.rows }) } } },
      initial: 'fresh',
      states: {
        fresh: { description: 'Nothing saved since the category was opened.' },
        saved: { description: 'The list was saved: the form starts again from it, and the page says so.' },
        refused: { description: "The server refused the list by its rules: each refusal is shown on its row's field, with everything typed." },
      },
    },
    saving: {
      description: 'The list is being saved; nothing can be edited until the answer.',
      invoke: {
        src: 'saveAttributes',
        input: ({ context }) => {
          const category = chosenCategoryOf(context)!;
          return { categoryId: category.id, version: category.version, attributes: attributeInputsOf(context.draft ?? []) };
        },
        onDone: { target: 'editing.saved', actions: { type: 'keepSaved', params: ({ event }) => ({ category: event.output }) } },
        onError: [
          { guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) }, target: 'conflict', actions: keepProblem },
          { guard: { type: 'hasRefusals', params: ({ event }) => ({ error: event.error }) }, target: 'editing.refused', actions: { type: 'keepRefusals', params: ({ event }) => ({ error: event.error }) } },
          { target: 'failed', actions: keepProblem },
        ],
      },
    },
    failed: {
      description: 'The save reached no verdict (no network, a server failure): "Reintentar" sends the same list, "Seguir editando" brings it back.',
      on: { ...choose, 'editor.retry': 'saving', 'editor.edit': 'editing' },
    },
    conflict: {
      description: 'Someone saved the category after it was read: nothing was saved.',
      initial: 'reloading',
      states: {
        reloading: {
          description: 'The tree is read again, to show the category as it now is.',
          invoke: { src: 'loadTree', onDone: { target: 'shown', actions: keepTree }, onError: { target: '#attributeEditor.failed', actions: keepProblem } },
        },
        shown: {
          description: 'Their list beside the draft: the draft may be reapplied on top of theirs, or theirs taken as it is.',
          on: {
            ...choose,
            'conflict.reapply': '#attributeEditor.editing',
            'conflict.takeTheirs': { target: '#attributeEditor.editing', actions: 'forgetDraft' },
          },
        },
      },
    },
  },
});
