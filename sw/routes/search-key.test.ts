import { describe, expect, it } from 'vitest';
import { SEARCH_DIGEST_PARAM } from '../constants';
import { searchCacheKey, sha256Hex } from './search-key';

const URL_ = 'https://shop.test/search/1/indexes/*/queries?x-algolia-application-id=vitrine';

describe('searchCacheKey', () => {
  it('is a GET on the query URL plus the SHA-256 of the body', async () => {
    const key = await searchCacheKey(URL_, '{"requests":[]}');
    expect(key.method).toBe('GET');
    const url = new URL(key.url);
    expect(url.searchParams.get('x-algolia-application-id')).toBe('vitrine');
    expect(url.searchParams.get(SEARCH_DIGEST_PARAM)).toBe(await sha256Hex('{"requests":[]}'));
  });

  it('tells different bodies apart and keeps equal bodies together', async () => {
    const a = await searchCacheKey(URL_, '{"query":"coat"}');
    const b = await searchCacheKey(URL_, '{"query":"coats"}');
    const c = await searchCacheKey(URL_, '{"query":"coat"}');
    expect(a.url).not.toBe(b.url);
    expect(a.url).toBe(c.url);
  });

  it('leaves out the request id algoliasearch adds to every call', async () => {
    const a = await searchCacheKey(`${URL_}&x-algolia-request-id=qLRNQlBFT0D`, '{"query":"coat"}');
    const b = await searchCacheKey(`${URL_}&X-Algolia-Request-Id=iEGGFTiFHeb`, '{"query":"coat"}');
    expect(a.url).toBe(b.url);
    expect(a.url).toBe((await searchCacheKey(URL_, '{"query":"coat"}')).url);
    expect(new URL(a.url).searchParams.get('x-algolia-application-id')).toBe('vitrine');
  });

  it('digests like the standard (empty string)', async () => {
    expect(await sha256Hex('')).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
  });
});
