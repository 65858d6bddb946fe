import { describe, expect, it } from 'vitest';
import { priceCart } from './price-cart';
import { campaign, line, NOW, promotion } from './testing/builders';
import type { Campaign } from '../../shared/domain/promotions';

const tenOff = (extra: Partial<Campaign>) =>
  campaign('c', [promotion('x', { component: 'ITEM', type: 'PERCENT_OFF', amount: 10 })], extra);
const off = (extra: Partial<Campaign>) =>
  priceCart({ lines: [line('a', 1000)], campaigns: [tenOff(extra)], now: NOW }).summary
    .totalDiscount;

describe('the engine applies only campaigns running now', () => {
  it('applies an ACTIVE campaign within its window, and a SCHEDULED one once started', () => {
    expect(off({})).toBe(100);
    expect(off({ status: 'SCHEDULED' })).toBe(100);
  });

  it('ignores an ENDED campaign, one at or past its end, and one not yet started', () => {
    expect(off({ status: 'ENDED' })).toBe(0);
    expect(off({ end: NOW })).toBe(0);
    expect(off({ start: NOW + 1 })).toBe(0);
  });
});
