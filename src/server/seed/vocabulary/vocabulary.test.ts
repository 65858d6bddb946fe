import { describe, expect, it } from 'vitest';
import { taxonomyLeaves } from '../../../../content/taxonomy';
import { ADJECTIVES } from './adjectives';
import { GARMENT_STYLES } from './garment-styles';
import { MATERIALS } from './materials';
import { SIZE_SYSTEMS } from './sizes';

describe('the vocabulary behind the taxonomy', () => {
  it('gives every leaf sizes, and every style it sells known adjectives and materials', () => {
    for (const leaf of taxonomyLeaves()) {
      expect(SIZE_SYSTEMS[leaf.sizeSystem].length).toBeGreaterThan(0);
      for (const key of leaf.styles) {
        const style = GARMENT_STYLES[key];
        expect(style.key).toBe(key);
        for (const a of style.adjectives) expect(ADJECTIVES[a]).toBeDefined();
        for (const m of style.materials) expect(MATERIALS[m]).toBeDefined();
      }
    }
  });
});
