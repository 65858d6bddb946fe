/**
 * The identity provider's own rate limits, on the operations that guess something (a password,
 * a code) or send mail: per client address (a minute) and per account (a quarter of an hour),
 * each operation counted apart. They count in the shared rate-limit table through the server's
 * counter (rate-limit/batched-counts.ts), so they hold across instances; the account's key is
 * a digest of its username, so no e-mail is stored there. A client over a limit gets 429 with
 * Retry-After and Cognito's TooManyRequestsException.
 */
import { createHash } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import type { IdentitySettings } from '../config';
import type { BatchedCounts } from '../rate-limit/batched-counts';
import { IdentityError } from './identity-error';

export const ADDRESS_WINDOW_MS = 60_000;
export const ACCOUNT_WINDOW_MS = 15 * 60_000;

export type LimitedOperation =
  | 'InitiateAuth'
  | 'ConfirmSignUp'
  | 'ResendConfirmationCode'
  | 'ForgotPassword'
  | 'ConfirmForgotPassword'
  | 'ChangePassword';

const tooMany = (ttlMs: number) => {
  const retryAfter = Math.max(1, Math.ceil(ttlMs / 1000));
  return new IdentityError(
    'TooManyRequestsException',
    `Too many requests; retry in ${retryAfter} s.`,
    429,
    retryAfter,
  );
};

export interface AttemptLimiter {
  /** Counts one attempt of `operation`; throws TooManyRequestsException over a limit. */
  attempt(operation: LimitedOperation, address: string, username: string | null): Promise<void>;
}

export function attemptLimiter(counts: BatchedCounts, settings: IdentitySettings): AttemptLimiter {
  return {
    async attempt(operation, address, username) {
      if (settings.addressLimit > 0) {
        const key = `identity:${operation}|${normalizeIP(address)}`;
        const hit = await counts.hit(key, ADDRESS_WINDOW_MS, settings.addressLimit);
        if (hit.current > settings.addressLimit) throw tooMany(hit.ttl);
      }
      if (settings.accountLimit > 0 && username !== null) {
        const digest = createHash('sha256').update(username).digest('base64url').slice(0, 32);
        const key = `identity:${operation}|account:${digest}`;
        const hit = await counts.hit(key, ACCOUNT_WINDOW_MS, settings.accountLimit);
        if (hit.current > settings.accountLimit) throw tooMany(hit.ttl);
      }
    },
  };
}
