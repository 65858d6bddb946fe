/**
 * Small builders for the engine's tests: a line, a promotion, a campaign and a voucher with
 * plain defaults, so each test writes only what it is about. Never imported by product code.
 */
import type {
  Campaign,
  Promotion,
  PromotionDiscount,
  Voucher,
} from '../../../shared/domain/promotions';
import type { CartLineInput } from '../types';

export const NOW = Date.UTC(2025, 5, 1, 12);
const DAY = 86_400_000;

export function line(
  id: string,
  unitSale: number,
  quantity = 1,
  extra: Partial<CartLineInput> = {},
): CartLineInput {
  return {
    id,
    productId: `p-${id}`,
    sku: `s-${id}`,
    quantity,
    unitList: unitSale,
    unitSale,
    ...extra,
  };
}

export function promotion(
  id: string,
  discount: PromotionDiscount,
  extra: Partial<Promotion> = {},
): Promotion {
  return { id, name: `Promo ${id}`, messageId: `PROMO.${id}`, discount, content: [], ...extra };
}

export function campaign(
  id: string,
  promotions: Promotion[],
  extra: Partial<Campaign> = {},
): Campaign {
  return {
    id,
    name: `Campaign ${id}`,
    status: 'ACTIVE',
    start: NOW - DAY,
    end: NOW + DAY,
    data: { promotionFormatting: {}, promotionLocations: ['productCardBadge'] },
    items: [],
    promotions,
    ...extra,
  };
}

export function voucher(discount: PromotionDiscount, extra: Partial<Voucher> = {}): Voucher {
  return {
    code: 'SAVE10',
    name: 'Save',
    message: 'Saved',
    validFrom: NOW - DAY,
    validTo: NOW + DAY,
    singleUse: false,
    promotion: { id: 'v', name: 'Voucher', messageId: 'VOUCHER.SAVE', discount },
    ...extra,
  };
}
