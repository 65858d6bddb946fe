import { describe, expect, it } from 'vitest';
import { rateLimitKind } from './rate-limit-kinds';

describe('rateLimitKind', () => {
  it.each([
    ['POST', '/api/basic-session', 'sessions'],
    ['POST', '/search/1/indexes/:indexName/queries', 'search'],
    ['POST', '/search/1/indexes/:indexName/query', 'search'],
    ['POST', '/search/1/indexes/:indexName/facets/:facetName/query', 'search'],
    ['POST', '/search/1/indexes/:indexName/recommendations', 'search'],
    ['POST', '/search/1/events', 'events'],
    ['POST', '/api/cart', 'writes'],
    ['PUT', '/api/cart/:itemId', 'writes'],
    ['PUT', '/api/favorites', 'writes'],
    ['POST', '/marketing/back-in-stock', 'writes'],
    ['POST', '/api/checkout/apple-pay/session', 'writes'],
    ['DELETE', '/api/anything', 'writes'],
    ['POST', '/api/order/s/query', 'orderLookup'],
    ['GET', '/api/order/s/myOrder', 'orderLookup'],
  ])('%s %s is limited as %s', (method, url, kind) => {
    expect(rateLimitKind(method, url)).toBe(kind);
  });

  it.each([
    ['GET', '/api/product/s/:productId'],
    ['GET', '/api/cart'],
    ['HEAD', '/api/favorites'],
    ['GET', '/*'],
    ['OPTIONS', '/api/cart'],
  ])('%s %s is not limited', (method, url) => {
    expect(rateLimitKind(method, url)).toBeUndefined();
  });
});
