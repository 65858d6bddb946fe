/**
 * What counts as one shopper's data, declared once. Three guards read it, and the sign-out
 * guarantee (spec §4 "Sign-out": nothing of the previous shopper stays on the device) rests on
 * their agreeing:
 *  - the service worker answers personal paths from the network only, never from or into a
 *    cache (sw/routes/personal.ts);
 *  - sign-out deletes any cached response under a personal path, as a backstop
 *    (platform/offline/purge-personal-data.ts);
 *  - sign-out removes the personal entries of web storage (personal-storage.ts, apart so that
 *    its lists stay out of the pages' entry, which holds this file);
 *  - a query whose key starts with a personal root is never persisted and is dropped on sign-out
 *    (platform/query/persist-query-cache.ts, purge-personal-data.ts). A feature declares its
 *    personal queries by building their key factory's root with personalQueryRoot(), so the
 *    platform never names a feature.
 */
import { API } from './api/paths';
import { LOCAL_IDENTITY_PATH } from './identity/user-pool';

/** Resources of the commerce API (`/api/{resource}`, `/api/{resource}/…`) holding one shopper's data. */
export const PERSONAL_API_RESOURCES: readonly string[] = [
  'cart',
  'checkout',
  // POST /api/shipping answers the shopper's cart
  'shipping',
  'account',
  'order',
  'orders',
  'session',
  'basic-session',
  'payment',
  'payments',
  'identity',
  // the session's copy of the favourites (the API spells it the American way, spec §7)
  'favorites',
  'favourites',
  // every /api/v1 route is an account's own data: /api/v1/addresses, /api/v1/payment-methods
  'v1',
];

/**
 * Services (DESIGN §1) whose every path holds one shopper's data: sign-in, payments,
 * customisation orders, contact tickets, e-mail lists and back-in-stock requests.
 */
export const PERSONAL_SERVICES: readonly string[] = [
  '/identity/',
  '/pay/',
  '/atmos/',
  '/helpdesk/',
  '/marketing/',
];

/**
 * Single endpoints of otherwise public services: insights events carry the user token; the
 * identity provider's protocol is POSTed to its path itself.
 */
export const PERSONAL_ENDPOINTS: readonly string[] = [API.insightsEvents, LOCAL_IDENTITY_PATH];

const API_RESOURCE = /^\/api\/([^/]+)(\/|$)/;

/** Whether a same-origin path (no query string) carries one shopper's data. */
export function isPersonalPath(pathname: string): boolean {
  if (PERSONAL_SERVICES.some((prefix) => pathname.startsWith(prefix))) return true;
  if (PERSONAL_ENDPOINTS.includes(pathname)) return true;
  const resource = API_RESOURCE.exec(pathname)?.[1];
  return resource !== undefined && PERSONAL_API_RESOURCES.includes(resource);
}

/** The first element of every query key that holds one shopper's data. */
export const PERSONAL_QUERY_ROOT = 'personal';

/**
 * The root of a key factory whose queries hold one shopper's data (`['personal', 'cart']`):
 * every key built from it is personal, however the query was made (useQuery, setQueryData,
 * prefetch), and prefix matching on the root still addresses the feature's queries alone.
 */
export function personalQueryRoot<const Name extends string>(name: Name) {
  return [PERSONAL_QUERY_ROOT, name] as const;
}

/** Whether a query key was built from a personal root. */
export function isPersonalQueryKey(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === PERSONAL_QUERY_ROOT;
}
