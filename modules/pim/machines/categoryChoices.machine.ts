/**
 * The categories a products list may be narrowed to, read once when the list opens: the tree's
 * categories (a department holds no products of its own), retired ones included, since products of
 * a retired category still exist. If they cannot be read the list still works; the filter says so
 * and offers "Reintentar".
 */
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../../../machines/notProvided.ts';
import type { Category } from './catalog.types.ts';

export interface CategoryChoicesContext {
  /** The tree as read, in its order; empty until read. */
  tree: Category[];
}

export type CategoryChoicesEvent = { type: 'choices.retry' };

export const categoryChoicesMachine = setup({
  types: { context: {} as CategoryChoicesContext, events: {} as CategoryChoicesEvent },
  actors: {
    /** GET /v1/catalog/categories. */
    loadTree: fromPromise<Category[]>(async () => notProvided('loadTree')()),
  },
}).createMachine({
  id: 'categoryChoices',
  context: { tree: [] },
  initial: 'loading',
  states: {
    loading: {
      description: 'The categories are on their way; the filter waits, the list does not.',
      invoke: { src: 'loadTree', onDone: { target: 'ready', actions: assign({ tree: ({ event }) => event.output }) }, onError: 'failed' },
    },
    ready: { description: 'The categories are offered, grouped by department.' },
    failed: {
      description: 'The categories could not be read (no network, a server failure); "Reintentar" asks again.',
      on: { 'choices.retry': 'loading' },
    },
  },
});
