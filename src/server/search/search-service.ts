/**
 * The local Algolia-compatible search service: holds the built indexes and answers the
 * protocol's operations. `rebuild` swaps in indexes built from a new catalogue in one step,
 * so queries never see a half-built state.
 */
import type { Catalogue, SiteRuntime } from '../catalogue/types';
import type { FilterDefinition } from '../../shared/domain/content';
import type { ProductHit } from '../../shared/domain/product';
import type { SortOption } from '../../shared/domain/site';
import { SEARCH_BATCH_SIZE } from '../../shared/constants';
import { badRequest, indexNotFound } from './protocol/algolia-error';
import type { SearchBudget } from './protocol/search-budget';
import {
  buildIndexes,
  filtersKey,
  type BuiltIndexes,
  type SearchIndex,
} from './records/build-indexes';
import { executeQuery } from './execute-query';
import { searchFacetValues } from './facets/facet-search';
import { parseSearchParams } from './protocol/search-params';
import type { FacetSearchResponse, SearchParams, SearchResponse } from './protocol/search-types';
import {
  AnswerCache,
  AnswerToCache,
  QUERY_ID_PLACEHOLDER,
  type CachedAnswer,
} from './protocol/answer-cache';
import { readSortOptions } from './records/sort-options';
import type { SuggestionRecord } from './suggestions/query-suggestions';
import { answerRecommendRequest, readRecommendRequests } from './recommend/recommend-request';
import type { SearchRule } from './rules/rules';
import { executeSuggestionQuery } from './suggestions/suggestion-query';

export type FiltersLookup =
  | { ok: true; hits: FilterDefinition[] }
  | { ok: false; reason: 'unknown-site' | 'unknown-language' };

export interface SearchService {
  /** every queryable index name, replicas included */
  indexNames(): string[];
  /**
   * POST /1/indexes/{indexName}/query; `request` holds params as fields and/or a `params`
   * string. Each operation spends from `budget` (one request's, protocol/search-budget.ts).
   */
  search(
    indexName: string,
    request: Record<string, unknown>,
    budget?: SearchBudget,
  ): SearchResponse;
  /**
   * `search` for a route that serialises the answer: an identical earlier search of a product
   * index is answered from the answer cache (protocol/answer-cache.ts).
   */
  answer(
    indexName: string,
    request: Record<string, unknown>,
    budget: SearchBudget,
  ): SearchResponse | CachedAnswer | AnswerToCache;
  /** POST /1/indexes/{indexName}/facets/{facet}/query */
  searchForFacetValues(
    indexName: string,
    facet: string,
    request: Record<string, unknown>,
    budget?: SearchBudget,
  ): FacetSearchResponse;
  /**
   * POST /1/indexes/*\/queries with `{ requests, strategy? }`: the body is validated at once,
   * each query runs when its result is taken, so the caller can yield between them.
   */
  multipleQueries(
    body: unknown,
    budget: SearchBudget,
  ): Iterable<SearchResponse | FacetSearchResponse | CachedAnswer | AnswerToCache>;
  filterDefinitions(siteTag: string, lang: string): FiltersLookup;
  /** records and Algolia settings of an index, for pushing to hosted Algolia */
  records(indexName: string): readonly ProductHit[];
  settings(indexName: string): Record<string, unknown>;
  /**
   * POST /1/indexes/*\/recommendations with `{ requests: [...] }`, run one by one as taken; each
   * walks its index once.
   */
  recommendations(
    body: unknown,
    budget: SearchBudget,
  ): Iterable<ReturnType<typeof answerRecommendRequest>>;
  /** query-suggestions records and query rules of an index, for pushing to hosted Algolia */
  suggestionRecords(indexName: string): readonly SuggestionRecord[];
  rules(indexName: string): readonly SearchRule[];
  rebuild(catalogue: Catalogue): void;
}

export function createSearchService(
  catalogue: Catalogue,
  sites: SiteRuntime[],
  sortOptions?: Record<string, SortOption[]>,
): SearchService {
  const optionsFor = (folder: string): SortOption[] =>
    sortOptions?.[folder] ?? readSortOptions(folder);
  let built: BuiltIndexes = buildIndexes(catalogue, sites, optionsFor);
  const answers = new AnswerCache();

  const index = (name: string): SearchIndex => {
    const found = built.indexes.get(name);
    if (!found) throw indexNotFound(name);
    return found;
  };

  const service: SearchService = {
    indexNames: () => [...built.indexes.keys(), ...built.suggestions.keys()],
    search(indexName, request, budget) {
      const suggestions = built.suggestions.get(indexName);
      if (suggestions) return executeSuggestionQuery(suggestions, parseSearchParams(request));
      return executeQuery(index(indexName), parseSearchParams(request), budget);
    },
    answer(indexName, request, budget) {
      if (built.suggestions.has(indexName)) return service.search(indexName, request, budget);
      const params = parseSearchParams(request);
      const target = index(indexName);
      const key = AnswerCache.keyOf(indexName, params);
      if (key === undefined) return executeQuery(target, params, budget);
      const cached = answers.get(key);
      if (cached) return cached;
      const placeholder = (p: SearchParams) =>
        p.clickAnalytics ? QUERY_ID_PLACEHOLDER : undefined;
      const before = budget.spent();
      const fresh = executeQuery(target, params, budget, placeholder);
      const after = budget.spent();
      const cost = {
        records: after.records - before.records,
        facetValues: after.facetValues - before.facetValues,
      };
      return new AnswerToCache(fresh, cost, answers, key);
    },
    searchForFacetValues: (indexName, facet, request, budget) =>
      searchFacetValues(index(indexName), facet, parseSearchParams(request), budget),
    multipleQueries(body, budget) {
      const requests = readRequests(body);
      return lazily(requests, (request) => {
        const { indexName, type, facet } = request;
        if (typeof indexName !== 'string') throw badRequest('Missing indexName in a request');
        if (type === 'facet') {
          if (typeof facet !== 'string') throw badRequest('Missing facet in a facet request');
          return service.searchForFacetValues(indexName, facet, request, budget);
        }
        if (type !== undefined && type !== 'default')
          throw badRequest(`Invalid request type: ${String(type)}`);
        return service.answer(indexName, request, budget);
      });
    },
    filterDefinitions(siteTag, lang) {
      const site = sites.find((s) => s.siteTag === siteTag);
      if (!site) return { ok: false, reason: 'unknown-site' };
      const hits = built.filters.get(filtersKey(siteTag, lang));
      return hits ? { ok: true, hits } : { ok: false, reason: 'unknown-language' };
    },
    records: (indexName) => index(indexName).records.records,
    settings: (indexName) => {
      index(indexName);
      return built.settings.get(indexName) ?? {};
    },
    recommendations(body, budget) {
      const requests = readRecommendRequests(body);
      return lazily(requests, (r) => {
        const { records } = index(r.indexName);
        budget.spendRecords(records.size);
        return answerRecommendRequest(records, r);
      });
    },
    suggestionRecords(indexName) {
      const found = built.suggestions.get(indexName);
      if (!found) throw indexNotFound(indexName);
      return found.records;
    },
    rules: (indexName) => index(indexName).rules,
    rebuild(next) {
      built = buildIndexes(next, sites, optionsFor);
      // answers of the old indexes must not outlive them
      answers.clear();
    },
  };
  return service;
}

/** Maps each item when it is taken, not before. */
function* lazily<T, R>(items: readonly T[], answer: (item: T) => R): Generator<R> {
  for (const item of items) yield answer(item);
}

/**
 * `{ requests: [...], strategy? }`. Every strategy runs all queries: "stopIfEnoughMatches"
 * only lets Algolia skip work, and answering every query is a superset the client accepts.
 */
function readRequests(body: unknown): Array<Record<string, unknown>> {
  const { requests, strategy } = (typeof body === 'object' && body !== null ? body : {}) as Record<
    string,
    unknown
  >;
  if (!Array.isArray(requests)) throw badRequest('Invalid body: expected { requests: [...] }');
  if (requests.length > SEARCH_BATCH_SIZE)
    throw badRequest('Too many queries in multi query request');
  if (strategy !== undefined && strategy !== 'none' && strategy !== 'stopIfEnoughMatches') {
    throw badRequest(`Invalid strategy: ${String(strategy)}`);
  }
  if (!requests.every((r) => typeof r === 'object' && r !== null && !Array.isArray(r))) {
    throw badRequest('Invalid body: each request must be an object');
  }
  return requests as Array<Record<string, unknown>>;
}
