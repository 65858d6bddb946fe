/** Answers a search on a query-suggestions index in Algolia's response shape. */
import { randomBytes } from 'node:crypto';
import type { SuggestionIndex } from './query-suggestions';
import type { SearchParams, SearchResponse } from './search-types';

export function executeSuggestionQuery(
  index: SuggestionIndex,
  params: SearchParams,
): SearchResponse {
  const found = index.find(params.query);
  const byOffset = params.offset !== null && params.length !== null;
  const hitsPerPage = byOffset ? params.length! : params.hitsPerPage;
  const start = byOffset ? params.offset! : params.page * hitsPerPage;
  const queryID = params.clickAnalytics ? randomBytes(16).toString('hex') : undefined;
  const hits = found.slice(start, start + hitsPerPage).map((record, i) => ({
    ...record,
    ...(queryID ? { __position: start + i + 1, __queryID: queryID } : {}),
  }));
  const response: SearchResponse = {
    hits,
    nbHits: found.length,
    page: params.page,
    nbPages: hitsPerPage > 0 ? Math.ceil(found.length / hitsPerPage) : 0,
    hitsPerPage,
    exhaustiveNbHits: true,
    exhaustiveTypo: true,
    exhaustive: { nbHits: true, typo: true },
    processingTimeMS: 0,
    query: params.query,
    params: params.echo,
    index: index.name,
  };
  if (queryID) response.queryID = queryID;
  return response;
}
