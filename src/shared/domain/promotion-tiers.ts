/**
 * The text of a multi-tier promotion (spec §9): each tier in the app's words, lowest first,
 * joined by " | " (or the campaign's promotionFormatting.tierSeparator). The words come from the
 * app's labels and the numbers from its formatters, so this stays free of any language.
 */
import type { PromotionDiscount, TierType } from './promotions';

export const TIER_SEPARATOR = ' | ';

export interface TierTextFormat {
  /** minor units of the site currency, as the shopper reads them ("£50", "AED 250") */
  money: (minor: number) => string;
  /** a percentage 0–100 as the shopper reads it (spec §5 rounding is the caller's) */
  percent: (percent: number) => string;
  /** a count of items */
  count: (count: number) => string;
  /** one tier in words, from its parts already formatted ("Buy 2, get 10% off") */
  tier: (parts: { tierType: TierType; min: string; amount: string }) => string;
  separator?: string;
}

/** The tiers of a discount as one line of text; '' when the discount has no tiers. */
export function formatPromotionTiers(discount: PromotionDiscount, format: TierTextFormat): string {
  const tierDiscount = discount.tierDiscount;
  if (!tierDiscount || tierDiscount.tiers.length === 0) return '';
  const { tierType } = tierDiscount;
  const amount = discount.type === 'PERCENT_OFF' ? format.percent : format.money;
  const min = tierType === 'ITEM_COUNT' ? format.count : format.money;
  return [...tierDiscount.tiers]
    .sort((a, b) => a.min - b.min)
    .map((tier) =>
      format.tier({ tierType, min: min(tier.min), amount: amount(tier.discountAmount) }),
    )
    .join(format.separator ?? TIER_SEPARATOR);
}
