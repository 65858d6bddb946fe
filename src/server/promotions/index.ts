/**
 * The promotions engine's door (docs/promotions.md): pure functions, no database, no HTTP.
 * The cart service resolves the stored campaigns to the site currency, prices the cart with
 * them, and maps a refused voucher's errorCode to its 4xx answer.
 */
export { priceCart } from './price-cart';
export { giftSkus } from './gifts';
export { evaluateVoucher, VOUCHER_ERROR_CODES } from './voucher';
export type { VoucherCheck, VoucherOutcome, VoucherRefusal } from './voucher';
export { resolveCampaign, resolveCampaigns, resolveVoucher } from './resolve-currency';
export type { Resolution } from './resolve-currency';
export type {
  AppliedPromotion,
  CartLineInput,
  GiftLine,
  GiftPrice,
  LineDiscount,
  PriceCartInput,
  PricedCart,
  PricedLine,
  PromotionSummary,
  ShippingSelection,
  SkippedGift,
  VoucherInput,
} from './types';
