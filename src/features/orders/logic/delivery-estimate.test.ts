import { describe, expect, it } from 'vitest';
import { addWorkingDays, deliveryEstimate } from './delivery-estimate';

describe('the delivery estimate', () => {
  it('counts working days, leaving out Saturdays and Sundays', () => {
    const friday = new Date(2030, 2, 8, 10);
    expect(addWorkingDays(friday, 1).getDate()).toBe(11); // Monday
    expect(addWorkingDays(friday, 4).getDate()).toBe(14); // Thursday
    const wednesday = new Date(2030, 2, 6, 10);
    expect(addWorkingDays(wednesday, 2).getDate()).toBe(8);
  });

  it('writes the range as the shopper’s locale does', () => {
    const placed = new Date(2030, 2, 8, 10).toISOString();
    // Intl spaces a range with thin and no-break spaces: read as plain ones
    const plain = (text: string | null) => text?.replace(/\s/g, ' ');
    expect(plain(deliveryEstimate(placed, { min: 2, max: 4 }, 'en-GB'))).toBe(
      'Tue 12 Mar – Thu 14 Mar',
    );
    expect(plain(deliveryEstimate(placed, { min: 1, max: 1 }, 'en-GB'))).toBe('Mon 11 Mar');
    expect(deliveryEstimate('not a date', { min: 1, max: 2 }, 'en-GB')).toBeNull();
  });
});
