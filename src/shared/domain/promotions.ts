/**
 * Campaigns, promotions and vouchers (spec §3 "Campaign", "Promotion discount", "Promotion
 * content"), shared by the server that prices a cart with them and the app that shows them.
 * Plain types and value lists only; the TypeBox schemas are in src/shared/api/promotions.ts and
 * the rules that apply them are in src/server/promotions (docs/promotions.md).
 *
 * Money is integer minor units of the site currency (src/shared/domain/currency.ts). A campaign
 * as it is stored can serve every site: each money amount is then a `CurrencyAmounts` map
 * (`{ GBP: 500, AED: 25 }`), and the server resolves it to one currency before the engine or
 * the app sees it. The `M` parameter of each type says which: `number` (resolved, the default)
 * or `CurrencyAmounts` (stored). Percentages and counts are the same in every currency.
 */

export const CAMPAIGN_STATUSES = ['ACTIVE', 'SCHEDULED', 'ENDED'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const DISCOUNT_TYPES = ['PERCENT_OFF', 'VALUE_OFF', 'VALUE_OVERRIDE'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** Order of application, too: each component applies to the prices the previous ones left. */
export const DISCOUNT_COMPONENTS = ['ITEM', 'LAST_ITEM', 'BASKET', 'SHIPPING'] as const;
export type DiscountComponent = (typeof DISCOUNT_COMPONENTS)[number];

export const SHIPPING_METHODS = ['EXPRESS', 'STANDARD'] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number];

export const TIER_TYPES = ['ITEM_COUNT', 'BASKET_TOTAL'] as const;
export type TierType = (typeof TIER_TYPES)[number];

export const PROMOTION_CONTENT_TYPES = ['badge', 'banner', 'text', 'box'] as const;
export type PromotionContentType = (typeof PROMOTION_CONTENT_TYPES)[number];

export const PROMOTION_AREAS = [
  'productCardBadge',
  'productCardBanner',
  'productCardAdditional',
  'productPage',
  'checkoutShipping',
] as const;
export type PromotionArea = (typeof PROMOTION_AREAS)[number];

/** One money amount per currency code (ISO 4217), each in that currency's minor units. */
export type CurrencyAmounts = Record<string, number>;

/** Both bounds may be given; then both must hold. Counted on eligible units. */
export interface ItemQuantityCondition {
  min?: number;
  eq?: number;
}

export interface PromotionConditions<M = number> {
  itemQuantity?: ItemQuantityCondition;
  /** on the eligible subtotal as it stands when the promotion's component begins */
  basketTotal?: { min: M };
  /** the selected shipping option's method; no selection means the condition fails */
  shippingMethod?: ShippingMethod;
}

/** A tier's `discountAmount` reads like the discount's `amount` (a percentage or money). */
export type TierDiscount<D, M = number> =
  | { tierType: 'ITEM_COUNT'; tiers: Array<{ min: number; discountAmount: D }> }
  | { tierType: 'BASKET_TOTAL'; tiers: Array<{ min: M; discountAmount: D }> };

interface DiscountCommon<M> {
  component: DiscountComponent;
  conditions?: PromotionConditions<M>;
}

/**
 * `amount` is a percentage, 0–100, read to two decimals. With `tierDiscount` the highest tier
 * reached gives the amount; below the lowest tier `amount` applies when given, else nothing.
 */
export interface PercentOffDiscount<M = number> extends DiscountCommon<M> {
  type: 'PERCENT_OFF';
  amount?: number;
  tierDiscount?: TierDiscount<number, M>;
}

/** VALUE_OFF takes `amount` off; VALUE_OVERRIDE sets the price to `amount` (never raises it). */
export interface ValueDiscount<M = number> extends DiscountCommon<M> {
  type: 'VALUE_OFF' | 'VALUE_OVERRIDE';
  amount?: M;
  tierDiscount?: TierDiscount<M, M>;
}

export type PromotionDiscount<M = number> = PercentOffDiscount<M> | ValueDiscount<M>;

export interface PromotionContentBlock {
  area: PromotionArea;
  type: PromotionContentType;
  content: { html?: string; text?: string; iconRef?: string; imageSrc?: string };
  styling?: {
    backgroundColor?: string;
    color?: string;
    height?: string;
    width?: string;
    align?: string;
    margin?: string;
  };
}

/** The sku a gift-with-purchase promotion adds to the bag (a gift-only line). */
export interface GiftItem {
  productId: string;
  sku: string;
}

export interface Promotion<M = number> {
  id: string;
  /** shown beside the discount on a cart line */
  name: string;
  /** label key of the promotion's message, for the app's translations */
  messageId: string;
  discount: PromotionDiscount<M>;
  content: PromotionContentBlock[];
  /** higher applies first and wins ties between equal discounts; default 0 */
  priority?: number;
  /** stackable promotions add to the others of their component; default false */
  stackable?: boolean;
  /** a gift-with-purchase: the discount prices this sku, added while the conditions hold */
  gift?: GiftItem;
}

export interface PromotionFormatting {
  /** joins a multi-tier promotion's tiers in its text; default " | " (spec §9) */
  tierSeparator?: string;
}

export interface Campaign<M = number> {
  id: string;
  name: string;
  status: CampaignStatus;
  /** epoch ms; the campaign runs from start (inclusive) to end (exclusive) */
  start: number;
  end: number;
  data: {
    promotionFormatting: PromotionFormatting;
    /** the areas where the campaign's content may show; content for another area is not shown */
    promotionLocations: PromotionArea[];
  };
  /** product ids the campaign covers; an empty list covers every product */
  items: string[];
  promotions: Array<Promotion<M>>;
}

/** A voucher's promotion always applies, last among its component, to every non-gift line. */
export interface VoucherPromotion<M = number> {
  id: string;
  name: string;
  messageId: string;
  discount: PromotionDiscount<M>;
}

export interface Voucher<M = number> {
  /** stored and compared in the form normaliseVoucherCode gives */
  code: string;
  name: string;
  message: string;
  /** epoch ms; valid from validFrom (inclusive) to validTo (exclusive) */
  validFrom: number;
  validTo: number;
  /** the items' total (sale prices, before promotions) it needs; absent: no minimum */
  minimumBasket?: M;
  singleUse: boolean;
  promotion: VoucherPromotion<M>;
}

export type StoredCampaign = Campaign<CurrencyAmounts>;
export type StoredVoucher = Voucher<CurrencyAmounts>;

/** Voucher codes are typed by people: surrounding spaces and letter case do not matter. */
export function normaliseVoucherCode(code: string): string {
  return code.trim().toUpperCase();
}
