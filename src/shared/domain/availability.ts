/** Availability codes of spec §3. Listing records carry `availabilityFlag` (the code). */
export const AVAILABILITY = {
  backorder: -2,
  preorder: -1,
  available: 1,
  lowstock: 2,
  outofstock: 3,
  discontinued: 4,
} as const;

export type AvailabilityName = keyof typeof AVAILABILITY;
export type AvailabilityCode = (typeof AVAILABILITY)[AvailabilityName];

const byCode = new Map<number, AvailabilityName>(
  Object.entries(AVAILABILITY).map(([name, code]) => [code, name as AvailabilityName]),
);

export function availabilityName(code: number): AvailabilityName {
  return byCode.get(code) ?? 'outofstock';
}

/** Orderable: available, lowstock, preorder, backorder (spec §3). */
export function isOrderable(code: number): boolean {
  return code === -2 || code === -1 || code === 1 || code === 2;
}
