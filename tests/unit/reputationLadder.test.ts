/**
 * The reputation ladder and its what-if, with every expected count worked by hand at the
 * programme's thresholds: on time strictly above 95.01 %, claims strictly below 3 %, cancellations
 * strictly below 1.50 %, measured from 5 shipped orders in the month (4 is not enough).
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
import { DEFAULT_THRESHOLDS } from '../../machines/home/reputation.ts';

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

  it('gives the programme’s shipping discounts: 40 % Bueno, 50 % Destacado, none below', () => {
    const discount = (level: string) =>
      REPUTATION_LADDER.find((step) => step.level === level)?.benefits.flatMap((benefit) => (benefit.id === 'shippingDiscount' ? [benefit.share] : []));
    expect(discount('Nuevo')).toEqual([]);
    expect(discount('Bajo')).toEqual([]);
    expect(discount('Medio')).toEqual([]);
    expect(discount('Bueno')).toEqual([0.4]);
    expect(discount('Destacado')).toEqual([0.5]);
  });

  it('has the programme’s rules, and the card’s fallback shows those very numbers', () => {
    expect(REPUTATION_THRESHOLDS).toEqual({ minDeliveries: 0.9501, maxClaims: 0.03, maxCancellations: 0.015, minShippedOrders: 5 });
    expect(DEFAULT_THRESHOLDS).toEqual(REPUTATION_THRESHOLDS);
  });

  it('puts the locked category and Plan Growth on the Nuevo step', () => {
    expect(ladderLevelOf('Bloqueo')).toBe('Nuevo');
    expect(ladderLevelOf('Plan Growth')).toBe('Nuevo');
    expect(ladderLevelOf('Medio')).toBe('Medio');
  });
});

describe('the rules at their exact thresholds', () => {
  it('exactly 95.01 % on time is not above it; 95.02 % is', () => {
    expect(ratedLevelOf(ratesOf({ ...perfect(10_000), onTime: 9501 }))).toBe('Bueno');
    expect(ratedLevelOf(ratesOf({ ...perfect(10_000), onTime: 9502 }))).toBe('Destacado');
  });

  it('exactly 3 % claims is not below it; 2.99 % is', () => {
    expect(ratedLevelOf(ratesOf({ ...perfect(100), claimed: 3 }))).toBe('Bueno');
    expect(ratedLevelOf(ratesOf({ ...perfect(10_000), claimed: 299 }))).toBe('Destacado');
  });

  it('exactly 1.50 % cancellations is not below it; 1.49 % is', () => {
    expect(ratedLevelOf(ratesOf({ ...perfect(200), sellerCanceled: 3 }))).toBe('Bueno');
    expect(ratedLevelOf(ratesOf({ ...perfect(10_000), sellerCanceled: 149 }))).toBe('Destacado');
  });

  it('a month without deliveries does not meet the delivery rule', () => {
    expect(ratedLevelOf(ratesOf({ ...perfect(5), delivered: 0, onTime: 0 }))).toBe('Bueno');
  });
});

describe('whatIf', () => {
  it('4 shipped orders are not measured: one more is needed', () => {
    expect(whatIf(perfect(4))).toEqual({ kind: 'notMeasured', shippedOrdersNeeded: 1 });
  });

  it('5 shipped orders are measured (a perfect month is Destacado, nothing above)', () => {
    expect(whatIf(perfect(5))).toEqual({ kind: 'top', projected: 'Destacado' });
  });

  it('a month with nothing shipped yet needs 5 (the Nuevo and locked case)', () => {
    expect(whatIf({ orders: 3, shipped: 0, delivered: 0, onTime: 0, claimed: 0, sellerCanceled: 0 })).toEqual({ kind: 'notMeasured', shippedOrdersNeeded: 5 });
  });

  it('exactly 95.01 % on time: 1 more on-time delivery (9502/10001 = 95.01 % and a little) reaches Destacado', () => {
    expect(whatIf({ ...perfect(10_000), onTime: 9501 })).toEqual({
      kind: 'climb',
      projected: 'Bueno',
      next: 'Destacado',
      moves: { onTimeDeliveries: 1, fewerClaims: null, fewerCancellations: null },
    });
  });

  it('93 of 100 on time: 41 more (134/141 = 95.04 %); 40 would be 133/140 = 95.00 %', () => {
    expect(whatIf({ orders: 120, shipped: 118, delivered: 100, onTime: 93, claimed: 2, sellerCanceled: 1 })).toEqual({
      kind: 'climb',
      projected: 'Bueno',
      next: 'Destacado',
      moves: { onTimeDeliveries: 41, fewerClaims: null, fewerCancellations: null },
    });
  });

  it('exactly 3 % claims (3 of 100): 1 fewer claim (2 %) reaches Destacado', () => {
    expect(whatIf({ ...perfect(100), claimed: 3 })).toEqual({
      kind: 'climb',
      projected: 'Bueno',
      next: 'Destacado',
      moves: { onTimeDeliveries: null, fewerClaims: 1, fewerCancellations: null },
    });
  });

  it('exactly 1.50 % cancellations (3 of 200): 1 fewer (1.00 %) reaches Destacado', () => {
    expect(whatIf({ ...perfect(200), sellerCanceled: 3 })).toEqual({
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
    expect(whatIf({ orders: 40, shipped: 40, delivered: 40, onTime: 36, claimed: 4, sellerCanceled: 2 })).toEqual({
      kind: 'climb',
      projected: 'Bajo',
      next: 'Medio',
      moves: { onTimeDeliveries: 41, fewerClaims: 3, fewerCancellations: 2 },
    });
  });

  it('shipped but nothing delivered yet: a single on-time delivery meets the delivery rule', () => {
    expect(whatIf({ orders: 6, shipped: 6, delivered: 0, onTime: 0, claimed: 1, sellerCanceled: 1 })).toEqual({
      kind: 'climb',
      projected: 'Bajo',
      next: 'Medio',
      // 1/6 = 16.7 % claims and cancellations: only none of either is below the threshold.
      moves: { onTimeDeliveries: 1, fewerClaims: 1, fewerCancellations: 1 },
    });
  });

  it('Medio to Bueno: 2 claims of 50 (4 %) need 1 fewer (2 %); on time 95.02 % already met', () => {
    // 50 orders; cancellations 1/50 = 2 % (not below 1.50 %): 1 fewer makes 0 %.
    expect(whatIf({ orders: 50, shipped: 50, delivered: 50, onTime: 48, claimed: 2, sellerCanceled: 1 })).toEqual({
      kind: 'climb',
      projected: 'Medio',
      next: 'Bueno',
      // 48/50 = 96 % on time is above 95.01 %.
      moves: { onTimeDeliveries: null, fewerClaims: 1, fewerCancellations: 1 },
    });
  });
});
