import { describe, expect, it } from 'vitest';
import { sanitiseSearchQuery } from './sanitise-query';

describe('sanitiseSearchQuery', () => {
  it('strips HTML, $ % *, words introduced by "!" and extra whitespace', () => {
    expect(sanitiseSearchQuery('  <b>linen</b>   dress ')).toBe('linen dress');
    expect(sanitiseSearchQuery('50% off* $dress !important coat')).toBe('50 off dress coat');
    expect(sanitiseSearchQuery(null)).toBe('');
  });

  it('keeps at most 50 characters', () => {
    expect(sanitiseSearchQuery('a'.repeat(80))).toHaveLength(50);
  });
});
