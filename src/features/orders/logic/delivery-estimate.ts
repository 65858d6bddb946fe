/**
 * When an order should arrive: its shipping option's working days (spec §3 "Shipping option"
 * delivery min–max) counted from the day it was placed, Saturdays and Sundays left out, written
 * as the shopper's locale writes a short date range ("Tue 2 Dec – Thu 4 Dec"). In the shopper's own
 * time zone: the days are theirs.
 */
export function addWorkingDays(from: Date, days: number): Date {
  const date = new Date(from.getTime());
  let left = days;
  while (left > 0) {
    date.setDate(date.getDate() + 1);
    const weekday = date.getDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date;
}

export function deliveryEstimate(
  placedAt: string,
  delivery: { min: number; max: number },
  intlLocale: string,
): string | null {
  const placed = new Date(placedAt);
  if (Number.isNaN(placed.getTime())) return null;
  const format = new Intl.DateTimeFormat(intlLocale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });
  const from = addWorkingDays(placed, Math.min(delivery.min, delivery.max));
  const to = addWorkingDays(placed, Math.max(delivery.min, delivery.max));
  return from.getTime() === to.getTime() ? format.format(from) : format.formatRange(from, to);
}
