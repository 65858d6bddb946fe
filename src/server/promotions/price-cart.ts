/**
 * The promotions engine (docs/promotions.md): prices a cart with the campaigns running now, the
 * voucher it holds and the shipping option selected. Pure: the same input gives the same cart.
 *
 * Order: ITEM → LAST_ITEM → BASKET → gifts → SHIPPING, each turn on the prices the previous
 * left (apply-component.ts says how promotions of one turn combine). The one rounding rule
 * (rounding.ts): percentages of totals rounded half up to a minor unit — whole units in
 * zero-decimal currencies — and shared discounts split by largest remainder. A campaign covers the lines of its items (all lines when it lists none); the voucher
 * covers every line and applies last in its component. No price goes below 0 and no promotion
 * raises one.
 */
import { runningCampaigns } from '../../shared/domain/campaign-schedule';
import type { Campaign } from '../../shared/domain/promotions';
import { applyComponent } from './apply-component';
import { earnGifts } from './gifts';
import { createState, type PricingState, type PromotionSource } from './pricing-state';
import type { CartLineInput, PriceCartInput, PricedCart, PricedLine } from './types';
import { evaluateVoucher, type VoucherOutcome } from './voucher';

/**
 * A campaign's items as a set, built once per items list: a campaign may list thousands of
 * products and the server prices every cart with the same resolved campaign objects.
 */
const itemSets = new WeakMap<readonly string[], ReadonlySet<string>>();

function itemSet(items: readonly string[]): ReadonlySet<string> {
  let set = itemSets.get(items);
  if (!set) {
    set = new Set(items);
    itemSets.set(items, set);
  }
  return set;
}

function sourcesOf(
  lines: readonly CartLineInput[],
  campaigns: readonly Campaign[],
  voucher: VoucherOutcome | null,
): PromotionSource[] {
  const sources: PromotionSource[] = [];
  for (const campaign of campaigns) {
    const items = itemSet(campaign.items);
    const eligible: number[] = [];
    lines.forEach((line, index) => {
      if (items.size === 0 || items.has(line.productId)) eligible.push(index);
    });
    if (eligible.length === 0) continue;
    for (const promotion of campaign.promotions)
      sources.push({ promotion, campaignId: campaign.id, eligible, order: sources.length });
  }
  if (voucher?.status === 'APPLIED' && lines.length > 0)
    sources.push({
      promotion: voucher.voucher.promotion,
      campaignId: null,
      eligible: lines.map((_, index) => index),
      order: sources.length,
    });
  return sources;
}

function pricedLines(state: PricingState): PricedLine[] {
  return state.lines.map((line, index) => {
    // Field by field: the output holds exactly a PricedLine, whatever else the input carried.
    const { id, productId, sku, quantity, unitList, unitSale } = line;
    const saleTotal = unitSale * quantity;
    const total = state.totals[index]!;
    return {
      id,
      productId,
      sku,
      quantity,
      unitList,
      unitSale,
      listTotal: unitList * quantity,
      saleTotal,
      discounts: state.discounts[index]!,
      discountTotal: saleTotal - total,
      total,
      giftOnly: false,
    };
  });
}

export function priceCart(input: PriceCartInput): PricedCart {
  const { lines, now } = input;
  const itemsTotal = lines.reduce((sum, line) => sum + line.unitSale * line.quantity, 0);
  const voucher = input.voucher ? evaluateVoucher({ ...input.voucher, itemsTotal, now }) : null;
  const sources = sourcesOf(lines, runningCampaigns(input.campaigns, now), voucher);
  const state = createState(lines, input.shipping ?? null);

  applyComponent(state, 'ITEM', sources);
  applyComponent(state, 'LAST_ITEM', sources);
  applyComponent(state, 'BASKET', sources);
  const gifts = earnGifts(state, sources, input.giftPrices ?? new Map());
  applyComponent(state, 'SHIPPING', sources);

  const priced = pricedLines(state);
  const all = [...priced, ...gifts.giftLines];
  const sum = (pick: (line: PricedLine) => number) =>
    all.reduce((total, line) => total + pick(line), 0);
  const totalItemCost = sum((line) => line.saleTotal);
  const totalDiscountProduct = sum((line) => line.discountTotal);
  const deliveryCost = input.shipping?.price ?? 0;
  const totalDiscountShipping = deliveryCost - state.delivery;
  const totalDiscount = totalDiscountProduct + totalDiscountShipping;
  return {
    lines: priced,
    giftLines: gifts.giftLines,
    summary: {
      totalItemCost,
      totalDiscountProduct,
      totalDiscountShipping,
      totalDiscount,
      deliveryCost,
      deliveryNetCost: deliveryCost,
      totalCost: totalItemCost - totalDiscount + deliveryCost,
      totalItemCount: sum((line) => line.quantity),
    },
    applied: state.applied,
    skippedGifts: gifts.skipped,
    voucher,
  };
}
