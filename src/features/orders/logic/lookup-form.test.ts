import { describe, expect, it } from 'vitest';
import { EMPTY_LOOKUP, lookupBody, validateLookup } from './lookup-form';

describe('the lookup form’s rules', () => {
  it('asks for the reference and the chosen contact only', () => {
    expect(validateLookup(EMPTY_LOOKUP)).toEqual({ orderReference: 'REQUIRED', email: 'REQUIRED' });
    expect(validateLookup({ ...EMPTY_LOOKUP, contact: 'phone' })).toEqual({
      orderReference: 'REQUIRED',
      phone: 'REQUIRED',
    });
  });

  it('refuses what cannot be a reference, an e-mail or a phone', () => {
    expect(
      validateLookup({ orderReference: 'ABC', contact: 'email', email: 'ada', phone: '' }),
    ).toEqual({ orderReference: 'INVALID_FORMAT', email: 'INVALID_FORMAT' });
    expect(
      validateLookup({ orderReference: '7KQ4M-2XD9B', contact: 'phone', email: '', phone: '123' }),
    ).toEqual({ phone: 'INVALID_PHONE' });
  });

  it('sends the reference in its form and one contact, trimmed', () => {
    const values = {
      orderReference: ' 7kq4m 2xd9b ',
      contact: 'phone' as const,
      email: 'ignored@example.com',
      phone: ' +44 7400 123456 ',
    };
    expect(validateLookup(values)).toEqual({});
    expect(lookupBody(values)).toEqual({ orderReference: '7KQ4M-2XD9B', phone: '+44 7400 123456' });
  });
});
