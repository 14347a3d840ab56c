/**
 * The settlement's pure arithmetic (shared/finance/settlement.ts) over random periods: whatever the
 * orders, items, categories, penalties, refunds and adjustments, every total is the sum of its
 * kind's lines, the net is sale − commission − shipping − penalty − refund + adjustment, every amount
 * is a whole peso, line keys are unique, and no commission or shipping line exceeds what it charges on.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fortnightOf, LINE_KINDS, paymentDueOn, settlementLines, shareOf, totalsOf, type SettlementFacts } from '../../shared/finance/settlement.ts';

const RUNS = 500;

const item = fc.record({
  line: fc.integer({ min: 1, max: 20 }),
  sku: fc.stringMatching(/^[A-Z]{3}-[0-9]{1,3}$/),
  quantity: fc.integer({ min: 1, max: 50 }),
  unitPrice: fc.integer({ min: 0, max: 5_000_000 }),
  category: fc.option(fc.constantFrom('tablets', 'cocina', 'moda-hombre'), { nil: null }),
  commissionBp: fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: null }),
});

const facts: fc.Arbitrary<SettlementFacts> = fc.record({
  delivered: fc.uniqueArray(
    fc.record({
      id: fc.integer({ min: 1, max: 1_000_000 }),
      orderNumber: fc.constant('2026-000001'),
      shipping: fc.integer({ min: 0, max: 50_000 }),
      items: fc.uniqueArray(item, { minLength: 1, maxLength: 5, selector: (candidate) => candidate.line }),
    }),
    { maxLength: 40, selector: (order) => order.id },
  ),
  penalties: fc.uniqueArray(fc.record({ orderId: fc.integer({ min: 1, max: 1_000_000 }), orderNumber: fc.constant('2026-000002'), amount: fc.integer({ min: 0, max: 500_000 }) }), {
    maxLength: 5,
    selector: (penalty) => penalty.orderId,
  }),
  refunds: fc.uniqueArray(
    fc.record({ returnId: fc.integer({ min: 1, max: 1_000 }), returnNumber: fc.constant('D-2026-000001'), orderId: fc.integer({ min: 1, max: 1_000_000 }), amount: fc.integer({ min: 0, max: 2_000_000 }) }),
    { maxLength: 5, selector: (refund) => refund.returnId },
  ),
  lateRefunds: fc.uniqueArray(
    fc.record({ returnId: fc.integer({ min: 1_001, max: 2_000 }), returnNumber: fc.constant('D-2026-000003'), orderId: fc.integer({ min: 1, max: 1_000_000 }), amount: fc.integer({ min: 0, max: 2_000_000 }) }),
    { maxLength: 3, selector: (refund) => refund.returnId },
  ),
  adjustments: fc.uniqueArray(
    fc.record({ id: fc.integer({ min: 1, max: 1_000 }), amount: fc.integer({ min: -1_000_000, max: 1_000_000 }).filter((amount) => amount !== 0), reason: fc.constant('Ajuste'), orderId: fc.constant(null) }),
    { maxLength: 4, selector: (adjustment) => adjustment.id },
  ),
  shippingDiscountPercent: fc.constantFrom(0, 40, 50),
});

describe('settlement totals', () => {
  it(`equal the sum of their lines, with a net by the rule, in whole pesos (${RUNS} random periods)`, () => {
    fc.assert(
      fc.property(facts, (period) => {
        const lines = settlementLines(period);
        const totals = totalsOf(lines);
        for (const kind of LINE_KINDS) {
          expect(totals[kind]).toBe(lines.filter((line) => line.kind === kind).reduce((sum, line) => sum + line.amount, 0));
        }
        expect(totals.net).toBe(totals.sale - totals.commission - totals.shipping - totals.penalty - totals.refund + totals.adjustment);
        expect(lines.every((line) => Number.isSafeInteger(line.amount))).toBe(true);
        expect(new Set(lines.map((line) => line.key)).size).toBe(lines.length);
        // The sale is every item's price × units; a commission never exceeds its item, a shipping charge its shipping.
        const gross = period.delivered.flatMap((order) => order.items).reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
        expect(totals.sale).toBe(gross);
        expect(totals.commission).toBeLessThanOrEqual(gross);
        expect(totals.shipping).toBeLessThanOrEqual(period.delivered.reduce((sum, order) => sum + order.shipping, 0));
      }),
      { numRuns: RUNS },
    );
  });

  it('rounds a share half up to the peso, in integers', () => {
    expect(shareOf(31_980, 1_200, 10_000)).toBe(3_838);
    expect(shareOf(5_990, 40, 100)).toBe(2_396);
    expect(shareOf(5, 50, 100)).toBe(3);
    expect(shareOf(15_990, 1_200, 10_000)).toBe(1_919);
  });

  it('cuts fortnights on the 14th and the end of the month, and pays on the 5th business day after', () => {
    expect(fortnightOf('2026-02-14')).toEqual({ start: '2026-02-01', end: '2026-02-14' });
    expect(fortnightOf('2026-02-15')).toEqual({ start: '2026-02-15', end: '2026-02-28' });
    expect(fortnightOf('2028-02-29')).toEqual({ start: '2028-02-15', end: '2028-02-29' });
    expect(fortnightOf('2026-12-31')).toEqual({ start: '2026-12-15', end: '2026-12-31' });
    // Saturday 28 Feb 2026 -> Friday 6 March; Friday 14 Nov 2025 -> Friday 21 Nov.
    expect(paymentDueOn('2026-02-28')).toBe('2026-03-06');
    expect(paymentDueOn('2025-11-14')).toBe('2025-11-21');
  });
});
