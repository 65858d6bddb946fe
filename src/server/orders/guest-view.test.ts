import { describe, expect, it } from 'vitest';
import { maskEmail, maskPhone } from './guest-view';

describe('a guest’s view of contact details', () => {
  it.each([
    ['ada@example.com', 'ada•••@example.com'],
    ['al@example.com', 'al•••@example.com'],
    ['no-at-sign', '•••'],
  ])('masks the e-mail %s as %s', (email, masked) => expect(maskEmail(email)).toBe(masked));

  it.each([
    ['+447400123456', '•••••••••456'],
    ['+971501234567', '•••••••••567'],
    ['+1', '•••1'],
  ])('keeps the last three digits of %s', (phone, masked) => expect(maskPhone(phone)).toBe(masked));
});
