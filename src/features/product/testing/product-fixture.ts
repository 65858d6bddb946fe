import type { ColourOption, ProductDetail, SkuOption } from '../../../shared/domain/product';
import { AVAILABILITY, type AvailabilityName } from '../../../shared/domain/availability';

/** 1 March 2031, 12:00 UTC: a pre-order ship date far from any time zone's day boundary. */
export const SHIP_DATE = Date.UTC(2031, 2, 1, 12) / 1000;

function colour(slug: string, name: string, availability: AvailabilityName): ColourOption {
  return {
    slug,
    color: { name, slug, group: slug, hex: ['#c9b79c'] },
    mainImage: `/media/p1/${slug}-1.svg`,
    secondaryImage: `/media/p1/${slug}-2.svg`,
    productId: 'p1',
    productSlug: 'linen-wrap-dress',
    availability,
    sku: `p1-${slug}-s`,
  };
}

function sku(colourSlug: string, size: string, availability: AvailabilityName): SkuOption {
  const option: SkuOption = {
    sku: `p1-${colourSlug}-${size}`,
    colour: colourSlug,
    size,
    price: { list: 12000, sale: 12000, currency: 'GBP' },
    availability,
    availabilityCode: AVAILABILITY[availability],
    media: { standard: [], large: [`/media/p1/${colourSlug}-3.svg`] },
  };
  if (availability === 'preorder') option.shipDateEnd = SHIP_DATE;
  return option;
}

/** Sand: S available, M sold out, L low stock. Navy: S pre-order, M available, L discontinued. */
export function productFixture(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    productId: 'p1',
    slug: 'linen-wrap-dress',
    url: '/product/linen-wrap-dress/p1',
    name: 'Linen wrap dress',
    description: 'A wrap dress in washed linen.',
    brand: { name: 'Maison Lune', tag: 'maison-lune' },
    gender: 'women',
    categories: ['Women', 'Clothing', 'Dresses'],
    categoryPageIds: ['women', 'women-clothing', 'women-clothing-dresses'],
    colours: [colour('sand', 'Sand', 'available'), colour('navy', 'Navy', 'available')],
    sizes: [
      { slug: 's', name: 'S', labelSize: 'S' },
      { slug: 'm', name: 'M', labelSize: 'M' },
      { slug: 'l', name: 'L', labelSize: 'L' },
    ],
    skuOptions: [
      sku('sand', 's', 'available'),
      sku('sand', 'm', 'outofstock'),
      sku('sand', 'l', 'lowstock'),
      sku('navy', 's', 'preorder'),
      sku('navy', 'm', 'available'),
      sku('navy', 'l', 'discontinued'),
    ],
    optionLevels: ['color', 'size'],
    priceRange: { listMin: 12000, listMax: 12000, saleMin: 12000, saleMax: 12000 },
    currency: 'GBP',
    promotions: [],
    ...overrides,
  };
}
