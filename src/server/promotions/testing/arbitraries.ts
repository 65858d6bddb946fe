/**
 * fast-check generators of carts, campaigns and vouchers for the engine's property tests: any
 * discount type on any component, with or without conditions, tiers, stacking, priority and
 * gifts, over a small pool of products so campaigns and lines overlap often.
 */
import fc from 'fast-check';
import {
  DISCOUNT_COMPONENTS,
  SHIPPING_METHODS,
  type Campaign,
  type Promotion,
  type PromotionConditions,
  type PromotionDiscount,
} from '../../../shared/domain/promotions';
import type { CartLineInput, GiftPrice, ShippingSelection } from '../types';
import { NOW } from './builders';

export const PRODUCTS = ['p0', 'p1', 'p2', 'p3', 'p4', 'p5'];
const money = fc.integer({ min: 0, max: 60_000 });
const percent = fc.oneof(
  fc.integer({ min: 0, max: 100 }),
  fc.double({ min: 0, max: 100, noNaN: true }),
);

export const lineArb = (productIds: readonly string[] = PRODUCTS) =>
  fc
    .record({
      productId: fc.constantFrom(...productIds),
      quantity: fc.integer({ min: 1, max: 10 }),
      unitSale: fc.integer({ min: 0, max: 200_000 }),
      markdown: fc.integer({ min: 0, max: 50_000 }),
    })
    .map(({ markdown, ...rest }) => ({ ...rest, unitList: rest.unitSale + markdown }));

/** Lines with unique ids, in the order given. */
export const linesArb = fc
  .array(lineArb(), { maxLength: 12 })
  .map((lines): CartLineInput[] =>
    lines.map((l, i) => ({ ...l, id: `l${i}`, sku: `${l.productId}-s${i}` })),
  );

const conditionsArb: fc.Arbitrary<PromotionConditions | undefined> = fc.option(
  fc.record(
    {
      itemQuantity: fc.record(
        { min: fc.integer({ min: 0, max: 12 }), eq: fc.integer({ min: 0, max: 12 }) },
        { requiredKeys: [] },
      ),
      basketTotal: fc.record({ min: fc.integer({ min: 0, max: 400_000 }) }),
      shippingMethod: fc.constantFrom(...SHIPPING_METHODS),
    },
    { requiredKeys: [] },
  ),
  { nil: undefined },
);

function tiersArb(amount: fc.Arbitrary<number>) {
  return fc.oneof(
    fc.record({
      tierType: fc.constant('ITEM_COUNT' as const),
      tiers: fc.array(fc.record({ min: fc.integer({ min: 0, max: 12 }), discountAmount: amount }), {
        minLength: 1,
        maxLength: 4,
      }),
    }),
    fc.record({
      tierType: fc.constant('BASKET_TOTAL' as const),
      tiers: fc.array(fc.record({ min: money, discountAmount: amount }), {
        minLength: 1,
        maxLength: 4,
      }),
    }),
  );
}

export const discountArb: fc.Arbitrary<PromotionDiscount> = fc.oneof(
  fc.record(
    {
      type: fc.constant('PERCENT_OFF' as const),
      component: fc.constantFrom(...DISCOUNT_COMPONENTS),
      amount: percent,
      conditions: conditionsArb,
      tierDiscount: tiersArb(percent),
    },
    { requiredKeys: ['type', 'component', 'amount'] },
  ),
  fc.record(
    {
      type: fc.constantFrom('VALUE_OFF' as const, 'VALUE_OVERRIDE' as const),
      component: fc.constantFrom(...DISCOUNT_COMPONENTS),
      amount: money,
      conditions: conditionsArb,
      tierDiscount: tiersArb(money),
    },
    { requiredKeys: ['type', 'component', 'amount'] },
  ),
);

const promotionArb = (id: string): fc.Arbitrary<Promotion> =>
  fc
    .record({
      discount: discountArb,
      priority: fc.integer({ min: -3, max: 3 }),
      stackable: fc.boolean(),
      gift: fc.boolean(),
    })
    .map(({ discount, gift, ...rest }) => ({
      id,
      name: `Promo ${id}`,
      messageId: `PROMO.${id}`,
      content: [],
      ...rest,
      // a gift promotion is always on ITEM (resolveCampaign refuses others)
      ...(gift
        ? {
            discount: { ...discount, component: 'ITEM' as const },
            gift: { productId: 'gift', sku: `gift-${id}` },
          }
        : { discount }),
    }));

/** Campaigns covering `items(i)`; an empty list covers every product. */
export const campaignsArb = (itemsArb: fc.Arbitrary<string[]>) =>
  fc
    .array(fc.record({ items: itemsArb, count: fc.integer({ min: 1, max: 3 }), seed: fc.nat() }), {
      maxLength: 4,
    })
    .chain((specs) =>
      fc.tuple(
        ...specs.map((spec, c) =>
          fc
            .tuple(...Array.from({ length: spec.count }, (_, p) => promotionArb(`c${c}p${p}`)))
            .map((promotions): Campaign => ({
              id: `c${c}`,
              name: `Campaign ${c}`,
              status: 'ACTIVE',
              start: NOW - 1,
              end: NOW + 1,
              data: { promotionFormatting: {}, promotionLocations: [] },
              items: spec.items,
              promotions,
            })),
        ),
      ),
    );

export const shippingArb: fc.Arbitrary<ShippingSelection | null> = fc.option(
  fc.record({
    method: fc.constantFrom(...SHIPPING_METHODS),
    price: fc.integer({ min: 0, max: 3000 }),
  }),
  { nil: null },
);

/** A price for every gift sku a campaign of campaignsArb can name. */
export function allGiftPrices(campaigns: readonly Campaign[]): Map<string, GiftPrice> {
  const prices = new Map<string, GiftPrice>();
  campaigns.forEach((campaign, c) =>
    campaign.promotions.forEach((promotion) => {
      if (promotion.gift)
        prices.set(promotion.gift.sku, { unitList: 3000 + c, unitSale: 2500 + c });
    }),
  );
  return prices;
}
