/**
 * Turns cart lines into the `Cart` the client shows. Prices and totals come from the
 * catalogue's prices for the site's currency, never from the client (spec §3 "Cart", DESIGN §6).
 */
import { availabilityName } from '../../shared/domain/availability';
import type { Cart, CartItem } from '../../shared/domain/cart';
import { productUrl } from '../../shared/routes/product-url';
import { localise } from '../catalogue/localise';
import type { CartLineRow } from './cart-lines';

export interface CartView {
  currency: string;
  lang: string;
  /** the site's default language, used where `lang` has no translation */
  fallbackLang: string;
}

function toItem(line: CartLineRow, view: CartView): CartItem {
  const size = line.sizes.find((candidate) => candidate.slug === line.size);
  const unit = { list: line.list, sale: line.sale, currency: view.currency };
  return {
    id: line.id,
    productId: line.productId,
    name: localise(line.names, view.lang, view.fallbackLang),
    sku: line.sku,
    slug: line.slug,
    quantity: line.quantity,
    price: {
      list: line.list * line.quantity,
      sale: line.sale * line.quantity,
      currency: view.currency,
    },
    unitPrice: unit,
    options: {
      color: {
        name: localise(line.colourNames, view.lang, view.fallbackLang),
        slug: line.colourSlug,
      },
      size: {
        name: size ? localise(size.name, view.lang, view.fallbackLang) : line.size,
        labelSize: size ? localise(size.labelSize, view.lang, view.fallbackLang) : line.size,
      },
    },
    thumbnailUrl: line.images[0] ?? '',
    url: productUrl(line.slug, line.productId, line.colourSlug),
    availability: availabilityName(line.availability),
    ...(line.shipDateStart !== null ? { shipDateStart: line.shipDateStart } : {}),
    ...(line.shipDateEnd !== null ? { shipDateEnd: line.shipDateEnd } : {}),
  };
}

/** Lines arrive newest first (cart-repository.ts) and keep that order. */
export function buildCart(lines: readonly CartLineRow[], view: CartView): Cart {
  const items = lines.map((line) => toItem(line, view));
  const totalItemCost = items.reduce((sum, item) => sum + item.price.sale, 0);
  const totalDiscount = items.reduce((sum, item) => sum + item.price.list - item.price.sale, 0);
  // Shipping options and tax are not priced yet: delivery and tax are 0 until they are.
  const deliveryCost = 0;
  return {
    items,
    cartSummary: {
      currency: view.currency,
      totalItemCost,
      totalCost: totalItemCost + deliveryCost,
      totalTax: 0,
      totalDiscount,
      totalItemCount: items.reduce((sum, item) => sum + item.quantity, 0),
      deliveryCost,
    },
  };
}
