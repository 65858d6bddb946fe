/**
 * The one rounding rule of the promotions engine (docs/promotions.md "Rounding"). Every amount is
 * an integer count of minor units, and a minor unit is the smallest unit a site displays
 * (src/shared/domain/currency.ts: pence, cents, whole yen, whole dirhams), so rounding to a minor
 * unit is rounding to what the shopper sees, whole units for zero-decimal currencies included.
 *
 * - A percentage is taken of a total (a line, a unit, a basket, a delivery price) and rounded
 *   half up: 33 % of 150 is 49.5 → 50, of 999 is 329.67 → 330. Percentages are read to two
 *   decimals (12.5 % works; 12.345 % is 12.35 %).
 * - A discount shared among lines is split by the largest-remainder method, so the lines' shares
 *   add up to it exactly and no line gets more than its own total.
 *
 * Products of two amounts go through BigInt: a line of ¥1,000,000 × 10 times a basket is past
 * 2^53, where floating point would drop units.
 */

/** a × b / d rounded half up, exactly; a, b ≥ 0 and d > 0 are safe integers. */
export function mulDivHalfUp(a: number, b: number, d: number): number {
  // Plain numbers are exact while every intermediate stays a safe integer (the usual cart).
  // (The remainder is taken first so that the division is of an exact multiple.)
  const twice = 2 * a * b + d;
  if (Number.isSafeInteger(twice) && Number.isSafeInteger(2 * d))
    return (twice - (twice % (2 * d))) / (2 * d);
  const divisor = BigInt(d);
  return Number((2n * BigInt(a) * BigInt(b) + divisor) / (2n * divisor));
}

/** Basis points of a percentage, read to two decimals and held to 0–100 %. */
function basisPoints(percent: number): number {
  return Math.min(10_000, Math.max(0, Math.round(percent * 100)));
}

/** `percent` % of `total`, rounded half up to a minor unit. */
export function percentOf(total: number, percent: number): number {
  return mulDivHalfUp(total, basisPoints(percent), 10_000);
}

/**
 * Splits `amount` over `weights` in proportion, in whole units that add up to `amount`: each gets
 * the floor of its exact share, and the units left over go one each to the largest remainders
 * (ties: the larger weight, then the earlier position). `amount` must not exceed the weights'
 * sum, so no share exceeds its weight.
 */
export function allocate(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (amount <= 0 || total <= 0) return weights.map(() => 0);
  if (amount > total) throw new RangeError(`cannot allocate ${amount} over ${total}`);
  const whole = BigInt(total);
  const exact = weights.map((weight) => BigInt(amount) * BigInt(weight));
  const shares = exact.map((value) => Number(value / whole));
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  const order = weights
    .map((weight, index) => ({ index, weight, remainder: exact[index]! % whole }))
    .filter((entry) => entry.remainder > 0n)
    .sort((a, b) =>
      a.remainder !== b.remainder
        ? a.remainder > b.remainder
          ? -1
          : 1
        : b.weight - a.weight || a.index - b.index,
    );
  for (const entry of order) {
    if (left === 0) break;
    shares[entry.index]! += 1;
    left -= 1;
  }
  return shares;
}
