import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { allocate, mulDivHalfUp, percentOf } from './rounding';

describe('percentOf: a percentage of a total, rounded half up to a minor unit', () => {
  // [total, percent, expected]: 33 % of odd totals, halves, zero-decimal prices (yen, dirhams)
  const table: Array<[number, number, number]> = [
    [1, 33, 0], // 0.33
    [2, 33, 1], // 0.66
    [3, 33, 1], // 0.99
    [50, 33, 17], // 16.5 → up
    [150, 33, 50], // 49.5 → up
    [999, 33, 330], // 329.67
    [1001, 33, 330], // 330.33
    [4995, 33, 1648], // £49.95: 1648.35
    [4, 12.5, 1], // 0.5 → up
    [12, 12.5, 2], // 1.5 → up
    [10, 12.345, 1], // read as 12.35 %: 1.235
    [9900, 33, 3267], // ¥9,900 exactly
    [1999, 33, 660], // ¥1,999: 659.67
    [245, 15, 37], // AED 245: 36.75
    [5, 10, 1], // AED 5: 0.5 → up
    [185, 33, 61], // AED 185: 61.05
    [0, 33, 0],
    [999, 0, 0],
    [999, 100, 999],
    [999, 150, 999], // held to 100 %
    [999, -5, 0], // held to 0 %
  ];
  it.each(table)('%d × %d %% = %d', (total, percent, expected) => {
    expect(percentOf(total, percent)).toBe(expected);
  });

  it('stays exact past 2^53 (a basket of ¥ millions)', () => {
    expect(mulDivHalfUp(9_007_199_254_740_991, 3_300, 10_000)).toBe(2_972_375_754_064_527);
    expect(percentOf(30_000_000_001, 33)).toBe(9_900_000_000);
  });
});

describe('allocate: the largest-remainder split', () => {
  it('gives the leftover units to the largest remainders', () => {
    // 100 over 1:1:1 → 33.33 each, one unit left for the first (ties: earlier)
    expect(allocate(100, [500, 500, 500])).toEqual([34, 33, 33]);
    // 10 over 3:3:4 → 3, 3, 4 exactly
    expect(allocate(10, [3, 3, 4])).toEqual([3, 3, 4]);
    // 7 over 1000:2000:3000 → 1.17, 2.33, 3.5: remainders .17 .33 .5 → last gets the unit
    expect(allocate(7, [1000, 2000, 3000])).toEqual([1, 2, 4]);
    // equal remainders: the larger weight first
    expect(allocate(1, [2, 4, 2])).toEqual([0, 1, 0]);
  });

  it('gives nothing to a line of 0 and all to the only line that costs something', () => {
    expect(allocate(500, [0, 500, 0])).toEqual([0, 500, 0]);
    expect(allocate(0, [10, 20])).toEqual([0, 0]);
    expect(allocate(5, [])).toEqual([]);
  });

  it('refuses to allocate more than the lines hold', () => {
    expect(() => allocate(31, [10, 20])).toThrow(RangeError);
  });

  it('always sums exactly, never exceeds a weight and stays within a unit of the exact share', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 30 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (weights, fraction) => {
          const total = weights.reduce((a, b) => a + b, 0);
          const amount = Math.floor(total * fraction);
          const shares = allocate(amount, weights);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(amount);
          shares.forEach((share, i) => {
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(weights[i]!);
            if (total > 0) expect(Math.abs(share - (amount * weights[i]!) / total)).toBeLessThan(1);
          });
        },
      ),
    );
  });
});
