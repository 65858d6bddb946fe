/**
 * What the promotions engine takes and gives (docs/promotions.md). Money is integer minor units
 * of the one currency the campaigns were resolved to (resolve-currency.ts).
 */
import type {
  Campaign,
  DiscountComponent,
  ShippingMethod,
  Voucher,
} from '../../shared/domain/promotions';
import type { VoucherOutcome } from './voucher';

/** A cart line as the catalogue prices it now; quantity ≥ 1. */
export interface CartLineInput {
  id: string;
  productId: string;
  sku: string;
  quantity: number;
  /** one unit's list (before markdown) and sale (what is paid) price */
  unitList: number;
  unitSale: number;
}

export interface ShippingSelection {
  method: ShippingMethod;
  /** the option's price before any shipping discount */
  price: number;
}

/** The voucher the cart holds: the code as stored, what it names (null: no such voucher). */
export interface VoucherInput {
  code: string;
  voucher: Voucher | null;
  /** a single-use voucher already redeemed by this shopper (the caller knows) */
  alreadyUsed: boolean;
}

/** A gift sku's price now; leave a sku out when it cannot be given (not orderable). */
export interface GiftPrice {
  unitList: number;
  unitSale: number;
}

export interface PriceCartInput {
  lines: readonly CartLineInput[];
  /** the site's campaigns; those not running at `now` are left out here */
  campaigns: readonly Campaign[];
  voucher?: VoucherInput | null;
  shipping?: ShippingSelection | null;
  /** prices of the gift skus the campaigns name, by sku (giftSkus() lists them) */
  giftPrices?: ReadonlyMap<string, GiftPrice>;
  /** epoch ms */
  now: number;
}

export interface LineDiscount {
  promotionId: string;
  name: string;
  messageId: string;
  amount: number;
}

export interface PricedLine extends CartLineInput {
  listTotal: number;
  /** before promotions: unitSale × quantity */
  saleTotal: number;
  /** in the order they applied */
  discounts: LineDiscount[];
  discountTotal: number;
  /** what the line costs: saleTotal − discountTotal, never below 0 */
  total: number;
  /** a gift a promotion added: shown with image and title only, no stepper, no remove */
  giftOnly: boolean;
}

export interface GiftLine extends PricedLine {
  giftOnly: true;
  campaignId: string;
  promotionId: string;
}

export interface AppliedPromotion {
  promotionId: string;
  /** null for the voucher's promotion */
  campaignId: string | null;
  name: string;
  messageId: string;
  component: DiscountComponent;
  /** what it took off in all (for a gift: off the gift's sale price) */
  amount: number;
  gift: boolean;
}

/** The gifts a promotion earned but whose sku had no price (not orderable now). */
export interface SkippedGift {
  campaignId: string;
  promotionId: string;
  sku: string;
}

/** spec §3 cartSummary's money fields. */
export interface PromotionSummary {
  /** every line's sale total, gifts included, before promotions */
  totalItemCost: number;
  totalDiscountProduct: number;
  totalDiscountShipping: number;
  /** totalDiscountProduct + totalDiscountShipping */
  totalDiscount: number;
  /** the selected option's price before its discount; 0 with no option */
  deliveryCost: number;
  /** delivery cost net of tax: equal to deliveryCost until the cart carries tax */
  deliveryNetCost: number;
  /** totalItemCost − totalDiscount + deliveryCost */
  totalCost: number;
  /** units in the bag, gifts included */
  totalItemCount: number;
}

export interface PricedCart {
  /** the input lines, in their order */
  lines: PricedLine[];
  /** virtual lines for the gifts earned now; not stored, recomputed with every price */
  giftLines: GiftLine[];
  summary: PromotionSummary;
  /** promotions that took something off or added a gift, in the order they applied */
  applied: AppliedPromotion[];
  skippedGifts: SkippedGift[];
  /** null when the cart holds no voucher */
  voucher: VoucherOutcome | null;
}
