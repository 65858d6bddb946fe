/**
 * What the fuzzer knows of the shop it attacks, so generated requests can name real things:
 * the sites' tags, public ids and languages, product, variant and sku ids, index names, and
 * two open shopping sessions, the first with a line in its cart (whose item id the cart
 * routes take, and whose public id recreateCart takes), and the demo voucher codes. Values come
 * from the seeded database, so they follow the generator.
 */
import type { FastifyInstance } from 'fastify';
import { SESSION_HEADER } from '../../../../src/shared/api/paths';
import { ATTRIBUTES_FOR_FACETING } from '../../../../src/server/search/records/index-settings';
import { loadFixtures } from '../fixtures';
import { protocolCorpus } from './protocol-corpus';
import { allKnown, type KnownValues } from './schema-arbitrary';

/** What generated requests may name. */
export interface FuzzContext {
  /** strings the seeded shop holds by field name (schema-arbitrary.ts) */
  known: KnownValues;
  /** all of them in one list */
  everything: readonly string[];
  /** well-formed bodies of the routes without a schema, by route (protocol-corpus.ts) */
  corpus: Record<string, unknown[]>;
  /** ids of open shopping sessions */
  sessions: readonly string[];
}

/** A few of each kind is enough to hit real rows often; all of them would only dilute. */
const PER_KIND = 6;

export async function openSession(
  app: FastifyInstance,
  site: { siteTag: string; sitePublicId?: string; defaultLanguage: string },
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/basic-session',
    payload: { language: site.defaultLanguage, sitePublicId: site.sitePublicId ?? site.siteTag },
  });
  const id = response.headers[SESSION_HEADER];
  if (response.statusCode !== 201 || typeof id !== 'string')
    throw new Error(`the fuzzer could not open a session: ${response.statusCode} ${response.body}`);
  return id;
}

export async function fuzzContext(app: FastifyInstance): Promise<FuzzContext> {
  const fixtures = await loadFixtures(app);
  const sites = app.sites.all;
  const gb = fixtures.site('gb');
  const sessions = [await openSession(app, gb), await openSession(app, gb)];
  const pick = fixtures.stocked(5);
  const added = await app.inject({
    method: 'POST',
    url: '/api/cart',
    headers: { [SESSION_HEADER]: sessions[0]! },
    payload: { productId: pick.product.productId, sku: pick.sku.sku, quantity: 1 },
  });
  const cart = added.json() as { items?: Array<{ id: string }>; cartPublicId?: string };
  const items = cart.items ?? [];
  if (items.length === 0) throw new Error(`the fuzzer could not fill a cart: ${added.body}`);
  const products = fixtures.products.slice(0, PER_KIND);
  const variants = products.flatMap((product) =>
    product.variants.map((variant) => ({ product, variant })),
  );
  const languages = [...new Set(sites.flatMap((site) => site.languages))];
  const known: KnownValues = {
    siteTag: sites.map((site) => site.siteTag),
    sitePublicId: sites.map((site) => site.sitePublicId ?? site.siteTag),
    lang: languages,
    language: languages,
    productId: [pick.product.productId, ...products.map((product) => product.productId)],
    variantId: variants.map(
      ({ product, variant }) => `${product.productId}-${variant.colour.slug}`,
    ),
    sku: [pick.sku.sku, ...variants.flatMap(({ variant }) => variant.skus.map((s) => s.sku))].slice(
      0,
      PER_KIND * 3,
    ),
    itemId: items.map((item) => item.id),
    cartPublicId: cart.cartPublicId ? [cart.cartPublicId] : [],
    // the demo vouchers, in the case shoppers type them too
    code: ['WELCOME10', 'save20', 'EXPIRED', 'NOTYET', 'USED1'],
    email: ['fuzz@example.com', 'FUZZ@Example.com'],
    indexName: app.searchService.indexNames().slice(0, PER_KIND),
    facetName: ATTRIBUTES_FOR_FACETING,
  };
  return { known, everything: allKnown(known), corpus: protocolCorpus(known), sessions };
}
