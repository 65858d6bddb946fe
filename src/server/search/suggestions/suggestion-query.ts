/** Answers a search on a query-suggestions index in Algolia's response shape. */
import type { SuggestionIndex } from './query-suggestions';
import { newQueryID, pageWindowOf, responseEnvelope } from '../protocol/response-envelope';
import type { SearchParams, SearchResponse } from '../protocol/search-types';

export function executeSuggestionQuery(
  index: SuggestionIndex,
  params: SearchParams,
): SearchResponse {
  const found = index.find(params.query);
  const window = pageWindowOf(params);
  const { start, hitsPerPage } = window;
  const queryID = newQueryID(params);
  const hits = found.slice(start, start + hitsPerPage).map((record, i) => ({
    ...record,
    ...(queryID ? { __position: start + i + 1, __queryID: queryID } : {}),
  }));
  return responseEnvelope(
    params,
    index.name,
    window,
    { hits, nbHits: found.length, reachable: found.length },
    queryID,
  );
}
