/**
 * A cart as its statement answered it, priced for a site and language (spec §3 "Cart"): the
 * lines joined with the catalogue view; those that cannot be ordered now set apart in
 * unavailableItems, counting in no total; the others priced by the promotions engine with the
 * campaigns of the site's currency, the voucher the cart holds and the gifts the campaigns
 * earn (virtual lines, never stored), and the shipping option selected at checkout, whose
 * price the engine's SHIPPING promotions act on; and, where tax is calculated at checkout, the
 * tax calculated for this very cart (tax/cart-tax.ts). Pure: the statement and the warm views
 * give every input.
 */
import { AVAILABILITY } from '../../shared/domain/availability';
import type { Cart, CartItem } from '../../shared/domain/cart';
import type { CurrencyCampaigns } from '../campaigns/campaign-set';
import type { CatalogueView } from '../catalogue/catalogue-view';
import type { SiteRuntime } from '../catalogue/types';
import {
  priceCart,
  type CartLineInput,
  type GiftPrice,
  type PricedCart,
  type VoucherOutcome,
} from '../promotions';
import { cartShipping, checkoutFields } from '../checkout/checkout-answer';
import { withTax, type PreTaxCart } from '../tax/cart-tax';
import { readHeldVoucher } from '../vouchers/held-voucher';
import { voucherRefusalMessage } from '../vouchers/voucher-messages';
import { toCartItem, unpriced, type CartView } from './cart-item';
import {
  canBeOrdered,
  catalogueLine,
  SHIPS_FROM_STOCK,
  withCatalogue,
  type CartLineRow,
} from './cart-lines';
import type { CartState } from './cart-repository';

export interface PricingContext {
  view: CatalogueView;
  campaigns: CurrencyCampaigns;
  site: Pick<
    SiteRuntime,
    'currency' | 'countryCode' | 'defaultLanguage' | 'taxCalculatedAtCheckout'
  >;
  lang: string;
  /** epoch ms: which campaigns run, whether the voucher is valid */
  now: number;
}

export interface PricedCartState {
  cart: Cart;
  /** null when the cart holds no voucher */
  voucher: VoucherOutcome | null;
  /** a held voucher's stored definition the server could not use, for the log */
  voucherProblem?: string;
}

/** The gift skus' prices now; a gift that cannot be ordered is left out (the engine skips it). */
function giftPrices(
  skus: readonly string[],
  view: CatalogueView,
  currency: string,
): Map<string, GiftPrice> {
  const prices = new Map<string, GiftPrice>();
  for (const sku of skus) {
    const entry = view.sku(sku);
    const price = entry?.product.prices[currency];
    if (entry && price && canBeOrdered(entry.sku))
      prices.set(sku, { unitList: price.list, unitSale: price.sale });
  }
  return prices;
}

const engineLine = (line: CartLineRow): CartLineInput => ({
  id: line.id,
  productId: line.productId,
  sku: line.sku,
  quantity: line.quantity,
  unitList: line.list,
  unitSale: line.sale,
});

/**
 * An unorderable line as it is listed: one whose sku ships from stock can only have run out of
 * it, and reads as out of stock whatever its flag; any other keeps its own.
 */
const asUnavailable = (line: CartLineRow): CartLineRow =>
  SHIPS_FROM_STOCK.includes(line.availability)
    ? { ...line, availability: AVAILABILITY.outofstock }
    : line;

function giftItems(priced: PricedCart, context: PricingContext, view: CartView): CartItem[] {
  return priced.giftLines.flatMap((gift) => {
    const entry = context.view.sku(gift.sku);
    const line =
      entry &&
      catalogueLine(
        {
          id: gift.id,
          productId: gift.productId,
          sku: gift.sku,
          quantity: 1,
          size: entry.sku.size,
          availability: entry.sku.availability,
          stock: entry.sku.stock,
          shipDateStart: entry.sku.shipDateStart ?? null,
          shipDateEnd: entry.sku.shipDateEnd ?? null,
          setCode: null,
        },
        context.view,
        view.currency,
      );
    return line ? [toCartItem(line, gift, view)] : [];
  });
}

function voucherFields(priced: PricedCart, context: PricingContext): Partial<Cart['cartSummary']> {
  const outcome = priced.voucher;
  if (!outcome) return {};
  const name = outcome.voucher?.name;
  const message =
    outcome.status === 'APPLIED'
      ? outcome.voucher.message
      : voucherRefusalMessage(outcome, context.site);
  return {
    voucherCode: outcome.code,
    ...(name ? { voucherName: name } : {}),
    voucherMessage: message,
  };
}

export function priceCartState(state: CartState, context: PricingContext): PricedCartState {
  const { site } = context;
  const view: CartView = {
    currency: site.currency,
    lang: context.lang,
    fallbackLang: site.defaultLanguage,
  };
  // One pass: each line is judged once, and kept in its list in the cart's order.
  const orderable: CartLineRow[] = [];
  const unavailable: CartLineRow[] = [];
  for (const row of withCatalogue(state.lines, context.view, site.currency)) {
    if (canBeOrdered(row)) orderable.push(row);
    else unavailable.push(asUnavailable(row));
  }
  const held = state.voucher && readHeldVoucher(state.voucher, site.currency, context.lang);
  // The selected shipping option, while the cart is still offered it (checkout-answer.ts).
  const shipping = cartShipping(
    state.checkout,
    orderable.map((row) => row.productId),
    context,
  );
  const priced = priceCart({
    lines: orderable.map(engineLine),
    campaigns: context.campaigns.inLanguage(context.lang),
    voucher: held?.input ?? null,
    shipping: shipping.selection,
    giftPrices: giftPrices(context.campaigns.giftSkus, context.view, site.currency),
    now: context.now,
  });
  const { summary } = priced;
  const preTax: PreTaxCart = {
    cartPublicId: state.publicId,
    items: [
      ...orderable.map((row, index) => toCartItem(row, priced.lines[index]!, view)),
      ...giftItems(priced, context, view),
    ],
    unavailableItems: unavailable.map((row) => toCartItem(row, unpriced(row), view)),
    cartSummary: {
      currency: site.currency,
      totalItemCost: summary.totalItemCost,
      totalCost: summary.totalCost,
      // where it is calculated at checkout, withTax adds it once known; elsewhere prices include it
      totalTax: 0,
      totalDiscount: summary.totalDiscount,
      totalDiscountProduct: summary.totalDiscountProduct,
      totalDiscountShipping: summary.totalDiscountShipping,
      totalItemCount: summary.totalItemCount,
      deliveryCost: summary.deliveryCost,
      deliveryNetCost: summary.deliveryNetCost,
      ...voucherFields(priced, context),
    },
    promotions: priced.applied.flatMap(({ campaignId, promotionId, name, messageId, amount }) =>
      campaignId === null ? [] : [{ campaignId, promotionId, name, messageId, amount }],
    ),
    ...checkoutFields(state.checkout, shipping.answer),
  };
  const cart = withTax(preTax, state.checkout.tax, site.taxCalculatedAtCheckout === true);
  return {
    cart,
    voucher: priced.voucher,
    ...(held?.problem ? { voucherProblem: held.problem } : {}),
  };
}
