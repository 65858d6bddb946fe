/**
 * The account's payment methods and order history (issue 14, spec §7), with the account's
 * bearer token: GET /api/v1/payment-methods, DELETE /api/v1/payment-methods/{id} and
 * GET /api/order/history?lastKey&lastKeyTs&pageSize.
 */
import { Type, type Static } from 'typebox';
import { ORDER_HISTORY_PAGE_SIZE } from '../constants';
import { SiteQuerySchema } from './contract';
import { ApiErrorBodySchema } from './error-body';
import { StoredCardsSchema } from './stored-cards';
import { Text } from './text';

const errors = { '4xx': ApiErrorBodySchema };
const SiteQuery = SiteQuerySchema;

export const paymentMethodSchemas = {
  list: { querystring: SiteQuery, response: { 200: StoredCardsSchema, ...errors } },
  remove: {
    params: Type.Object({ id: Text({ minLength: 1, maxLength: 64 }) }),
    querystring: SiteQuery,
    response: { 204: Type.Null(), ...errors },
  },
};

export const OrderHistoryQuerySchema = Type.Object({
  ...SiteQuery.properties,
  /** the reference of the last order of the page before (its `lastKey`) */
  lastKey: Type.Optional(Text({ minLength: 1, maxLength: 32 })),
  /** that order's placedAt, as the page before answered it (`lastKeyTs`) */
  lastKeyTs: Type.Optional(Text({ minLength: 1, maxLength: 40 })),
  pageSize: Type.Optional(Text({ pattern: '^[0-9]{1,3}$', maxLength: 3 })),
});
export type OrderHistoryQuery = Static<typeof OrderHistoryQuerySchema>;

export const OrderSummarySchema = Type.Object({
  orderReference: Type.String(),
  status: Type.String(),
  placedAt: Type.String(),
  /** minor units of `currency` */
  total: Type.Integer(),
  currency: Type.String(),
  /** the site it was ordered on (the currency's decimals) */
  countryCode: Type.String(),
  itemCount: Type.Integer(),
  /** the first lines' pictures */
  thumbnails: Type.Array(Type.String()),
});
export type OrderSummary = Static<typeof OrderSummarySchema>;

export const OrderHistorySchema = Type.Object({
  /** newest first */
  orders: Type.Array(OrderSummarySchema),
  /** null on the last page; else the next page's `lastKey` and `lastKeyTs` */
  lastKey: Type.Union([Type.String(), Type.Null()]),
  lastKeyTs: Type.Union([Type.String(), Type.Null()]),
});
export type OrderHistory = Static<typeof OrderHistorySchema>;

export const orderHistorySchemas = {
  list: { querystring: OrderHistoryQuerySchema, response: { 200: OrderHistorySchema, ...errors } },
};

export { ORDER_HISTORY_PAGE_SIZE };
