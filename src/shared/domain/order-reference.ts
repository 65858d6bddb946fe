/**
 * Order references ("7KQ4M-2XD9B", spec §3 "Order lookup"): five and five characters of
 * Crockford's base32, which has no I, L, O or U, so a reference read out or copied from a print
 * is not misread. The server makes them (server/orders/order-reference.ts); the app and the
 * server read what a shopper types the same way.
 */

/** Whether `text` has a reference's form (what the order calls accept before any lookup). */
export function isOrderReference(text: string): boolean {
  return /^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/.test(text);
}

/**
 * A reference as typed, in its form: any case, spaces and dashes anywhere, O for 0 and I or L
 * for 1 (Crockford's reading). What is not a reference stays one the check above refuses.
 */
export function normaliseReference(text: string): string {
  const compact = text.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return compact.length === 10 ? `${compact.slice(0, 5)}-${compact.slice(5)}` : compact;
}
