/**
 * The bag the cart bench keeps: ten lines, drawn from the running campaigns' own products so at
 * least three campaigns apply to it — dresses (the dress tier, and the short demo campaign
 * while it runs), knitwear (the category sale), and enough value for the gift — and the rest
 * from the first listing page. Only skus available from stock with room for the adds the bench
 * makes; never a gift sku.
 */
import type { Cart } from '../../../src/shared/domain/cart';
import type { ProductDetail } from '../../../src/shared/domain/product';
import { SESSION_HEADER } from '../../../src/shared/api/paths';
import {
  browserHeaders,
  cartPath,
  listedProducts,
  openSession,
  productPath,
  recreateCartPath,
  runningCampaigns,
} from '../load/load-requests';

export const BAG_LINES = 10;
/** the campaigns that must apply to the bag */
export const CAMPAIGNS_ON_BAG = 3;

export interface Pick {
  productId: string;
  sku: string;
}

/** Up to `count` skus of these products, available from stock with at least `stock` left. */
async function skusOf(url: string, productIds: string[], count: number, skip: Set<string>) {
  const picks: Pick[] = [];
  for (const productId of productIds) {
    if (picks.length >= count) break;
    const response = await fetch(`${url}${productPath(productId)}`);
    if (!response.ok) continue;
    const detail = (await response.json()) as ProductDetail;
    const option = detail.skuOptions.find(
      (sku) => sku.availability === 'available' && !skip.has(sku.sku),
    );
    if (option) {
      picks.push({ productId, sku: option.sku });
      skip.add(option.sku);
    }
  }
  return picks;
}

export async function planBag(url: string): Promise<Pick[]> {
  const { campaigns } = await runningCampaigns(url);
  if (campaigns.length < CAMPAIGNS_ON_BAG)
    throw new Error(
      `the shop runs ${campaigns.length} campaigns (${campaigns.map((c) => c.id).join(', ')}); ` +
        `the bench needs at least ${CAMPAIGNS_ON_BAG}: start it on a freshly seeded database`,
    );
  const taken = new Set(
    campaigns.flatMap((c) => c.promotions.flatMap((p) => (p.gift ? [p.gift.sku] : []))),
  );
  const itemsOf = (id: string) => campaigns.find((c) => c.id === id)?.items ?? [];
  const bag = [
    ...(await skusOf(url, itemsOf('dress-duo'), 4, taken)),
    ...(await skusOf(url, itemsOf('knitwear-sale'), 3, taken)),
  ];
  const listed = (await listedProducts(url, 60)).map((hit) => hit.productId);
  bag.push(...(await skusOf(url, listed, BAG_LINES - bag.length, taken)));
  if (bag.length < BAG_LINES) throw new Error(`only ${bag.length} skus found for the bag`);
  return bag;
}

/** Fills a new session's cart with the bag and returns it with the answer of the last add. */
export async function fillBag(url: string, bag: Pick[]): Promise<{ session: string; cart: Cart }> {
  const session = await openSession(url);
  let cart: Cart | undefined;
  for (const pick of bag) {
    const response = await fetch(`${url}${cartPath}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SESSION_HEADER]: session,
        ...browserHeaders(url),
      },
      body: JSON.stringify({ ...pick, quantity: 1 }),
    });
    if (!response.ok) throw new Error(`filling a bag: ${response.status} ${await response.text()}`);
    cart = (await response.json()) as Cart;
  }
  return { session, cart: cart! };
}

/**
 * A new session holding a copy of the cart shared as `publicId` (POST /api/cart/recreateCart):
 * one request where filling it line by line takes ten.
 */
export async function copyBag(url: string, publicId: string, lines: number): Promise<string> {
  const session = await openSession(url);
  const response = await fetch(`${url}${recreateCartPath(publicId)}`, {
    method: 'POST',
    headers: { [SESSION_HEADER]: session, ...browserHeaders(url) },
  });
  if (!response.ok) throw new Error(`copying a bag: ${response.status} ${await response.text()}`);
  const cart = (await response.json()) as Cart;
  const copied = cart.items.filter((item) => !item.giftOnly).length;
  if (copied !== lines) throw new Error(`copying a bag: ${copied} lines of ${lines}`);
  return session;
}
