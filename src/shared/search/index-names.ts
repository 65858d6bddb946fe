/**
 * Search index names, the one spelling the app, the local engine and the push to hosted
 * Algolia share (DESIGN §6). A site's language has a best-match index `{indexPrefix}_{language}`.
 * A sort option's `index` is either a suffix of it ("_price_asc" names the replica
 * `{indexPrefix}_{language}_price_asc`; "" is best match itself) or, when it does not start with
 * "_", the full name of an index of its own. The query-suggestions index of a best-match index
 * is `{index}_query_suggestions`.
 */
import type { SiteConfig } from '../domain/site';

export const QUERY_SUGGESTIONS_SUFFIX = '_query_suggestions';

/** `{indexPrefix}_{language}`: the best-match index of a site's language. */
export function primaryIndexName(indexPrefix: string, language: string): string {
  return `${indexPrefix}_${language}`;
}

/** True when a sort option's index is a suffix of the best-match index ("" or "_…"). */
export function isReplicaSuffix(sortIndex: string): boolean {
  return sortIndex === '' || sortIndex.startsWith('_');
}

/** The index a sort option queries: a replica of `primary`, or the full name it configures. */
export function sortIndexName(primary: string, sortIndex: string): string {
  return isReplicaSuffix(sortIndex) ? `${primary}${sortIndex}` : sortIndex;
}

/** The index of a site's language and sort option ("" for best match). */
export function siteIndexName(
  config: Pick<SiteConfig, 'integrations'>,
  language: string,
  sortIndex = '',
): string {
  return sortIndexName(
    primaryIndexName(config.integrations.algolia.indexPrefix, language),
    sortIndex,
  );
}

export function querySuggestionsIndexName(primary: string): string {
  return `${primary}${QUERY_SUGGESTIONS_SUFFIX}`;
}

export function isQuerySuggestionsIndex(indexName: string): boolean {
  return indexName.endsWith(QUERY_SUGGESTIONS_SUFFIX);
}
