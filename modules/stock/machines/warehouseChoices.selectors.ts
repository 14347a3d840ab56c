/** What a warehouse filter shows of the warehouses' chart, as pure functions of its snapshot (for `useSelector`). */
import type { SnapshotFrom } from 'xstate';
import type { warehouseChoicesMachine } from './warehouseChoices.machine.ts';
import type { Warehouse } from './stock.types.ts';

type ChoicesSnapshot = SnapshotFrom<typeof warehouseChoicesMachine>;

export const selectWarehouses = (snapshot: ChoicesSnapshot): Warehouse[] => snapshot.context.warehouses;
export const selectWarehousesFailed = (snapshot: ChoicesSnapshot): boolean => snapshot.matches('failed');
/** Staff with no seller chosen: there are no warehouses to offer yet. */
export const selectAwaitsSeller = (snapshot: ChoicesSnapshot): boolean => snapshot.matches('awaitingSeller');
