import { describe, expect, it } from 'vitest';
import { readCompleteParams, withoutCredentials } from './complete-params';

describe('/complete’s query', () => {
  it('reads the reference, a payment return’s fields and a signed-in shopper’s credentials', () => {
    const params = readCompleteParams(
      'orderReference=7KQ4M-2XD9B&paymentMethod=ideal&statusCode=PENDING&utr=u1&uat=a&utt=b&Account=c&Authorization=d',
    );
    expect(params).toEqual({
      orderReference: '7KQ4M-2XD9B',
      paymentMethod: 'ideal',
      statusCode: 'PENDING',
      utr: 'u1',
      account: { authorization: 'd', account: 'c', uat: 'a', utt: 'b' },
    });
    expect(readCompleteParams('').orderReference).toBeNull();
    expect(readCompleteParams('orderReference=%20').orderReference).toBeNull();
  });

  it('takes the credentials out, and only them; nothing to take out: null', () => {
    expect(withoutCredentials('orderReference=X&uat=a&utr=u1&Authorization=d')).toBe(
      'orderReference=X&utr=u1',
    );
    expect(withoutCredentials('orderReference=X&utr=u1')).toBeNull();
  });
});
