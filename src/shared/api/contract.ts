/**
 * The HTTP contract between the app and the reference server, as TypeBox schemas: the server
 * validates and serialises with them, the app imports only their types, so TypeBox stays out
 * of the client bundle. One file per area, each exporting the schemas of its routes:
 *
 * - session.ts (POST /api/basic-session), cart.ts (/api/cart), product.ts (/api/product/s/…),
 *   favourites.ts (/api/favorites), back-in-stock.ts (/marketing/back-in-stock)
 * - error-body.ts: the one error body every route answers failures with
 * - paths.ts: paths and headers, plain values the app needs at run time
 *
 * This file holds what the areas share: how a call names its site and language.
 */
import { Type, type Static } from 'typebox';
import { Text } from './text';

export { API, SESSION_HEADER, SESSION_STORAGE_KEY } from './paths';

/** Every /api call carries siteTag (which country site: currency, prices) and lang (spec §7). */
export const SiteQuerySchema = Type.Object({
  lang: Text({ minLength: 2, maxLength: 8 }),
  siteTag: Text({ minLength: 1, maxLength: 64 }),
});
export type SiteQuery = Static<typeof SiteQuerySchema>;

/** Calls of a shopping session may leave them out: they default to the session's own. */
export const SessionSiteQuerySchema = Type.Partial(SiteQuerySchema);
export type SessionSiteQuery = Static<typeof SessionSiteQuerySchema>;
