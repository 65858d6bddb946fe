/**
 * What the Lighthouse pages show, asked of the running shop in the protocol the app speaks
 * (Algolia's, through algoliasearch): per locale, the search is the shop's most popular query
 * suggestion, the product is that search's first hit (linked as the shop links it) and the
 * brand is that product's brand. Nothing here names an id, so a reseeded shop still works.
 */
import { liteClient } from 'algoliasearch/lite';
import type { PageRefs } from '../../scripts/perf/perf-pages';
import { querySuggestionsIndex } from '../../src/features/catalogue/api/query-suggestions';
import { siteIndexName } from '../../src/shared/search/index-names';
import type { ProductHit } from '../../src/shared/domain/product';
import type { SiteConfig } from '../../src/shared/domain/site';

export interface ShopLocale {
  config: SiteConfig;
  refs: PageRefs;
}

async function siteConfig(shopUrl: string, folder: string): Promise<SiteConfig> {
  const response = await fetch(`${shopUrl}/${folder}/themes/config.json`);
  if (!response.ok) throw new Error(`${folder}/themes/config.json answered ${response.status}`);
  return (await response.json()) as SiteConfig;
}

export async function shopLocale(shopUrl: string, locale: string): Promise<ShopLocale> {
  const [, folder = '', language = ''] = locale.split('/');
  const config = await siteConfig(shopUrl, folder);
  const { appId, searchKey } = config.integrations.algolia;
  const { host, protocol } = new URL(shopUrl);
  const client = liteClient(appId, searchKey, {
    hosts: [
      {
        url: `${host}/search`,
        protocol: protocol === 'https:' ? 'https' : 'http',
        accept: 'readWrite',
      },
    ],
  });
  const first = async <T>(index: string, query: string): Promise<T> => {
    const { results } = await client.searchForHits<T>({
      requests: [{ indexName: index, query, hitsPerPage: 1, analytics: false }],
    });
    const hit = results[0]?.hits[0];
    if (!hit) throw new Error(`${index} has no hit for "${query}" in the shop`);
    return hit;
  };
  const { query } = await first<{ query: string }>(querySuggestionsIndex(config, language), '');
  const product = await first<ProductHit>(siteIndexName(config, language), query);
  return {
    config,
    refs: { productPath: product.url, brandTag: product.brand.tag, query },
  };
}
