import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/api-error';
import { paymentMethodCodeOf } from './payment-method-codes';

describe('payment-method codes (spec §8)', () => {
  it('429 is too many attempts, 401 unauthorised, a failed network offline, else unable to …', () => {
    const limited = new ApiError(429, 'TOO_MANY_REQUESTS', 'Too many requests');
    const repeated = new ApiError(429, 'EXCEEDED_MAX_ATTEMPTS', 'Exceeded max attempts');
    const expired = new ApiError(401, 'UNAUTHORIZED', '401 User Session Failed To Validate');
    const network = new ApiError(0, 'xhr-network-error', 'Failed to fetch');
    const unknown = new ApiError(404, 'STORED_CARD_UNKNOWN', 'No stored card');
    expect(paymentMethodCodeOf(limited, 'delete')).toBe('TOO_MANY_ATTEMPTS');
    expect(paymentMethodCodeOf(repeated, 'list')).toBe('TOO_MANY_ATTEMPTS');
    expect(paymentMethodCodeOf(expired, 'list')).toBe('UNAUTHORIZED');
    expect(paymentMethodCodeOf(network, 'delete')).toBe('OFFLINE');
    expect(paymentMethodCodeOf(unknown, 'delete')).toBe('UNABLE_TO_DELETE');
    expect(paymentMethodCodeOf(new Error('boom'), 'list')).toBe('UNABLE_TO_LIST');
  });
});
