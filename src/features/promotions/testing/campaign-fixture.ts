import type { Campaign, Promotion, PromotionContentBlock } from '../../../shared/domain/promotions';

/** Test fixtures: a running campaign in one currency, as GET /api/cart/promotions answers it. */
export function promotion(
  id: string,
  content: PromotionContentBlock[],
  more: Partial<Promotion> = {},
): Promotion {
  return {
    id,
    name: `Promotion ${id}`,
    messageId: `PROMO.${id}`,
    discount: { type: 'PERCENT_OFF', component: 'ITEM', amount: 10 },
    content,
    ...more,
  };
}

export function campaign(id: string, more: Partial<Campaign> = {}): Campaign {
  return {
    id,
    name: `Campaign ${id}`,
    status: 'ACTIVE',
    start: 0,
    end: Date.UTC(2100, 0, 1),
    data: {
      promotionFormatting: {},
      promotionLocations: [
        'productCardBadge',
        'productCardBanner',
        'productCardAdditional',
        'productPage',
        'checkoutShipping',
      ],
    },
    items: [],
    promotions: [
      promotion(`${id}-p`, [
        { area: 'productCardBadge', type: 'badge', content: { text: 'Sale' } },
      ]),
    ],
    ...more,
  };
}
