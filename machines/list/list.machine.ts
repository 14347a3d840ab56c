/**
 * The one list chart of the portal's modules. Every list of rows a person filters (orders, returns,
 * sellers, applications...) is built from `createListMachine` with its own filters, its own fetch
 * actor and, where it has one, its own export; the states are the same everywhere:
 *
 * - `loading` (nothing on screen yet), `loaded` (rows), `empty` (none: `filtered` when the person
 *   narrowed the list, `unfiltered` when there is nothing at all), `failed` (with a retry), and
 *   `refreshing` (new filters asked for while the last rows stay on screen, so the table does not
 *   jump to a spinner on every click).
 * - The filters live in the URL: the page reads them from its search string, every filter the list
 *   applies is handed to `rememberFilters` (the module writes the URL), and a URL changed from
 *   outside comes back as `filter.restore`. The URL stays the source of truth.
 * - A search waits until the person stops typing for 300 ms before it is applied. A list without a
 *   search box (`search: false`) has no `filter.search` and no `debouncing`: its filters are all
 *   chosen, not typed.
 * - Paging is by keyset ("Cargar más" appends the next page, `loadingMore`) or by numbered pages
 *   (`page.next`, `page.previous`, each a refresh of the filters with another page), as the
 *   module's service pages.
 * - A module that exports (CSV, Excel) gets `list.export` on a loaded list and an `exporting` state.
 * - A list whose rows something else may change (an action beside it, an upload) is `refreshable`:
 *   `list.refresh` asks for the same filters again with the rows kept on screen (`refreshing`).
 * - A list whose rows a person chooses for an action on several at once is `selectable` (it names
 *   its rows' keys, `rowKey`): the chosen keys are in `selected`, `selection.toggle` and
 *   `selection.page` (every row on screen, or none when all are chosen) change them on a list at
 *   rest, and a row stays chosen only while a new first page still shows it (none once the list fails).
 * - What a list does with its rows beyond showing and choosing them (a row's action, an action on the
 *   chosen ones) is a chart of its module beside the list, which may send the list `list.refresh`,
 *   or, where the list names its rows' keys (`rowKey`), `row.update` with the one row its action changed.
 */
import { assign, fromPromise, setup, type EventObject } from 'xstate';
import { errorCodeOf } from '../../shared/api-error.ts';

/** How long the search box waits after the last keystroke before the search is applied. */
export const LIST_SEARCH_DEBOUNCE_MS = 300;

/** Every list's filters hold the search it applies ('' for none). */
export interface SearchableFilters {
  q: string;
}

/** A numbered-pages list's filters say the page too (1 is the first). */
export interface PagedFilters extends SearchableFilters {
  page: number;
}

/** One answer of the service, as the chart reads it (the module translates its own contract's page). */
export interface ListPage<TRow, TCounts> {
  rows: TRow[];
  /** The tabs' counts under the filters, or null for a list without tabs. */
  counts: TCounts | null;
  /** Keyset paging: the cursor of the next page, null on the last one. */
  nextCursor?: string | null;
  /** Numbered pages: how many rows the filters select in all, and how many a page holds. */
  total?: number;
  pageSize?: number;
}

/** What the `listPage` actor receives: the filters, and (keyset) the cursor after the rows on screen. */
export interface ListPageRequest<TFilters> {
  filters: TFilters;
  cursor: string | null;
}

/** A file the export made, for the person to keep. */
export interface ListExportFile {
  blob: Blob;
  fileName: string;
}

/** What the `exportRows` actor receives. */
export interface ListExportRequest<TFilters, TFormat extends string> {
  filters: TFilters;
  format: TFormat;
}

export interface ListInput<TFilters> {
  /** The filters of the URL the list was opened with. */
  filters: TFilters;
}

export interface ListContext<TFilters, TRow, TCounts, TFormat extends string = never> {
  filters: TFilters;
  /** What the search box shows; applied as `filters.q` once the typing stops. */
  searchText: string;
  /** The rows on screen: the pages loaded so far (keyset), or the page shown. */
  rows: TRow[];
  /** Keyset: the cursor of the next page; null when the last page is on screen. */
  nextCursor: string | null;
  /** Numbered pages: how many rows the filters select (null until a page arrives). */
  total: number | null;
  /** Numbered pages: how many rows a page holds, as the server answered. */
  pageSize: number;
  /** The tabs' counts under the applied filters (null until the first page arrives). */
  counts: TCounts | null;
  /** The code of the last failure the screen shows (the list, the next page or the export). */
  problem: string | null;
  /** The file format asked for by the export under way or the one that last failed. */
  exportFormat: TFormat | null;
  /** A `selectable` list: the keys of the chosen rows, in the order chosen ([] on any other list). */
  selected: RowId[];
}

/** A row's key, as `rowKey` names it. */
export type RowId = string | number;

/** A list with a `rowKey`: an action beside it changed this row (one not on screen is ignored). */
export type RowUpdateEvent<TRow> = { type: 'row.update'; row: TRow };

/** A `selectable` list: the person chose or unchose one row, or the whole page on screen. */
export type SelectionEvent = { type: 'selection.toggle'; id: RowId } | { type: 'selection.page' };

/** The events every list takes, whatever its filters. */
export type ListCommonEvent<TFilters> =
  /** A keystroke in the search box: the whole text it now holds. */
  | { type: 'filter.search'; text: string }
  /** The URL's query changed from outside the list (the menu, a link): its filters win. */
  | { type: 'filter.restore'; filters: TFilters }
  | { type: 'list.retry' }
  /** A `refreshable` list: something beside it changed the rows; the same filters are read again. */
  | { type: 'list.refresh' };

export type KeysetEvent = { type: 'list.more' };
export type PagesEvent = { type: 'page.next' } | { type: 'page.previous' };
export type ExportEvent<TFormat extends string> = { type: 'list.export'; format: TFormat };

/**
 * One of the module's own filter events (`filter.group`, `filter.publish`...), as the chart sees
 * it: the module's reducer reads its fields.
 */
export interface ModuleFilterEvent {
  type: `filter.${string}`;
  [field: string]: unknown;
}

/** A filter's reducer: the filters after the event (dropping what the new value makes meaningless). */
export type FilterReducers<TFilters, TFilterEvent extends EventObject> = {
  [K in TFilterEvent['type']]: (filters: TFilters, event: Extract<TFilterEvent, { type: K }>) => TFilters;
};

export interface ListDefinition<TFilters extends object, TRow, TCounts, TFilterEvent extends EventObject, TOutput> {
  /** The machine's id (the flow's name). */
  id: string;
  /**
   * Keyset ("Cargar más" appends the page after a cursor) or numbered pages (the filters' `page`,
   * so a list of numbered pages has `PagedFilters`), as the module's service pages.
   */
  paging: 'keyset' | 'pages';
  /** The module's own filter events, each applied by its reducer, remembered and then fetched. */
  filters: FilterReducers<TFilters, TFilterEvent>;
  /**
   * Whether the person narrowed the list (a search, a status...): an empty answer is then
   * `empty.filtered`. The tab is not a narrowing. A list nothing narrows (its filters are all tabs)
   * leaves it out: its empty state is only `empty.unfiltered`.
   */
  isFiltered?: (filters: TFilters) => boolean;
  /** The service's page as the chart reads it. */
  readPage: (output: TOutput) => ListPage<TRow, TCounts>;
  /**
   * Whether the list has a search box (the default): its filters are then `SearchableFilters`. A
   * list without one (`false`) takes no `filter.search` and has no `refreshing.debouncing`.
   */
  search?: boolean;
  /** Whether `list.refresh` reads the same filters again (rows changed by something beside the list). */
  refreshable?: boolean;
  /** A row's key: with it, `row.update` puts a row changed beside the list in place of the one with its key. */
  rowKey?: (row: TRow) => RowId;
  /**
   * Whether `row.update` is taken (by default, on every list with a `rowKey`): a list whose rows are
   * only chosen, never changed one by one beside it, says `false`.
   */
  rowUpdates?: boolean;
  /**
   * Whether the person chooses rows for an action on several at once (a list with a `rowKey`): the
   * chosen keys are `selected`, changed by `selection.toggle` and `selection.page` on a list at rest.
   */
  selectable?: boolean;
  /**
   * What of the search box's text is applied as `filters.q` once the typing stops (the default
   * trims it): a module whose search takes only some characters drops the rest here.
   */
  cleanSearch?: (text: string) => string;
}

/**
 * The events of a list: its own filters', the common ones, and those of its paging and export. A
 * keyset list ignores `page.*`, a list of numbered pages `list.more`, a list without an export
 * `list.export`: the union is the same for every list so that the chart's types stay plain.
 */
export type ListEvent<TFilters, TFormat extends string = never, TRow = never> =
  | ListCommonEvent<TFilters>
  | RowUpdateEvent<TRow>
  | SelectionEvent
  | ModuleFilterEvent
  | KeysetEvent
  | PagesEvent
  | ExportEvent<TFormat>;

/**
 * The shape of every list's states, for the snapshot's `matches` (a list without an export has no
 * `exporting`, a list of numbered pages no `loadingMore`: matching them is simply false).
 */
type ListStates = {
  loading: ListNode;
  loaded: ListNode & { states: { idle: ListNode; moreFailed: ListNode; exportFailed: ListNode } };
  empty: ListNode & { states: { unfiltered: ListNode; filtered: ListNode } };
  failed: ListNode;
  refreshing: ListNode & { states: { debouncing: ListNode; fetching: ListNode } };
  loadingMore: ListNode;
  exporting: ListNode;
};
type ListNode = {
  description: string;
};

const notProvided = (id: string, name: string) => {
  throw new Error(`${name} of ${id} is provided by its module's flows.ts`);
};

/**
 * Builds a list's chart from its definition. The module provides `listPage` (and `exportRows` and
 * `saveFile` for a list with `exportFormats`), and `rememberFilters` to write the URL.
 */
export function createListMachine<
  TFilters extends object,
  TRow,
  TCounts,
  TFilterEvent extends EventObject,
  TOutput,
  TFormat extends string = never,
>(
  definition: ListDefinition<TFilters, TRow, TCounts, TFilterEvent, TOutput> & {
    /** The formats the list exports to; absent for a list without an export. */
    exportFormats?: readonly TFormat[];
  },
) {
  type Context = ListContext<TFilters, TRow, TCounts, TFormat>;
  type Event = ListEvent<TFilters, TFormat, TRow>;
  type Output = TOutput;
  const { id } = definition;
  const keyset = definition.paging === 'keyset';
  const exports = (definition.exportFormats?.length ?? 0) > 0;
  const searches = definition.search !== false;
  const refreshable = definition.refreshable === true;
  const { rowKey } = definition;
  const updatesRows = rowKey !== undefined && definition.rowUpdates !== false;
  const selectable = definition.selectable === true;
  if (selectable && !rowKey) throw new Error(`${definition.id} is selectable: it names its rows' keys (rowKey)`);
  const cleanSearch = definition.cleanSearch ?? ((text: string) => text.trim());
  const narrows = definition.isFiltered !== undefined;
  // Only read on a list with a search box, whose filters are SearchableFilters.
  const searchOf = (filters: TFilters) => (searches ? (filters as unknown as SearchableFilters).q : '');
  // Only read on a list of numbered pages, whose filters are PagedFilters.
  const pageOf = (filters: TFilters) => (filters as unknown as PagedFilters).page;
  const withPage = (filters: TFilters, page: number): TFilters => (keyset ? filters : { ...filters, page });

  type PageDone = { event: { output: Output } };
  const keepPage = { type: 'keepPage', params: ({ event }: PageDone) => ({ page: definition.readPage(event.output) }) } as const;
  /** Writes the filters the transition's earlier actions applied to the URL. */
  const rememberFilters = { type: 'rememberFilters', params: ({ context }: { context: Context }) => ({ filters: context.filters }) } as const;

  /**
   * Asks for the first page (or the page shown) of the filters and settles on what it holds: rows,
   * none, or a failure. The same call whether the list is empty on screen (`loading`) or keeps the
   * last rows (`refreshing`).
   */
  const firstPage = {
    id: 'listPage',
    src: 'listPage',
    input: ({ context }: { context: Context }) => ({ filters: context.filters, cursor: null }),
    onDone: [
      { guard: { type: 'hasRows', params: ({ event }: PageDone) => ({ page: definition.readPage(event.output) }) }, target: `#${id}.loaded`, actions: keepPage },
      ...(narrows ? [{ guard: 'isFiltered', target: `#${id}.empty.filtered`, actions: keepPage } as const] : []),
      { target: `#${id}.empty.unfiltered`, actions: keepPage },
    ],
    onError: { target: `#${id}.failed`, actions: { type: 'dropRows', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } },
  } as const;

  const filterTransitions = Object.fromEntries(
    Object.keys(definition.filters).map((type) => [type, { target: '.refreshing', actions: [{ type: 'applyFilter' }, rememberFilters] }]),
  ) as Record<`filter.${string}`, { target: '.refreshing'; actions: [{ type: 'applyFilter' }, typeof rememberFilters] }>;

  const turnPage = (by: 1 | -1, guard: 'hasNextPage' | 'hasPreviousPage') =>
    ({ guard, target: `#${id}.refreshing`, actions: [{ type: 'turnPage', params: { by } }, rememberFilters] }) as const;

  const loadedSubstates = {
    ...(keyset ? { moreFailed: { description: 'The next page could not be loaded; the rows stay and "Cargar más" tries again.' } } : {}),
    ...(exports ? { exportFailed: { description: 'The export could not be made (too many rows, no network); the list stays as it was.' } } : {}),
  };
  const hasLoadedSubstates = Object.keys(loadedSubstates).length > 0;

  return setup({
    types: {
      context: {} as Context,
      input: {} as ListInput<TFilters>,
      events: {} as Event,
    },
    actors: {
      /** The first page of the filters, or the page after `cursor`. */
      listPage: fromPromise<Output, ListPageRequest<TFilters>>(async () => notProvided(id, 'listPage')),
      /** Every row of the filters as one file. */
      exportRows: fromPromise<ListExportFile, ListExportRequest<TFilters, TFormat>>(async () => notProvided(id, 'exportRows')),
    },
    actions: {
      applyFilter: assign(({ context, event }) => {
        const reduce = (definition.filters as unknown as Record<string, (filters: TFilters, event: EventObject) => TFilters>)[event.type];
        // A filter changes what the pages hold: a numbered list starts again from its first page.
        return reduce ? { filters: withPage(reduce(context.filters, event), 1) } : {};
      }),
      // The events' union holds the module's own filter events, whose types TypeScript cannot tell
      // apart from these in a generic chart: each action narrows by the event's type itself.
      restoreFilters: assign(({ event }) => {
        const { filters } = event as Extract<ListCommonEvent<TFilters>, { type: 'filter.restore' }>;
        return { filters, searchText: searchOf(filters) };
      }),
      keepSearchText: assign(({ event }) => ({ searchText: (event as Extract<ListCommonEvent<TFilters>, { type: 'filter.search' }>).text })),
      applySearch: assign(({ context }) => ({ filters: withPage({ ...context.filters, q: cleanSearch(context.searchText) } as TFilters, 1) })),
      turnPage: assign(({ context }, { by }: { by: 1 | -1 }) => ({ filters: withPage(context.filters, pageOf(context.filters) + by) })),
      keepPage: assign(({ context }, { page }: { page: ListPage<TRow, TCounts> }) => ({
        rows: page.rows,
        // A new first page: the chosen rows it no longer shows are not chosen any more.
        ...(selectable ? { selected: context.selected.filter((id) => page.rows.some((row) => rowKey!(row) === id)) } : {}),
        nextCursor: page.nextCursor ?? null,
        total: page.total ?? null,
        pageSize: page.pageSize ?? 0,
        counts: page.counts,
        problem: null,
      })),
      appendPage: assign(({ context }, { page }: { page: ListPage<TRow, TCounts> }) => ({
        rows: [...context.rows, ...page.rows],
        nextCursor: page.nextCursor ?? null,
        counts: page.counts,
        problem: null,
      })),
      /** The list could not be loaded: nothing it shows is known to be current any more. */
      dropRows: assign((_, { error }: { error: unknown }) => ({ rows: [], nextCursor: null, total: null, selected: [], problem: errorCodeOf(error) })),
      keepProblem: assign({ problem: (_, { error }: { error: unknown }) => errorCodeOf(error) }),
      updateRow: assign(({ context, event }) => {
        const { row } = event as RowUpdateEvent<TRow>;
        const key = rowKey!(row);
        return { rows: context.rows.map((shown) => (rowKey!(shown) === key ? row : shown)) };
      }),
      toggleRow: assign(({ context, event }) => {
        const { id } = event as Extract<SelectionEvent, { type: 'selection.toggle' }>;
        return { selected: context.selected.includes(id) ? context.selected.filter((chosen) => chosen !== id) : [...context.selected, id] };
      }),
      /** Every row on screen, or none when every one is chosen already. */
      togglePage: assign(({ context }) => {
        const shown = context.rows.map((row) => rowKey!(row));
        return { selected: shown.every((id) => context.selected.includes(id)) ? [] : shown };
      }),
      keepExportFormat: assign(({ event }) => ({ exportFormat: (event as ExportEvent<TFormat>).format, problem: null })),
      /** Placeholder; the module writes the filters to the URL's query (replacing the entry). */
      rememberFilters: (_, _params: { filters: TFilters }) => {},
      /** Placeholder; the module hands the exported file to the browser as a download. */
      saveFile: (_, _params: { file: ListExportFile }) => {},
    },
    guards: {
      hasRows: (_, { page }: { page: ListPage<TRow, TCounts> }) => page.rows.length > 0,
      isFiltered: ({ context }) => definition.isFiltered?.(context.filters) ?? false,
      hasNextPage: ({ context }) =>
        keyset ? context.nextCursor !== null : context.total !== null && pageOf(context.filters) * context.pageSize < context.total,
      hasPreviousPage: ({ context }) => !keyset && pageOf(context.filters) > 1,
      /** Only a row on screen is chosen. */
      isShown: ({ context, event }) => {
        const { id } = event as Extract<SelectionEvent, { type: 'selection.toggle' }>;
        return context.rows.some((row) => rowKey!(row) === id);
      },
    },
    delays: {
      searchDebounce: LIST_SEARCH_DEBOUNCE_MS,
    },
  }).createMachine({
    id,
    context: ({ input }) => ({
      filters: input.filters,
      searchText: searchOf(input.filters),
      rows: [],
      nextCursor: null,
      total: null,
      pageSize: 0,
      counts: null,
      problem: null,
      exportFormat: null,
      selected: [],
    }),
    initial: 'loading',
    // A filter changes the list wherever it stands: what was under way (a page, an export) is for
    // filters no longer shown, so it is dropped.
    on: {
      ...filterTransitions,
      // Not remembered: the URL already says these filters.
      'filter.restore': { target: '.refreshing', actions: 'restoreFilters' },
      // Each keystroke starts the wait again (the transition re-enters `debouncing`).
      ...(searches ? { 'filter.search': { target: '.refreshing.debouncing', actions: 'keepSearchText' } } : {}),
      // Wherever the list stands, the row on screen shows what the action made of it.
      ...(updatesRows ? { 'row.update': { actions: 'updateRow' } } : {}),
    },
    // The states are put together from the definition (keyset or pages, an export or not), which
    // TypeScript cannot follow: their names are declared once, as `ListStates`, for `matches`.
    states: {
      loading: {
        description: 'The first page of the filters of the URL is on its way; there is nothing to show yet.',
        invoke: firstPage,
      },
      loaded: {
        description: 'Rows on screen: another page may be asked for (the rows exported, where the list exports; chosen, where it is selectable).',
        on: {
          ...(keyset ? { 'list.more': { guard: 'hasNextPage', target: 'loadingMore' } } : { 'page.next': turnPage(1, 'hasNextPage'), 'page.previous': turnPage(-1, 'hasPreviousPage') }),
          ...(exports ? { 'list.export': { target: 'exporting', actions: 'keepExportFormat' } } : {}),
          ...(refreshable ? { 'list.refresh': 'refreshing' } : {}),
          // Rows are chosen only at rest: while others are on their way, the ones on screen may go.
          ...(selectable ? { 'selection.toggle': { guard: 'isShown', actions: 'toggleRow' }, 'selection.page': { actions: 'togglePage' } } : {}),
        },
        ...(hasLoadedSubstates
          ? { initial: 'idle', states: { idle: { description: 'Nothing under way and nothing went wrong.' }, ...loadedSubstates } }
          : {}),
      },
      empty: {
        description: 'No row to show; the tabs still say where there are some.',
        // A page past the end (an old link, the last row of a page taken meanwhile): back one.
        on: {
          ...(keyset ? {} : { 'page.previous': turnPage(-1, 'hasPreviousPage') }),
          ...(refreshable ? { 'list.refresh': 'refreshing' } : {}),
        },
        initial: 'unfiltered',
        states: {
          unfiltered: { description: 'Nothing at all in this tab: no search or filter narrowed it.' },
          ...(narrows ? { filtered: { description: 'Nothing matches the search or filters the person chose; others would show rows.' } } : {}),
        },
      },
      failed: {
        description: 'The list could not be loaded; "Reintentar" asks for the same filters again.',
        on: { 'list.retry': 'loading' },
      },
      refreshing: {
        description: 'The filters changed: the rows of the last ones stay on screen until the new page arrives.',
        initial: 'fetching',
        states: {
          ...(searches
            ? {
                debouncing: {
                  description: 'The person is typing a search: it is applied once they stop for 300 ms, not on every key.',
                  after: { searchDebounce: { target: 'fetching', actions: ['applySearch', rememberFilters] } },
                },
              }
            : {}),
          fetching: {
            description: 'The page of the new filters is on its way.',
            invoke: firstPage,
          },
        },
      },
      ...(keyset
        ? {
            loadingMore: {
              description: 'The next page is on its way, to be added under the rows on screen.',
              invoke: {
                id: 'nextPage',
                src: 'listPage',
                input: ({ context }: { context: Context }) => ({ filters: context.filters, cursor: context.nextCursor }),
                onDone: { target: 'loaded', actions: { type: 'appendPage', params: ({ event }: PageDone) => ({ page: definition.readPage(event.output) }) } },
                onError: { target: 'loaded.moreFailed', actions: { type: 'keepProblem', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } },
              },
            },
          }
        : {}),
      ...(exports
        ? {
            exporting: {
              description: 'The file of every row the filters select is being made; the list stays as it is.',
              invoke: {
                id: 'exportRows',
                src: 'exportRows',
                input: ({ context }: { context: Context }) => ({ filters: context.filters, format: context.exportFormat ?? definition.exportFormats![0]! }),
                onDone: { target: 'loaded', actions: { type: 'saveFile', params: ({ event }: { event: { output: ListExportFile } }) => ({ file: event.output }) } },
                onError: { target: 'loaded.exportFailed', actions: { type: 'keepProblem', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } },
              },
            },
          }
        : {}),
    } as unknown as ListStates,
  });
}
