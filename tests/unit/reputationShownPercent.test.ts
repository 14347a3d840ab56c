/**
 * How the reputation card writes a rate: whole percentages, as the programme states them, but never
 * a rounded figure that seems to break (or meet) the goal the real one meets (or breaks).
 */
import { describe, expect, it } from 'vitest';
import { shownPercent } from '../../machines/home/reputation.ts';

describe('a rate on the reputation card', () => {
  it('is whole when rounding keeps it on its side of the goal', () => {
    expect(shownPercent(0.0241, 0.03)).toEqual({ percent: 2, decimals: 0 });
    expect(shownPercent(0.9876, 0.9501)).toEqual({ percent: 99, decimals: 0 });
    expect(shownPercent(0.04, 0.03)).toEqual({ percent: 4, decimals: 0 });
  });

  it('keeps a decimal where the whole figure would land on the goal it does not reach', () => {
    // 2.9 % of claims meets "under 3 %": "3 %" would read as breaking it.
    expect(shownPercent(0.029, 0.03)).toEqual({ percent: 2.9, decimals: 1 });
    // 3.2 % does not meet it: "3 %" would read as on the goal.
    expect(shownPercent(0.032, 0.03)).toEqual({ percent: 3.2, decimals: 1 });
    // 95.4 % on time meets "over 95.01 %": "95 %" would read as under it.
    expect(shownPercent(0.954, 0.9501)).toEqual({ percent: 95.4, decimals: 1 });
  });

  it('keeps two decimals when one is not enough', () => {
    expect(shownPercent(0.95004, 0.9501)).toEqual({ percent: 95, decimals: 0 });
    expect(shownPercent(0.95014, 0.9501)).toEqual({ percent: 95.01, decimals: 2 });
    // 1.496 % of cancellations is under 1.5 %, and so is "1 %".
    expect(shownPercent(0.01496, 0.015)).toEqual({ percent: 1, decimals: 0 });
  });

  it('is whole with no goal to compare with, and absent with no rate', () => {
    expect(shownPercent(0.029, null)).toEqual({ percent: 3, decimals: 0 });
    expect(shownPercent(null, 0.03)).toBeNull();
  });
});
