/**
 * The cart that the cart fuzz (cart-fuzz.test.ts) sends its requests to, made again for each
 * request so every one meets the same state: a new session holding a copy of a template cart
 * (recreateCart) — five lines of nine units, 45 of the cart's 50, so adds and quantity changes
 * meet every limit — and, when asked, the demo voucher applied. What is stored of a session's
 * cart is read from the tables themselves, to compare before and after a request.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { API, SESSION_HEADER } from '../../../../src/shared/api/paths';
import type { Cart } from '../../../../src/shared/domain/cart';
import { MAX_QTY_PER_ITEM } from '../../../../src/shared/constants';
import { AVAILABILITY } from '../../../../src/shared/domain/availability';
import type { SiteRuntime } from '../../../../src/server/catalogue/types';
import { siteQuery } from '../api';
import type { Fixtures } from '../fixtures';
import { openSession } from './fuzz-context';

/** A product and one of its skus, as an add names them. */
export interface Pair {
  productId: string;
  sku: string;
}

export interface FreshCart {
  session: string;
  publicId: string;
  /** its lines' ids, newest first */
  itemIds: string[];
}

export interface CartScene {
  site: SiteRuntime;
  /** `lang` and `siteTag` of the site, for every call's query */
  query: string;
  templateId: string;
  /** the template's own line ids: lines of another cart */
  templateItems: string[];
  /** what adds name: the template's lines, a new stocked sku, one with little stock, one that
   * cannot be ordered, a gift (a secondary variant), a sku named with another product */
  pairs: Pair[];
  /** a session holding the template's lines; with `voucher`, that code applied */
  fresh(voucher?: string): Promise<FreshCart>;
  /** the session's stored lines, voucher and public id, and how many lines all carts hold */
  stored(session: string): Promise<string>;
}

const TEMPLATE_LINES = 5;
const TEMPLATE_QUANTITY = MAX_QTY_PER_ITEM - 1;

/** The app's headers for a cart call: its session, same origin, JSON when it sends a body. */
export const cartHeaders = (session: string, body: boolean): Record<string, string> => ({
  ...(body ? { 'content-type': 'application/json' } : {}),
  'sec-fetch-site': 'same-origin',
  [SESSION_HEADER]: session,
});

async function call(app: FastifyInstance, options: InjectOptions): Promise<Cart> {
  const response = await app.inject(options);
  if (response.statusCode !== 200)
    throw new Error(`setting up a cart: ${response.statusCode} ${response.body}`);
  return response.json<Cart>();
}

export async function cartScene(app: FastifyInstance, fixtures: Fixtures): Promise<CartScene> {
  const site = fixtures.site('gb');
  const query = siteQuery(site);
  const template = await openSession(app, site);
  const lines = Array.from({ length: TEMPLATE_LINES }, (_, skip) => fixtures.stocked(10, skip));
  let cart: Cart | undefined;
  for (const pick of lines)
    cart = await call(app, {
      method: 'POST',
      url: `${API.cart}?${query}`,
      headers: cartHeaders(template, true),
      payload: {
        productId: pick.product.productId,
        sku: pick.sku.sku,
        quantity: TEMPLATE_QUANTITY,
      },
    });
  const templateId = cart!.cartPublicId;
  const templateItems = cart!.items.filter((item) => !item.giftOnly).map((item) => item.id);

  const skus = fixtures.products.flatMap((product) =>
    product.variants.flatMap((variant) => variant.skus.map((sku) => ({ product, sku }))),
  );
  const short = skus.find(
    ({ sku }) =>
      sku.availability === AVAILABILITY.available && sku.stock < 10 && !fixtures.gifts.has(sku.sku),
  );
  const gift = skus.find(({ sku }) => fixtures.gifts.has(sku.sku));
  const other = fixtures.stocked(10, TEMPLATE_LINES);
  const unorderable = fixtures.unorderable();
  const pairs: Pair[] = [
    ...lines.map((pick) => ({ productId: pick.product.productId, sku: pick.sku.sku })),
    ...[other, unorderable, ...(short ? [short] : []), ...(gift ? [gift] : [])].map((pick) => ({
      productId: pick.product.productId,
      sku: pick.sku.sku,
    })),
    { productId: other.product.productId, sku: lines[0]!.sku.sku },
  ];

  return {
    site,
    query,
    templateId,
    templateItems,
    pairs,
    async fresh(voucher) {
      const session = await openSession(app, site);
      let copy = await call(app, {
        method: 'POST',
        url: `${API.recreateCart}?${query}&cartPublicId=${templateId}`,
        headers: cartHeaders(session, false),
      });
      if (voucher)
        copy = await call(app, {
          method: 'PUT',
          url: `${API.cartVoucher}?${query}`,
          headers: cartHeaders(session, true),
          payload: { action: 'apply', code: voucher },
        });
      return {
        session,
        publicId: copy.cartPublicId,
        itemIds: copy.items.filter((item) => !item.giftOnly).map((item) => item.id),
      };
    },
    async stored(session) {
      const result = (await app.db.execute(sql`
        select json_build_object(
          'lines', (select coalesce(json_agg(c order by c.id), '[]'::json)
                    from (select id, product_id, sku, quantity, set_code, created_at, updated_at
                          from cart_items where session_id = ${session}::uuid) c),
          'session', (select json_build_object('voucher', voucher_code, 'publicId', cart_public_id)
                      from sessions where id = ${session}::uuid),
          'allLines', (select count(*) from cart_items)
        )::text as state`)) as unknown as { rows: Array<{ state: string }> };
      return result.rows[0]!.state;
    },
  };
}
