/**
 * The cart fuzz's requests, a generator per cart operation: bodies, item ids and queries from
 * the routes' own schemas (schema-arbitrary.ts: mostly well-formed, with near misses at every
 * level), mixed with what the cart's rules turn on — real product and sku pairs, quantities
 * around every limit, the demo voucher codes, shared-cart ids known and unknown. A generated
 * plan becomes a request once its cart exists (its item ids and public id are made with it).
 */
import fc from 'fast-check';
import { promotionsSchemas } from '../../../../src/shared/api/promotions';
import {
  AddToCartBodySchema,
  CartItemParamsSchema,
  RecreateCartQuerySchema,
  UpdateCartItemBodySchema,
  VoucherBodySchema,
} from '../../../../src/shared/api/cart';
import { API } from '../../../../src/shared/api/paths';
import type { CartScene, FreshCart } from './cart-scene';
import { cartHeaders } from './cart-scene';
import { hostileString } from './hostile-inputs';
import type { FuzzRequest } from './operation-requests';
import { schemaArbitrary, type JsonSchema, type KnownValues } from './schema-arbitrary';
import { encodeAnyText } from './url-encoding';

export interface CartPlan {
  /** a voucher the cart holds before the request */
  voucher?: string;
  request(cart: FreshCart): FuzzRequest;
}

export interface CartOperation {
  name: string;
  plans: fc.Arbitrary<CartPlan>;
}

const DEMO_CODES = ['WELCOME10', 'SAVE20', 'EXPIRED', 'NOTYET', 'USED1'];
const UNKNOWN_ID = '0b0e6c1e-5a1d-4c0a-9d4e-000000000000';

const asSchema = (schema: unknown) => schema as JsonSchema;

/** Which of an add's optional fields are sent. */
type Flags = 'none' | 'clear' | 'set' | 'both';

/** Quantities around every limit, and values that are not quantities at all. */
const quantity = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: -2, max: 12 }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(1e9, 0.5, -0, 1e300, '3', null, true, []) },
);

/** A request the app's client could send for this cart: its session, JSON, same origin. */
function cartRequest(cart: FreshCart, method: string, url: string, body?: unknown): FuzzRequest {
  return {
    method,
    url,
    headers: cartHeaders(cart.session, body !== undefined),
    ...(body === undefined ? {} : { payload: JSON.stringify(body) ?? 'null' }),
  };
}

const plan = (request: CartPlan['request'], voucher?: string | null): CartPlan =>
  voucher ? { voucher, request } : { request };

export function cartOperations(scene: CartScene): CartOperation[] {
  const known: KnownValues = {
    productId: scene.pairs.map((pair) => pair.productId),
    sku: scene.pairs.map((pair) => pair.sku),
    setCode: ['LOOK-1', 'look 2'],
    code: [...DEMO_CODES, 'welcome10', ' WELCOME10 '],
    itemId: scene.templateItems,
    cartPublicId: [scene.templateId, UNKNOWN_ID],
    siteTag: [scene.site.siteTag, 'vitrine-zz'],
    lang: [...scene.site.languages, 'xx'],
  };
  const cartUrl = (path: string) => `${path}?${scene.query}`;
  const sometimesVoucher = fc.option(fc.constant('WELCOME10'), { freq: 3 });

  /** An add naming a real pair; `flags` says whether forceBasketClear and setCode are sent. */
  const pairedAdd = (flags: fc.Arbitrary<Flags>) =>
    fc
      .record({
        pair: fc.constantFrom(...scene.pairs),
        quantity,
        flags,
        clear: fc.oneof(fc.boolean(), fc.constantFrom<unknown>('true', 1, null)),
        setCode: fc.oneof(fc.constantFrom(...known.setCode!), hostileString),
      })
      .map(({ pair, quantity: units, flags: sent, clear, setCode }) => ({
        ...pair,
        quantity: units,
        ...(sent === 'clear' || sent === 'both' ? { forceBasketClear: clear } : {}),
        ...(sent === 'set' || sent === 'both' ? { setCode } : {}),
      }));
  const addBodies = (flags: fc.Arbitrary<Flags>) =>
    fc.oneof(
      { weight: 3, arbitrary: pairedAdd(flags) },
      { weight: 1, arbitrary: schemaArbitrary(asSchema(AddToCartBodySchema), known) },
    );
  const add = (body: unknown, voucher: string | null) =>
    plan((cart) => cartRequest(cart, 'POST', cartUrl(API.cart), body), voucher);

  const item = fc.oneof(
    { weight: 4, arbitrary: fc.nat(4).map((index) => ({ own: index })) },
    {
      weight: 2,
      arbitrary: schemaArbitrary(
        asSchema(CartItemParamsSchema.properties.itemId),
        known,
        false,
        'itemId',
      ).map((id) => ({ literal: typeof id === 'string' ? id : (JSON.stringify(id) ?? '') })),
    },
    { weight: 1, arbitrary: fc.constant({ literal: UNKNOWN_ID }) },
  );
  const [applyBody, deleteBody] = (VoucherBodySchema as unknown as { anyOf: JsonSchema[] }).anyOf;
  const publicId = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(scene.templateId, 'own', UNKNOWN_ID) },
    {
      weight: 2,
      arbitrary: schemaArbitrary(
        asSchema(RecreateCartQuerySchema.properties.cartPublicId),
        known,
        false,
        'cartPublicId',
      ),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
  const promotionsQuery = schemaArbitrary(asSchema(promotionsSchemas.get.querystring), known);

  return [
    {
      name: 'POST /api/cart',
      plans: fc
        .tuple(addBodies(fc.constantFrom<Flags>('none', 'clear', 'set', 'both')), sometimesVoucher)
        .map(([b, v]) => add(b, v)),
    },
    {
      name: 'POST /api/cart with forceBasketClear or setCode',
      plans: fc
        .tuple(pairedAdd(fc.constantFrom<Flags>('clear', 'set', 'both')), sometimesVoucher)
        .map(([b, v]) => add(b, v)),
    },
    {
      name: 'PUT /api/cart/:itemId',
      plans: fc
        .tuple(
          item,
          fc.oneof(
            fc.record({ quantity }),
            schemaArbitrary(asSchema(UpdateCartItemBodySchema), known),
          ),
          sometimesVoucher,
        )
        .map(([target, body, voucher]) =>
          plan((cart) => {
            const id = 'own' in target ? (cart.itemIds[target.own] ?? UNKNOWN_ID) : target.literal;
            return cartRequest(cart, 'PUT', cartUrl(`${API.cart}/${encodeAnyText(id)}`), body);
          }, voucher),
        ),
    },
    {
      name: 'PUT /api/cart/voucher (apply)',
      plans: fc
        .tuple(
          fc.oneof(
            fc.record({ action: fc.constant('apply'), code: fc.constantFrom(...known.code!) }),
            schemaArbitrary(applyBody!, known),
            schemaArbitrary(asSchema(VoucherBodySchema), known),
          ),
          sometimesVoucher,
        )
        .map(([body, voucher]) =>
          plan((cart) => cartRequest(cart, 'PUT', cartUrl(API.cartVoucher), body), voucher),
        ),
    },
    {
      name: 'PUT /api/cart/voucher (delete)',
      plans: fc
        .tuple(
          fc.oneof(fc.constant({ action: 'delete' }), schemaArbitrary(deleteBody!, known)),
          sometimesVoucher,
        )
        .map(([body, voucher]) =>
          plan((cart) => cartRequest(cart, 'PUT', cartUrl(API.cartVoucher), body), voucher),
        ),
    },
    {
      name: 'POST /api/cart/recreateCart',
      plans: fc.tuple(publicId, sometimesVoucher).map(([id, voucher]) =>
        plan((cart) => {
          const named = id === 'own' ? cart.publicId : id;
          const text = typeof named === 'string' ? named : JSON.stringify(named);
          const query = text === undefined ? '' : `&cartPublicId=${encodeAnyText(text)}`;
          return cartRequest(cart, 'POST', `${API.recreateCart}?${scene.query}${query}`);
        }, voucher),
      ),
    },
    {
      name: 'GET /api/cart/promotions',
      plans: promotionsQuery.map((value) =>
        plan((cart) => {
          const pairs =
            value !== null && typeof value === 'object' && !Array.isArray(value)
              ? Object.entries(value).map(
                  ([k, v]) =>
                    `${encodeAnyText(k)}=${encodeAnyText(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))}`,
                )
              : [];
          return cartRequest(cart, 'GET', `${API.cartPromotions}?${pairs.join('&')}`);
        }),
      ),
    },
  ];
}
