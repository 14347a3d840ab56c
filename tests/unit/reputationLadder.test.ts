/**
 * The reputation ladder and its what-if, with every expected count worked by hand at version 1 of
 * the rules (on time strictly above 95.01 %, claims strictly below 3 %, cancellations strictly below
 * 1.50 %, measured from 5 shipped orders in the month; 4 is not enough) and, where said, at a later
 * version's: the functions take the thresholds they are given, never a copy of their own.
 */
import { describe, expect, it } from 'vitest';
import {
  LADDER_LEVELS,
  REPUTATION_LADDER,
  REPUTATION_THRESHOLDS,
  ladderLevelOf,
  ratedLevelOf,
  ratesOf,
  whatIf,
  type MonthFigures,
} from '../../shared/reputationLadder.ts';

const V1 = REPUTATION_THRESHOLDS;

/** A month where every order was shipped and delivered on time, without claims or cancellations. */
const perfect = (orders: number): MonthFigures => ({ orders, shipped: orders, delivered: orders, onTime: orders, claimed: 0, sellerCanceled: 0 });

describe('the ladder', () => {
  it('climbs Nuevo, Bajo, Medio, Bueno, Destacado, one rule met per rated level', () => {
    expect(LADDER_LEVELS).toEqual(['Nuevo', 'Bajo', 'Medio', 'Bueno', 'Destacado']);
    expect(REPUTATION_LADDER.map((step) => [step.level, step.rulesMet])).toEqual([
      ['Nuevo', null],
      ['Bajo', 0],
      ['Medio', 1],
      ['Bueno', 2],
      ['Destacado', 3],
    ]);
  });

  it('keeps version 1 of the rules as the migration wrote them', () => {
    expect(REPUTATION_THRESHOLDS).toEqual({ minDeliveries: 0.9501, maxClaims: 0.03, maxCancellations: 0.015, minShippedOrders: 5 });
  });

  it('puts the locked category and Plan Growth on the Nuevo step', () => {
    expect(ladderLevelOf('Bloqueo')).toBe('Nuevo');
    expect(ladderLevelOf('Plan Growth')).toBe('Nuevo');
    expect(ladderLevelOf('Medio')).toBe('Medio');
  });
});

describe('the rules at their exact thresholds', () => {
  it('exactly 95.01 % on time is not above it; 95.02 % is', () => {
    expect(ratedLevelOf(ratesOf({ ...perfect(10_000), onTime: 9501 }), V1)).toBe('Bueno');
    expect(ratedLevelOf(ratesOf({ ...perfect(10_000), onTime: 9502 }), V1)).toBe('Destacado');
  });

  it('exactly 3 % claims is not below it; 2.99 % is', () => {
    expect(ratedLevelOf(ratesOf({ ...perfect(100), claimed: 3 }), V1)).toBe('Bueno');
    expect(ratedLevelOf(ratesOf({ ...perfect(10_000), claimed: 299 }), V1)).toBe('Destacado');
  });

  it('exactly 1.50 % cancellations is not below it; 1.49 % is', () => {
    expect(ratedLevelOf(ratesOf({ ...perfect(200), sellerCanceled: 3 }), V1)).toBe('Bueno');
    expect(ratedLevelOf(ratesOf({ ...perfect(10_000), sellerCanceled: 149 }), V1)).toBe('Destacado');
  });

  it('a month without deliveries does not meet the delivery rule', () => {
    expect(ratedLevelOf(ratesOf({ ...perfect(5), delivered: 0, onTime: 0 }), V1)).toBe('Bueno');
  });
});

describe('whatIf', () => {
  it('4 shipped orders are not measured: one more is needed', () => {
    expect(whatIf(perfect(4), V1)).toEqual({ kind: 'notMeasured', shippedOrdersNeeded: 1 });
  });

  it('5 shipped orders are measured (a perfect month is Destacado, nothing above)', () => {
    expect(whatIf(perfect(5), V1)).toEqual({ kind: 'top', projected: 'Destacado' });
  });

  it('a month with nothing shipped yet needs 5 (the Nuevo and locked case)', () => {
    expect(whatIf({ orders: 3, shipped: 0, delivered: 0, onTime: 0, claimed: 0, sellerCanceled: 0 }, V1)).toEqual({ kind: 'notMeasured', shippedOrdersNeeded: 5 });
  });

  it('exactly 95.01 % on time: 1 more on-time delivery (9502/10001 = 95.01 % and a little) reaches Destacado', () => {
    expect(whatIf({ ...perfect(10_000), onTime: 9501 }, V1)).toEqual({
      kind: 'climb',
      projected: 'Bueno',
      next: 'Destacado',
      moves: { onTimeDeliveries: 1, fewerClaims: null, fewerCancellations: null },
    });
  });

  it('93 of 100 on time: 41 more (134/141 = 95.04 %); 40 would be 133/140 = 95.00 %', () => {
    expect(whatIf({ orders: 120, shipped: 118, delivered: 100, onTime: 93, claimed: 2, sellerCanceled: 1 }, V1)).toEqual({
      kind: 'climb',
      projected: 'Bueno',
      next: 'Destacado',
      moves: { onTimeDeliveries: 41, fewerClaims: null, fewerCancellations: null },
    });
  });

  it('a later version asking on time above 94 % instead: 17 more (110/117 = 94.02 %); 16 would be 109/116 = 93.97 %', () => {
    const v2 = { minDeliveries: 0.94, maxClaims: 0.03, maxCancellations: 0.015, minShippedOrders: 5 };
    expect(whatIf({ orders: 120, shipped: 118, delivered: 100, onTime: 93, claimed: 2, sellerCanceled: 1 }, v2)).toEqual({
      kind: 'climb',
      projected: 'Bueno',
      next: 'Destacado',
      moves: { onTimeDeliveries: 17, fewerClaims: null, fewerCancellations: null },
    });
  });

  it('a later version measuring from 10 shipped orders: 8 shipped need 2 more, which version 1 would already measure', () => {
    const v2 = { minDeliveries: 0.9501, maxClaims: 0.03, maxCancellations: 0.015, minShippedOrders: 10 };
    expect(whatIf(perfect(8), v2)).toEqual({ kind: 'notMeasured', shippedOrdersNeeded: 2 });
    expect(whatIf(perfect(8), V1)).toEqual({ kind: 'top', projected: 'Destacado' });
  });

  it('exactly 3 % claims (3 of 100): 1 fewer claim (2 %) reaches Destacado', () => {
    expect(whatIf({ ...perfect(100), claimed: 3 }, V1)).toEqual({
      kind: 'climb',
      projected: 'Bueno',
      next: 'Destacado',
      moves: { onTimeDeliveries: null, fewerClaims: 1, fewerCancellations: null },
    });
  });

  it('exactly 1.50 % cancellations (3 of 200): 1 fewer (1.00 %) reaches Destacado', () => {
    expect(whatIf({ ...perfect(200), sellerCanceled: 3 }, V1)).toEqual({
      kind: 'climb',
      projected: 'Bueno',
      next: 'Destacado',
      moves: { onTimeDeliveries: null, fewerClaims: null, fewerCancellations: 1 },
    });
  });

  it('Bajo with no rule met: any one of 41 on time, 3 fewer claims or 2 fewer cancellations reaches Medio', () => {
    // 40 orders, 36 on time (90 %), 4 claims (10 %), 2 cancellations (5 %).
    // On time: 77/81 = 95.06 % but 76/80 = 95.00 %. Claims: 1/40 = 2.5 % but 2/40 = 5 %.
    // Cancellations: 0/40 = 0 % but 1/40 = 2.5 %.
    expect(whatIf({ orders: 40, shipped: 40, delivered: 40, onTime: 36, claimed: 4, sellerCanceled: 2 }, V1)).toEqual({
      kind: 'climb',
      projected: 'Bajo',
      next: 'Medio',
      moves: { onTimeDeliveries: 41, fewerClaims: 3, fewerCancellations: 2 },
    });
  });

  it('shipped but nothing delivered yet: a single on-time delivery meets the delivery rule', () => {
    expect(whatIf({ orders: 6, shipped: 6, delivered: 0, onTime: 0, claimed: 1, sellerCanceled: 1 }, V1)).toEqual({
      kind: 'climb',
      projected: 'Bajo',
      next: 'Medio',
      // 1/6 = 16.7 % claims and cancellations: only none of either is below the threshold.
      moves: { onTimeDeliveries: 1, fewerClaims: 1, fewerCancellations: 1 },
    });
  });

  it('Medio to Bueno: 2 claims of 50 (4 %) need 1 fewer (2 %); on time 95.02 % already met', () => {
    // 50 orders; cancellations 1/50 = 2 % (not below 1.50 %): 1 fewer makes 0 %.
    expect(whatIf({ orders: 50, shipped: 50, delivered: 50, onTime: 48, claimed: 2, sellerCanceled: 1 }, V1)).toEqual({
      kind: 'climb',
      projected: 'Medio',
      next: 'Bueno',
      // 48/50 = 96 % on time is above 95.01 %.
      moves: { onTimeDeliveries: null, fewerClaims: 1, fewerCancellations: 1 },
    });
  });
});
