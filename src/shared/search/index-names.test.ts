import { describe, expect, it } from 'vitest';
import {
  isQuerySuggestionsIndex,
  primaryIndexName,
  querySuggestionsIndexName,
  siteIndexName,
  sortIndexName,
} from './index-names';

const config = { integrations: { algolia: { indexPrefix: 'vitrine_gb' } } } as Parameters<
  typeof siteIndexName
>[0];

describe('search index names', () => {
  it('names the best-match index of a language after the site prefix', () => {
    expect(primaryIndexName('vitrine_gb', 'en')).toBe('vitrine_gb_en');
    expect(siteIndexName(config, 'en')).toBe('vitrine_gb_en');
  });

  it('appends a replica suffix, and takes a full index name as it is', () => {
    expect(sortIndexName('vitrine_gb_en', '')).toBe('vitrine_gb_en');
    expect(sortIndexName('vitrine_gb_en', '_price_asc')).toBe('vitrine_gb_en_price_asc');
    expect(siteIndexName(config, 'ar', '_newest')).toBe('vitrine_gb_ar_newest');
    expect(siteIndexName(config, 'en', 'campaign_summer')).toBe('campaign_summer');
  });

  it('names and recognises query-suggestions indexes', () => {
    const name = querySuggestionsIndexName('vitrine_gb_en');
    expect(name).toBe('vitrine_gb_en_query_suggestions');
    expect(isQuerySuggestionsIndex(name)).toBe(true);
    expect(isQuerySuggestionsIndex('vitrine_gb_en_price_asc')).toBe(false);
  });
});
