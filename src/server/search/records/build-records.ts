/**
 * Turns the catalogue into search records: one ProductHit per colour variant, in one site's
 * currency and one language (DESIGN.md §5, spec §3 "Product (search hit)").
 */
import type {
  Catalogue,
  CatalogueProduct,
  CatalogueVariant,
  Localised,
  SiteRuntime,
} from '../../catalogue/types';
import { AVAILABILITY, availabilityName, isOrderable } from '../../../shared/domain/availability';
import { toMajorUnits } from '../../../shared/domain/currency';
import type { Brand, ColourInfo, ColourOption, ProductHit } from '../../../shared/domain/product';
import { productUrl } from '../../../shared/routes/product-url';
import { bestSku } from './best-availability';

/** A variant's text in one language falls back to English, then to any language present. */
export function localised(text: Localised, lang: string): string {
  return text[lang] ?? text.en ?? Object.values(text)[0] ?? '';
}

function colourInfo(variant: CatalogueVariant, lang: string): ColourInfo {
  const { colour } = variant;
  return {
    name: localised(colour.names, lang),
    slug: colour.slug,
    group: colour.group,
    hex: colour.hex,
  };
}

function colourOption(
  product: CatalogueProduct,
  variant: CatalogueVariant,
  lang: string,
): ColourOption {
  const sku = bestSku(variant.skus);
  return {
    slug: variant.colour.slug,
    color: colourInfo(variant, lang),
    mainImage: variant.images[0] ?? '',
    secondaryImage: variant.images[1] ?? '',
    productId: product.productId,
    productSlug: product.slug,
    availability: availabilityName(sku?.availability ?? AVAILABILITY.outofstock),
    sku: sku?.sku ?? '',
  };
}

/** Size names in `lang` with at least one orderable sku, in the product's size order. */
function orderableSizes(
  product: CatalogueProduct,
  variant: CatalogueVariant,
  lang: string,
): string[] {
  const orderable = new Set(
    variant.skus.filter((s) => isOrderable(s.availability)).map((s) => s.size),
  );
  return product.sizes.filter((s) => orderable.has(s.slug)).map((s) => localised(s.name, lang));
}

/** Keywords: the slug split on hyphens (spec §3). */
export function keywordsOf(product: CatalogueProduct): string[] {
  return product.slug.split('-').filter((k) => k !== '');
}

/** The colour options of a product in a language; shared by its records in every site. */
export function colourOptions(product: CatalogueProduct, lang: string): ColourOption[] {
  return product.variants.map((v) => colourOption(product, v, lang));
}

/**
 * A product's prices in one site's currency, the same for all its colour variants: built once
 * per product and site and shared by its records (records are never mutated), which saves two
 * objects per record at 100k products.
 */
export interface ProductPricing {
  price: ProductHit['price'];
  priceRange: ProductHit['priceRange'];
  salePrice: number;
  onSale: boolean;
}

export function productPricing(
  product: CatalogueProduct,
  site: SiteRuntime,
): ProductPricing | null {
  const prices = product.prices[site.currency];
  if (!prices) return null;
  const onSale = prices.sale < prices.list;
  return {
    price: {
      list: prices.list,
      sale: prices.sale,
      currency: site.currency,
      onSale,
      finalSale: product.finalSale,
    },
    salePrice: toMajorUnits(prices.sale, site.countryCode),
    priceRange: {
      listMin: prices.list,
      listMax: prices.list,
      saleMin: prices.sale,
      saleMax: prices.sale,
    },
    onSale,
  };
}

/** Seeded records carry no promotions: one shared empty list (never mutated). */
const NO_PROMOTIONS: ProductHit['promotions'] = [];

export function buildHit(
  product: CatalogueProduct,
  variantIndex: number,
  site: SiteRuntime,
  lang: string,
  brand: Brand,
  options: ColourOption[] = colourOptions(product, lang),
  keywords: string[] = keywordsOf(product),
  pricing: ProductPricing | null = productPricing(product, site),
): ProductHit | null {
  const variant = product.variants[variantIndex];
  const option = options[variantIndex];
  if (!pricing || !variant || !option) return null;
  const code = bestSku(variant.skus)?.availability ?? AVAILABILITY.outofstock;
  const hit: ProductHit = {
    objectID: variant.id,
    productId: product.productId,
    name: localised(product.names, lang),
    description: localised(product.descriptions, lang),
    brand,
    slug: product.slug,
    url: productUrl(product.slug, product.productId, variant.colour.slug),
    sku: option.sku,
    categories: product.categories[lang] ?? product.categories.en ?? [],
    categoryPageIds: product.categoryPageIds,
    gender: product.gender,
    availability: availabilityName(code),
    availabilityFlag: code,
    price: pricing.price,
    salePrice: pricing.salePrice,
    priceRange: pricing.priceRange,
    options,
    color: option.color,
    size: orderableSizes(product, variant, lang),
    mainImage: option.mainImage,
    secondaryImage: option.secondaryImage,
    promotions: NO_PROMOTIONS,
    collections: product.collections,
    keywords,
    onSale: pricing.onSale,
    popularity: product.popularity,
    createdAt: product.createdAt,
  };
  if (pricing.onSale) hit.sale = 'ONSALE';
  return hit;
}

/** A site's records with each one's variant ordinal (its position among all catalogue variants). */
export interface SiteRecords {
  records: ProductHit[];
  ordinals: number[];
}

/**
 * Builds the records of every site in one language, in catalogue order. Colour options and
 * brands are built once per language and shared by the records of all sites (records are never
 * mutated), which keeps memory in check at benchmark sizes.
 */
export function buildRecords(
  catalogue: Catalogue,
  sites: readonly SiteRuntime[],
  lang: string,
): SiteRecords[] {
  const brands = new Map(catalogue.brands.map((b) => [b.tag, { name: b.name, tag: b.tag }]));
  const perSite: SiteRecords[] = sites.map(() => ({ records: [], ordinals: [] }));
  let ordinal = 0;
  for (const product of catalogue.products) {
    const brand = brands.get(product.brandTag) ?? { name: product.brandTag, tag: product.brandTag };
    const options = colourOptions(product, lang);
    const keywords = keywordsOf(product);
    const pricing = sites.map((site) => productPricing(product, site));
    product.variants.forEach((_variant, variantIndex) => {
      sites.forEach((site, s) => {
        const hit = buildHit(
          product,
          variantIndex,
          site,
          lang,
          brand,
          options,
          keywords,
          pricing[s] ?? null,
        );
        if (hit) {
          perSite[s]!.records.push(hit);
          perSite[s]!.ordinals.push(ordinal);
        }
      });
      ordinal++;
    });
  }
  return perSite;
}
