/**
 * Add-to-cart load that stays within the cart rules, so every answer should be a 200: carts
 * are filled side by side (consecutive requests go to different sessions, as shoppers' do),
 * each with SKUS_PER_CART skus of its own, each added one at a time ADDS_PER_SKU times — no
 * more than an 'available' sku has in stock. A cart thus takes ADDS_PER_CART adds; sessions
 * are opened before each cell, enough for the fastest rate the cell could reach.
 */
import type autocannon from 'autocannon';
import { LOW_STOCK_MAX } from '../../../src/server/seed/availability';
import type { ProductDetail } from '../../../src/shared/domain/product';
import { SESSION_HEADER } from '../../../src/shared/api/paths';
import { browserHeaders, cartPath, openSession, productPath } from './load-requests';

const SKUS_PER_CART = 6;
/** the seed gives an 'available' sku more stock than a low-stock one (seed/availability.ts) */
const ADDS_PER_SKU = LOW_STOCK_MAX + 1;
const ADDS_PER_CART = SKUS_PER_CART * ADDS_PER_SKU;
/** carts filled side by side: more than the connections, so no two requests wait on one cart */
export const CARTS_SIDE_BY_SIDE = 64;
const OPENING_CONCURRENCY = 8;

interface Pick {
  productId: string;
  sku: string;
}

/** Skus available from stock (not low stock), read from the products' detail pages. */
export async function stockedSkus(url: string, productIds: string[]): Promise<Pick[]> {
  const picks: Pick[] = [];
  for (const productId of productIds) {
    const response = await fetch(`${url}${productPath(productId)}`);
    if (!response.ok) continue;
    const detail = (await response.json()) as ProductDetail;
    for (const option of detail.skuOptions) {
      if (option.availability === 'available') picks.push({ productId, sku: option.sku });
    }
  }
  return picks;
}

/**
 * Which cart, and which of its adds, the n-th add of a load is: carts taking `addsPerCart` adds
 * each are filled CARTS_SIDE_BY_SIDE at a time, consecutive adds going to different carts.
 */
export function nthAdd(n: number, addsPerCart: number): { cart: number; add: number } {
  const perBlock = CARTS_SIDE_BY_SIDE * addsPerCart;
  const within = n % perBlock;
  return {
    cart: Math.floor(n / perBlock) * CARTS_SIDE_BY_SIDE + (within % CARTS_SIDE_BY_SIDE),
    add: Math.floor(within / CARTS_SIDE_BY_SIDE),
  };
}

/** The carts a load needs for `adds` more adds after `sent`, and enough to fill side by side. */
export const cartsNeeded = (sent: number, adds: number, addsPerCart: number) =>
  Math.ceil((sent + adds) / addsPerCart) + CARTS_SIDE_BY_SIDE;

export class CartLoad {
  private sessions: string[] = [];
  private sent = 0;

  constructor(
    private readonly url: string,
    private readonly picks: Pick[],
  ) {}

  /** Opens sessions until `adds` more adds fit. */
  async prepare(adds: number): Promise<void> {
    const needed = cartsNeeded(this.sent, adds, ADDS_PER_CART);
    while (this.sessions.length < needed) {
      const batch = Math.min(OPENING_CONCURRENCY, needed - this.sessions.length);
      const opened = await Promise.all(Array.from({ length: batch }, () => openSession(this.url)));
      this.sessions.push(...opened);
    }
  }

  /** The autocannon request: each one the next add of the plan above. */
  request(): autocannon.Request {
    const headers = {
      accept: 'application/json',
      'content-type': 'application/json',
      ...browserHeaders(this.url),
    };
    return {
      method: 'POST',
      path: cartPath,
      setupRequest: (request) => {
        const { cart, add } = nthAdd(this.sent++, ADDS_PER_CART);
        const pick =
          this.picks[(cart * SKUS_PER_CART + (add % SKUS_PER_CART)) % this.picks.length]!;
        return {
          ...request,
          headers: { ...headers, [SESSION_HEADER]: this.sessions[cart] ?? '' },
          body: JSON.stringify({ productId: pick.productId, sku: pick.sku, quantity: 1 }),
        };
      },
    };
  }
}
