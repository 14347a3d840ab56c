/**
 * The seller filter of the lists staff read across sellers (orders, returns, boletas, shipments):
 * a box where part of a seller's name (or its RUT) is typed and one of the sellers found is chosen.
 * The list filters by the chosen seller's id, which its URL keeps; this chart keeps what the person
 * reads, the name, so an address naming a seller shows that seller's name, never its number.
 *
 * - `naming`: the list was opened with a seller in its address; its name is read once.
 * - `idle`: nothing under way: the box shows the chosen seller's name, or nothing.
 * - `unnamed`: the address names a seller whose name could not be read (there is no such seller, or
 *   no network): the list still filters by it and the box says so, so it can be cleared.
 * - `searching`: the person is typing; the search runs once they stop for 300 ms.
 * - `open`: the sellers found are offered (possibly none: the box says so).
 * - `failed`: the search could not be made; "Reintentar" runs it again, typing too.
 *
 * The chart does not talk to the list: the page sends the list its `filter.seller` when a seller is
 * chosen or cleared, and this chart `seller.restore` when the list's address changes from outside.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { errorCodeOf } from '../../shared/api-error.ts';

/** How long the box waits after the last keystroke before it searches. */
export const SELLER_SEARCH_DEBOUNCE_MS = 300;

/** The longest text the search takes (the contract's limit). */
export const SELLER_SEARCH_MAX_LENGTH = 150;

export interface SellerChoice {
  id: number;
  name: string;
}

export interface SellerPickerInput {
  /** The seller the list's address names, or null. */
  sellerId: number | null;
}

export interface SellerPickerContext {
  /** What the box shows. */
  text: string;
  /** The sellers found for the last search. */
  options: SellerChoice[];
  /** The seller the list filters by: its id, and its name once known (null while unknown). */
  chosen: { id: number; name: string | null } | null;
  /** The code of the last failure (the search, or the name of the address's seller). */
  problem: string | null;
}

export type SellerPickerEvent =
  /** A keystroke: the whole text the box now holds. */
  | { type: 'seller.type'; text: string }
  | { type: 'seller.choose'; seller: SellerChoice }
  /** The clear button: no seller, every seller's rows. */
  | { type: 'seller.clear' }
  /** Escape, or the focus leaving the box: the box shows the chosen seller again. */
  | { type: 'seller.close' }
  | { type: 'seller.retry' }
  /** The list's address changed from outside (the menu, a step back): its seller wins. */
  | { type: 'seller.restore'; sellerId: number | null };

/** What the `sellerNames` actor receives: part of a name, or the id of one seller. */
export type SellerNamesRequest = { q: string } | { id: number };

const notProvided = (name: string) => {
  throw new Error(`${name} is provided by the module that draws the seller filter`);
};

export const sellerPickerMachine = setup({
  types: {
    context: {} as SellerPickerContext,
    input: {} as SellerPickerInput,
    events: {} as SellerPickerEvent,
  },
  actors: {
    /** The sellers matching a search, or the one seller of an id (none when it does not exist). */
    sellerNames: fromPromise<SellerChoice[], SellerNamesRequest>(async () => notProvided('sellerNames')),
  },
  actions: {
    keepText: assign(({ event }) => {
      assertEvent(event, 'seller.type');
      return { text: event.text.slice(0, SELLER_SEARCH_MAX_LENGTH) };
    }),
    keepOptions: assign((_, { options }: { options: SellerChoice[] }) => ({ options, problem: null })),
    keepProblem: assign((_, { error }: { error: unknown }) => ({ options: [], problem: errorCodeOf(error) })),
    choose: assign(({ event }) => {
      assertEvent(event, 'seller.choose');
      return { chosen: event.seller, text: event.seller.name, options: [], problem: null };
    }),
    dropOptions: assign({ options: [] }),
    clear: assign({ chosen: null, text: '', options: [], problem: null }),
    /** The box shows the chosen seller's name again (or nothing) after the person typed. */
    showChosen: assign(({ context }) => ({ text: context.chosen?.name ?? '', options: [] })),
    restore: assign(({ event }) => {
      assertEvent(event, 'seller.restore');
      return { chosen: event.sellerId === null ? null : { id: event.sellerId, name: null }, text: '', options: [], problem: null };
    }),
    /** The address's seller, named (or not: it does not exist). */
    keepName: assign(({ context }, { found }: { found: SellerChoice[] }) => {
      const seller = found.find((each) => each.id === context.chosen?.id);
      return seller ? { chosen: seller, text: seller.name, problem: null } : { problem: 'SELLER_NOT_FOUND' };
    }),
  },
  guards: {
    isBlank: ({ event }) => event.type === 'seller.type' && event.text.trim() === '',
    namesAnotherSeller: ({ context, event }) => event.type === 'seller.restore' && event.sellerId !== null && event.sellerId !== context.chosen?.id,
    clearsTheSeller: ({ context, event }) => event.type === 'seller.restore' && event.sellerId === null && context.chosen !== null,
    wasNamed: ({ context }, { found }: { found: SellerChoice[] }) => found.some((seller) => seller.id === context.chosen?.id),
    namesASeller: ({ context }) => context.chosen !== null,
  },
  delays: {
    searchDebounce: SELLER_SEARCH_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'sellerPicker',
  context: ({ input }) => ({
    text: '',
    options: [],
    chosen: input.sellerId === null ? null : { id: input.sellerId, name: null },
    problem: null,
  }),
  initial: 'starting',
  on: {
    // Typing works wherever the box stands: a blank box offers nothing, anything else searches.
    'seller.type': [
      { guard: 'isBlank', target: '.idle', actions: ['keepText', 'dropOptions'] },
      { target: '.searching', actions: 'keepText', reenter: true },
    ],
    'seller.choose': { target: '.idle', actions: 'choose' },
    'seller.clear': { target: '.idle', actions: 'clear' },
    'seller.restore': [
      { guard: 'namesAnotherSeller', target: '.naming', actions: 'restore' },
      { guard: 'clearsTheSeller', target: '.idle', actions: 'restore' },
    ],
  },
  states: {
    starting: {
      description: 'Decides at once whether the address named a seller whose name is to be read.',
      always: [{ guard: 'namesASeller', target: 'naming' }, { target: 'idle' }],
    },
    naming: {
      description: "The list's address names a seller: its name is read once, so the box shows a name and never a number.",
      invoke: {
        id: 'sellerName',
        src: 'sellerNames',
        input: ({ context }) => ({ id: context.chosen!.id }),
        onDone: [
          { guard: { type: 'wasNamed', params: ({ event }) => ({ found: event.output }) }, target: 'idle', actions: { type: 'keepName', params: ({ event }) => ({ found: event.output }) } },
          { target: 'unnamed', actions: { type: 'keepName', params: ({ event }) => ({ found: event.output }) } },
        ],
        onError: { target: 'unnamed', actions: { type: 'keepProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    idle: {
      description: "Nothing under way: the box shows the chosen seller's name, or is empty for every seller's rows.",
    },
    unnamed: {
      description: 'The address names a seller whose name could not be read (none has that id, or no network): the list still filters by it and the box says so, to be cleared.',
    },
    searching: {
      description: 'The person is typing part of a name: the search runs once they stop for 300 ms, not on every key.',
      initial: 'debouncing',
      on: { 'seller.close': { target: 'idle', actions: 'showChosen' } },
      states: {
        debouncing: {
          description: 'Waiting for the typing to stop.',
          after: { searchDebounce: 'fetching' },
        },
        fetching: {
          description: 'The sellers matching the text are on their way.',
          invoke: {
            id: 'sellerSearch',
            src: 'sellerNames',
            input: ({ context }) => ({ q: context.text.trim() }),
            onDone: { target: '#sellerPicker.open', actions: { type: 'keepOptions', params: ({ event }) => ({ options: event.output }) } },
            onError: { target: '#sellerPicker.failed', actions: { type: 'keepProblem', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    open: {
      description: 'The sellers found are offered to choose from; none found is said in the list itself.',
      on: { 'seller.close': { target: 'idle', actions: 'showChosen' } },
    },
    failed: {
      description: 'The search could not be made: the box says so and offers to try again; the list is untouched.',
      on: {
        'seller.retry': 'searching.fetching',
        'seller.close': { target: 'idle', actions: 'showChosen' },
      },
    },
  },
});
