/**
 * One cart line as the client shows it (spec §3 "Cart item"): texts in the request's language,
 * prices of the site's currency, and what the promotions did to it (priced-cart.ts).
 */
import { availabilityName } from '../../shared/domain/availability';
import type { CartItem } from '../../shared/domain/cart';
import { productUrl } from '../../shared/routes/product-url';
import { localise } from '../catalogue/localise';
import type { PricedLine } from '../promotions';
import type { CartLineRow } from './cart-lines';

export interface CartView {
  currency: string;
  lang: string;
  /** the site's default language, used where `lang` has no translation */
  fallbackLang: string;
}

/** What the promotions made of a line; an unavailable line is not priced by them. */
export type LinePricing = Pick<PricedLine, 'discounts' | 'total' | 'giftOnly'>;

/** A line nothing discounts: it costs its sale total. */
export const unpriced = (line: CartLineRow): LinePricing => ({
  discounts: [],
  total: line.sale * line.quantity,
  giftOnly: false,
});

export function toCartItem(line: CartLineRow, pricing: LinePricing, view: CartView): CartItem {
  const text = (texts: Record<string, string>) => localise(texts, view.lang, view.fallbackLang);
  const size = line.sizes.find((candidate) => candidate.slug === line.size);
  return {
    id: line.id,
    productId: line.productId,
    name: text(line.names),
    brand: { name: line.brand.name, tag: line.brand.tag },
    sku: line.sku,
    slug: line.slug,
    quantity: line.quantity,
    price: {
      list: line.list * line.quantity,
      sale: line.sale * line.quantity,
      currency: view.currency,
    },
    unitPrice: { list: line.list, sale: line.sale, currency: view.currency },
    discounts: pricing.discounts.map(({ name, messageId, amount }) => ({
      name,
      messageId,
      amount,
    })),
    total: pricing.total,
    options: {
      color: { name: text(line.colourNames), slug: line.colourSlug },
      size: {
        name: size ? text(size.name) : line.size,
        labelSize: size ? text(size.labelSize) : line.size,
      },
    },
    thumbnailUrl: line.images[0] ?? '',
    url: productUrl(line.slug, line.productId, line.colourSlug),
    availability: availabilityName(line.availability),
    ...(line.shipDateStart !== null ? { shipDateStart: line.shipDateStart } : {}),
    ...(line.shipDateEnd !== null ? { shipDateEnd: line.shipDateEnd } : {}),
    ...(pricing.giftOnly ? { giftOnly: true } : {}),
    ...(line.setCode !== null ? { setCode: line.setCode } : {}),
  };
}
