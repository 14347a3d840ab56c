/**
 * How the order and return lifecycles move stock, written against their transition tables
 * (shared/orders/lifecycle.ts, shared/returns/lifecycle.ts): which tabs hold an order's units, and
 * what each movement of the tables does to stock. Pure data: the server applies it in the
 * transaction that moves the order or the return.
 */
import type { MovementName, OrderStatus, OrderStatusGroup } from '../orders/lifecycle.ts';
import { groupOf } from '../orders/lifecycle.ts';
import type { ReturnMovementName } from '../returns/lifecycle.ts';

/**
 * The tabs whose orders hold their units in the seller's warehouse: still to prepare, or prepared
 * and waiting for the carrier. An order the marketplace hands over in one of them reserves its units.
 */
export const HOLDING_GROUPS = ['toPrepare', 'readyToShip'] as const satisfies readonly OrderStatusGroup[];

/** Whether an order in `status` holds its units (an order handed over now reserves them). */
export const holdsUnits = (status: OrderStatus): boolean => (HOLDING_GROUPS as readonly OrderStatusGroup[]).includes(groupOf(status));

/**
 * What a movement does to the units the order still holds:
 * - `ship`: they leave the warehouse (out of on hand and of reserved);
 * - `writeOff`: they were lost or damaged in the warehouse before any carrier had them (the same
 *   figures, recorded as a correction, since nothing was shipped);
 * - `release`: the order will not be shipped from here, the units are for sale again;
 * - `none`: nothing changes (the order keeps holding them, or holds nothing any more).
 * Applied to what the order holds by its own ledger entries, an effect after the units left (a
 * loss after a take-over) finds nothing to move, so nothing is counted twice.
 */
export type OrderStockEffect = 'ship' | 'writeOff' | 'release' | 'none';

export const ORDER_STOCK_EFFECTS = {
  pack: 'none',
  readyToShip: 'none',
  // The seller cannot fulfil it: its units are its to sell again (or to correct if they are broken).
  cancel: 'release',
  confirmPayment: 'none',
  cancelOrder: 'release',
  refundCancelation: 'none',
  refundBeforeShipping: 'release',
  // The marketplace fulfils it from its own warehouse: the seller's units are no longer held for it.
  takeOver: 'release',
  loseBeforeShipping: 'writeOff',
  damageBeforeShipping: 'writeOff',
  refundFailedDelivery: 'none',
  refundReturn: 'none',
  // The carrier took it: the units left the seller's warehouse.
  pickUp: 'ship',
  enterNetwork: 'none',
  outForDelivery: 'none',
  deliver: 'none',
  leaveAtBranch: 'none',
  failAttempt: 'none',
  scheduleSecondVisit: 'none',
  reportProblem: 'none',
  failDelivery: 'none',
  returnToSeller: 'none',
  loseAfterShipping: 'none',
  damageAfterShipping: 'none',
  loseInReturn: 'none',
} as const satisfies Record<MovementName, OrderStockEffect>;

/**
 * What a return's movement does: `restock` puts its units back on hand, in the warehouse the order
 * took them from. Only the approval does, and it can only happen once the product came back and
 * was checked (the return is in process), so a return rejected, lost on the way or never sent
 * changes nothing.
 */
export type ReturnStockEffect = 'restock' | 'none';

export const RETURN_STOCK_EFFECTS = {
  approve: 'restock',
  reject: 'none',
  pickUp: 'none',
  receive: 'none',
  fail: 'none',
  deliverBack: 'none',
  refund: 'none',
} as const satisfies Record<ReturnMovementName, ReturnStockEffect>;
