/**
 * A cart line as the cart shows it: the live part read from the database with every cart
 * (the line, and its sku's availability and ship dates), joined in memory with what the warm
 * catalogue view holds (texts, colour, images, price in the site's currency).
 */
import type { CatalogueSize, Localised } from '../catalogue/types';
import type { CatalogueView } from '../catalogue/catalogue-view';

/** What the database says of a line and its sku right now. */
export interface LiveLine {
  id: string;
  productId: string;
  sku: string;
  quantity: number;
  size: string;
  availability: number;
  shipDateStart: number | null;
  shipDateEnd: number | null;
}

export interface CartLineRow extends LiveLine {
  slug: string;
  names: Localised;
  sizes: CatalogueSize[];
  colourSlug: string;
  colourNames: Localised;
  images: string[];
  list: number;
  sale: number;
}

/**
 * The lines with their catalogue facts, in the order given. A product with no price in
 * `currency` is not sold on the site, so its line is not listed there.
 */
export function withCatalogue(
  lines: readonly LiveLine[],
  view: CatalogueView,
  currency: string,
): CartLineRow[] {
  return lines.flatMap((line) => {
    const entry = view.sku(line.sku);
    const price = entry?.product.prices[currency];
    if (!entry || !price) return [];
    const { product, variant } = entry;
    return [
      {
        ...line,
        slug: product.slug,
        names: product.names,
        sizes: product.sizes,
        colourSlug: variant.colour.slug,
        colourNames: variant.colour.names,
        images: variant.images,
        list: price.list,
        sale: price.sale,
      },
    ];
  });
}
