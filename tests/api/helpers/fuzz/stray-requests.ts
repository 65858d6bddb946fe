/**
 * Requests to no declared route, so the not-found handlers and the framework's own errors
 * are fuzzed too.
 */
import fc from 'fast-check';
import type { FuzzContext } from './fuzz-context';
import { genericJson } from './generic-json';
import { hostileBodyText, rawPathSegment } from './hostile-inputs';
import { query, type FuzzRequest } from './operation-requests';
import { requestHeaders } from './request-headers';
import type { Operation } from './route-catalogue';
import { encodeAnyText } from './url-encoding';

/** Path segments of the app's own routes, to build paths near real ones. */
const ROUTE_WORDS = [
  'api',
  'cart',
  'search',
  '1',
  'indexes',
  '*',
  'media',
  'marketing',
  'gb',
  'en',
  'product',
  's',
  'index.html',
  'sw.js',
  '',
];

/**
 * Requests no route declared: any method to paths made of the routes' words, empty segments
 * (`//`), raw escapes and hostile text — the not-found handlers and the framework's own errors.
 */
export function strayRequests(context: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const word = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...ROUTE_WORDS) },
    { weight: 1, arbitrary: rawPathSegment },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }).map(encodeAnyText) },
  );
  const stray: Operation = { method: 'GET', url: '/', schema: undefined };
  return fc
    .record({
      method: fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
      path: fc.array(word, { minLength: 1, maxLength: 6 }).map((words) => `/${words.join('/')}`),
      query: fc.option(query(stray, context, true), { freq: 2 }),
      headers: requestHeaders(context, true),
      payload: fc.option(
        fc.oneof(
          genericJson(context.everything).map((v) => JSON.stringify(v) ?? 'null'),
          hostileBodyText,
        ),
        { freq: 2 },
      ),
    })
    .map(({ method, path: url, query: search, headers: sent, payload }) => ({
      method,
      url: search === null ? url : `${url}?${search}`,
      headers: sent,
      ...(payload === null || method === 'GET' || method === 'HEAD' ? {} : { payload }),
    }));
}
