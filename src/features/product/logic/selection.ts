/**
 * What the shopper can choose on a product page, derived from the product and the current
 * choice (spec §4 "Product load", §5 "Option buttons disabled when not orderable"). Pure: the
 * talon hook feeds it state, components render its answers.
 */
import { isOrderable } from '../../../shared/domain/availability';
import type {
  ColourOption,
  ProductDetail,
  SizeOption,
  SkuOption,
} from '../../../shared/domain/product';
import { AVAILABILITY } from '../../../shared/domain/availability';

export interface SizeState {
  size: SizeOption;
  /** the sellable unit of this size in the chosen colour */
  sku: SkuOption | undefined;
  orderable: boolean;
}

export function isColourOrderable(colour: ColourOption): boolean {
  return isOrderable(AVAILABILITY[colour.availability]);
}

/** The colour named in the URL, else the first orderable colour, else the first. */
export function chooseColour(
  product: ProductDetail,
  slug: string | null,
): ColourOption | undefined {
  return (
    product.colours.find((c) => c.slug === slug) ??
    product.colours.find(isColourOrderable) ??
    product.colours[0]
  );
}

export function sizeStates(product: ProductDetail, colourSlug: string | undefined): SizeState[] {
  return product.sizes.map((size) => {
    const sku = product.skuOptions.find((s) => s.colour === colourSlug && s.size === size.slug);
    return { size, sku, orderable: sku !== undefined && isOrderable(sku.availabilityCode) };
  });
}

/**
 * The size in effect: the chosen one while it is orderable in this colour; a one-size product
 * preselects its only size.
 */
export function effectiveSize(sizes: SizeState[], chosen: string | null): SizeState | undefined {
  const picked = sizes.find((s) => s.size.slug === chosen && s.orderable);
  if (picked) return picked;
  const only = sizes.length === 1 ? sizes[0] : undefined;
  return only?.orderable ? only : undefined;
}

/** Main and secondary views of the colour first, then any further views of its skus. */
export function colourImages(product: ProductDetail, colour: ColourOption | undefined): string[] {
  if (!colour) return [];
  const media = product.skuOptions.find((s) => s.colour === colour.slug)?.media.large ?? [];
  return [...new Set([colour.mainImage, colour.secondaryImage, ...media].filter(Boolean))];
}

/** The price to show: the chosen unit's, else the colour's first unit's, else the range's low end. */
export function displayPrice(
  product: ProductDetail,
  colour: ColourOption | undefined,
  size: SizeState | undefined,
): { list: number; sale: number; currency: string } {
  const sku = size?.sku ?? product.skuOptions.find((s) => s.colour === colour?.slug);
  if (sku) return sku.price;
  return {
    list: product.priceRange.listMin,
    sale: product.priceRange.saleMin,
    currency: product.currency,
  };
}

export type StockNotice =
  { kind: 'lowstock' } | { kind: 'preorder' | 'backorder'; shipDate: number | undefined };

/** Spec §2: low stock says so; pre-order and back-order say when they ship. */
export function stockNotice(sku: SkuOption | undefined): StockNotice | null {
  if (!sku) return null;
  if (sku.availability === 'lowstock') return { kind: 'lowstock' };
  if (sku.availability === 'preorder' || sku.availability === 'backorder') {
    return { kind: sku.availability, shipDate: sku.shipDateEnd ?? sku.shipDateStart };
  }
  return null;
}
