/**
 * The order lifecycle (shared/orders/lifecycle.ts) against tables written here by hand from the
 * contract (openapi/orders.yaml) and the brief of the orders module: the 26 statuses, the tab of
 * each, the seller's three actions from every status, the label, and the reason rules of a cancel.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  GROUP_STATUSES,
  ORDER_ACTIONS,
  ORDER_MOVEMENTS,
  ORDER_STATUSES,
  ORDER_STATUS_GROUPS,
  actionsAllowedFrom,
  groupOf,
  labelAvailableFor,
  movementsBetween,
  nextStatusOf,
  nextStatusesFrom,
  transitionInputProblemOf,
  type OrderAction,
  type OrderStatus,
} from '../../shared/orders/lifecycle.ts';

const contract = parse(readFileSync(new URL('../../openapi/orders.yaml', import.meta.url), 'utf8')) as {
  components: { schemas: Record<string, { enum: string[] }> };
};

/** The tab of every status, as the contract's OrderStatusGroup describes them. */
const TAB: Record<OrderStatus, string> = {
  new: 'toPrepare',
  awaiting_fulfillment: 'toPrepare',
  packed_by_seller: 'toPrepare',
  ready_to_ship: 'readyToShip',
  dispatched: 'inTransit',
  shipped: 'inTransit',
  delivery_in_progress: 'inTransit',
  delivery_in_branch_office: 'inTransit',
  delivery_need_second_visit: 'inTransit',
  delivery_failed_in_process: 'inTransit',
  delivery_with_problems: 'inTransit',
  handled_by_marketplace: 'inTransit',
  delivered: 'delivered',
  delivery_failed: 'incidents',
  not_delivered: 'incidents',
  lost_before_shipping: 'incidents',
  lost_after_shipping: 'incidents',
  lost_in_return: 'incidents',
  damaged_before_shipping: 'incidents',
  damaged_after_shipping: 'incidents',
  canceled: 'closed',
  unable_to_fulfill: 'closed',
  refunded_before_shipping: 'closed',
  refunded_after_cancelation: 'closed',
  refunded_after_delivery_failed: 'closed',
  refunded_after_return: 'closed',
};

/** The only legal (status, action) pairs and where they lead; every other pair is refused. */
const LEGAL: Partial<Record<OrderStatus, Partial<Record<OrderAction, OrderStatus>>>> = {
  new: { pack: 'packed_by_seller', readyToShip: 'ready_to_ship', cancel: 'unable_to_fulfill' },
  awaiting_fulfillment: { pack: 'packed_by_seller', readyToShip: 'ready_to_ship', cancel: 'unable_to_fulfill' },
  packed_by_seller: { readyToShip: 'ready_to_ship', cancel: 'unable_to_fulfill' },
};

describe('the statuses and their tabs', () => {
  it('are the 26 statuses of the contract, each once', () => {
    expect([...ORDER_STATUSES]).toEqual(contract.components.schemas.OrderStatus!.enum);
    expect(new Set(ORDER_STATUSES).size).toBe(26);
  });

  it('put every status in the tab the contract names', () => {
    expect(Object.keys(TAB)).toHaveLength(26);
    for (const status of ORDER_STATUSES) expect({ status, tab: groupOf(status) }).toEqual({ status, tab: TAB[status] });
  });

  it('has the six tabs of the contract, in the order the list shows them, holding 3, 1, 8, 1, 7 and 6 statuses', () => {
    expect([...ORDER_STATUS_GROUPS]).toEqual(['toPrepare', 'readyToShip', 'inTransit', 'delivered', 'incidents', 'closed']);
    expect([...ORDER_STATUS_GROUPS]).toEqual(contract.components.schemas.OrderStatusGroup!.enum);
    expect(ORDER_STATUS_GROUPS.map((group) => GROUP_STATUSES[group].length)).toEqual([3, 1, 8, 1, 7, 6]);
  });
});

describe("the seller's actions", () => {
  it('are pack, readyToShip and cancel, as the contract names them', () => {
    expect([...ORDER_ACTIONS]).toEqual(['pack', 'readyToShip', 'cancel']);
    expect([...ORDER_ACTIONS]).toEqual(contract.components.schemas.OrderAction!.enum);
  });

  it.each(ORDER_STATUSES)('from %s lead only where the table written here says', (status) => {
    for (const action of ORDER_ACTIONS) {
      expect({ status, action, to: nextStatusOf(status, action) }).toEqual({ status, action, to: LEGAL[status]?.[action] ?? null });
    }
  });

  it('are offered from the statuses that allow them, in the portal order', () => {
    expect(actionsAllowedFrom('new')).toEqual(['pack', 'readyToShip', 'cancel']);
    expect(actionsAllowedFrom('awaiting_fulfillment')).toEqual(['pack', 'readyToShip', 'cancel']);
    expect(actionsAllowedFrom('packed_by_seller')).toEqual(['readyToShip', 'cancel']);
    expect(actionsAllowedFrom('ready_to_ship')).toEqual([]);
    expect(actionsAllowedFrom('delivered')).toEqual([]);
    expect(actionsAllowedFrom('unable_to_fulfill')).toEqual([]);
  });

  it("are exactly the seller's rows of the one movement table", () => {
    const sellerRows = Object.entries(ORDER_MOVEMENTS)
      .filter(([, movement]) => movement.by === 'seller')
      .map(([name]) => name);
    expect(sellerRows.sort()).toEqual(['cancel', 'pack', 'readyToShip']);
  });
});

describe('the shipping label', () => {
  it('is available from payment to the pick-up only', () => {
    const available = ORDER_STATUSES.filter(labelAvailableFor);
    expect(available.sort()).toEqual(['awaiting_fulfillment', 'packed_by_seller', 'ready_to_ship']);
  });
});

describe('the movements of the marketplace and the carrier', () => {
  it('reach every status from a new order', () => {
    const reached = new Set<OrderStatus>(['new']);
    const queue: OrderStatus[] = ['new'];
    while (queue.length > 0) {
      for (const next of nextStatusesFrom(queue.shift()!)) {
        if (!reached.has(next)) {
          reached.add(next);
          queue.push(next);
        }
      }
    }
    expect(reached.size).toBe(26);
  });

  it('name the usual road of a delivered order and refuse shortcuts', () => {
    expect(movementsBetween('new', 'awaiting_fulfillment')).toEqual(['confirmPayment']);
    expect(movementsBetween('ready_to_ship', 'dispatched')).toEqual(['pickUp']);
    expect(movementsBetween('delivery_in_progress', 'delivered')).toEqual(['deliver']);
    expect(movementsBetween('new', 'delivered')).toEqual([]);
    expect(movementsBetween('delivered', 'new')).toEqual([]);
    // Nothing leaves a closed order.
    expect(nextStatusesFrom('refunded_after_return')).toEqual([]);
    expect(nextStatusesFrom('unable_to_fulfill')).toEqual([]);
  });
});

describe('the reason and note of an action', () => {
  it('asks a cancel for a reason, and a note when the reason is other', () => {
    expect(transitionInputProblemOf({ action: 'cancel' })).toBe('CANCEL_REASON_REQUIRED');
    expect(transitionInputProblemOf({ action: 'cancel', reason: 'out_of_stock' })).toBeNull();
    expect(transitionInputProblemOf({ action: 'cancel', reason: 'other' })).toBe('CANCEL_NOTE_REQUIRED');
    expect(transitionInputProblemOf({ action: 'cancel', reason: 'other', note: '   ' })).toBe('CANCEL_NOTE_REQUIRED');
    expect(transitionInputProblemOf({ action: 'cancel', reason: 'other', note: 'El proveedor no entregó' })).toBeNull();
  });

  it('takes a note with any action, and a reason only with a cancel', () => {
    expect(transitionInputProblemOf({ action: 'pack', note: 'Embalado en caja doble' })).toBeNull();
    expect(transitionInputProblemOf({ action: 'readyToShip' })).toBeNull();
    expect(transitionInputProblemOf({ action: 'pack', reason: 'price_error' })).toBe('REASON_ONLY_FOR_CANCEL');
  });
});
