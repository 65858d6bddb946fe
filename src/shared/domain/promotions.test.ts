import { describe, expect, it } from 'vitest';
import { normaliseVoucherCode } from './promotions';

describe('normaliseVoucherCode', () => {
  it('ignores surrounding spaces and letter case, as shoppers type codes', () => {
    expect(normaliseVoucherCode('  welcome10 ')).toBe('WELCOME10');
    expect(normaliseVoucherCode('Summer-Sale')).toBe('SUMMER-SALE');
  });
});
