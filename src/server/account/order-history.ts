/**
 * GET /api/order/history (issue 14, spec §7, §9): the account's orders, newest first, a page at
 * a time by keyset — `lastKey` (the reference) and `lastKeyTs` (the placedAt) of the last order
 * of the page before — so a page costs the same however far back it is, and an order placed
 * meanwhile never shifts one. Only orders placed in the account's sessions (orders.account_id):
 * a guest order with the account's e-mail is not attached. Times are compared to the
 * millisecond, as placedAt is written.
 */
import { sql } from 'drizzle-orm';
import type { OrderHistory, OrderHistoryQuery } from '../../shared/api/account-data';
import { ORDER_HISTORY_PAGE_SIZE } from '../../shared/constants';
import type { Database } from '../db/client';
import { sqlRows } from '../db/sql-rows';
import { badRequest } from '../http/api-error';
import type { SiteRegistry } from '../sites/site-registry';

export interface HistoryPage {
  size: number;
  after: { reference: string; placedAt: Date } | null;
}

/** The page a query asks for: 400 for a size under 1 or half a key; a size over 10 is 10. */
export function pageOf(query: OrderHistoryQuery): HistoryPage {
  const size = query.pageSize === undefined ? ORDER_HISTORY_PAGE_SIZE : Number(query.pageSize);
  if (size < 1) throw badRequest('pageSize is at least 1');
  const { lastKey, lastKeyTs } = query;
  if ((lastKey === undefined) !== (lastKeyTs === undefined))
    throw badRequest('lastKey and lastKeyTs go together');
  const placedAt = lastKeyTs === undefined ? undefined : new Date(lastKeyTs);
  // a time the database can hold: JavaScript reads "75005" as the year 75005, which
  // PostgreSQL's timestamptz (years 4713 BC to 294276 AD, ISO input of four-digit years) cannot
  if (placedAt && !(placedAt.getUTCFullYear() >= 1 && placedAt.getUTCFullYear() <= 9999))
    throw badRequest('lastKeyTs is a time');
  return {
    size: Math.min(size, ORDER_HISTORY_PAGE_SIZE),
    after: lastKey && placedAt ? { reference: lastKey, placedAt } : null,
  };
}

interface HistoryRow {
  reference: string;
  status: string;
  placed_at: Date | string;
  total: number;
  currency: string;
  site: string;
  item_count: number | string;
  thumbnails: string[] | null;
}

/** How many of an order's first lines lend it a picture. */
const THUMBNAILS = 4;

export async function orderHistory(
  db: Database,
  sites: SiteRegistry,
  accountId: string,
  page: HistoryPage,
): Promise<OrderHistory> {
  const after = page.after
    ? sql`and (date_trunc('milliseconds', o.created_at), o.reference)
          < (${page.after.placedAt.toISOString()}::timestamptz, ${page.after.reference})`
    : sql``;
  const rows = await sqlRows<HistoryRow>(
    db,
    sql`select o.reference, o.status, date_trunc('milliseconds', o.created_at) as placed_at,
          o.total, o.currency, o.site,
          (select coalesce(sum(l.quantity), 0) from order_lines l where l.order_id = o.id)
            as item_count,
          (select array_agg(t.url order by t.position) from (
             select l.position, l.display->>'thumbnailUrl' as url from order_lines l
             where l.order_id = o.id and l.display->>'thumbnailUrl' is not null
             order by l.position limit ${THUMBNAILS}) t) as thumbnails
        from orders o
        where o.account_id = ${accountId} ${after}
        order by date_trunc('milliseconds', o.created_at) desc, o.reference desc
        limit ${page.size + 1}`,
  );
  const orders = rows.slice(0, page.size).map((row) => ({
    orderReference: row.reference,
    status: row.status,
    placedAt: new Date(row.placed_at).toISOString(),
    total: Number(row.total),
    currency: row.currency,
    countryCode: sites.bySiteTag(row.site)?.countryCode ?? row.currency.slice(0, 2),
    itemCount: Number(row.item_count),
    thumbnails: row.thumbnails ?? [],
  }));
  const last = rows.length > page.size ? orders.at(-1) : undefined;
  return {
    orders,
    lastKey: last?.orderReference ?? null,
    lastKeyTs: last?.placedAt ?? null,
  };
}
