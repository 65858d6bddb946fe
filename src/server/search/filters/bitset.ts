/**
 * Fixed-size bit sets over record positions. Filters evaluate to bit sets, so AND/OR/NOT are
 * word-wide operations instead of per-record predicate calls (the listing budget is a few
 * milliseconds at tens of thousands of records).
 */
export type Bitset = Uint32Array;

export function wordsFor(size: number): number {
  return (size + 31) >>> 5;
}

export function emptyBits(size: number): Bitset {
  return new Uint32Array(wordsFor(size));
}

export function fullBits(size: number): Bitset {
  const bits = new Uint32Array(wordsFor(size)).fill(0xffffffff);
  clearTail(bits, size);
  return bits;
}

export function fromPositions(size: number, positions: ArrayLike<number>): Bitset {
  const bits = emptyBits(size);
  for (let i = 0; i < positions.length; i++) {
    const p = positions[i]!;
    bits[p >>> 5]! |= 1 << (p & 31);
  }
  return bits;
}

export function has(bits: Bitset, position: number): boolean {
  return (bits[position >>> 5]! & (1 << (position & 31))) !== 0;
}

export function set(bits: Bitset, position: number): void {
  bits[position >>> 5]! |= 1 << (position & 31);
}

/** target &= other, in place. */
export function andInto(target: Bitset, other: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i]! &= other[i]!;
}

/** target |= other, in place. */
export function orInto(target: Bitset, other: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i]! |= other[i]!;
}

/** Complement within `size` positions, in place (bits past the end stay clear). */
export function notInPlace(bits: Bitset, size: number): void {
  for (let i = 0; i < bits.length; i++) bits[i] = ~bits[i]!;
  clearTail(bits, size);
}

function clearTail(bits: Bitset, size: number): void {
  const rest = size & 31;
  if (rest !== 0 && bits.length > 0) bits[bits.length - 1]! &= (1 << rest) - 1;
}

/** Calls `visit` for each set position in ascending order. */
export function forEachSet(bits: Bitset, visit: (position: number) => void): void {
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w]!;
    while (word !== 0) {
      const low = word & -word;
      visit((w << 5) + (31 - Math.clz32(low)));
      word ^= low;
    }
  }
}
