/**
 * The session's last tax calculation as a cart statement answers it (migration 0018's 'tax' in
 * the 'checkout' value), read into its shape; anything without the expected types reads as
 * no calculation at all rather than being trusted.
 */
export interface StoredTax {
  fingerprint: string;
  status: 'PENDING' | 'DONE' | 'FAILED';
  /** DONE: the tax, and its part on the shipping, in minor units */
  totalTax: number | null;
  shippingTax: number | null;
  /** FAILED: the service's message */
  message: string | null;
}

const STATUSES: readonly string[] = ['PENDING', 'DONE', 'FAILED'];

const count = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;

export function readStoredTax(value: unknown): StoredTax | null {
  if (typeof value !== 'object' || value === null) return null;
  const row = value as Record<string, unknown>;
  if (typeof row.fingerprint !== 'string' || !STATUSES.includes(row.status as string)) return null;
  const tax: StoredTax = {
    fingerprint: row.fingerprint,
    status: row.status as StoredTax['status'],
    totalTax: count(row.totalTax),
    shippingTax: count(row.shippingTax),
    message: typeof row.message === 'string' ? row.message : null,
  };
  return tax.status === 'DONE' && (tax.totalTax === null || tax.shippingTax === null) ? null : tax;
}
