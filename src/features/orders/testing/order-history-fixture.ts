import type { OrderHistory, OrderSummary } from '../../../shared/api/account-data';

/**
 * `count` orders as GET /api/order/history summarises them, newest first: a minute apart from
 * 2030-03-04 10:15 UTC back, every third awaiting payment. Test-only.
 */
export function orderSummaries(count: number): OrderSummary[] {
  return Array.from({ length: count }, (_, index) => ({
    orderReference: `7KQ4M-${String(index).padStart(5, '0')}`,
    status: index % 3 === 2 ? 'AWAITING_PAYMENT' : 'PAID',
    placedAt: new Date(Date.UTC(2030, 2, 4, 10, 15 - index)).toISOString(),
    total: 2000 + index * 100,
    currency: 'GBP',
    countryCode: 'GB',
    itemCount: 1 + (index % 4),
    thumbnails: [],
  }));
}

/**
 * The page of `all` after the order `lastKey` (the server's keyset), `size` at most, with the
 * next page's key when more remain.
 */
export function historyPage(
  all: readonly OrderSummary[],
  lastKey: string | null,
  size = 10,
): OrderHistory {
  const start = lastKey === null ? 0 : all.findIndex((o) => o.orderReference === lastKey) + 1;
  const orders = all.slice(start, start + size);
  const more = start + size < all.length;
  const last = orders.at(-1);
  return {
    orders,
    lastKey: more && last ? last.orderReference : null,
    lastKeyTs: more && last ? last.placedAt : null,
  };
}
