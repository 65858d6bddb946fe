/**
 * Builds one catalogue product from its own random stream: what it is (leaf, style,
 * adjective, material, brand), its words in every language, colours, SKUs, prices and
 * merchandising numbers.
 */
import type { CatalogueColour, CatalogueProduct, CatalogueVariant } from '../catalogue/types';
import type { GarmentKind } from '../../shared/media/garment-kinds';
import { productImageUrl } from '../../shared/media/media-url';
import { buildSkus, drawSellingMode, drawShipWindow } from './availability';
import { CATALOGUE_BASE_EPOCH } from './calendar';
import { drawCollectionTags } from './collections';
import { drawPrices } from './pricing';
import type { Rng } from './prng';
import { productDescription, productName } from './product-text';
import { leafCategories, type TaxonomyLeaf } from '../../../content/taxonomy';
import type { BrandSpec } from './vocabulary/brands';
import { DEFAULT_COLOUR_SLUGS, colourBySlug } from './vocabulary/colours';
import { MATERIALS } from './vocabulary/materials';
import { ADJECTIVES, adjectivesClash, type AdjectiveKey } from './vocabulary/adjectives';
import { GARMENT_STYLES, type GarmentStyle } from './vocabulary/garment-styles';
import { SIZE_SYSTEMS } from './vocabulary/sizes';
import { STYLING_CHOICES } from './vocabulary/styling';

/** Catalogue-wide lookups the factory needs, built once per generation. */
export interface FactoryContext {
  leaves: readonly TaxonomyLeaf[];
  leafWeights: readonly number[];
  brandsByBranch: ReadonlyMap<string, readonly BrandSpec[]>;
  /** returns a slug unique within this catalogue */
  uniqueSlug(base: string): string;
}

const imageCache = new Map<string, string[]>();

/** Main (front) and secondary (back) image URLs of a garment kind in a colour. */
function variantImages(kind: GarmentKind, colour: CatalogueColour): string[] {
  const key = `${kind}|${colour.slug}`;
  let urls = imageCache.get(key);
  if (!urls) {
    const hex = colour.hex[0] ?? '#888888';
    urls = [productImageUrl(kind, hex, 'front'), productImageUrl(kind, hex, 'back')];
    imageCache.set(key, urls);
  }
  return urls.slice();
}

/**
 * One adjective, and often a second of the other English position ("Relaxed" + "Midi"), so
 * names vary as a real range's do and few products share a name.
 */
function drawAdjectives(rng: Rng, style: GarmentStyle): AdjectiveKey[] {
  const first = rng.pick(style.adjectives);
  const position = ADJECTIVES[first].en.position;
  const partners = style.adjectives.filter(
    (a) => ADJECTIVES[a].en.position !== position && !adjectivesClash(first, a),
  );
  if (partners.length === 0 || !rng.chance(0.65)) return [first];
  return [first, rng.pick(partners)];
}

export function productIdFor(index: number): string {
  return `P${String(index + 1).padStart(6, '0')}`;
}

export function buildProduct(index: number, rng: Rng, ctx: FactoryContext): CatalogueProduct {
  const productId = productIdFor(index);
  const leaf = rng.weighted(ctx.leaves, ctx.leafWeights);
  const style = GARMENT_STYLES[rng.pick(leaf.styles)];
  const adjectives = drawAdjectives(rng, style);
  const adjective = adjectives[0] as AdjectiveKey;
  const materialKey = rng.pick(style.materials);
  const material = MATERIALS[materialKey];
  const brand = rng.pick(ctx.brandsByBranch.get(leaf.l2) ?? []);

  const names = productName(style, adjectives, materialKey);
  const descriptions = productDescription(
    style,
    materialKey,
    brand,
    rng.int(0, STYLING_CHOICES - 1),
    rng.chance(0.6),
  );
  const { categoryPageIds, categories } = leafCategories(leaf);
  const sizes = SIZE_SYSTEMS[leaf.sizeSystem];

  const mode = drawSellingMode(rng);
  const window = mode === 'stock' ? null : drawShipWindow(rng, mode);
  const colourCount = rng.weighted([1, 2, 3, 4], [30, 35, 25, 10]);
  const colourSlugs = rng.sample(
    'colours' in material ? material.colours : DEFAULT_COLOUR_SLUGS,
    colourCount,
  );
  const variants = colourSlugs.map((slug, i): CatalogueVariant => {
    const colour = colourBySlug(slug);
    const id = `${productId}-${colour.slug}`;
    // The first colour is never retired, so every product keeps one live variant.
    const discontinued = i > 0 && rng.chance(0.06);
    return {
      id,
      colour,
      images: variantImages(style.kind, colour),
      skus: buildSkus(rng, id, sizes, mode, window, discontinued),
    };
  });

  const { prices, onSale, discount } = drawPrices(rng, style.price, material.priceFactor);
  const createdAt = CATALOGUE_BASE_EPOCH - rng.int(0, 540 * 24) * 3600;
  const popularity = Math.round(10_000 * rng.next() ** 3);
  const tags = drawCollectionTags(rng, {
    createdAt,
    kind: style.kind,
    material: materialKey,
    adjective,
  });

  return {
    productId,
    slug: ctx.uniqueSlug(names.en),
    names: { ...names },
    descriptions: { ...descriptions },
    brandTag: brand.tag,
    gender: leaf.gender,
    garment: style.kind,
    categories: Object.fromEntries(
      Object.entries(categories).map(([lang, list]) => [lang, list.slice()]),
    ),
    categoryPageIds: categoryPageIds.slice(),
    collections: tags.map((tag) => ({ tag, rank: 0 })),
    sizes: sizes.slice(),
    prices,
    // Deep reductions are final sale half the time, as outlet stock often is.
    finalSale: onSale && discount >= 0.4 && rng.chance(0.5),
    popularity,
    createdAt,
    variants,
  };
}
