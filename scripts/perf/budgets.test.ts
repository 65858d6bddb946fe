import { describe, expect, it } from 'vitest';
import { describeMisses, excess, parseBudgets, readBudgets, type Check } from './budgets';

const valid = {
  locales: ['/gb/en'],
  lighthouse: {
    limits: { performance: 98, lcpMs: 1500, tbtMs: 60, cls: 0.02 },
    goals: { accessibility: 100, bestPractices: 100, seo: 100 },
  },
  initialJsKb: Object.fromEntries(
    ['home', 'listing', 'product', 'search', 'brand'].map((k) => [k, { target: 1, ceiling: 2 }]),
  ),
};

const check = (over: Partial<Check>): Check => ({
  page: 'home /gb/en/',
  what: 'initial JS',
  value: 0,
  limit: 0,
  min: false,
  kind: 'ceiling',
  unit: ' kB',
  ...over,
});

describe('parseBudgets', () => {
  it('reads the checked-in budget file, with every page kind and limit', () => {
    const budgets = readBudgets();
    expect(budgets.locales).toEqual(['/gb/en', '/ae/ar']);
    expect(budgets.lighthouse.limits).toEqual({
      performance: 98,
      lcpMs: 1500,
      tbtMs: 60,
      cls: 0.02,
    });
    expect(budgets.initialJsKb.home.target).toBe(105);
    for (const { target, ceiling } of Object.values(budgets.initialJsKb)) {
      expect(ceiling).toBeGreaterThanOrEqual(target);
    }
  });

  it('refuses a budget file with a page kind missing or a limit misspelt', () => {
    const { brand: _brand, ...noBrand } = valid.initialJsKb;
    expect(() => parseBudgets(JSON.stringify({ ...valid, initialJsKb: noBrand }))).toThrow(
      'initialJsKb.brand.target',
    );
    const misspelt = { ...valid.lighthouse.limits, lcpMS: 1500, lcpMs: undefined };
    expect(() =>
      parseBudgets(
        JSON.stringify({ ...valid, lighthouse: { ...valid.lighthouse, limits: misspelt } }),
      ),
    ).toThrow('lighthouse.limits.lcpMs');
    expect(() => parseBudgets(JSON.stringify({ ...valid, locales: ['gb/en'] }))).toThrow('locales');
  });
});

describe('excess', () => {
  it('measures how far a value is over a ceiling or under a floor, and 0 within', () => {
    expect(excess(check({ value: 137.4, limit: 121 }))).toBeCloseTo(16.4);
    expect(excess(check({ value: 121, limit: 121 }))).toBe(0);
    expect(excess(check({ value: 61, limit: 98, min: true }))).toBe(37);
    expect(excess(check({ value: 99, limit: 98, min: true }))).toBe(0);
  });
});

describe('describeMisses', () => {
  it('names each miss with its value, limit and distance, and nothing within budget', () => {
    const lines = describeMisses([
      check({ value: 137.4, limit: 121 }),
      check({ page: 'listing /gb/en/x', value: 100, limit: 115 }),
      check({
        what: 'performance score',
        value: 61,
        limit: 98,
        min: true,
        kind: 'target',
        unit: '',
      }),
      check({ what: 'LCP', value: Infinity, limit: 1500, kind: 'target', unit: ' ms' }),
    ]);
    expect(lines).toEqual([
      'home /gb/en/: initial JS 137.4 kB, over the 121 kB ceiling by 16.4 kB',
      'home /gb/en/: performance score 61, under the 98 target by 37',
      'home /gb/en/: LCP not measured (target 1500 ms)',
    ]);
  });
});
