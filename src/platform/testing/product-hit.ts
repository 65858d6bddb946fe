/**
 * A complete search record (spec §3 "Product (search hit)") for component tests: one colour,
 * sold in S and M. Test-only: nothing in the app imports this module.
 */
import type { ColourOption, ProductHit } from '../../shared/domain/product';

export function productHit(id: string, name: string, overrides: Partial<ProductHit> = {}) {
  const slug = name.toLowerCase().replace(/\W+/g, '-');
  const colour: ColourOption = {
    slug: 'navy',
    color: { name: 'Navy', slug: 'navy', group: 'blue', hex: ['#1f2a44'] },
    mainImage: `/media/${id}/navy-1.svg`,
    secondaryImage: `/media/${id}/navy-2.svg`,
    productId: id,
    productSlug: slug,
    availability: 'available',
    sku: `${id}-navy-m`,
  };
  const hit: ProductHit = {
    objectID: `${id}-navy`,
    productId: id,
    name,
    description: `${name}, in navy.`,
    brand: { name: 'Maison Lune', tag: 'maison-lune' },
    slug,
    url: `/product/${slug}/${id}?color=navy`,
    sku: colour.sku,
    categories: ['Women', 'Clothing'],
    categoryPageIds: ['women', 'women-clothing'],
    gender: 'women',
    availability: 'available',
    availabilityFlag: 1,
    price: { list: 9000, sale: 9000, currency: 'GBP', onSale: false, finalSale: false },
    salePrice: 90,
    priceRange: { listMin: 9000, listMax: 9000, saleMin: 9000, saleMax: 9000 },
    options: [colour],
    color: colour.color,
    size: ['S', 'M'],
    mainImage: colour.mainImage,
    secondaryImage: colour.secondaryImage,
    promotions: [],
    collections: [],
    keywords: slug.split('-'),
    onSale: false,
    popularity: 1,
    createdAt: 0,
  };
  return { ...hit, ...overrides };
}
