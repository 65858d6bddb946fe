import { describe, expect, it } from 'vitest';
import { regionsOf } from '../../shared/address/regions';
import { computeTax, taxOn } from './compute-tax';
import { stateTaxRate, TAXED_REGIONS } from './tax-rates';
import type { TaxRequest } from './tax-request';

const request = (region: string | undefined, lines: number[], shipping: number): TaxRequest => ({
  currency: 'USD',
  address: { countryCode: 'US', region, city: 'Springfield', addressLine1: '1 Main Street' },
  lines: lines.map((amount, index) => ({ sku: `sku-${index}`, quantity: 1, amount })),
  shipping: { method: 'STANDARD', amount: shipping },
});

describe('the state rate table', () => {
  it('has a rate for every state the US address form lists, and nothing else', () => {
    const listed = regionsOf('US', 'en').map((region) => region.code);
    expect([...TAXED_REGIONS].sort()).toEqual([...listed].sort());
  });

  it('taxes nothing in the five states without a statewide sales tax', () => {
    for (const state of ['US-AK', 'US-DE', 'US-MT', 'US-NH', 'US-OR'])
      expect(stateTaxRate(state), state).toEqual({ rate: 0, taxesShipping: false });
    const taxed = TAXED_REGIONS.filter((region) => stateTaxRate(region)!.rate > 0);
    expect(taxed).toHaveLength(46);
    for (const region of taxed) expect(stateTaxRate(region)!.rate, region).toBeLessThan(8);
  });

  it('knows no rate for a region outside the table', () => {
    for (const region of ['CA', 'US-XX', 'JP-13', '', undefined])
      expect(stateTaxRate(region)).toBeUndefined();
  });
});

describe('computeTax', () => {
  it('California: 7.25 % of the lines after discounts, the shipping untaxed', () => {
    // $98 + $49.95 = $147.95 → $10.726… → $10.73
    expect(computeTax(request('US-CA', [98_00, 49_95], 8_95))).toEqual({
      totalTax: 10_73,
      shippingTax: 0,
    });
  });

  it('Texas: 6.25 % of the lines and of the shipping, each rounded half up', () => {
    // $148 → $9.25; shipping $8.95 → $0.559375 → $0.56
    expect(computeTax(request('US-TX', [148_00], 8_95))).toEqual({
      totalTax: 9_25 + 56,
      shippingTax: 56,
    });
  });

  it('keeps rates with three decimals exact: New Jersey 6.625 %, Missouri 4.225 %', () => {
    expect(taxOn(200_00, 6.625)).toBe(13_25);
    expect(taxOn(1_00, 6.625)).toBe(7); // 6.625 cents, half up
    expect(taxOn(200_00, 4.225)).toBe(8_45);
    expect(taxOn(10_00, 4.225)).toBe(42); // 42.25 cents
    expect(taxOn(2_00, 6.25)).toBe(13); // 12.5 cents, half up
    expect(taxOn(0, 7.25)).toBe(0);
  });

  it('Oregon: no tax at all', () => {
    expect(computeTax(request('US-OR', [98_00], 8_95))).toEqual({ totalTax: 0, shippingTax: 0 });
  });

  it('answers an error for an address it has no rate for, never a tax of 0', () => {
    expect(computeTax(request(undefined, [98_00], 0))).toEqual({ error: 'UNKNOWN_JURISDICTION' });
    expect(
      computeTax({
        ...request('US-CA', [98_00], 0),
        address: { ...request('US-CA', [], 0).address, countryCode: 'CA' },
      }),
    ).toEqual({
      error: 'UNKNOWN_JURISDICTION',
    });
  });
});
