import { describe, expect, it } from 'vitest';
import { createRng, mixSeed } from './prng';

describe('Rng', () => {
  it('repeats a sequence for the same seed and differs for another', () => {
    const a = createRng(42);
    const b = createRng(42);
    const c = createRng(43);
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
  });

  it('keeps int within bounds and sample distinct', () => {
    const rng = createRng(1);
    for (let i = 0; i < 1000; i++) {
      const n = rng.int(3, 6);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(6);
    }
    const picked = rng.sample([1, 2, 3, 4, 5], 3);
    expect(new Set(picked).size).toBe(3);
    expect(rng.sample([1, 2], 5)).toHaveLength(2);
  });

  it('mixes streams apart', () => {
    expect(mixSeed(1, 0)).not.toBe(mixSeed(1, 1));
    expect(mixSeed(1, 0)).not.toBe(mixSeed(2, 0));
  });
});
