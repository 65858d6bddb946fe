/**
 * The ship-date range of pre- and back-order lines, as the shopper reads dates (spec §9: long
 * month, day, year). A line's dates are calendar days sent as epoch seconds at midnight UTC, so
 * they are written in UTC: a shopper west of Greenwich must not see the day before.
 */
export interface ShipDates {
  /** one day: "June 12, 2026" */
  date?: string;
  /** a range: its two ends, or both in one string when the locale joins them itself */
  start?: string;
  end?: string;
}

/**
 * A formatter of ship dates for one locale. Building an Intl.DateTimeFormat is costly, and most
 * bags hold no advance order, so the basket makes one only when a line needs it.
 */
export function shipDateFormatter(intlLocale: string) {
  const format = new Intl.DateTimeFormat(intlLocale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return (startSeconds: number | undefined, endSeconds: number | undefined): ShipDates | null => {
    const start = startSeconds ?? endSeconds;
    const end = endSeconds ?? startSeconds;
    if (start === undefined || end === undefined) return null;
    const from = format.format(new Date(start * 1000));
    const to = format.format(new Date(end * 1000));
    return from === to ? { date: from } : { start: from, end: to };
  };
}
