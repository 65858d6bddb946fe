import { describe, expect, it } from 'vitest';
import { readCompleteParams, withoutCredentials } from './complete-params';
import { carriesReturn, paymentReturnOf } from './payment-return';

describe('/complete’s query', () => {
  it('reads the reference, a payment return’s fields and a signed-in shopper’s credentials', () => {
    const params = readCompleteParams(
      'orderReference=7KQ4M-2XD9B&paymentMethod=ideal&statusCode=PENDING&redirectResult=r1&utr=u1&pgTransactionId=PG-1&status=approved&uat=a&utt=b&Account=c&Authorization=d',
    );
    expect(params).toEqual({
      orderReference: '7KQ4M-2XD9B',
      paymentMethod: 'ideal',
      statusCode: 'PENDING',
      utr: 'u1',
      pgTransactionId: 'PG-1',
      status: 'approved',
      redirectResult: 'r1',
      account: { authorization: 'd', account: 'c', uat: 'a', utt: 'b' },
    });
    expect(readCompleteParams('').orderReference).toBeNull();
    expect(readCompleteParams('orderReference=%20').orderReference).toBeNull();
  });

  it('takes the credentials and a return’s utr, pgTransactionId and redirectResult out, and only them', () => {
    expect(
      withoutCredentials(
        'orderReference=X&paymentMethod=paypal&uat=a&utr=u1&pgTransactionId=p&status=approved&Authorization=d',
      ),
    ).toBe('orderReference=X&paymentMethod=paypal&status=approved');
    expect(withoutCredentials('orderReference=X&statusCode=authorised&redirectResult=r')).toBe(
      'orderReference=X&statusCode=authorised',
    );
    expect(withoutCredentials('orderReference=X&paymentMethod=paypal&status=approved')).toBeNull();
  });
});

describe('a payment return (spec §5)', () => {
  const returnOf = (search: string) => paymentReturnOf(readCompleteParams(search));

  it('PayPal is completed only with a utr, a pgTransactionId other than "null" and a status other than cancelled', () => {
    expect(returnOf('paymentMethod=paypal&utr=U&pgTransactionId=P&status=approved')).toEqual({
      kind: 'paypal',
      utr: 'U',
      pgTransactionId: 'P',
      status: 'approved',
    });
    // handed over as it came: the shop checks what is missing
    expect(returnOf('paymentMethod=paypal&utr=U')).toMatchObject({ kind: 'paypal', utr: 'U' });
    for (const cancelled of [
      'paymentMethod=paypal&utr=U&pgTransactionId=null&status=cancelled',
      'paymentMethod=paypal&utr=U&pgTransactionId=null&status=approved',
      'paymentMethod=paypal&utr=U&pgTransactionId=P&status=cancelled',
      'paymentMethod=paypal&pgTransactionId=P&status=approved',
      'paymentMethod=PayPal',
    ])
      expect(returnOf(cancelled), cancelled).toEqual({ kind: 'paypal-cancelled' });
  });

  it('iDEAL and Alipay by their redirectResult, whatever statusCode says; no return without one', () => {
    expect(returnOf('paymentMethod=ideal&statusCode=authorised&redirectResult=R')).toEqual({
      kind: 'redirect',
      method: 'ideal',
      redirectResult: 'R',
    });
    expect(returnOf('paymentMethod=alipay&statusCode=authorised')).toBeNull();
    expect(returnOf('orderReference=X')).toBeNull();
  });

  it('only a query with the return’s own fields is fresh from the provider’s page', () => {
    expect(carriesReturn(readCompleteParams('paymentMethod=paypal&status=approved'))).toBe(false);
    expect(carriesReturn(readCompleteParams('pgTransactionId=null'))).toBe(true);
    expect(carriesReturn(readCompleteParams('redirectResult=R'))).toBe(true);
  });
});
