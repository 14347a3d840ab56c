/**
 * The commune options of one region select: changing the region clears the list and loads that
 * region's communes from the geography service. The chosen commune itself lives in the step form
 * (which clears it when its region changes); this chart only holds what the commune select offers.
 *
 * Failures are not shown as such: reference lookups fall back to defaults silently, and "no
 * communes" is what the person sees either way: the single "no commune exists" option. The region
 * stays required and the commune stays empty, so the step cannot be sent with a wrong commune.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { CommuneOption, LoadCommunesInput } from './communeOptions.actors.ts';

export interface CommuneOptionsInput {
  /** The region the form holds when the select appears ('' for none): a restored draft loads at once. */
  region: string;
}

export interface CommuneOptionsContext {
  region: string;
  /** The communes of `region`; empty while loading, without a region, or when none could be loaded. */
  communes: readonly CommuneOption[];
}

export type CommuneOptionsEvent = { type: 'region.changed'; region: string };

export const communeOptionsMachine = setup({
  types: {
    input: {} as CommuneOptionsInput,
    context: {} as CommuneOptionsContext,
    events: {} as CommuneOptionsEvent,
  },
  actors: {
    /** Placeholder; the composition root provides the call to the geography service. */
    loadCommunes: fromPromise<readonly CommuneOption[], LoadCommunesInput>(async () => {
      throw new Error('loadCommunes is provided by src/app/signupFlow.ts');
    }),
  },
  actions: {
    chooseRegion: assign(({ event }) => {
      assertEvent(event, 'region.changed');
      return { region: event.region, communes: [] };
    }),
    keepCommunes: assign({ communes: (_, communes: readonly CommuneOption[]) => communes }),
    forgetCommunes: assign({ communes: [] }),
  },
  guards: {
    hasRegion: ({ context }) => context.region !== '',
    regionCleared: ({ event }) => event.region === '',
  },
}).createMachine({
  id: 'communeOptions',
  context: ({ input }) => ({ region: input.region, communes: [] }),
  initial: 'idle',
  on: {
    'region.changed': [
      { guard: 'regionCleared', target: '.idle', actions: 'chooseRegion' },
      // Re-entering restarts the call: the answer for the region left behind belongs to a stopped
      // actor and never reaches the chart, so a slow answer cannot overwrite a newer region's list.
      { target: '.loading', reenter: true, actions: 'chooseRegion' },
    ],
  },
  states: {
    idle: {
      description: 'No region chosen: the commune select waits for one.',
      always: { guard: 'hasRegion', target: 'loading' },
    },
    loading: {
      description: "The region's communes are on their way; the select offers none meanwhile.",
      invoke: {
        id: 'loadCommunes',
        src: 'loadCommunes',
        input: ({ context }) => ({ region: context.region }),
        onDone: { target: 'ready', actions: { type: 'keepCommunes', params: ({ event }) => event.output } },
        onError: { target: 'ready', actions: 'forgetCommunes' },
      },
    },
    ready: {
      description: 'The list is known; an empty one shows the single "no commune exists" option.',
    },
  },
});
