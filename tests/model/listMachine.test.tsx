/**
 * Model-based tests of the list chart factory (machines/list): lists built from it (one paged by
 * keyset with an export, one of numbered pages, one without a search box refreshed from beside it,
 * one whose rows are chosen), each walked along paths generated from its
 * chart until every state and transition is taken. Each step is checked against what the person
 * must see, written here by hand from the events taken so far (not read back from the chart): the
 * screen (loading, rows, empty with or without filters, failed), the rows, "Cargar más" or the
 * pages, and the export. Scenario tests then run the charts as actors with provided effects and
 * check what reaches the module: the filters written to the URL, the requests and the saved file.
 */
import { createActor, fromPromise, type AnyMachineSnapshot, type EventObject, type SnapshotFrom } from 'xstate';
import { createListMachine, type ListExportFile, type ListPage, type ListPageRequest } from '../../machines/list/list.machine.ts';
import {
  selectCanExport,
  selectCanLoadMore,
  selectCanTurnNext,
  selectCanTurnPrevious,
  selectExportProblem,
  selectExporting,
  selectHasNextPage,
  selectCanChoose,
  selectIsRefreshing,
  selectListProblem,
  selectSelected,
  selectListScreen,
  selectMoreFailed,
  type ListScreen,
} from '../../machines/list/list.selectors.ts';
import { ApiError } from '../../shared/api-error.ts';
import { expectFullCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { coveringPaths } from './shell.support.tsx';

type Tab = 'open' | 'closed';
interface KeysetFilters {
  tab: Tab;
  kinds: string[];
  q: string;
}
interface Row {
  id: number;
}
type Counts = Record<Tab, number>;
interface ServicePage {
  items: Row[];
  next: string | null;
  counts: Counts;
}
type KeysetFilterEvent = { type: 'filter.tab'; tab: Tab } | { type: 'filter.kinds'; kinds: string[] };

const keysetList = createListMachine<KeysetFilters, Row, Counts, KeysetFilterEvent, ServicePage, 'csv' | 'xlsx'>({
  id: 'keysetList',
  paging: 'keyset',
  filters: {
    // Another tab has other kinds: the chosen ones would select nothing there.
    'filter.tab': (filters, event) => ({ ...filters, tab: event.tab, kinds: [] }),
    'filter.kinds': (filters, event) => ({ ...filters, kinds: event.kinds }),
  },
  isFiltered: (filters) => filters.kinds.length > 0 || filters.q !== '',
  readPage: (page): ListPage<Row, Counts> => ({ rows: page.items, nextCursor: page.next, counts: page.counts }),
  exportFormats: ['csv', 'xlsx'],
});

interface PagedFilters {
  q: string;
  page: number;
}
interface NumberedPage {
  data: Row[];
  total: number;
  pageSize: number;
}

const pagedList = createListMachine<PagedFilters, Row, null, never, NumberedPage>({
  id: 'pagedList',
  paging: 'pages',
  filters: {},
  isFiltered: (filters) => filters.q !== '',
  readPage: (page) => ({ rows: page.data, counts: null, total: page.total, pageSize: page.pageSize }),
});

const COUNTS: Counts = { open: 3, closed: 1 };
const unavailable = new ApiError({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' });

describe('a keyset list with an export, walked to every state and transition', () => {
  const fixtures = {
    toClosed: { type: 'filter.tab', tab: 'closed' },
    pickKind: { type: 'filter.kinds', kinds: ['a'] },
    search: { type: 'filter.search', text: ' abc ' },
    typingPaused: { type: 'xstate.after.searchDebounce.keysetList.refreshing.debouncing' },
    restore: { type: 'filter.restore', filters: { tab: 'open', kinds: [], q: '' } },
    more: { type: 'list.more' },
    retry: { type: 'list.retry' },
    exportCsv: { type: 'list.export', format: 'csv' },
    pageOne: { type: 'xstate.done.actor.listPage', output: { items: [{ id: 1 }, { id: 2 }], next: 'c1', counts: COUNTS } },
    lastPage: { type: 'xstate.done.actor.listPage', output: { items: [{ id: 1 }], next: null, counts: COUNTS } },
    nothing: { type: 'xstate.done.actor.listPage', output: { items: [], next: null, counts: { open: 0, closed: 0 } } },
    listFailed: { type: 'xstate.error.actor.listPage', error: unavailable },
    pageTwo: { type: 'xstate.done.actor.nextPage', output: { items: [{ id: 3 }], next: null, counts: COUNTS } },
    nextFailed: { type: 'xstate.error.actor.nextPage', error: unavailable },
    exported: { type: 'xstate.done.actor.exportRows', output: { blob: new Blob(['x']), fileName: 'rows.csv' } },
    exportFailed: { type: 'xstate.error.actor.exportRows', error: unavailable },
  } as const satisfies Record<string, EventObject & Record<string, unknown>>;
  type Fixture = keyof typeof fixtures;
  const names = eventNames(fixtures);
  type Snapshot = SnapshotFrom<typeof keysetList>;
  const settled = (snapshot: Snapshot) => snapshot.matches('loaded') || snapshot.matches('empty') || snapshot.matches('failed');

  // Each filter once, on a list on screen, so the paths stay few and readable.
  const offered = (snapshot: Snapshot, event: EventObject): boolean => {
    const { filters, searchText } = snapshot.context;
    switch (event.type) {
      case 'filter.tab':
        return settled(snapshot) && filters.tab === 'open';
      case 'filter.kinds':
        return settled(snapshot) && filters.kinds.length === 0;
      case 'filter.search':
        return settled(snapshot) && searchText === '';
      case 'filter.restore':
        return settled(snapshot) && filters.tab !== 'open';
      default:
        return true;
    }
  };
  const paths = coveringPaths<Snapshot, EventObject, { filters: KeysetFilters }>(keysetList, {
    input: { filters: { tab: 'open', kinds: [], q: '' } },
    events: Object.values(fixtures),
    describe: (snapshot) => [snapshot.value, snapshot.context.rows.length, snapshot.context.nextCursor, snapshot.context.filters, snapshot.context.searchText],
    eventKey: (event) => JSON.stringify(event),
    filter: offered,
  });

  /** Where the list stands and what it holds, kept by hand along the path. */
  interface Expected {
    phase: 'loading' | 'refreshing' | 'loaded' | 'loadingMore' | 'moreFailed' | 'exporting' | 'exportFailed' | 'empty' | 'failed';
    rows: number[];
    cursor: string | null;
    kindsChosen: boolean;
    searched: boolean;
  }
  const landed = (expected: Expected, items: readonly Row[], cursor: string | null): Expected => ({
    ...expected,
    phase: items.length > 0 ? 'loaded' : 'empty',
    rows: items.map((row) => row.id),
    cursor,
  });
  const steps: Record<Fixture, (expected: Expected) => Expected> = {
    toClosed: (expected) => ({ ...expected, phase: 'refreshing', kindsChosen: false }),
    pickKind: (expected) => ({ ...expected, phase: 'refreshing', kindsChosen: true }),
    search: (expected) => ({ ...expected, phase: 'refreshing' }),
    typingPaused: (expected) => ({ ...expected, searched: true }),
    restore: (expected) => ({ ...expected, phase: 'refreshing', kindsChosen: false, searched: false }),
    more: (expected) => ({ ...expected, phase: 'loadingMore' }),
    retry: (expected) => ({ ...expected, phase: 'loading' }),
    exportCsv: (expected) => ({ ...expected, phase: 'exporting' }),
    pageOne: (expected) => landed(expected, fixtures.pageOne.output.items, 'c1'),
    lastPage: (expected) => landed(expected, fixtures.lastPage.output.items, null),
    nothing: (expected) => landed(expected, [], null),
    listFailed: (expected) => ({ ...expected, phase: 'failed', rows: [], cursor: null }),
    pageTwo: (expected) => ({ ...expected, phase: 'loaded', rows: [...expected.rows, 3], cursor: null }),
    nextFailed: (expected) => ({ ...expected, phase: 'moreFailed' }),
    exported: (expected) => ({ ...expected, phase: 'loaded' }),
    exportFailed: (expected) => ({ ...expected, phase: 'exportFailed' }),
  };

  const SCREEN_OF: Record<Expected['phase'], (expected: Expected) => ListScreen> = {
    loading: () => 'loading',
    refreshing: (expected) => (expected.rows.length > 0 ? 'rows' : 'loading'),
    loaded: () => 'rows',
    loadingMore: () => 'rows',
    moreFailed: () => 'rows',
    exporting: () => 'rows',
    exportFailed: () => 'rows',
    empty: (expected) => (expected.kindsChosen || expected.searched ? 'emptyFiltered' : 'emptyUnfiltered'),
    failed: () => 'failed',
  };

  const check = (state: AnyMachineSnapshot, expected: Expected) => {
    const snapshot = state as Snapshot;
    const { phase } = expected;
    const onScreen = phase === 'loaded' || phase === 'moreFailed' || phase === 'exportFailed';
    expect(selectListScreen(snapshot)).toBe(SCREEN_OF[phase](expected));
    expect(snapshot.context.rows.map((row) => row.id)).toEqual(expected.rows);
    expect(selectIsRefreshing(snapshot)).toBe(phase === 'refreshing' && expected.rows.length > 0);
    expect(selectHasNextPage(snapshot)).toBe(expected.cursor !== null && (onScreen || phase === 'loadingMore'));
    expect(selectCanLoadMore(snapshot)).toBe(expected.cursor !== null && onScreen);
    expect(selectMoreFailed(snapshot)).toBe(phase === 'moreFailed' ? 'SERVICE_UNAVAILABLE' : null);
    expect(selectListProblem(snapshot)).toBe(phase === 'failed' ? 'SERVICE_UNAVAILABLE' : null);
    expect(selectExporting(snapshot)).toBe(phase === 'exporting' ? 'csv' : null);
    expect(selectExportProblem(snapshot)).toEqual(phase === 'exportFailed' ? { format: 'csv', code: 'SERVICE_UNAVAILABLE' } : null);
    expect(selectCanExport(snapshot)).toBe(onScreen);
  };

  for (const path of paths) {
    it(describeFixturePath(path, names.get), () => {
      let expected: Expected = { phase: 'loading', rows: [], cursor: null, kindsChosen: false, searched: false };
      for (const step of path.steps) {
        if (!isStart(step.event)) expected = steps[names.get(step.event)](expected);
        check(step.state, expected);
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(keysetList, paths));
  });
});

describe('a list of numbered pages, walked to every state and transition', () => {
  const page = (ids: number[], total: number) => ({ data: ids.map((id) => ({ id })), total, pageSize: 2 });
  const fixtures = {
    search: { type: 'filter.search', text: 'x' },
    typingPaused: { type: 'xstate.after.searchDebounce.pagedList.refreshing.debouncing' },
    restore: { type: 'filter.restore', filters: { q: '', page: 1 } },
    next: { type: 'page.next' },
    previous: { type: 'page.previous' },
    retry: { type: 'list.retry' },
    firstOfTwo: { type: 'xstate.done.actor.listPage', output: page([1, 2], 3) },
    nothing: { type: 'xstate.done.actor.listPage', output: page([], 3) },
    failed: { type: 'xstate.error.actor.listPage', error: unavailable },
  } as const satisfies Record<string, EventObject & Record<string, unknown>>;
  const names = eventNames(fixtures);
  type Snapshot = SnapshotFrom<typeof pagedList>;
  const settled = (snapshot: Snapshot) => snapshot.matches('loaded') || snapshot.matches('empty') || snapshot.matches('failed');
  const offered = (snapshot: Snapshot, event: EventObject): boolean => {
    const { filters, searchText } = snapshot.context;
    switch (event.type) {
      case 'filter.search':
        return settled(snapshot) && searchText === '';
      case 'filter.restore':
        return settled(snapshot) && (filters.page !== 1 || filters.q !== '');
      case 'page.next':
        return filters.page < 2;
      default:
        return true;
    }
  };
  const paths = coveringPaths<Snapshot, EventObject, { filters: PagedFilters }>(pagedList, {
    input: { filters: { q: '', page: 1 } },
    events: Object.values(fixtures),
    describe: (snapshot) => [snapshot.value, snapshot.context.rows.length, snapshot.context.total, snapshot.context.filters, snapshot.context.searchText],
    eventKey: (event) => JSON.stringify(event),
    filter: offered,
  });

  for (const path of paths) {
    it(describeFixturePath(path, names.get), () => {
      // What the person sees, kept by hand: the page asked for, and what its answer held.
      let pageShown = 1;
      let searched = false;
      let answer: 'none' | 'rows' | 'nothing' | 'failed' = 'none';
      for (const step of path.steps) {
        const snapshot = step.state as Snapshot;
        if (!isStart(step.event)) {
          const name = names.get(step.event);
          if (name === 'next') pageShown += 1;
          if (name === 'previous') pageShown -= 1;
          if (name === 'typingPaused') {
            searched = true;
            pageShown = 1;
          }
          if (name === 'restore') {
            searched = false;
            pageShown = 1;
          }
          if (name === 'firstOfTwo') answer = 'rows';
          if (name === 'nothing') answer = 'nothing';
          if (name === 'failed') answer = 'failed';
          if (name === 'retry') answer = 'none';
        }
        expect(snapshot.context.filters.page).toBe(pageShown);
        if (snapshot.matches('loaded')) {
          expect(answer).toBe('rows');
          expect(selectListScreen(snapshot)).toBe('rows');
          // Three rows, two a page: the first page has a next one, the second a previous one.
          expect(selectCanTurnNext(snapshot)).toBe(pageShown === 1);
          expect(selectCanTurnPrevious(snapshot)).toBe(pageShown === 2);
        }
        if (snapshot.matches('empty')) {
          expect(answer).toBe('nothing');
          expect(selectListScreen(snapshot)).toBe(searched ? 'emptyFiltered' : 'emptyUnfiltered');
          expect(selectCanTurnPrevious(snapshot)).toBe(pageShown > 1);
        }
        if (snapshot.matches('failed')) expect(selectListScreen(snapshot)).toBe('failed');
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(pagedList, paths));
  });
});

/** A list with no search box whose rows something beside it changes (an action, an upload). */
interface ChosenFilters {
  whose: 'all' | 'mine';
}
interface ChosenRow {
  id: number;
  done: boolean;
}
interface ChosenPage {
  items: ChosenRow[];
  next: string | null;
}
const chosenList = createListMachine<ChosenFilters, ChosenRow, null, { type: 'filter.whose'; whose: ChosenFilters['whose'] }, ChosenPage>({
  id: 'chosenList',
  paging: 'keyset',
  search: false,
  refreshable: true,
  rowKey: (row) => row.id,
  filters: { 'filter.whose': (filters, event) => ({ ...filters, whose: event.whose }) },
  isFiltered: (filters) => filters.whose === 'mine',
  readPage: (page) => ({ rows: page.items, nextCursor: page.next, counts: null }),
});

describe('a list without a search box, refreshed from beside it, walked to every state and transition', () => {
  const fixtures = {
    mine: { type: 'filter.whose', whose: 'mine' },
    restore: { type: 'filter.restore', filters: { whose: 'all' } },
    refresh: { type: 'list.refresh' },
    // An action beside the list finished the second row.
    secondDone: { type: 'row.update', row: { id: 2, done: true } },
    more: { type: 'list.more' },
    retry: { type: 'list.retry' },
    rows: { type: 'xstate.done.actor.listPage', output: { items: [{ id: 1, done: false }], next: 'c1' } },
    nothing: { type: 'xstate.done.actor.listPage', output: { items: [], next: null } },
    listFailed: { type: 'xstate.error.actor.listPage', error: unavailable },
    pageTwo: { type: 'xstate.done.actor.nextPage', output: { items: [{ id: 2, done: false }], next: null } },
    nextFailed: { type: 'xstate.error.actor.nextPage', error: unavailable },
  } as const satisfies Record<string, EventObject & Record<string, unknown>>;
  const names = eventNames(fixtures);
  type Snapshot = SnapshotFrom<typeof chosenList>;
  const settled = (snapshot: Snapshot) => snapshot.matches('loaded') || snapshot.matches('empty') || snapshot.matches('failed');
  const offered = (snapshot: Snapshot, event: EventObject): boolean => {
    switch (names.get(event)) {
      case 'mine':
        return settled(snapshot) && snapshot.context.filters.whose === 'all';
      case 'restore':
        return settled(snapshot) && snapshot.context.filters.whose === 'mine';
      // Once, on a list showing that row or not (one not on screen is left alone).
      case 'secondDone':
        return !snapshot.context.rows.some((row) => row.done);
      default:
        return true;
    }
  };
  const paths = coveringPaths<Snapshot, EventObject, { filters: ChosenFilters }>(chosenList, {
    input: { filters: { whose: 'all' } },
    events: Object.values(fixtures),
    describe: (snapshot) => [snapshot.value, snapshot.context.rows, snapshot.context.nextCursor, snapshot.context.filters],
    eventKey: (event) => JSON.stringify(event),
    filter: offered,
  });

  it('has no search and no wait for typing: a search is not an event it takes', () => {
    const snapshot = createActor(chosenList, { input: { filters: { whose: 'all' } } }).getSnapshot();
    expect(snapshot.context.searchText).toBe('');
    expect(snapshot.can({ type: 'filter.search', text: 'x' })).toBe(false);
    expect(Object.keys(chosenList.root.states.refreshing!.states)).toEqual(['fetching']);
  });

  for (const path of paths) {
    it(describeFixturePath(path, names.get), () => {
      // What the person sees, kept by hand from the events taken so far.
      let shown: string[] = [];
      let answer: 'none' | 'rows' | 'nothing' | 'failed' = 'none';
      let mine = false;
      for (const step of path.steps) {
        const snapshot = step.state as Snapshot;
        if (!isStart(step.event)) {
          const name = names.get(step.event);
          if (name === 'mine') mine = true;
          if (name === 'restore') mine = false;
          if (name === 'rows') [shown, answer] = [['1 to do'], 'rows'];
          if (name === 'pageTwo') shown = [...shown, '2 to do'];
          if (name === 'secondDone') shown = shown.map((row) => (row === '2 to do' ? '2 done' : row));
          if (name === 'nothing') [shown, answer] = [[], 'nothing'];
          if (name === 'listFailed') [shown, answer] = [[], 'failed'];
          if (name === 'retry') answer = 'none';
          // A refresh reads the same filters again, keeping the rows on screen meanwhile.
          if (name === 'refresh') expect(snapshot.matches({ refreshing: 'fetching' })).toBe(true);
        }
        expect(snapshot.context.rows.map((row) => `${row.id} ${row.done ? 'done' : 'to do'}`)).toEqual(shown);
        if (snapshot.matches('loaded')) expect(answer).toBe('rows');
        if (snapshot.matches('empty')) expect([answer, selectListScreen(snapshot)]).toEqual(['nothing', mine ? 'emptyFiltered' : 'emptyUnfiltered']);
        if (snapshot.matches('failed')) expect([answer, selectListScreen(snapshot)]).toEqual(['failed', 'failed']);
        if (snapshot.matches('refreshing') && shown.length > 0) expect(selectListScreen(snapshot)).toBe('rows');
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(chosenList, paths));
  });
});

/** A list whose rows are chosen for an action on several at once, with a search that takes digits only. */
interface PickFilters {
  q: string;
}
interface PickPage {
  items: Row[];
  next: string | null;
}
const pickedList = createListMachine<PickFilters, Row, null, never, PickPage>({
  id: 'pickedList',
  paging: 'keyset',
  refreshable: true,
  rowKey: (row) => row.id,
  selectable: true,
  filters: {},
  isFiltered: (filters) => filters.q !== '',
  cleanSearch: (text) => text.replace(/[^0-9]/g, ''),
  readPage: (page) => ({ rows: page.items, nextCursor: page.next, counts: null }),
});

describe('a list whose rows are chosen, walked to every state and transition', () => {
  const fixtures = {
    search: { type: 'filter.search', text: 'N° 1-2' },
    typingPaused: { type: 'xstate.after.searchDebounce.pickedList.refreshing.debouncing' },
    restore: { type: 'filter.restore', filters: { q: '' } },
    chooseFirst: { type: 'selection.toggle', id: 1 },
    choosePage: { type: 'selection.page' },
    refresh: { type: 'list.refresh' },
    // An action beside the list changed the second row: it stays chosen or not as it was.
    secondChanged: { type: 'row.update', row: { id: 2 } },
    more: { type: 'list.more' },
    retry: { type: 'list.retry' },
    firstAndSecond: { type: 'xstate.done.actor.listPage', output: { items: [{ id: 1 }, { id: 2 }], next: 'c1' } },
    // A first page without the first row (it left the list meanwhile).
    secondOnly: { type: 'xstate.done.actor.listPage', output: { items: [{ id: 2 }], next: null } },
    nothing: { type: 'xstate.done.actor.listPage', output: { items: [], next: null } },
    listFailed: { type: 'xstate.error.actor.listPage', error: unavailable },
    third: { type: 'xstate.done.actor.nextPage', output: { items: [{ id: 3 }], next: null } },
    nextFailed: { type: 'xstate.error.actor.nextPage', error: unavailable },
  } as const satisfies Record<string, EventObject & Record<string, unknown>>;
  const names = eventNames(fixtures);
  type Snapshot = SnapshotFrom<typeof pickedList>;
  const settled = (snapshot: Snapshot) => snapshot.matches('loaded') || snapshot.matches('empty') || snapshot.matches('failed');
  const offered = (snapshot: Snapshot, event: EventObject): boolean => {
    const { filters, searchText, selected } = snapshot.context;
    switch (names.get(event)) {
      case 'search':
        return settled(snapshot) && searchText === '';
      case 'restore':
        return settled(snapshot) && filters.q !== '';
      case 'refresh':
        return settled(snapshot);
      case 'secondChanged':
        return snapshot.matches('loaded');
      // One row chosen by hand, or the page: each from nothing chosen, or the page unchosen again.
      case 'chooseFirst':
        return selected.length === 0;
      default:
        return true;
    }
  };
  const paths = coveringPaths<Snapshot, EventObject, { filters: PickFilters }>(pickedList, {
    input: { filters: { q: '' } },
    events: Object.values(fixtures),
    describe: (snapshot) => [snapshot.value, snapshot.context.rows, snapshot.context.nextCursor, snapshot.context.filters, snapshot.context.searchText, snapshot.context.selected],
    eventKey: (event) => JSON.stringify(event),
    filter: offered,
  });

  it('takes no row.update where its rows are only chosen', () => {
    const chosenOnly = createListMachine<PickFilters, Row, null, never, PickPage>({
      id: 'chosenOnly',
      paging: 'keyset',
      rowKey: (row) => row.id,
      rowUpdates: false,
      selectable: true,
      filters: {},
      readPage: (page) => ({ rows: page.items, nextCursor: page.next, counts: null }),
    });
    expect(chosenOnly.root.on['row.update']).toBeUndefined();
    expect(createActor(chosenOnly, { input: { filters: { q: '' } } }).getSnapshot().can({ type: 'row.update', row: { id: 1 } })).toBe(false);
  });

  it('is refused without the keys of its rows', () => {
    expect(() =>
      createListMachine<PickFilters, Row, null, never, PickPage>({
        id: 'keyless',
        paging: 'keyset',
        selectable: true,
        filters: {},
        readPage: (page) => ({ rows: page.items, nextCursor: page.next, counts: null }),
      }),
    ).toThrow("keyless is selectable: it names its rows' keys (rowKey)");
  });

  for (const path of paths) {
    it(describeFixturePath(path, names.get), () => {
      // What the person sees and chose, kept by hand from the events taken so far.
      let shown: number[] = [];
      let chosen: number[] = [];
      let searched = '';
      let atRest = false;
      for (const step of path.steps) {
        const snapshot = step.state as Snapshot;
        if (!isStart(step.event)) {
          const name = names.get(step.event);
          if (name === 'chooseFirst') chosen = [1];
          if (name === 'choosePage') chosen = shown.every((id) => chosen.includes(id)) ? [] : [...shown];
          // Only the digits of what was typed are a search.
          if (name === 'typingPaused') searched = '12';
          if (name === 'restore') searched = '';
          // A new first page keeps chosen only what it still shows; a failure shows nothing.
          if (name === 'firstAndSecond') shown = [1, 2];
          if (name === 'secondOnly') shown = [2];
          if (name === 'nothing' || name === 'listFailed') shown = [];
          if (name === 'firstAndSecond' || name === 'secondOnly' || name === 'nothing' || name === 'listFailed') chosen = chosen.filter((id) => shown.includes(id));
          if (name === 'third') shown = [...shown, 3];
          // A changed row leaves the list where it stood.
          if (name !== 'secondChanged') atRest = ['chooseFirst', 'choosePage', 'firstAndSecond', 'secondOnly', 'third', 'nextFailed'].includes(name) && shown.length > 0;
        }
        expect(snapshot.context.rows.map((row) => row.id)).toEqual(shown);
        expect(selectSelected(snapshot)).toEqual(chosen);
        expect(snapshot.context.filters.q).toBe(searched);
        // Rows are chosen only on a list at rest.
        expect(selectCanChoose(snapshot)).toBe(atRest);
        expect(snapshot.can({ type: 'selection.toggle', id: 1 })).toBe(atRest && shown.includes(1));
        expect(snapshot.can({ type: 'row.update', row: { id: 2 } })).toBe(true);
        expect(snapshot.can({ type: 'selection.toggle', id: 9 })).toBe(false);
      }
    });
  }

  it('covers every state and transition with the generated paths', () => {
    expectFullCoverage(measureCoverage(pickedList, paths));
  });
});

describe('a list run with its effects provided', () => {
  afterEach(() => vi.useRealTimers());

  it('asks for the filters of the URL, writes each applied filter back, appends the next page and saves the export', async () => {
    vi.useFakeTimers();
    const requests: ListPageRequest<KeysetFilters>[] = [];
    const remembered: KeysetFilters[] = [];
    const saved: ListExportFile[] = [];
    const file: ListExportFile = { blob: new Blob(['a;b']), fileName: 'rows.csv' };
    const actor = createActor(
      keysetList.provide({
        actors: {
          listPage: fromPromise(async ({ input }: { input: ListPageRequest<KeysetFilters> }) => {
            requests.push(input);
            return input.cursor ? { items: [{ id: 9 }], next: null, counts: COUNTS } : { items: [{ id: 1 }], next: 'after-1', counts: COUNTS };
          }),
          exportRows: fromPromise(async () => file),
        },
        actions: {
          rememberFilters: (_, { filters }) => void remembered.push(filters),
          saveFile: (_, { file: kept }) => void saved.push(kept),
        },
      }),
      { input: { filters: { tab: 'closed', kinds: [], q: '' } } },
    ).start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches('loaded')).toBe(true));
    expect(requests).toEqual([{ filters: { tab: 'closed', kinds: [], q: '' }, cursor: null }]);

    actor.send({ type: 'list.more' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.rows).toEqual([{ id: 1 }, { id: 9 }]));
    expect(requests.at(-1)).toEqual({ filters: { tab: 'closed', kinds: [], q: '' }, cursor: 'after-1' });

    actor.send({ type: 'list.export', format: 'xlsx' });
    await vi.waitFor(() => expect(saved).toEqual([file]));

    // The tab drops the kinds; the search waits 300 ms, trimmed; neither writes the URL twice.
    actor.send({ type: 'filter.kinds', kinds: ['a'] });
    actor.send({ type: 'filter.tab', tab: 'open' });
    actor.send({ type: 'filter.search', text: ' ro' });
    actor.send({ type: 'filter.search', text: ' rows ' });
    expect(actor.getSnapshot().context.searchText).toBe(' rows ');
    await vi.advanceTimersByTimeAsync(299);
    expect(remembered).toEqual([
      { tab: 'closed', kinds: ['a'], q: '' },
      { tab: 'open', kinds: [], q: '' },
    ]);
    await vi.advanceTimersByTimeAsync(1);
    expect(remembered.at(-1)).toEqual({ tab: 'open', kinds: [], q: 'rows' });
    await vi.waitFor(() => expect(requests.at(-1)).toEqual({ filters: { tab: 'open', kinds: [], q: 'rows' }, cursor: null }));

    // A URL changed from outside is shown, not written back.
    actor.send({ type: 'filter.restore', filters: { tab: 'closed', kinds: [], q: '' } });
    expect(remembered).toHaveLength(3);
    actor.stop();
  });

  it('tells an empty tab from an empty search, and turns numbered pages, starting again from the first on a new search', async () => {
    vi.useFakeTimers();
    const asked: PagedFilters[] = [];
    const actor = createActor(
      pagedList.provide({
        actors: {
          listPage: fromPromise(async ({ input }: { input: ListPageRequest<PagedFilters> }) => {
            asked.push(input.filters);
            if (input.filters.q === 'none') return { data: [], total: 0, pageSize: 2 };
            return { data: [{ id: input.filters.page }], total: 3, pageSize: 2 };
          }),
        },
      }),
      { input: { filters: { q: '', page: 1 } } },
    ).start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches('loaded')).toBe(true));
    actor.send({ type: 'page.next' });
    await vi.waitFor(() => expect(actor.getSnapshot().context.rows).toEqual([{ id: 2 }]));
    expect(actor.getSnapshot().can({ type: 'page.next' })).toBe(false);
    actor.send({ type: 'filter.search', text: 'none' });
    await vi.advanceTimersByTimeAsync(300);
    await vi.waitFor(() => expect(selectListScreen(actor.getSnapshot())).toBe('emptyFiltered'));
    expect(asked.at(-1)).toEqual({ q: 'none', page: 1 });
    actor.stop();
  });
});
