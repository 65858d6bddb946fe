import { personalQueryRoot } from '../../../shared/personal-data';

/**
 * Query keys of orders. An order is one shopper's data: the root is personal, so an order is
 * never persisted with the query cache and sign-out drops it (src/shared/personal-data.ts),
 * as the service worker never caches /api/order (sw/routes/personal.ts).
 */
export const orderKeys = {
  all: personalQueryRoot('orders'),
  /** the signed-in account's order history of the site, GET /api/order/history, by page */
  history: (siteTag: string) => [...orderKeys.all, 'history', siteTag] as const,
  /** the owner's read, GET /api/order/{ref} */
  detail: (orderReference: string) => [...orderKeys.all, 'detail', orderReference] as const,
  /** a guest's read through a signed link, GET /api/order/s/myOrder?hash= */
  link: (hash: string) => [...orderKeys.all, 'link', hash] as const,
};
