import { describe, expect, it } from 'vitest';
import { createCatalogueView } from '../catalogue/catalogue-view';
import { fixtureCatalogue } from '../search/testing/fixture-catalogue';
import { canBeOrdered, withCatalogue, type LiveLine } from './cart-lines';

const catalogue = fixtureCatalogue();
const view = createCatalogueView(catalogue, 1);
const product = catalogue.products[0]!;
const variant = product.variants[1]!;
const sku = variant.skus[0]!;

const live: LiveLine = {
  id: 'line-1',
  productId: product.productId,
  sku: sku.sku,
  quantity: 2,
  size: sku.size,
  // live: available again, while the view still holds it out of stock
  availability: 1,
  stock: 4,
  shipDateStart: null,
  shipDateEnd: null,
  setCode: null,
};

describe('withCatalogue', () => {
  it('joins a live line with its product, colour and price in the currency', () => {
    const [line] = withCatalogue([live], view, 'GBP');
    expect(line).toEqual({
      ...live,
      slug: product.slug,
      names: product.names,
      brand: view.brand(product.brandTag),
      sizes: product.sizes,
      colourSlug: variant.colour.slug,
      colourNames: variant.colour.names,
      images: variant.images,
      list: product.prices.GBP!.list,
      sale: product.prices.GBP!.sale,
    });
  });

  it('keeps the live availability, not the one the view was loaded with', () => {
    expect(sku.availability).toBe(3);
    expect(withCatalogue([live], view, 'GBP')[0]!.availability).toBe(1);
  });

  it('leaves out lines not sold in the currency and skus the catalogue no longer has', () => {
    const gone = { ...live, id: 'line-2', sku: 'no-such-sku' };
    expect(withCatalogue([live, gone], view, 'GBP').map((line) => line.id)).toEqual(['line-1']);
    expect(withCatalogue([live], view, 'USD')).toEqual([]);
  });

  it('can order a line while its sku is orderable and, when it ships from stock, has some', () => {
    expect(canBeOrdered({ availability: 1, stock: 1 })).toBe(true);
    expect(canBeOrdered({ availability: 2, stock: 0 })).toBe(false);
    expect(canBeOrdered({ availability: -1, stock: 0 })).toBe(true);
    expect(canBeOrdered({ availability: -2, stock: 0 })).toBe(true);
    expect(canBeOrdered({ availability: 3, stock: 50 })).toBe(false);
    expect(canBeOrdered({ availability: 4, stock: 50 })).toBe(false);
  });
});
