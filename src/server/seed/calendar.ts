/**
 * The catalogue's fixed clock. Dates derive from this base, never from the machine's clock,
 * so every run produces the same catalogue: products arrived during the 540 days before it,
 * and pre-orders and back-orders ship in the weeks after it.
 */
export const CATALOGUE_BASE_EPOCH = Date.UTC(2026, 10, 1) / 1000; // 2026-11-01T00:00:00Z
export const DAY_SECONDS = 86_400;
/** products created within this many days of the base are "new in" */
export const NEW_IN_DAYS = 45;
