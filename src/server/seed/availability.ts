/**
 * SKUs and their availability (spec §3 codes). Stock is what can still be ordered, so it
 * agrees with the code: available ≥ 5, lowstock 1–4, out of stock and discontinued 0, and
 * pre-order/back-order hold a positive allocation with a ship-date window.
 */
import { AVAILABILITY } from '../../shared/domain/availability';
import type { CatalogueSize, CatalogueSku } from '../catalogue/types';
import { CATALOGUE_BASE_EPOCH, DAY_SECONDS } from './calendar';
import type { Rng } from './prng';

export const LOW_STOCK_MAX = 4;

/** How a product is sold: from stock, or ahead of stock arriving. */
export type SellingMode = 'stock' | 'preorder' | 'backorder';

export function drawSellingMode(rng: Rng): SellingMode {
  return rng.weighted<SellingMode>(['stock', 'preorder', 'backorder'], [94, 3, 3]);
}

interface ShipWindow {
  start: number;
  end: number;
}

/** Pre-orders ship 6–16 weeks after the base date, back-orders 4–8 weeks; windows are 2 weeks. */
export function drawShipWindow(rng: Rng, mode: Exclude<SellingMode, 'stock'>): ShipWindow {
  const days = mode === 'preorder' ? rng.int(42, 112) : rng.int(28, 56);
  const start = CATALOGUE_BASE_EPOCH + days * DAY_SECONDS;
  return { start, end: start + 14 * DAY_SECONDS };
}

function stockSku(rng: Rng, sku: string, size: string, edgeSize: boolean): CatalogueSku {
  // Edge sizes (XS, XL, the smallest and largest shoes) sell out first.
  const r = rng.next();
  const out = edgeSize ? 0.14 : 0.06;
  const low = out + (edgeSize ? 0.16 : 0.1);
  if (r < out) return { sku, size, availability: AVAILABILITY.outofstock, stock: 0 };
  if (r < low)
    return { sku, size, availability: AVAILABILITY.lowstock, stock: rng.int(1, LOW_STOCK_MAX) };
  return { sku, size, availability: AVAILABILITY.available, stock: rng.int(LOW_STOCK_MAX + 1, 60) };
}

/**
 * The SKUs of one colour variant, one per size. `discontinued` retires the whole colour;
 * pre-order and back-order products ship every SKU in the same window.
 */
export function buildSkus(
  rng: Rng,
  variantId: string,
  sizes: readonly CatalogueSize[],
  mode: SellingMode,
  window: ShipWindow | null,
  discontinued: boolean,
): CatalogueSku[] {
  return sizes.map((size, i) => {
    const sku = `${variantId}-${size.slug.toUpperCase()}`;
    if (discontinued)
      return { sku, size: size.slug, availability: AVAILABILITY.discontinued, stock: 0 };
    if (mode !== 'stock' && window) {
      return {
        sku,
        size: size.slug,
        availability: mode === 'preorder' ? AVAILABILITY.preorder : AVAILABILITY.backorder,
        stock: rng.int(10, 80),
        shipDateStart: window.start,
        shipDateEnd: window.end,
      };
    }
    return stockSku(rng, sku, size.slug, sizes.length > 2 && (i === 0 || i === sizes.length - 1));
  });
}
