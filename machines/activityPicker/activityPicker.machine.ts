/**
 * The economic-activity picker of the sign-up wizard: a search box over the SII catalogue with a
 * "Buscar por" category menu (1 Actividad, 2 Código), a clear button and a suggestions list. Two
 * regions run side by side:
 * - `catalogue`: the built-in list arrives as its own chunk; typing works before it arrives (the
 *   results are computed when it does) and after it failed (the list offers a retry).
 * - `dropdown`: at most one of the two popups is open; opening one closes the other.
 *
 * Decision on stale selections. Clearing the text must clear the chosen code and label; we also
 * clear them on any edit that makes the text differ from the chosen suggestion: otherwise the
 * form would submit a code the box no longer shows. Picking a suggestion again restores them.
 *
 * The parent form learns of every change of code and label through the `selectionChanged` action,
 * once per change (the view provides it): the transitions that change the selection are candidates of
 * their own, guarded by whether they do, so each announcement is a transition the chart shows.
 */
import { and, assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  ACTIVITY_CODE_LENGTH,
  normalizeForSearch,
  searchActivities,
  splitActivityOption,
  type Activity,
  type ActivityCategory,
} from '../../shared/onboarding/activitySearch.ts';

/** Longest text the box takes when searching by label (or with no category): 255 characters. */
export const ACTIVITY_TEXT_MAX_LENGTH = 255;

/** A chosen activity; both empty when nothing is chosen. */
export type ActivitySelection = Activity;

export interface ActivityPickerInput {
  /** A previous pick (a restored draft); empty strings for none. */
  code: string;
  label: string;
}

export interface ActivityPickerContext {
  category: ActivityCategory | null;
  text: string;
  code: string;
  label: string;
  /** The suggestions for `text`, at most 20, in code order. */
  results: Activity[];
  /** The suggestion the arrow keys point at; -1 for none. */
  activeIndex: number;
  catalogue: readonly Activity[] | null;
}

export type ActivityPickerEvent =
  | { type: 'picker.type'; text: string }
  /** Arrow down: opens the suggestions when closed, else points at the next one (wrapping). */
  | { type: 'picker.next' }
  | { type: 'picker.previous' }
  /** A suggestion's display text, 'code - label'. */
  | { type: 'picker.pick'; option: string }
  /** The clear button: text, code, label and suggestions. */
  | { type: 'picker.clear' }
  /** "Borrar todas": the suggestions only. */
  | { type: 'picker.clearSuggestions' }
  | { type: 'picker.categoriesToggle' }
  | { type: 'picker.categoryChoose'; category: ActivityCategory }
  /** A click outside, Escape, or the focus leaving the picker. */
  | { type: 'picker.dismiss' }
  | { type: 'picker.retry' };

/** The text the box shows for a selection: 'code - label' (the code alone if there is no label). */
export const selectionText = ({ code, label }: ActivitySelection): string => (label ? `${code} - ${label}` : code);

/** What the box keeps of typed text: digits only and 6 at most when searching by code, else 255 characters. */
export function limitSearchText(text: string, category: ActivityCategory | null): string {
  return category === 2
    ? text.replace(/\D/g, '').slice(0, ACTIVITY_CODE_LENGTH)
    : text.slice(0, ACTIVITY_TEXT_MAX_LENGTH);
}

const search = (context: Pick<ActivityPickerContext, 'catalogue' | 'category'>, text: string): Activity[] =>
  context.catalogue ? searchActivities(context.catalogue, text, context.category) : [];

const noSelection = { code: '', label: '' };

const pickerSetup = setup({
  types: {
    context: {} as ActivityPickerContext,
    events: {} as ActivityPickerEvent,
    input: {} as ActivityPickerInput | undefined,
  },
  actors: {
    /** Placeholder; the app provides the lazily loaded chunk (src/app/activityCatalogue.ts). */
    loadCatalogue: fromPromise<readonly Activity[]>(async () => {
      throw new Error('loadCatalogue is provided by src/app/activityCatalogue.ts');
    }),
  },
  actions: {
    storeCatalogue: assign((_, { catalogue }: { catalogue: readonly Activity[] }) => ({ catalogue })),
    /** Recomputes the suggestions for the current text (the catalogue has just arrived, or the list reopens). */
    searchAgain: assign(({ context }) => ({ results: search(context, context.text), activeIndex: -1 })),
    typeText: assign(({ context, event }) => {
      assertEvent(event, 'picker.type');
      const text = limitSearchText(event.text, context.category);
      const keepsSelection = context.code !== '' && text === selectionText(context);
      return { text, results: search(context, text), activeIndex: -1, ...(keepsSelection ? {} : noSelection) };
    }),
    pick: assign(({ event }) => {
      assertEvent(event, 'picker.pick');
      const selection = splitActivityOption(event.option);
      return { ...selection, text: selectionText(selection), results: [], activeIndex: -1 };
    }),
    clearAll: assign({ text: '', ...noSelection, results: [], activeIndex: -1 }),
    clearSuggestions: assign({ results: [], activeIndex: -1 }),
    chooseCategory: assign(({ event }) => {
      assertEvent(event, 'picker.categoryChoose');
      return { category: event.category, text: '', ...noSelection, results: [], activeIndex: -1 };
    }),
    pointNext: assign(({ context }) => ({
      activeIndex: context.results.length === 0 ? -1 : (context.activeIndex + 1) % context.results.length,
    })),
    pointPrevious: assign(({ context }) => ({
      activeIndex: context.results.length === 0 ? -1 : context.activeIndex <= 0 ? context.results.length - 1 : context.activeIndex - 1,
    })),
    /** Placeholder; the view tells the parent form (code and label fields). */
    selectionChanged: (_, _selection: ActivitySelection) => {},
  },
  guards: {
    typedTextIsBlank: ({ context, event }) => {
      assertEvent(event, 'picker.type');
      return normalizeForSearch(limitSearchText(event.text, context.category)) === '';
    },
    // The chosen suggestion's own text is no search: reopening on it would only say "no suggestions".
    hasSearchText: ({ context }) =>
      normalizeForSearch(context.text) !== '' && !(context.code !== '' && context.text === selectionText(context)),
    hasSelection: ({ context }) => context.code !== '',
    /** The typed text is no longer the chosen suggestion's, so the code and label go. */
    typingDropsSelection: ({ context, event }) => {
      assertEvent(event, 'picker.type');
      return context.code !== '' && limitSearchText(event.text, context.category) !== selectionText(context);
    },
  },
});

/** Tells the parent form of the selection the transition's earlier actions have just changed. */
const announceSelection = {
  type: 'selectionChanged',
  params: ({ context }: { context: ActivityPickerContext }) => ({ code: context.code, label: context.label }),
} as const;

export const activityPickerMachine = pickerSetup.createMachine({
  id: 'activityPicker',
  context: ({ input }) => {
    const selection = { code: input?.code ?? '', label: input?.label ?? '' };
    return {
      category: null,
      text: selectionText(selection),
      ...selection,
      results: [],
      activeIndex: -1,
      catalogue: null,
    };
  },
  type: 'parallel',
  states: {
    catalogue: {
      initial: 'loading',
      states: {
        loading: {
          description: 'The catalogue chunk is on its way; text typed meanwhile is searched when it arrives.',
          invoke: {
            id: 'loadCatalogue',
            src: 'loadCatalogue',
            onDone: {
              target: 'ready',
              actions: [{ type: 'storeCatalogue', params: ({ event }) => ({ catalogue: event.output }) }, 'searchAgain'],
            },
            onError: { target: 'failed' },
          },
        },
        ready: {
          description: 'Every keystroke searches the catalogue.',
        },
        failed: {
          description: 'The chunk could not be fetched (offline, a new deployment): typing still works, the list offers a retry.',
          on: { 'picker.retry': { target: 'loading' } },
        },
      },
    },
    dropdown: {
      initial: 'closed',
      on: {
        // Typing shows the suggestions (closing the category menu); a blank text has none to show.
        'picker.type': [
          {
            guard: and(['typedTextIsBlank', 'typingDropsSelection']),
            target: '.closed',
            actions: ['typeText', announceSelection],
          },
          { guard: 'typedTextIsBlank', target: '.closed', actions: 'typeText' },
          { guard: 'typingDropsSelection', target: '.results', actions: ['typeText', announceSelection] },
          { target: '.results', actions: 'typeText' },
        ],
        'picker.clear': [
          { guard: 'hasSelection', target: '.closed', actions: ['clearAll', announceSelection] },
          { target: '.closed', actions: 'clearAll' },
        ],
      },
      states: {
        closed: {
          description: 'Only the box and the "Buscar por" button show.',
          on: {
            'picker.next': { guard: 'hasSearchText', target: 'results', actions: 'searchAgain' },
            'picker.categoriesToggle': { target: 'categories' },
          },
        },
        results: {
          description: 'The suggestions for the text (or why there are none: loading, failed, no match).',
          on: {
            'picker.next': { actions: 'pointNext' },
            'picker.previous': { actions: 'pointPrevious' },
            // Always a change: the suggestions are open only while the text is not the chosen one's.
            'picker.pick': { target: 'closed', actions: ['pick', announceSelection] },
            'picker.clearSuggestions': { target: 'closed', actions: 'clearSuggestions' },
            'picker.categoriesToggle': { target: 'categories' },
            'picker.dismiss': { target: 'closed' },
          },
        },
        categories: {
          description: 'The "Buscar por" menu: Actividad (1) or Código (2).',
          on: {
            // Another category reads the text differently, so the text and the selection start over.
            'picker.categoryChoose': [
              { guard: 'hasSelection', target: 'closed', actions: ['chooseCategory', announceSelection] },
              { target: 'closed', actions: 'chooseCategory' },
            ],
            'picker.categoriesToggle': { target: 'closed' },
            'picker.dismiss': { target: 'closed' },
          },
        },
      },
    },
  },
});
