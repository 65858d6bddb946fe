/**
 * What /complete does with the shop's answer to completing a payment return (PUT
 * …/payment/{orderReference} for PayPal, POST …/payment/details for iDEAL and Alipay; spec §8
 * codes, docs/payments.md), decided in one place:
 *  - paid: the order is paid → shown as the server has it;
 *  - pending: the provider (the bank) decides later → shown, asked again while it waits;
 *  - in-progress: another request (another tab, the page before a reload) is completing this
 *    very return → shown as pending; the return is kept, as that request may yet fail;
 *  - refused: the payment was declined or could not be taken, the order cancelled, the bag kept
 *    → why, and the way back to the payment step;
 *  - invalid: a return that is not this order's, already used, or with no approval → nothing
 *    was charged, the way back to the payment step;
 *  - not-found: no such order for this shopper;
 *  - confirm: a PayPal express order waits for the shopper's agreements;
 *  - price-changed: PayPal's address priced the express order anew → the new total to confirm;
 *  - address: the shop cannot deliver to the address chosen on PayPal;
 *  - retry: no answer to go by (no connection, a server failure shown as code 500, too many
 *    attempts) → the same return may be sent again, and is answered, never charged twice.
 */
import { ApiError } from '../../../shared/api/api-error';
import type { PlacedOrder } from '../../../shared/api/checkout-payment';

/** Why a payment was refused, as the shopper is told. */
export type RefusalReason =
  /** the bank (iDEAL), Alipay or PayPal declined it */
  | 'DECLINED'
  /** it could not be taken right now (PREAUTH_FAILED) */
  | 'FAILED'
  /** the order had been closed before the payment was completed (abandoned, paid again) */
  | 'CLOSED';

export type RetryReason = 'OFFLINE' | 'SERVER' | 'TOO_MANY' | 'GENERIC';

export type ReturnOutcome =
  | { kind: 'paid' }
  | { kind: 'pending' }
  | { kind: 'in-progress' }
  | { kind: 'refused'; reason: RefusalReason }
  | { kind: 'invalid' }
  | { kind: 'not-found' }
  | { kind: 'confirm' }
  | { kind: 'price-changed'; total: number; currency: string }
  | { kind: 'address' }
  | { kind: 'retry'; reason: RetryReason };

/** The outcomes that end a return: nothing is sent for it again. */
export type SettledOutcome = Extract<
  ReturnOutcome,
  { kind: 'paid' | 'pending' | 'refused' | 'invalid' | 'not-found' }
>;

export function outcomeOfAnswer(placed: PlacedOrder): ReturnOutcome {
  if (placed.status === 'PAID') return { kind: 'paid' };
  if (placed.status === 'CANCELLED') return { kind: 'refused', reason: 'DECLINED' };
  return { kind: 'pending' };
}

/** The provider's reason when it cancelled a payment still waiting (docs/payments.md "Cancels"). */
const CLOSED_REASON = 'Cancelled';

const INVALID_CODES = new Set(['REDIRECT_RESULT_INVALID', 'EXPRESS_MISSING', 'BAD_REQUEST']);
/** another request completes this return, or did with another body: its answer is the order's */
const ELSEWHERE_CODES = new Set(['CONFLICT', 'ORDER_IN_PROGRESS', 'IDEMPOTENCY_KEY_REUSED']);

export function outcomeOfFailure(error: unknown): ReturnOutcome {
  if (!(error instanceof ApiError)) return { kind: 'retry', reason: 'GENERIC' };
  if (error.isNetworkError) return { kind: 'retry', reason: 'OFFLINE' };
  // spec §4: a server failure is shown as code 500, whatever its own status
  if (error.status >= 500) return { kind: 'retry', reason: 'SERVER' };
  const code: string = error.code;
  if (code === 'ADRESULT_REFUSED') {
    const reason = (error.details as { refusalReason?: unknown } | undefined)?.refusalReason;
    const declined = typeof reason === 'string' && reason !== CLOSED_REASON;
    return { kind: 'refused', reason: declined ? 'DECLINED' : 'CLOSED' };
  }
  if (code === 'PREAUTH_FAILED') return { kind: 'refused', reason: 'FAILED' };
  if (code === 'ORDER_NOT_FOUND') return { kind: 'not-found' };
  if (code === 'AGREEMENTS_REQUIRED') return { kind: 'confirm' };
  if (code === 'PRICE_CHANGED') {
    const details = error.details as { total?: unknown; currency?: unknown } | undefined;
    if (typeof details?.total === 'number' && typeof details.currency === 'string')
      return { kind: 'price-changed', total: details.total, currency: details.currency };
    return { kind: 'retry', reason: 'GENERIC' };
  }
  if (code === 'ADDRESS_INVALID' || code === 'UNABLE_TO_SHIP') return { kind: 'address' };
  if (INVALID_CODES.has(code)) return { kind: 'invalid' };
  if (ELSEWHERE_CODES.has(code)) return { kind: 'in-progress' };
  if (error.status === 429) return { kind: 'retry', reason: 'TOO_MANY' };
  return { kind: 'retry', reason: 'GENERIC' };
}
