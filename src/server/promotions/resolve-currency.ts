/**
 * A stored campaign or voucher holds each money amount per currency (`{ GBP: 500, AED: 25 }`,
 * each in that currency's minor units), so one campaign can run on every site. Before the
 * engine or the app sees it, it is resolved to the site's currency. A campaign missing any one
 * of its amounts in that currency is refused whole — never run with a part of its promotions —
 * and so is one the engine could not apply as written (a discount with neither amount nor
 * tiers, a percentage over 100, a gift on another component than ITEM, an end before its start).
 */
import type {
  Campaign,
  CurrencyAmounts,
  PromotionConditions,
  PromotionDiscount,
  StoredCampaign,
  StoredVoucher,
  TierDiscount,
  Voucher,
  VoucherPromotion,
} from '../../shared/domain/promotions';

export type Resolution<T> = { ok: true; value: T } | { ok: false; reason: string };

class Refusal extends Error {}

function refuseUnless(condition: boolean, reason: string): void {
  if (!condition) throw new Refusal(reason);
}

function resolver(currency: string) {
  const money = (amounts: CurrencyAmounts, where: string): number => {
    const value = amounts[currency];
    refuseUnless(value !== undefined, `${where} has no ${currency} amount`);
    refuseUnless(
      Number.isSafeInteger(value) && value! >= 0,
      `${where} in ${currency} is not a whole number of minor units ≥ 0`,
    );
    return value!;
  };

  const conditions = (
    stored: PromotionConditions<CurrencyAmounts> | undefined,
    where: string,
  ): { conditions?: PromotionConditions } => {
    if (!stored) return {};
    const { basketTotal, ...rest } = stored;
    return {
      conditions: {
        ...rest,
        ...(basketTotal
          ? { basketTotal: { min: money(basketTotal.min, `${where} basketTotal`) } }
          : {}),
      },
    };
  };

  function tiers<D, R>(
    stored: TierDiscount<D, CurrencyAmounts>,
    amount: (value: D, where: string) => R,
    where: string,
  ): TierDiscount<R> {
    const at = (index: number) => `${where} tier ${index + 1}`;
    return stored.tierType === 'ITEM_COUNT'
      ? {
          tierType: 'ITEM_COUNT',
          tiers: stored.tiers.map((tier, i) => ({
            min: tier.min,
            discountAmount: amount(tier.discountAmount, at(i)),
          })),
        }
      : {
          tierType: 'BASKET_TOTAL',
          tiers: stored.tiers.map((tier, i) => ({
            min: money(tier.min, at(i)),
            discountAmount: amount(tier.discountAmount, at(i)),
          })),
        };
  }

  const percent = (value: number, where: string): number => {
    refuseUnless(value >= 0 && value <= 100, `${where} is not a percentage 0–100`);
    return value;
  };

  const discount = (
    stored: PromotionDiscount<CurrencyAmounts>,
    where: string,
  ): PromotionDiscount => {
    refuseUnless(
      stored.amount !== undefined || (stored.tierDiscount?.tiers.length ?? 0) > 0,
      `${where} has neither an amount nor tiers`,
    );
    const common = { component: stored.component, ...conditions(stored.conditions, where) };
    if (stored.type === 'PERCENT_OFF') {
      const { amount, tierDiscount } = stored;
      return {
        type: stored.type,
        ...common,
        ...(amount !== undefined ? { amount: percent(amount, where) } : {}),
        ...(tierDiscount ? { tierDiscount: tiers(tierDiscount, percent, where) } : {}),
      };
    }
    const { amount, tierDiscount } = stored;
    return {
      type: stored.type,
      ...common,
      ...(amount !== undefined ? { amount: money(amount, where) } : {}),
      ...(tierDiscount ? { tierDiscount: tiers(tierDiscount, money, where) } : {}),
    };
  };

  const promotionCore = (stored: VoucherPromotion<CurrencyAmounts>): VoucherPromotion => ({
    id: stored.id,
    name: stored.name,
    messageId: stored.messageId,
    discount: discount(stored.discount, `promotion ${stored.id}`),
  });

  const campaign = (stored: StoredCampaign): Campaign => {
    refuseUnless(stored.start < stored.end, 'its end is not after its start');
    return {
      ...stored,
      promotions: stored.promotions.map((promotion) => {
        refuseUnless(
          !promotion.gift || promotion.discount.component === 'ITEM',
          `gift promotion ${promotion.id} is not on the ITEM component`,
        );
        return { ...promotion, ...promotionCore(promotion) };
      }),
    };
  };

  const voucher = (stored: StoredVoucher): Voucher => {
    const { minimumBasket, ...rest } = stored;
    return {
      ...rest,
      ...(minimumBasket !== undefined
        ? { minimumBasket: money(minimumBasket, 'minimumBasket') }
        : {}),
      promotion: promotionCore(stored.promotion),
    };
  };

  return { campaign, voucher };
}

function attempt<T>(resolve: () => T): Resolution<T> {
  try {
    return { ok: true, value: resolve() };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, reason: error.message };
    throw error;
  }
}

export function resolveCampaign(stored: StoredCampaign, currency: string): Resolution<Campaign> {
  return attempt(() => resolver(currency).campaign(stored));
}

export function resolveVoucher(stored: StoredVoucher, currency: string): Resolution<Voucher> {
  return attempt(() => resolver(currency).voucher(stored));
}

/** The campaigns that resolve, and why each other one was refused (for the server's log). */
export function resolveCampaigns(
  stored: readonly StoredCampaign[],
  currency: string,
): { campaigns: Campaign[]; refused: Array<{ id: string; reason: string }> } {
  const campaigns: Campaign[] = [];
  const refused: Array<{ id: string; reason: string }> = [];
  for (const campaign of stored) {
    const resolution = resolveCampaign(campaign, currency);
    if (resolution.ok) campaigns.push(resolution.value);
    else refused.push({ id: campaign.id, reason: resolution.reason });
  }
  return { campaigns, refused };
}
