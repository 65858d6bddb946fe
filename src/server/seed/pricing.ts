/**
 * Prices that look like a real fashion shop's, in each seeded site's currency, as integer
 * minor units (spec §9 decimals): pence for GBP, cents for EUR and USD, yen for JPY and whole
 * dirhams for AED. A product is priced once in pounds; the other currencies follow a fixed rate
 * and their own local rounding habits (¥9,900 rather than ¥10,000; AED to 5s or 10s; $98 rather
 * than $100, as American fashion prices end). US prices are before sales tax, which is added at
 * checkout for the delivery state; the others include VAT.
 */
import { SEED_CURRENCIES, type SeedCurrency } from '../../../content/sites';
import type { Rng } from './prng';

export const MIN_PRICE_GBP = 29;
export const MAX_PRICE_GBP = 450;

/** Local prices per pound sterling; rounded, as retailers set regional price lists. */
const RATE: Record<SeedCurrency, number> = { GBP: 1, EUR: 1.15, JPY: 190, AED: 4.7, USD: 1.25 };

export type Prices = Record<SeedCurrency, { list: number; sale: number }>;

/** Ending style chosen once per product so every currency shares the shop's habit. */
type Ending = 'round' | 'ninety-five' | 'nine';

const round = (value: number, step: number) => Math.round(value / step) * step;

function listMinor(currency: SeedCurrency, major: number, ending: Ending): number {
  switch (currency) {
    case 'GBP':
    case 'EUR': {
      const whole = major < 300 ? round(major, 5) : round(major, 10);
      if (ending === 'ninety-five') return whole * 100 - 5; // £49.95
      if (ending === 'nine' && whole % 10 === 0) return (whole - 1) * 100; // £49.00
      return whole * 100;
    }
    case 'JPY': {
      const yen = round(major, 100);
      // ¥9,900 rather than ¥10,000: drop a round thousand by one hundred.
      return yen % 1000 === 0 ? yen - 100 : yen;
    }
    case 'AED':
      return major < 500 ? round(major, 5) : round(major, 10);
    case 'USD': {
      const whole = major < 300 ? round(major, 10) : round(major, 50);
      if (ending === 'ninety-five') return whole * 100 - 5; // $49.95
      if (ending === 'nine') return (whole - 2) * 100; // $98, $148
      return whole * 100;
    }
  }
}

/** Sale prices round to whole pounds, euros and dollars, hundreds of yen and fives of dirhams. */
const SALE_STEP: Record<SeedCurrency, number> = { GBP: 100, EUR: 100, JPY: 100, AED: 5, USD: 100 };

function saleMinor(currency: SeedCurrency, list: number, discount: number): number {
  const step = SALE_STEP[currency];
  const sale = round(list * (1 - discount), step);
  // Always strictly below list and never free, whatever the rounding did.
  return Math.max(step, Math.min(sale, list - step));
}

export interface PriceDraw {
  prices: Prices;
  onSale: boolean;
  /** fraction taken off, 0 when not on sale */
  discount: number;
}

/**
 * Prices a product from its style's range and its material's factor; about a quarter of
 * products are on sale at 20–50% off.
 */
export function drawPrices(rng: Rng, range: readonly [number, number], factor: number): PriceDraw {
  const base = (range[0] + (range[1] - range[0]) * rng.next()) * factor;
  // A clamped price would pile up on the ceiling; spread the top end instead.
  const gbp =
    base > MAX_PRICE_GBP ? MAX_PRICE_GBP - rng.int(0, 12) * 5 : Math.max(MIN_PRICE_GBP, base);
  const ending = rng.weighted<Ending>(['round', 'ninety-five', 'nine'], [5, 3, 2]);
  const onSale = rng.chance(0.25);
  const discount = onSale ? rng.pick([0.2, 0.25, 0.3, 0.4, 0.5]) : 0;

  const prices = {} as Prices;
  for (const currency of SEED_CURRENCIES) {
    const list = listMinor(currency, gbp * RATE[currency], ending);
    prices[currency] = { list, sale: onSale ? saleMinor(currency, list, discount) : list };
  }
  return { prices, onSale, discount };
}
