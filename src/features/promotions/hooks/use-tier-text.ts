import { useCallback } from 'react';
import { useFormatMoney } from '../../../platform/format/use-format-money';
import { useT } from '../../../platform/i18n/i18n-context';
import { useActiveLocale } from '../../../platform/site/site-context';
import { roundDiscount } from '../../../shared/domain/discount';
import type { Campaign, PromotionDiscount } from '../../../shared/domain/promotions';
import { formatPromotionTiers } from '../../../shared/domain/promotion-tiers';
import { formatInteger } from '../../../shared/format/number-formats';

/**
 * The text of a multi-tier promotion in the shopper's language (spec §9): each tier in words
 * ("Buy 2, get 10% off"), lowest first, joined by " | " or the campaign's own separator; ''
 * without tiers. Percentages read like the shop's other discounts (spec §5 rounding).
 */
export function useTierText(): (discount: PromotionDiscount, campaign: Campaign) => string {
  const t = useT();
  const money = useFormatMoney();
  const { intlLocale } = useActiveLocale();
  return useCallback(
    (discount, campaign) => {
      const kind = discount.type === 'VALUE_OVERRIDE' ? ('PRICE' as const) : ('OFF' as const);
      return formatPromotionTiers(discount, {
        money: (minor) => money(minor),
        percent: (percent) => {
          const rounded = roundDiscount(percent);
          const amount = Number.isInteger(rounded) ? formatInteger(rounded, intlLocale) : rounded;
          return t('WEB.PROMOTION.PERCENT', { amount });
        },
        count: (count) => formatInteger(count, intlLocale),
        tier: ({ tierType, min, amount }) =>
          t(`WEB.PROMOTION.TIER.${tierType}.${kind}` as const, { min, amount }),
        separator: campaign.data.promotionFormatting.tierSeparator,
      });
    },
    [t, money, intlLocale],
  );
}
