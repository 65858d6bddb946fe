/**
 * The taxonomy's public face: the tree, its leaves, and the category fields a product in a
 * leaf carries. The content writer builds navigation from the same tree, so menus and
 * catalogue can never disagree.
 */
import { LANGUAGES, type Lang } from '../languages';
import { TAXONOMY, type TaxonomyBranch, type TaxonomyLeaf, type TaxonomyRoot } from './tree';

export { TAXONOMY };
export type { TaxonomyBranch, TaxonomyLeaf, TaxonomyRoot };
export {
  GARMENT_STYLE_KEYS,
  SIZE_SYSTEM_KEYS,
  type GarmentStyleKey,
  type SizeSystemKey,
} from './stock-keys';
export { GENDER_LABELS, L2_LABELS, L3_LABELS, headingFor } from './labels';

const LEAVES: readonly TaxonomyLeaf[] = TAXONOMY.flatMap((root) =>
  root.branches.flatMap((branch) => branch.leaves),
);

export function taxonomyLeaves(): readonly TaxonomyLeaf[] {
  return LEAVES;
}

export interface LeafCategories {
  /** ["women", "women-clothing", "women-clothing-dresses"] */
  categoryPageIds: string[];
  /** labels l1 → leaf per language */
  categories: Record<Lang, string[]>;
}

const categoriesByLeaf = new Map<string, LeafCategories>(
  TAXONOMY.flatMap((root) =>
    root.branches.flatMap((branch) =>
      branch.leaves.map((leaf): [string, LeafCategories] => [
        leaf.id,
        {
          categoryPageIds: [root.id, branch.id, leaf.id],
          categories: Object.fromEntries(
            LANGUAGES.map((lang) => [
              lang,
              [root.labels[lang], branch.labels[lang], leaf.labels[lang]],
            ]),
          ) as Record<Lang, string[]>,
        },
      ]),
    ),
  ),
);

/** The category fields of a leaf's products. The arrays are shared: treat them as read-only. */
export function leafCategories(leaf: TaxonomyLeaf): LeafCategories {
  const found = categoriesByLeaf.get(leaf.id);
  if (!found) throw new Error(`Unknown taxonomy leaf ${leaf.id}`);
  return found;
}
