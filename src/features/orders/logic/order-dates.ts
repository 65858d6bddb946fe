/**
 * An order's moments as the shopper reads them: in their language's and country's way
 * (the active Intl locale) and their own time zone. Order pages render them only once the order
 * has loaded in the browser (orders are never rendered by the server), so no hydration meets a
 * time zone other than the shopper's.
 */
export function orderDateFormat(intlLocale: string, withTime: boolean): (iso: string) => string {
  const format = new Intl.DateTimeFormat(
    intlLocale,
    withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'long' },
  );
  return (iso) => format.format(new Date(iso));
}

/** Whether `text` could be a link's hash (what GET /api/order/s/myOrder accepts). */
export const isLinkHash = (text: string | null): text is string =>
  text !== null && /^[A-Za-z0-9_-]{1,128}$/.test(text);
