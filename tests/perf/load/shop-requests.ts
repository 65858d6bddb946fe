/**
 * The requests of each kind for one running shop, drawn from what it serves: product GETs
 * rotate over the products of its first listing page, the listing search is a category page
 * of the first product, and cart adds follow the plan of cart-load.ts (leaving out the skus the
 * campaigns give away, which are never sold alone).
 */
import type autocannon from 'autocannon';
import { CartLoad, stockedSkus } from './cart-load';
import {
  browserHeaders,
  facetAttributes,
  giftSkus,
  listedProducts,
  listingBody,
  productPath,
  searchPath,
} from './load-requests';
import type { RequestKind } from './targets';

const PRODUCTS = 48;

export interface ShopRequests {
  /** the request of a kind; `adds` is how many cart adds the next run may send at most */
  request(kind: RequestKind, adds: number): Promise<autocannon.Request>;
}

export async function shopRequests(url: string): Promise<ShopRequests> {
  const products = await listedProducts(url, PRODUCTS);
  const category = products[0]!.categoryPageIds.at(-1)!;
  const listing = listingBody(category, await facetAttributes(url));
  const gifts = await giftSkus(url);
  const stocked = await stockedSkus(
    url,
    products.map((product) => product.productId),
  );
  const cart = new CartLoad(
    url,
    stocked.filter((pick) => !gifts.has(pick.sku)),
  );
  const paths = products.map((product) => productPath(product.productId));
  let product = 0;

  return {
    async request(kind, adds) {
      switch (kind) {
        case 'product GET':
          return {
            method: 'GET',
            path: paths[0],
            headers: { accept: 'application/json', ...browserHeaders(url) },
            setupRequest: (request) => ({ ...request, path: paths[product++ % paths.length] }),
          };
        case 'listing search':
          return {
            method: 'POST',
            path: searchPath,
            headers: { 'content-type': 'text/plain', ...browserHeaders(url) },
            body: listing,
          };
        case 'cart add':
          await cart.prepare(adds);
          return cart.request();
      }
    },
  };
}
