/**
 * The category tree: women and men (l1) → clothing, shoes, accessories (l2) → leaves (l3).
 * A leaf names its size system and the garment styles sold in it (the seed holds what they are)
 * and how large a share of the catalogue it gets. Ids are every level's slugs joined by hyphens ("women-clothing-dresses")
 * and are the `categoryPageIds` of the products in the leaf.
 */
import type { Gender } from '../../src/shared/domain/product';
import type { Texts } from '../languages';
import { GENDER_LABELS, L2_LABELS, L3_LABELS, headingFor, type L2Key, type L3Key } from './labels';
import type { GarmentStyleKey, SizeSystemKey } from './stock-keys';

export interface TaxonomyLeaf {
  id: string;
  slug: L3Key;
  gender: Gender;
  l2: L2Key;
  labels: Texts;
  h1: Texts;
  /** "/women/clothing/dresses", relative to the router base */
  path: string;
  sizeSystem: SizeSystemKey;
  styles: readonly GarmentStyleKey[];
  /** relative share of the catalogue */
  weight: number;
}

export interface TaxonomyBranch {
  id: string;
  slug: L2Key;
  labels: Texts;
  h1: Texts;
  path: string;
  leaves: readonly TaxonomyLeaf[];
}

export interface TaxonomyRoot {
  id: Gender;
  slug: Gender;
  labels: Texts;
  path: string;
  branches: readonly TaxonomyBranch[];
}

type LeafSpec = readonly [
  slug: L3Key,
  sizes: SizeSystemKey,
  styles: readonly GarmentStyleKey[],
  weight: number,
];

const SPEC: Record<Gender, Record<L2Key, readonly LeafSpec[]>> = {
  women: {
    clothing: [
      ['dresses', 'letter', ['dress'], 5],
      ['tops', 'letter', ['blouse', 'top'], 4],
      ['t-shirts', 'letter', ['tshirt'], 2.5],
      ['shirts', 'letter', ['shirt'], 2.5],
      ['knitwear', 'letter', ['jumper', 'cardigan'], 3],
      ['trousers', 'letter', ['trousers'], 3],
      ['jeans', 'waist', ['jeans'], 2.5],
      ['skirts', 'letter', ['skirt'], 2.5],
      ['coats-jackets', 'letter', ['coat', 'trench', 'jacket', 'blazer'], 3.5],
    ],
    shoes: [
      ['sneakers', 'shoe-eu-women', ['sneakers'], 2],
      ['boots', 'shoe-eu-women', ['boots'], 1.5],
      ['sandals', 'shoe-eu-women', ['sandals'], 1.5],
      ['loafers', 'shoe-eu-women', ['loafers'], 1],
    ],
    accessories: [
      ['bags', 'one-size', ['tote', 'crossbody'], 2.5],
      ['scarves', 'one-size', ['scarf', 'square-scarf'], 1],
      ['belts', 'one-size', ['belt'], 1],
    ],
  },
  men: {
    clothing: [
      ['t-shirts', 'letter', ['tshirt'], 3],
      ['shirts', 'letter', ['shirt'], 3.5],
      ['knitwear', 'letter', ['jumper', 'cardigan'], 3],
      ['trousers', 'letter', ['trousers', 'chinos'], 3],
      ['jeans', 'waist', ['jeans'], 2.5],
      ['shorts', 'letter', ['shorts'], 1.5],
      ['coats-jackets', 'letter', ['coat', 'trench', 'jacket', 'blazer'], 3.5],
      ['suits', 'suit-eu', ['suit'], 1.5],
    ],
    shoes: [
      ['sneakers', 'shoe-eu-men', ['sneakers'], 2],
      ['boots', 'shoe-eu-men', ['boots'], 1.5],
      ['loafers', 'shoe-eu-men', ['loafers'], 1],
    ],
    accessories: [
      ['bags', 'one-size', ['backpack', 'tote', 'crossbody'], 1.5],
      ['scarves', 'one-size', ['scarf'], 0.8],
      ['belts', 'one-size', ['belt'], 1],
    ],
  },
};

function buildRoot(gender: Gender): TaxonomyRoot {
  const branches = (Object.keys(SPEC[gender]) as L2Key[]).map((l2): TaxonomyBranch => {
    const branchId = `${gender}-${l2}`;
    const branchPath = `/${gender}/${l2}`;
    const leaves = SPEC[gender][l2].map(([slug, sizeSystem, styles, weight]): TaxonomyLeaf => ({
      id: `${branchId}-${slug}`,
      slug,
      gender,
      l2,
      labels: L3_LABELS[slug],
      h1: headingFor(gender, L3_LABELS[slug]),
      path: `${branchPath}/${slug}`,
      sizeSystem,
      styles,
      weight,
    }));
    return {
      id: branchId,
      slug: l2,
      labels: L2_LABELS[l2],
      h1: headingFor(gender, L2_LABELS[l2]),
      path: branchPath,
      leaves,
    };
  });
  return { id: gender, slug: gender, labels: GENDER_LABELS[gender], path: `/${gender}`, branches };
}

export const TAXONOMY: readonly TaxonomyRoot[] = [buildRoot('women'), buildRoot('men')];
