import { describe, expect, it } from 'vitest';
import { listingRuleContext } from './rule-context';

describe('listingRuleContext', () => {
  it('joins the path segments with hyphens, as the seed rules name their contexts', () => {
    expect(listingRuleContext({ path: '/women/clothing/dresses' })).toBe('women-clothing-dresses');
    expect(listingRuleContext({ path: '/men/shoes/' })).toBe('men-shoes');
    expect(listingRuleContext({ path: '/women' })).toBe('women');
  });

  it('ignores a query, decodes escapes and lowercases', () => {
    expect(listingRuleContext({ path: '/Women/Sale?sortBy=newest' })).toBe('women-sale');
    expect(listingRuleContext({ path: '/women/coats%20jackets' })).toBe('women-coats-jackets');
    expect(listingRuleContext({ path: '/women/%E0%A4' })).toBe('women-e0-a4');
  });
});
