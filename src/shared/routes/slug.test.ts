import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it('folds accents, spells "&" and joins lower-case words with hyphens', () => {
    expect(slugify('Harrow & Finch')).toBe('harrow-and-finch');
    expect(slugify('Maison Céleste')).toBe('maison-celeste');
    expect(slugify('  Linen -- Wrap Dress! ')).toBe('linen-wrap-dress');
  });
});
