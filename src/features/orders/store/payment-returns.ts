/**
 * The payment returns this tab came back to /complete with (sessionStorage, like the shopping
 * session they belong to): the return's fields are taken out of the address bar once read, so a
 * reload finds them here, with the Idempotency-Key PayPal's completion is sent under — a reload
 * then sends the same key and the shop answers it rather than completing it twice — and what
 * the shopper has seen of an express order (that it waits for their confirmation, the new total
 * its PayPal address came to). Once a return is settled (paid, refused, unusable …) its fields
 * are dropped: only the outcome stays, so a reload shows it again and sends nothing. Read and
 * written in effects and handlers only, never during render.
 */
import type { PaymentReturn } from '../logic/payment-return';
import type { SettledOutcome } from '../logic/return-outcome';

export const PAYMENT_RETURNS_STORAGE_KEY = 'vitrine-payment-returns';
const REMEMBERED = 10;

export interface KeptReturn {
  orderReference: string;
  kind: PaymentReturn['kind'];
  /** the return's fields, until it is settled */
  fields: PaymentReturn | null;
  /** the Idempotency-Key of PayPal's completion (PUT …/payment/{orderReference}) */
  key: string;
  /** a PayPal express order: the shopper confirms it on this page before it is paid */
  express: boolean;
  /** the total PayPal's address came to (409 PRICE_CHANGED), for the shopper to confirm */
  newTotal: { total: number; currency: string } | null;
  settled: SettledOutcome | null;
}

/** This page's own record, for when storage is denied. */
let memory: KeptReturn[] = [];

const isKept = (entry: unknown): entry is KeptReturn =>
  typeof entry === 'object' &&
  entry !== null &&
  typeof (entry as KeptReturn).orderReference === 'string' &&
  typeof (entry as KeptReturn).key === 'string' &&
  typeof (entry as KeptReturn).kind === 'string';

function read(): KeptReturn[] {
  try {
    const stored = sessionStorage.getItem(PAYMENT_RETURNS_STORAGE_KEY);
    if (stored === null) return [];
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter(isKept) : [];
  } catch {
    return memory;
  }
}

function write(entries: KeptReturn[]): void {
  const kept = entries.slice(-REMEMBERED);
  memory = kept;
  try {
    sessionStorage.setItem(PAYMENT_RETURNS_STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // storage denied: this page remembers it; a reload asks the server as if new
  }
}

export function keptReturn(orderReference: string): KeptReturn | null {
  return read().find((entry) => entry.orderReference === orderReference) ?? null;
}

/**
 * Keeps a return fresh from the provider's page: the one kept for the order when it is the
 * same (a remount), else a new one with a key of its own.
 */
export function keepReturn(orderReference: string, fields: PaymentReturn): KeptReturn {
  const entries = read();
  const old = entries.find((entry) => entry.orderReference === orderReference);
  if (old?.fields && JSON.stringify(old.fields) === JSON.stringify(fields)) return old;
  const kept: KeptReturn = {
    orderReference,
    kind: fields.kind,
    fields,
    key: crypto.randomUUID(),
    express: false,
    newTotal: null,
    settled: null,
  };
  write([...entries.filter((entry) => entry !== old), kept]);
  return kept;
}

/** Notes what became of a kept return; a settled one loses its fields. */
export function updateReturn(
  orderReference: string,
  change: Partial<Pick<KeptReturn, 'express' | 'newTotal' | 'settled'>>,
): KeptReturn | null {
  const entries = read();
  const old = entries.find((entry) => entry.orderReference === orderReference);
  if (!old) return null;
  const next: KeptReturn = { ...old, ...change };
  if (next.settled) next.fields = null;
  write([...entries.filter((entry) => entry !== old), next]);
  return next;
}
