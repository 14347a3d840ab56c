/**
 * The stock rules both sides read (shared/stock/): what is available and how it reads, a Cantidad
 * cell as an import reads it, and how the order lifecycle's movements move an order's units, held
 * against the lifecycle's own table so a movement added there cannot leave stock behind.
 */
import { describe, expect, it } from 'vitest';
import { ORDER_MOVEMENTS, ORDER_STATUSES, type MovementName } from '../../shared/orders/lifecycle.ts';
import { holdsUnits, ORDER_STOCK_EFFECTS, RETURN_STOCK_EFFECTS } from '../../shared/stock/lifecycleEffects.ts';
import { availableOf, importQuantityOf, stockStateOf } from '../../shared/stock/rules.ts';

describe('a level', () => {
  it('has nothing available when orders hold what is on hand or more, and reads low under the threshold', () => {
    expect([availableOf(10, 3), availableOf(3, 3), availableOf(2, 5)]).toEqual([7, 0, 0]);
    expect([stockStateOf(0, 5), stockStateOf(4, 5), stockStateOf(5, 5), stockStateOf(1, 0)]).toEqual(['outOfStock', 'lowStock', 'inStock', 'inStock']);
  });
});

describe('a Cantidad cell', () => {
  const read = (number: number | null, text: string, mode: 'set' | 'add' = 'set') => importQuantityOf({ number, text }, mode);
  it('takes whole numbers, figures written as text and Chilean thousands', () => {
    expect([read(12, '12'), read(null, ' 40 '), read(null, '1.000'), read(0, '0')]).toEqual([{ quantity: 12 }, { quantity: 40 }, { quantity: 1000 }, { quantity: 0 }]);
  });
  it('names what is wrong with anything else', () => {
    expect([read(null, ''), read(null, 'muchos'), read(1.5, '1.5'), read(null, '2,5'), read(-1, '-1'), read(1e12, '1000000000000'), read(null, '=')]).toEqual([
      { problem: 'QUANTITY_REQUIRED' },
      { problem: 'QUANTITY_NOT_A_NUMBER' },
      { problem: 'QUANTITY_NOT_INTEGER' },
      { problem: 'QUANTITY_NOT_INTEGER' },
      { problem: 'QUANTITY_NEGATIVE' },
      { problem: 'QUANTITY_TOO_LARGE' },
      { problem: 'QUANTITY_NOT_A_NUMBER' },
    ]);
  });
  it('lets an add row take units away', () => {
    expect(read(-3, '-3', 'add')).toEqual({ quantity: -3 });
  });
});

describe('the order lifecycle and stock', () => {
  it('holds an order\'s units while it is to prepare or waits for the carrier', () => {
    expect(ORDER_STATUSES.filter(holdsUnits)).toEqual(['new', 'awaiting_fulfillment', 'ready_to_ship', 'packed_by_seller']);
  });

  it('moves the units on every way out of holding them, and on no movement that keeps holding them', () => {
    const names = Object.keys(ORDER_MOVEMENTS) as MovementName[];
    const leaving = names.filter((name) => ORDER_MOVEMENTS[name].from.some(holdsUnits) && !holdsUnits(ORDER_MOVEMENTS[name].to));
    const keeping = names.filter((name) => holdsUnits(ORDER_MOVEMENTS[name].to));
    expect(Object.fromEntries(leaving.map((name) => [name, ORDER_STOCK_EFFECTS[name]]))).toEqual({
      cancel: 'release',
      cancelOrder: 'release',
      refundBeforeShipping: 'release',
      takeOver: 'release',
      loseBeforeShipping: 'writeOff',
      damageBeforeShipping: 'writeOff',
      pickUp: 'ship',
    });
    expect(keeping.map((name) => ORDER_STOCK_EFFECTS[name])).toEqual(keeping.map(() => 'none'));
  });

  it('restocks a return only on its approval', () => {
    expect(Object.entries(RETURN_STOCK_EFFECTS).filter(([, effect]) => effect !== 'none')).toEqual([['approve', 'restock']]);
  });
});
