/**
 * The demo orders (server/seed/orders.ts) are a pure function of the seed time: the same time gives
 * the same orders, every time gives orders in all 26 statuses, and every timeline is one the
 * lifecycle allows, ending at the order's status.
 */
import { describe, expect, it } from 'vitest';
import { demoOrders } from '../../server/seed/orders.ts';
import { ORDER_STATUSES, movementsBetween } from '../../shared/orders/lifecycle.ts';

describe('the demo orders', () => {
  it('are the same for the same seed time', () => {
    const now = new Date('2026-03-02T12:00:00.000Z');
    expect(demoOrders(now)).toEqual(demoOrders(now));
  });

  // Summer and winter time in Santiago, a weekend, a year's turn.
  it.each(['2026-03-02T12:00:00.000Z', '2026-07-18T23:59:00.000Z', '2027-01-01T03:00:00.000Z'])('cover all 26 statuses with lawful timelines, seeded at %s', (at) => {
    const now = new Date(at);
    const orders = demoOrders(now);
    expect(orders.length).toBeGreaterThan(600);
    expect(new Set(orders.map((order) => order.status)).size).toBe(ORDER_STATUSES.length);
    for (const order of orders) {
      const timeline = order.timeline!;
      expect(timeline[0]!.status).toBe('new');
      expect(timeline[0]!.at).toEqual(order.createdAt);
      expect(timeline.at(-1)!.status).toBe(order.status);
      for (let index = 1; index < timeline.length; index += 1) {
        expect(movementsBetween(timeline[index - 1]!.status, timeline[index]!.status)).not.toEqual([]);
        expect(timeline[index]!.at.getTime()).toBeGreaterThanOrEqual(timeline[index - 1]!.at.getTime());
      }
      expect(timeline.at(-1)!.at.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(order.createdAt.getTime()).toBeGreaterThan(now.getTime() - 184 * 24 * 3_600_000);
    }
    // Sorted oldest first, as order numbers are given.
    expect(orders.map((order) => order.createdAt.getTime())).toEqual(orders.map((order) => order.createdAt.getTime()).sort((a, b) => a - b));
  });

  it('cancel for the seller only what it could still cancel, as its stock break with the penalty', () => {
    const canceled = demoOrders(new Date('2026-03-02T12:00:00.000Z')).filter((order) => order.canceledBy === 'seller');
    expect(canceled.length).toBeGreaterThan(0);
    for (const order of canceled) {
      expect(order.status).toBe('unable_to_fulfill');
      expect(order.cancelReason).toBe('stock_break');
      expect(order.sellerCancelReason).not.toBeNull();
      expect(order.penalty).toBeGreaterThanOrEqual(3_000);
    }
  });
});
