const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * True when `value` is a UUID. Ids from URLs and headers are checked before they reach a uuid
 * column: PostgreSQL rejects a malformed uuid with an error, which must stay a 401/404, not a 500.
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
