import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages';
import { ADJECTIVES } from '../vocabulary/adjectives';
import { MATERIALS } from '../vocabulary/materials';
import { SIZE_SYSTEMS, TAXONOMY, leafCategories, taxonomyLeaves } from './index';

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
      expect(SIZE_SYSTEMS[leaf.sizeSystem].length).toBeGreaterThan(0);
      for (const style of leaf.styles) {
        for (const a of style.adjectives) expect(ADJECTIVES[a]).toBeDefined();
        for (const m of style.materials) expect(MATERIALS[m]).toBeDefined();
      }
    }
  });

  it('names and labels every size in every language, in the language’s own words', () => {
    for (const sizes of Object.values(SIZE_SYSTEMS)) {
      for (const size of sizes)
        for (const lang of LANGUAGES) {
          expect(size.name[lang], `${size.slug} name in ${lang}`).toBeTruthy();
          expect(size.labelSize[lang], `${size.slug} label in ${lang}`).toBeTruthy();
        }
    }
    const [oneSize] = SIZE_SYSTEMS['one-size'];
    expect(oneSize.name).toEqual({
      en: 'One Size',
      fr: 'Taille unique',
      ja: 'フリーサイズ',
      ar: 'مقاس واحد',
    });
    const eu38 = SIZE_SYSTEMS['shoe-eu-women'].find((size) => size.slug === '38')!;
    expect(eu38.labelSize.ar).not.toBe(eu38.labelSize.en);
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
