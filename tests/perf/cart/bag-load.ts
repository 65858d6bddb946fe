/**
 * The cart bench's requests: GETs of carts holding the 10-line bag, and adds to them. Every
 * request must be a 200, so the adds stay within the cart rules: each add puts one more unit
 * on one of the bag's lines, at most ADDS_PER_LINE a line (4 units, within an available sku's
 * stock and the per-item limit; 40 in the cart, within its limit), carts filled side by side as
 * shoppers' are. Carts are filled before each cell, enough for the fastest rate it could reach:
 * the first one add by add, the others copied from it by recreateCart.
 */
import type autocannon from 'autocannon';
import { SESSION_HEADER } from '../../../src/shared/api/paths';
import type { Cart } from '../../../src/shared/domain/cart';
import { CARTS_SIDE_BY_SIDE, cartsNeeded, nthAdd } from '../load/cart-load';
import { browserHeaders, cartPath } from '../load/load-requests';
import { BAG_LINES, copyBag, type Pick } from './bag-plan';

const ADDS_PER_LINE = 3;
const ADDS_PER_CART = BAG_LINES * ADDS_PER_LINE;
const FILLING_CONCURRENCY = 8;

export class BagLoad {
  private readonly carts: string[];
  private sent = 0;
  private read = 0;

  /** `first`: a cart filled with the bag (fillBag), which the others copy. */
  constructor(
    private readonly url: string,
    private readonly bag: Pick[],
    private readonly first: { session: string; cart: Cart },
  ) {
    this.carts = [first.session];
  }

  /** Fills carts until `adds` more adds fit (and at least enough to read side by side). */
  async prepare(adds: number): Promise<void> {
    const needed = cartsNeeded(this.sent, adds, ADDS_PER_CART);
    const source = this.first.cart.cartPublicId;
    while (this.carts.length < needed) {
      const batch = Math.min(FILLING_CONCURRENCY, needed - this.carts.length);
      const copies = Array.from({ length: batch }, () =>
        copyBag(this.url, source, this.bag.length),
      );
      this.carts.push(...(await Promise.all(copies)));
    }
  }

  private headers(): Record<string, string> {
    return { accept: 'application/json', ...browserHeaders(this.url) };
  }

  /** GET /api/cart, rotating over the first carts (a read changes nothing). */
  get(): autocannon.Request {
    return {
      method: 'GET',
      path: cartPath,
      setupRequest: (request) => ({
        ...request,
        headers: {
          ...this.headers(),
          [SESSION_HEADER]: this.carts[this.read++ % CARTS_SIDE_BY_SIDE] ?? '',
        },
      }),
    };
  }

  /** POST /api/cart: each request the next add of the plan above. */
  add(): autocannon.Request {
    return {
      method: 'POST',
      path: cartPath,
      setupRequest: (request) => {
        const { cart, add } = nthAdd(this.sent++, ADDS_PER_CART);
        const pick = this.bag[add % BAG_LINES]!;
        return {
          ...request,
          headers: {
            ...this.headers(),
            'content-type': 'application/json',
            [SESSION_HEADER]: this.carts[cart] ?? '',
          },
          body: JSON.stringify({ ...pick, quantity: 1 }),
        };
      },
    };
  }
}
