/**
 * The warehouses a stock list or a SKU's history may be narrowed to: the seller's own, read when the
 * page opens. Staff reading every seller's stock have none to choose from until they choose a seller
 * (warehouses belong to one), and each seller chosen has its own. If they cannot be read the list
 * still works; the filter says so and offers "Reintentar".
 */
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../../../machines/notProvided.ts';
import type { Warehouse } from './stock.types.ts';

export interface WarehouseChoicesInput {
  /** The seller whose warehouses are offered; null for a seller's own (or staff with none chosen). */
  sellerId: number | null;
  /** Staff: warehouses are read only for a seller they chose. */
  perSeller: boolean;
}

export interface WarehouseChoicesContext extends WarehouseChoicesInput {
  /** The warehouses as read, in the seller's order; empty until read. */
  warehouses: Warehouse[];
}

export type WarehouseChoicesEvent = { type: 'warehouses.seller'; sellerId: number | null } | { type: 'warehouses.retry' };

export const warehouseChoicesMachine = setup({
  types: { context: {} as WarehouseChoicesContext, input: {} as WarehouseChoicesInput, events: {} as WarehouseChoicesEvent },
  actors: {
    /** The seller's warehouses (`sellerId` for staff). */
    loadWarehouses: fromPromise<Warehouse[], { sellerId: number | null }>(async () => notProvided('loadWarehouses')()),
  },
  guards: {
    awaitsSeller: ({ context }) => context.perSeller && context.sellerId === null,
  },
}).createMachine({
  id: 'warehouseChoices',
  context: ({ input }) => ({ ...input, warehouses: [] }),
  initial: 'choosing',
  on: {
    // Another seller, other warehouses: what was read is dropped and the new seller's are read.
    'warehouses.seller': { target: '.choosing', actions: assign({ sellerId: ({ event }) => event.sellerId, warehouses: [] }) },
  },
  states: {
    choosing: {
      description: 'Whether there is a seller whose warehouses can be read.',
      always: [{ guard: 'awaitsSeller', target: 'awaitingSeller' }, { target: 'loading' }],
    },
    awaitingSeller: { description: 'Staff reading every seller: warehouses are one seller\'s, so none is offered until a seller is chosen.' },
    loading: {
      description: 'The warehouses are on their way; the filter waits, the list does not.',
      invoke: {
        src: 'loadWarehouses',
        input: ({ context }) => ({ sellerId: context.sellerId }),
        onDone: { target: 'ready', actions: assign({ warehouses: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    ready: { description: 'The warehouses are offered.' },
    failed: {
      description: 'The warehouses could not be read (no network, a server failure); "Reintentar" asks again.',
      on: { 'warehouses.retry': 'loading' },
    },
  },
});
