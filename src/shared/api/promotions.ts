/**
 * Campaign and voucher schemas (types in src/shared/domain/promotions.ts, rules in
 * docs/promotions.md) and GET /api/cart/promotions (spec §7): the campaigns running now on the
 * session's site, every money amount resolved to its currency. The app treats a failed call as
 * an empty list, so the bag works without it.
 *
 * One builder serves both forms of money: `CampaignSchema` (one currency: integer minor units)
 * is what the app receives; `StoredCampaignSchema` and `StoredVoucherSchema` (an amount per
 * currency) check what the seed and the database hold. Every string is `Text()`, the server's
 * one text boundary.
 */
import { Type, type Static, type TSchema } from 'typebox';
import { Text } from './text';
import { SessionSiteQuerySchema } from './contract';
import { ApiErrorBodySchema } from './error-body';
import {
  CAMPAIGN_STATUSES,
  DISCOUNT_COMPONENTS,
  PROMOTION_AREAS,
  PROMOTION_CONTENT_TYPES,
  SHIPPING_METHODS,
} from '../domain/promotions';

const Id = Text({ minLength: 1, maxLength: 64 });
const Label = Text({ maxLength: 200 });
/** CSS lengths and colours of a promotion's styling; the app lets only safe values through. */
const StyleValue = Text({ maxLength: 64 });
const Time = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER });
const Percent = Type.Number({ minimum: 0, maximum: 100 });
const Count = Type.Integer({ minimum: 0, maximum: 1_000_000 });
/** A money amount in minor units of one currency. */
export const MoneySchema = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER });
/** A money amount per currency code: `{ GBP: 500, AED: 25 }`. */
export const CurrencyAmountsSchema = Type.Record(
  Type.String({ pattern: '^[A-Z]{3}$' }),
  MoneySchema,
  {
    maxProperties: 32,
  },
);

const MAX_TIERS = 10;
/** Generous for a campaign limited to products (the demo catalogue has 640 to 10,000). */
export const MAX_CAMPAIGN_ITEMS = 10_000;

export const PromotionContentBlockSchema = Type.Object({
  area: Type.Enum(PROMOTION_AREAS),
  type: Type.Enum(PROMOTION_CONTENT_TYPES),
  content: Type.Object({
    /** sanitised (DOMPurify) by the app before it reaches the DOM */
    html: Type.Optional(Text({ maxLength: 4000 })),
    text: Type.Optional(Text({ maxLength: 500 })),
    iconRef: Type.Optional(Text({ maxLength: 128 })),
    imageSrc: Type.Optional(Text({ maxLength: 512 })),
  }),
  styling: Type.Optional(
    Type.Object({
      backgroundColor: Type.Optional(StyleValue),
      color: Type.Optional(StyleValue),
      height: Type.Optional(StyleValue),
      width: Type.Optional(StyleValue),
      align: Type.Optional(StyleValue),
      margin: Type.Optional(StyleValue),
    }),
  ),
});

function tierDiscountSchema<M extends TSchema, D extends TSchema>(money: M, amount: D) {
  const tiers = <Min extends TSchema>(min: Min) =>
    Type.Array(Type.Object({ min, discountAmount: amount }), { minItems: 1, maxItems: MAX_TIERS });
  return Type.Union([
    Type.Object({ tierType: Type.Literal('ITEM_COUNT'), tiers: tiers(Count) }),
    Type.Object({ tierType: Type.Literal('BASKET_TOTAL'), tiers: tiers(money) }),
  ]);
}

function discountSchema<M extends TSchema>(money: M) {
  const common = {
    component: Type.Enum(DISCOUNT_COMPONENTS),
    conditions: Type.Optional(
      Type.Object({
        itemQuantity: Type.Optional(
          Type.Object({ min: Type.Optional(Count), eq: Type.Optional(Count) }),
        ),
        basketTotal: Type.Optional(Type.Object({ min: money })),
        shippingMethod: Type.Optional(Type.Enum(SHIPPING_METHODS)),
      }),
    ),
  };
  return Type.Union([
    Type.Object({
      type: Type.Literal('PERCENT_OFF'),
      ...common,
      amount: Type.Optional(Percent),
      tierDiscount: Type.Optional(tierDiscountSchema(money, Percent)),
    }),
    Type.Object({
      type: Type.Union([Type.Literal('VALUE_OFF'), Type.Literal('VALUE_OVERRIDE')]),
      ...common,
      amount: Type.Optional(money),
      tierDiscount: Type.Optional(tierDiscountSchema(money, money)),
    }),
  ]);
}

function promotionSchemas<M extends TSchema>(money: M) {
  const promotionCore = {
    id: Id,
    name: Label,
    messageId: Text({ minLength: 1, maxLength: 128 }),
    discount: discountSchema(money),
  };
  const promotion = Type.Object({
    ...promotionCore,
    content: Type.Array(PromotionContentBlockSchema, { maxItems: PROMOTION_AREAS.length * 4 }),
    priority: Type.Optional(Type.Integer({ minimum: -1000, maximum: 1000 })),
    stackable: Type.Optional(Type.Boolean()),
    gift: Type.Optional(Type.Object({ productId: Id, sku: Text({ minLength: 1, maxLength: 96 }) })),
  });
  const campaign = Type.Object({
    id: Id,
    name: Label,
    status: Type.Enum(CAMPAIGN_STATUSES),
    start: Time,
    end: Time,
    data: Type.Object({
      promotionFormatting: Type.Object({
        tierSeparator: Type.Optional(Text({ maxLength: 8 })),
      }),
      promotionLocations: Type.Array(Type.Enum(PROMOTION_AREAS), {
        maxItems: PROMOTION_AREAS.length,
      }),
    }),
    items: Type.Array(Id, { maxItems: MAX_CAMPAIGN_ITEMS }),
    promotions: Type.Array(promotion, { minItems: 1, maxItems: 20 }),
  });
  const voucher = Type.Object({
    code: Text({ minLength: 1, maxLength: 32, pattern: '^[A-Z0-9_-]+$' }),
    name: Label,
    message: Text({ maxLength: 500 }),
    validFrom: Time,
    validTo: Time,
    minimumBasket: Type.Optional(money),
    singleUse: Type.Boolean(),
    promotion: Type.Object(promotionCore),
  });
  return { campaign, voucher };
}

const resolved = promotionSchemas(MoneySchema);
const stored = promotionSchemas(CurrencyAmountsSchema);

/** A campaign in one currency, as the engine and the app receive it. */
export const CampaignSchema = resolved.campaign;
export const VoucherSchema = resolved.voucher;
/** A campaign or voucher as stored, with money per currency. */
export const StoredCampaignSchema = stored.campaign;
export const StoredVoucherSchema = stored.voucher;

export const PromotionsResponseSchema = Type.Object({
  /** the site currency every amount is in */
  currency: Text({ minLength: 3, maxLength: 3 }),
  campaigns: Type.Array(CampaignSchema, { maxItems: 100 }),
});
export type PromotionsResponse = Static<typeof PromotionsResponseSchema>;

export const promotionsSchemas = {
  get: {
    querystring: SessionSiteQuerySchema,
    response: { 200: PromotionsResponseSchema, '4xx': ApiErrorBodySchema },
  },
};
