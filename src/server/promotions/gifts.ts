/**
 * Gift-with-purchase (docs/promotions.md "Gifts"). A promotion naming a gift sku adds one unit
 * of it to the bag while its conditions hold, priced by its discount applied to the gift's own
 * sale price (VALUE_OVERRIDE 0: free; VALUE_OVERRIDE 100: for £1). Gifts are measured after the
 * BASKET turn, on what the eligible lines then cost, and they are never eligible for or counted
 * by any promotion themselves. The lines are virtual: recomputed with every price, never stored.
 */
import type { Campaign } from '../../shared/domain/promotions';
import { reduction } from './component-effects';
import { discountRate } from './discount-rate';
import { measure, type PricingState, type PromotionSource } from './pricing-state';
import type { GiftLine, GiftPrice, SkippedGift } from './types';

/** The gift skus the campaigns name, for the caller to price (PriceCartInput.giftPrices). */
export function giftSkus(campaigns: readonly Campaign[]): string[] {
  const skus = campaigns.flatMap((campaign) =>
    campaign.promotions.flatMap((promotion) => (promotion.gift ? [promotion.gift.sku] : [])),
  );
  return [...new Set(skus)];
}

export function earnGifts(
  state: PricingState,
  sources: readonly PromotionSource[],
  prices: ReadonlyMap<string, GiftPrice>,
): { giftLines: GiftLine[]; skipped: SkippedGift[] } {
  const giftLines: GiftLine[] = [];
  const skipped: SkippedGift[] = [];
  for (const source of sources) {
    const { promotion, campaignId } = source;
    if (!('gift' in promotion) || !promotion.gift || campaignId === null) continue;
    const rate = discountRate(promotion.discount, measure(state, source.eligible), state.shipping);
    if (rate === null) continue;
    const { productId, sku } = promotion.gift;
    const price = prices.get(sku);
    if (!price) {
      skipped.push({ campaignId, promotionId: promotion.id, sku });
      continue;
    }
    const amount = reduction(promotion.discount.type, rate, price.unitSale);
    const { id: promotionId, name, messageId } = promotion;
    giftLines.push({
      id: `gift-${campaignId}-${promotionId}`,
      productId,
      sku,
      quantity: 1,
      unitList: price.unitList,
      unitSale: price.unitSale,
      listTotal: price.unitList,
      saleTotal: price.unitSale,
      discounts: amount > 0 ? [{ promotionId, name, messageId, amount }] : [],
      discountTotal: amount,
      total: price.unitSale - amount,
      giftOnly: true,
      campaignId,
      promotionId,
    });
    state.applied.push({
      promotionId,
      campaignId,
      name,
      messageId,
      component: promotion.discount.component,
      amount,
      gift: true,
    });
  }
  return { giftLines, skipped };
}
