/**
 * Turns one request of a multi-query (or a single-query body) into typed SearchParams:
 * merges the URL-encoded `params` string with fields sent directly, rejects unknown
 * parameters like Algolia does, and accepts-but-ignores the Algolia parameters this engine
 * has no use for (highlighting, geo, personalisation, …).
 */
import { badRequest } from './algolia-error';
import { ACCEPTED_AND_IGNORED } from './ignored-parameters';
import { checkParamsString, checkParamValue } from './param-limits';
import {
  DEFAULT_HITS_PER_PAGE,
  DEFAULT_MAX_VALUES_PER_FACET,
  MAX_HITS_PER_PAGE,
  MAX_VALUES_PER_FACET,
  PAGINATION_LIMITED_TO,
} from '../records/index-settings';
import {
  readBoolean,
  readDistinct,
  readFilterArray,
  readInteger,
  readString,
  readStringList,
} from './param-readers';
import { parseOptionalFilters } from '../ranking/optional-filters';
import type { SearchParams } from './search-types';

/** Algolia's limit on the query length, in characters. */
export const MAX_QUERY_LENGTH = 512;

/** Fields of a multi-query entry that are not search parameters. */
const REQUEST_FIELDS = new Set(['indexName', 'params', 'type', 'facet']);

type Reader = (value: unknown, params: SearchParams) => void;

const READERS: Record<string, Reader> = {
  query: (v, p) => {
    p.query = readString('query', v);
    if (p.query.length > MAX_QUERY_LENGTH)
      throw badRequest(`Query is too long (max ${MAX_QUERY_LENGTH} characters)`);
  },
  filters: (v, p) => (p.filters = readString('filters', v)),
  facetFilters: (v, p) => (p.facetFilters = readFilterArray('facetFilters', v)),
  numericFilters: (v, p) => (p.numericFilters = readFilterArray('numericFilters', v)),
  tagFilters: (v, p) => (p.tagFilters = readFilterArray('tagFilters', v)),
  facets: (v, p) => (p.facets = readStringList('facets', v)),
  maxValuesPerFacet: (v, p) =>
    (p.maxValuesPerFacet = readInteger('maxValuesPerFacet', v, 0, MAX_VALUES_PER_FACET)),
  hitsPerPage: (v, p) => (p.hitsPerPage = readInteger('hitsPerPage', v, 0, MAX_HITS_PER_PAGE)),
  page: (v, p) => (p.page = readInteger('page', v, 0, Number.MAX_SAFE_INTEGER)),
  offset: (v, p) => (p.offset = readInteger('offset', v, 0, PAGINATION_LIMITED_TO)),
  length: (v, p) => (p.length = readInteger('length', v, 0, MAX_HITS_PER_PAGE)),
  distinct: (v, p) => (p.distinct = readDistinct(v)),
  attributesToRetrieve: (v, p) =>
    (p.attributesToRetrieve = readStringList('attributesToRetrieve', v)),
  clickAnalytics: (v, p) => (p.clickAnalytics = readBoolean('clickAnalytics', v)),
  analytics: (v, p) => (p.analytics = readBoolean('analytics', v)),
  getRankingInfo: (v, p) => (p.getRankingInfo = readBoolean('getRankingInfo', v)),
  enableRules: (v, p) => (p.enableRules = readBoolean('enableRules', v)),
  ruleContexts: (v, p) => (p.ruleContexts = readStringList('ruleContexts', v)),
  optionalFilters: (v, p) =>
    (p.optionalFilters = parseOptionalFilters(readFilterArray('optionalFilters', v))),
  sumOrFiltersScores: (v, p) => (p.sumOrFiltersScores = readBoolean('sumOrFiltersScores', v)),
  analyticsTags: (v, p) => (p.analyticsTags = readStringList('analyticsTags', v)),
  facetQuery: (v, p) => (p.facetQuery = readString('facetQuery', v)),
  maxFacetHits: (v, p) => (p.maxFacetHits = readInteger('maxFacetHits', v, 1, 100)),
};

function defaults(): SearchParams {
  return {
    query: '',
    filters: '',
    facetFilters: null,
    numericFilters: null,
    tagFilters: null,
    facets: [],
    maxValuesPerFacet: DEFAULT_MAX_VALUES_PER_FACET,
    hitsPerPage: DEFAULT_HITS_PER_PAGE,
    page: 0,
    offset: null,
    length: null,
    distinct: 0,
    attributesToRetrieve: null,
    clickAnalytics: false,
    analytics: true,
    getRankingInfo: false,
    ruleContexts: [],
    enableRules: true,
    optionalFilters: [],
    sumOrFiltersScores: false,
    analyticsTags: [],
    facetQuery: '',
    maxFacetHits: 10,
    echo: '',
  };
}

export function parseSearchParams(request: Record<string, unknown>): SearchParams {
  const entries = new Map<string, unknown>();
  if (request.params !== undefined) {
    if (typeof request.params !== 'string')
      throw badRequest('Invalid value for parameter params: expected a string');
    checkParamsString(request.params);
    for (const [key, value] of new URLSearchParams(request.params)) entries.set(key, value);
  }
  for (const [key, value] of Object.entries(request)) {
    if (!REQUEST_FIELDS.has(key) && value !== undefined) entries.set(key, value);
  }
  const params = defaults();
  const echo: string[] = [];
  for (const [key, value] of entries) {
    const read = Object.hasOwn(READERS, key) ? READERS[key] : undefined;
    if (!read && !ACCEPTED_AND_IGNORED.has(key)) throw badRequest(`Unknown parameter: ${key}`);
    checkParamValue(key, value);
    read?.(value, params);
    echo.push(
      `${encodeURIComponent(key)}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`,
    );
  }
  params.echo = echo.join('&');
  return params;
}
