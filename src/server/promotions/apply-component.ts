/**
 * One component's turn (docs/promotions.md "Order and stacking"). Every promotion of the
 * component is measured — conditions and tiers — on the prices at the start of the turn. Then:
 *
 * 1. Non-stackable promotions are alternatives: each is computed on the start prices and at most
 *    one discounts any line (or the delivery). The one taking most off wins; equal amounts go to
 *    the higher priority, then the earlier promotion. ITEM promotions are chosen line by line;
 *    the others are chosen whole, best first, skipping one that would touch a line already
 *    taken.
 * 2. Stackable promotions then apply one after another, higher priority first, each on what the
 *    previous left.
 * 3. The voucher's promotion, when it belongs to this component, applies last, on what is left.
 */
import type { DiscountComponent } from '../../shared/domain/promotions';
import { componentEffect } from './component-effects';
import { discountRate } from './discount-rate';
import {
  applyEffect,
  effectTotal,
  measure,
  type Effect,
  type PricingState,
  type PromotionSource,
} from './pricing-state';

interface Rated {
  source: PromotionSource;
  rate: number;
}

const DELIVERY = -1;

function priorityOf(source: PromotionSource): number {
  return 'priority' in source.promotion ? (source.promotion.priority ?? 0) : 0;
}

function isStackable(source: PromotionSource): boolean {
  return 'stackable' in source.promotion && source.promotion.stackable === true;
}

/** Higher priority first, then the earlier source. */
function byPriority(a: PromotionSource, b: PromotionSource): number {
  return priorityOf(b) - priorityOf(a) || a.order - b.order;
}

interface Candidate {
  source: PromotionSource;
  effect: Effect;
}

/** ITEM: for each line, the candidate taking most off it (ties: the first by priority). */
function bestPerLine(candidates: readonly Candidate[]): Candidate[] {
  const ranked = [...candidates].sort((a, b) => byPriority(a.source, b.source));
  const chosen = new Map<PromotionSource, Effect>();
  const lineIndexes = new Set(ranked.flatMap((c) => [...c.effect.lines.keys()]));
  for (const index of lineIndexes) {
    let best: { source: PromotionSource; amount: number } | null = null;
    for (const { source, effect } of ranked) {
      const amount = effect.lines.get(index) ?? 0;
      if (amount > (best?.amount ?? 0)) best = { source, amount };
    }
    if (!best) continue;
    const effect = chosen.get(best.source) ?? { lines: new Map<number, number>(), delivery: 0 };
    effect.lines.set(index, best.amount);
    chosen.set(best.source, effect);
  }
  return [...chosen].map(([source, effect]) => ({ source, effect }));
}

function targetsOf(effect: Effect): number[] {
  const targets = [...effect.lines].filter(([, amount]) => amount > 0).map(([index]) => index);
  return effect.delivery > 0 ? [...targets, DELIVERY] : targets;
}

/** Other components: whole promotions, best first, none touching a line already taken. */
function bestDisjoint(candidates: readonly Candidate[]): Candidate[] {
  const ranked = [...candidates].sort(
    (a, b) => effectTotal(b.effect) - effectTotal(a.effect) || byPriority(a.source, b.source),
  );
  const taken = new Set<number>();
  return ranked.filter(({ effect }) => {
    const targets = targetsOf(effect);
    if (targets.length === 0 || targets.some((target) => taken.has(target))) return false;
    for (const target of targets) taken.add(target);
    return true;
  });
}

export function applyComponent(
  state: PricingState,
  component: DiscountComponent,
  sources: readonly PromotionSource[],
): void {
  const rated: Rated[] = [];
  for (const source of sources) {
    const { discount } = source.promotion;
    if (discount.component !== component || ('gift' in source.promotion && source.promotion.gift))
      continue;
    const rate = discountRate(discount, measure(state, source.eligible), state.shipping);
    if (rate !== null) rated.push({ source, rate });
  }
  const campaign = rated.filter(({ source }) => source.campaignId !== null);
  const alternatives = campaign
    .filter(({ source }) => !isStackable(source))
    .map(({ source, rate }) => ({ source, effect: componentEffect(state, source, rate) }));
  const chosen = component === 'ITEM' ? bestPerLine(alternatives) : bestDisjoint(alternatives);
  for (const { source, effect } of chosen) applyEffect(state, source, effect);

  const stacked = campaign
    .filter(({ source }) => isStackable(source))
    .sort((a, b) => byPriority(a.source, b.source));
  const voucher = rated.filter(({ source }) => source.campaignId === null);
  for (const { source, rate } of [...stacked, ...voucher])
    applyEffect(state, source, componentEffect(state, source, rate));
}
