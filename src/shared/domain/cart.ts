import { Type, type Static } from 'typebox';
import { AvailabilityNameSchema } from './product';
import { PriceSchema } from './money';
import { CartAddressSchema, CartShippingSchema, ConsumerSchema } from './checkout';

/** A promotion's or voucher's share of one line (spec §3 "Cart item" discounts). */
export const LineDiscountSchema = Type.Object({
  name: Type.String(),
  /** the label key of the promotion's message, when it has one */
  messageId: Type.Optional(Type.String()),
  /** minor units taken off this line */
  amount: Type.Integer({ minimum: 0 }),
});
export type LineDiscount = Static<typeof LineDiscountSchema>;

/**
 * A cart line (spec §3 "Cart item"). `price` holds the line's totals before promotions (list
 * and sale, unit × quantity); `discounts` what each promotion takes off it; `total` what the
 * line costs after them. A gift-only line was added by a promotion (spec §2 mini cart): the
 * shopper cannot change or remove it, and it is shown with its image and title only.
 */
export const CartItemSchema = Type.Object({
  id: Type.String(),
  productId: Type.String(),
  name: Type.String(),
  brand: Type.Object({ name: Type.String(), tag: Type.String() }),
  sku: Type.String(),
  slug: Type.String(),
  quantity: Type.Integer({ minimum: 1 }),
  price: PriceSchema,
  unitPrice: PriceSchema,
  discounts: Type.Array(LineDiscountSchema),
  total: Type.Integer({ minimum: 0 }),
  options: Type.Object({
    color: Type.Object({ name: Type.String(), slug: Type.String() }),
    size: Type.Object({ name: Type.String(), labelSize: Type.String() }),
    sizeType: Type.Optional(Type.Object({ name: Type.String(), slug: Type.String() })),
  }),
  thumbnailUrl: Type.String(),
  url: Type.String(),
  availability: AvailabilityNameSchema,
  /** epoch seconds of the ship-date range of a pre- or back-order line */
  shipDateStart: Type.Optional(Type.Integer()),
  shipDateEnd: Type.Optional(Type.Integer()),
  giftOnly: Type.Optional(Type.Boolean()),
  /** the product set (a look) the line was added with (POST /api/cart setCode) */
  setCode: Type.Optional(Type.String()),
});
export type CartItem = Static<typeof CartItemSchema>;

/**
 * Totals, computed by the server in minor units of `currency` (docs/promotions.md):
 * totalItemCost is the lines' sale total before promotions; totalDiscountProduct what
 * promotions and the voucher take off the lines, totalDiscountShipping off the delivery,
 * totalDiscount both; deliveryNetCost the selected delivery's price before its discount and
 * before tax, deliveryCost the same with the tax on it once calculated (they differ only where
 * tax is calculated at checkout and the state taxes shipping); totalTax the tax calculated at
 * checkout (0 where prices include it, and until it is calculated); totalCost = totalItemCost
 * − totalDiscount + deliveryNetCost + totalTax. Unavailable lines count in none of them.
 */
export const CartSummarySchema = Type.Object({
  currency: Type.String(),
  totalItemCost: Type.Integer(),
  totalCost: Type.Integer(),
  totalTax: Type.Integer(),
  totalDiscount: Type.Integer(),
  totalDiscountProduct: Type.Integer(),
  totalDiscountShipping: Type.Integer(),
  totalItemCount: Type.Integer(),
  deliveryCost: Type.Integer(),
  deliveryNetCost: Type.Integer(),
  voucherCode: Type.Optional(Type.String()),
  voucherName: Type.Optional(Type.String()),
  voucherMessage: Type.Optional(Type.String()),
});
export type CartSummary = Static<typeof CartSummarySchema>;

/**
 * Where the cart's tax stands (spec §3 taxCalculated, §4 "Tax"): INCLUDED where prices include
 * it (nothing to calculate); where it is calculated at checkout, NOT_CALCULATED until POST
 * /api/cart/calculate-tax is asked for the cart as it is now (and again after any change to
 * its lines, prices, discounts, shipping or delivery address), then PENDING until the tax
 * service answers, DONE (totalTax holds it) or FAILED (taxMessage says why).
 */
export const TAX_STATUSES = ['INCLUDED', 'NOT_CALCULATED', 'PENDING', 'DONE', 'FAILED'] as const;
export type TaxStatus = (typeof TAX_STATUSES)[number];

/** A promotion that applies to the cart now, for the basket's summary. */
export const AppliedPromotionSchema = Type.Object({
  campaignId: Type.String(),
  promotionId: Type.String(),
  name: Type.String(),
  messageId: Type.Optional(Type.String()),
  amount: Type.Integer({ minimum: 0 }),
});
export type AppliedPromotion = Static<typeof AppliedPromotionSchema>;

/**
 * The cart (spec §3 "Cart"). Items come newest first (spec §4: reversed on load). Lines that
 * can no longer be ordered (out of stock or discontinued since they were added) are listed
 * apart in `unavailableItems`: they block checkout until removed and count in no total.
 * `cartPublicId` names the cart in a shared link (/recreateCart?cartPublicId=…). The
 * checkout's shipping step adds `addresses` (DELIVERY, and BILLING: the delivery address again
 * while `billingMatchShipping`), `consumer` and `shipping` (domain/checkout.ts).
 */
export const CartSchema = Type.Object({
  cartPublicId: Type.String(),
  items: Type.Array(CartItemSchema),
  unavailableItems: Type.Array(CartItemSchema),
  cartSummary: CartSummarySchema,
  promotions: Type.Array(AppliedPromotionSchema),
  addresses: Type.Array(CartAddressSchema),
  billingMatchShipping: Type.Boolean(),
  consumer: ConsumerSchema,
  shipping: CartShippingSchema,
  /** INCLUDED or DONE: the totals are the ones to pay (an order needs it) */
  taxCalculated: Type.Boolean(),
  taxStatus: Type.Enum(TAX_STATUSES),
  /** FAILED: the tax service's message ("Tax Calculation Error", spec §8) */
  taxMessage: Type.Optional(Type.String()),
});
export type Cart = Static<typeof CartSchema>;
