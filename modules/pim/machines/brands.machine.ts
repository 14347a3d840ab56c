/**
 * Configuración PIM > Marcas: the brands by name, a page at a time ("Cargar más"), narrowed by a
 * search (the kit's keyset list), and beside it what is done to one brand: add one, rename it,
 * retire or reactivate it (the module's record editor, reading no list of its own). A brand
 * stored goes back to the list (`row.update`; a new one reads the list again, to stand in its
 * place by name), and a conflict reads the list again to show the brand as it now is.
 */
import { sendTo, type ActorRefFrom } from 'xstate';
import { createListMachine, type ListPageRequest } from '../../../machines/list/list.machine.ts';
import { createRecordEditor } from './recordEditor.ts';
import { brandFormMachine } from './recordForms.ts';
import type { Brand, BrandPage } from './catalog.types.ts';

export interface BrandFilters {
  q: string;
}

export type BrandsPageRequest = ListPageRequest<BrandFilters>;

export const brandsListMachine = createListMachine<BrandFilters, Brand, null, never, BrandPage>({
  id: 'brandsList',
  paging: 'keyset',
  filters: {},
  isFiltered: (filters) => filters.q !== '',
  readPage: (page) => ({ rows: page.items, nextCursor: page.nextCursor, counts: null }),
  refreshable: true,
  rowKey: (brand) => brand.id,
  // The contract takes at most 60 characters of search.
  cleanSearch: (text) => text.trim().slice(0, 60),
});

export type BrandAction = 'add' | 'rename' | 'retire' | 'reactivate';

export interface BrandActionsInput {
  /** The list the stored brands go back to. */
  list: ActorRefFrom<typeof brandsListMachine>;
}

export const brandActionsMachine = createRecordEditor<BrandActionsInput, Brand, BrandAction>({
  id: 'brandActions',
  reads: false,
  actions: { add: 'form', rename: 'form', retire: 'confirm', reactivate: 'confirm' },
  allows: (action, brand) => {
    if (action === 'add') return brand === null;
    if (brand === null) return false;
    if (action === 'retire') return brand.active;
    if (action === 'reactivate') return !brand.active;
    return true;
  },
  forms: { add: brandFormMachine, rename: brandFormMachine },
  start: (action, brand) => ({ values: { name: action === 'rename' ? (brand?.name ?? '') : '' }, facts: { brand: action === 'rename' ? brand : null } }),
  keep: (brands) => [...brands],
}).provide({
  actions: {
    listWritten: sendTo(
      ({ context }) => context.list,
      (_, { written, action }: { written: Brand[]; action: BrandAction }) =>
        action === 'add' ? { type: 'list.refresh' as const } : { type: 'row.update' as const, row: written[0]! },
    ),
    listStale: sendTo(({ context }) => context.list, { type: 'list.refresh' as const }),
  },
});
