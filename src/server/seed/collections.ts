/**
 * Merchandising collections ("new-in", "summer-edit", …). Membership is decided per product
 * from what it is; ranks (1 = first) are set once the whole catalogue exists, because a rank
 * orders a product against every other member.
 */
import type { CatalogueProduct } from '../catalogue/types';
import type { GarmentKind } from '../../shared/media/garment-kinds';
import { CATALOGUE_BASE_EPOCH, DAY_SECONDS, NEW_IN_DAYS } from './calendar';
import type { Rng } from './prng';
import type { AdjectiveKey } from './vocabulary/adjectives';
import type { MaterialKey } from './vocabulary/materials';

export const COLLECTION_TAGS = [
  'new-in',
  'summer-edit',
  'winter-edit',
  'essentials',
  'bestsellers',
] as const;
export type CollectionTag = (typeof COLLECTION_TAGS)[number];

const SUMMER_MATERIALS: ReadonlySet<MaterialKey> = new Set([
  'linen',
  'silk',
  'satin',
  'poplin',
  'canvas',
]);
const SUMMER_KINDS: ReadonlySet<GarmentKind> = new Set(['sandal', 'shorts', 'dress', 'tshirt']);
const WINTER_MATERIALS: ReadonlySet<MaterialKey> = new Set([
  'wool',
  'cashmere',
  'merino',
  'tweed',
  'corduroy',
]);
const WINTER_KINDS: ReadonlySet<GarmentKind> = new Set([
  'coat',
  'boot',
  'scarf',
  'knit',
  'cardigan',
]);
const ESSENTIAL_ADJECTIVES: ReadonlySet<AdjectiveKey> = new Set([
  'classic',
  'crew-neck',
  'straight',
  'minimal',
  'tailored',
]);

/** Share of the catalogue, by popularity, that counts as best sellers. */
const BESTSELLER_SHARE = 0.08;

export interface CollectionInput {
  createdAt: number;
  kind: GarmentKind;
  material: MaterialKey;
  adjective: AdjectiveKey;
}

/** Tags a product belongs to, except "bestsellers", which needs the whole catalogue. */
export function drawCollectionTags(rng: Rng, p: CollectionInput): CollectionTag[] {
  const tags: CollectionTag[] = [];
  if (p.createdAt >= CATALOGUE_BASE_EPOCH - NEW_IN_DAYS * DAY_SECONDS) tags.push('new-in');
  const summer = SUMMER_MATERIALS.has(p.material) || SUMMER_KINDS.has(p.kind);
  if (summer && rng.chance(0.55)) tags.push('summer-edit');
  const winter = WINTER_MATERIALS.has(p.material) || WINTER_KINDS.has(p.kind);
  if (winter && rng.chance(0.55)) tags.push('winter-edit');
  if (ESSENTIAL_ADJECTIVES.has(p.adjective) && rng.chance(0.6)) tags.push('essentials');
  return tags;
}

const byPopularity = (a: CatalogueProduct, b: CatalogueProduct) =>
  b.popularity - a.popularity || (a.productId < b.productId ? -1 : 1);
const byNewest = (a: CatalogueProduct, b: CatalogueProduct) =>
  b.createdAt - a.createdAt || (a.productId < b.productId ? -1 : 1);

/**
 * Adds "bestsellers" to the most popular products and numbers every collection's members:
 * newest first for "new-in", most popular first elsewhere.
 */
export function rankCollections(products: CatalogueProduct[]): void {
  const sorted = products.slice().sort(byPopularity);
  const bestsellerCount = Math.max(1, Math.round(products.length * BESTSELLER_SHARE));
  for (const product of sorted.slice(0, bestsellerCount)) {
    product.collections.push({ tag: 'bestsellers', rank: 0 });
  }

  const members = new Map<string, CatalogueProduct[]>();
  for (const product of products) {
    for (const c of product.collections) {
      const list = members.get(c.tag) ?? [];
      list.push(product);
      members.set(c.tag, list);
    }
  }
  for (const [tag, list] of members) {
    list.sort(tag === 'new-in' ? byNewest : byPopularity);
    list.forEach((product, i) => {
      const entry = product.collections.find((c) => c.tag === tag);
      if (entry) entry.rank = i + 1;
    });
  }
}
