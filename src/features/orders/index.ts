/**
 * Orders: the pages after an order (/complete, /orders/:orderReference, the guest lookup at
 * /orders/order-status, /tracking), all through the pages.ts door, a chunk of their own. This
 * index holds only the orders' query keys (their personal root), for whatever refreshes them.
 */
export { orderKeys } from './api/order-keys';
