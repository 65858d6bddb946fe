import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages';
import { TAXONOMY, leafCategories, taxonomyLeaves } from './index';

describe('taxonomy', () => {
  it('has women and men, each with clothing, shoes and accessories', () => {
    expect(TAXONOMY.map((r) => r.id)).toEqual(['women', 'men']);
    for (const root of TAXONOMY) {
      expect(root.branches.map((b) => b.slug)).toEqual(['clothing', 'shoes', 'accessories']);
    }
  });

  it('gives leaves unique ids that match their paths, labels in every language', () => {
    const leaves = taxonomyLeaves();
    expect(new Set(leaves.map((l) => l.id)).size).toBe(leaves.length);
    for (const leaf of leaves) {
      expect(leaf.path).toBe(`/${leaf.id.replace(/-(clothing|shoes|accessories)-/, '/$1/')}`);
      for (const lang of LANGUAGES) expect(leaf.labels[lang]).toBeTruthy();
      expect(leaf.styles.length).toBeGreaterThan(0);
    }
  });

  it('gives a leaf every level’s id and label', () => {
    const dresses = taxonomyLeaves().find((l) => l.id === 'women-clothing-dresses')!;
    expect(leafCategories(dresses)).toEqual({
      categoryPageIds: ['women', 'women-clothing', 'women-clothing-dresses'],
      categories: {
        en: ['Women', 'Clothing', 'Dresses'],
        fr: ['Femme', 'Vêtements', 'Robes'],
        ja: ['ウィメンズ', 'ウェア', 'ドレス'],
        ar: ['نساء', 'ملابس', 'فساتين'],
      },
    });
  });
});
