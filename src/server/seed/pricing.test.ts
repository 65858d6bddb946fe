import { describe, expect, it } from 'vitest';
import { drawPrices, MAX_PRICE_GBP, MIN_PRICE_GBP } from './pricing';
import { createRng } from './prng';

describe('drawPrices', () => {
  const draws = Array.from({ length: 2000 }, (_, i) =>
    drawPrices(createRng(i), [25, 420], 1 + (i % 4) * 0.4),
  );

  it('keeps pounds in a fashion range with .00 or .95 endings', () => {
    for (const { prices } of draws) {
      expect(prices.GBP.list).toBeGreaterThanOrEqual(MIN_PRICE_GBP * 100 - 100);
      expect(prices.GBP.list).toBeLessThanOrEqual(MAX_PRICE_GBP * 100);
      expect([0, 95]).toContain(prices.GBP.list % 100);
      expect([0, 95]).toContain(prices.EUR.list % 100);
    }
  });

  it('ends dollars in .00, .95 or a whole 8, sale prices in whole dollars', () => {
    for (const { prices, onSale } of draws) {
      const dollars = prices.USD.list;
      expect(
        dollars % 100 === 95 || (dollars % 100 === 0 && [0, 8].includes((dollars / 100) % 10)),
      ).toBe(true);
      if (onSale) expect(prices.USD.sale % 100).toBe(0);
    }
  });

  it('rounds yen to hundreds and dirhams to fives', () => {
    for (const { prices } of draws) {
      expect(prices.JPY.list % 100).toBe(0);
      expect(prices.JPY.sale % 100).toBe(0);
      expect(prices.AED.list % 5).toBe(0);
      expect(prices.AED.sale % 5).toBe(0);
    }
  });

  it('puts sale strictly below list when on sale, equal otherwise', () => {
    for (const { prices, onSale } of draws) {
      for (const price of Object.values(prices)) {
        if (onSale) expect(price.sale).toBeLessThan(price.list);
        else expect(price.sale).toBe(price.list);
        expect(price.sale).toBeGreaterThan(0);
      }
    }
  });
});
