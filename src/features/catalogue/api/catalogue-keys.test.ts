import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { isPersonalQueryKey } from '../../../shared/personal-data';
import { listingQueries } from '../logic/listing-queries';
import { catalogueKeys, readListingKey } from './catalogue-keys';

const queries = listingQueries({
  indexName: 'vitrine_gb_en',
  baseFilters: { categoryPageIds: ['women-dresses'] },
  selection: { color: ['blue'] },
  facetAttributes: { color: 'color.group' },
  query: '',
  offset: 0,
  length: 120,
});

describe('readListingKey', () => {
  it('reads back the main query of a listing key, through a JSON round trip too', () => {
    const key = catalogueKeys.listing(queries);
    expect(readListingKey(key)).toEqual(queries[0]);
    // what the persisted cache gives back after a relaunch
    expect(readListingKey(JSON.parse(JSON.stringify(key)) as unknown[])).toEqual(queries[0]);
  });

  it('reads nothing from any other catalogue key or a malformed one', () => {
    const params = { indexName: 'i', filters: '', query: '', page: 0, hitsPerPage: 24 };
    expect(readListingKey(catalogueKeys.search(params))).toBeUndefined();
    expect(readListingKey(catalogueKeys.searchPage('i', 'coat'))).toBeUndefined();
    expect(readListingKey(catalogueKeys.listings())).toBeUndefined();
    expect(readListingKey([...catalogueKeys.listings(), 'not a batch'])).toBeUndefined();
    expect(readListingKey([...catalogueKeys.listings(), [{ indexName: 'i' }]])).toBeUndefined();
  });

  it('finds every cached listing by the listings prefix, and only listings', () => {
    const client = new QueryClient();
    client.setQueryData(catalogueKeys.listing(queries), { hits: [] });
    client.setQueryData(catalogueKeys.searchPage('vitrine_gb_en', 'coat'), { hits: [] });
    client.setQueryData(catalogueKeys.filterDefinitions('vitrine-gb', 'en'), []);
    const found = client.getQueryCache().findAll({ queryKey: catalogueKeys.listings() });
    expect(found.map((query) => readListingKey(query.queryKey))).toEqual([queries[0]]);
  });
});

describe('catalogueKeys', () => {
  it('keeps catalogue answers public (persisted for offline use)', () => {
    expect(isPersonalQueryKey(catalogueKeys.all)).toBe(false);
    expect(isPersonalQueryKey(catalogueKeys.listing(queries))).toBe(false);
  });
});
