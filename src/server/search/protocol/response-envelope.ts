/**
 * What every search answer shares, product and query-suggestion indexes alike: the page
 * window a request asks for, the clickAnalytics query id, and Algolia's response envelope.
 */
import { randomBytes } from 'node:crypto';
import type { SearchParams, SearchResponse } from './search-types';

export interface PageWindow {
  /** offset/length paging (both given) rather than page × hitsPerPage */
  byOffset: boolean;
  hitsPerPage: number;
  /** index of the first hit of the window */
  start: number;
}

export function pageWindowOf(params: SearchParams): PageWindow {
  const byOffset = params.offset !== null && params.length !== null;
  const hitsPerPage = byOffset ? params.length! : params.hitsPerPage;
  return { byOffset, hitsPerPage, start: byOffset ? params.offset! : params.page * hitsPerPage };
}

/** clickAnalytics: the id insights events refer to (hits carry it with their position). */
export function newQueryID(params: SearchParams): string | undefined {
  return params.clickAnalytics ? randomBytes(16).toString('hex') : undefined;
}

/**
 * The envelope around a window of hits: `nbHits` matched, of which `reachable` can be paged
 * to (Algolia's paginationLimitedTo).
 */
export function responseEnvelope(
  params: SearchParams,
  indexName: string,
  window: PageWindow,
  found: { hits: Array<Record<string, unknown>>; nbHits: number; reachable: number },
  queryID: string | undefined,
): SearchResponse {
  const { byOffset, hitsPerPage, start } = window;
  const response: SearchResponse = {
    hits: found.hits,
    nbHits: found.nbHits,
    page: byOffset ? (hitsPerPage > 0 ? Math.floor(start / hitsPerPage) : 0) : params.page,
    nbPages: hitsPerPage > 0 ? Math.ceil(found.reachable / hitsPerPage) : 0,
    hitsPerPage,
    exhaustiveNbHits: true,
    exhaustiveTypo: true,
    exhaustive: { nbHits: true, typo: true },
    processingTimeMS: 0,
    query: params.query,
    params: params.echo,
    index: indexName,
  };
  if (byOffset) Object.assign(response, { offset: params.offset, length: params.length });
  if (queryID) response.queryID = queryID;
  return response;
}
