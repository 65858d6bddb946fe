/**
 * `POST /1/indexes/*\/recommendations`: validates Algolia Recommend's `{ requests: [...] }`
 * (each `{ indexName, model, objectID, threshold, maxRecommendations? }`) and answers each in
 * the search response shape the recommend client expects.
 */
import { performance } from 'node:perf_hooks';
import { SEARCH_BATCH_SIZE } from '../../../shared/constants';
import { badRequest } from '../protocol/algolia-error';
import type { RecordIndex } from '../records/record-index';
import { RECOMMEND_MODELS, recommend, type RecommendModel } from './recommendations';

export const DEFAULT_MAX_RECOMMENDATIONS = 30;

export interface RecommendRequest {
  indexName: string;
  model: RecommendModel;
  objectID: string;
  threshold: number;
  maxRecommendations: number;
}

function object(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw badRequest(`Invalid body: ${what} must be an object`);
  return value as Record<string, unknown>;
}

export function readRecommendRequests(body: unknown): RecommendRequest[] {
  const { requests } = object(body, 'the body');
  if (!Array.isArray(requests)) throw badRequest('Invalid body: expected { requests: [...] }');
  if (requests.length > SEARCH_BATCH_SIZE) throw badRequest('Too many requests in one call');
  return requests.map((value) => {
    const r = object(value, 'each request');
    const { indexName, model, objectID } = r;
    if (typeof indexName !== 'string') throw badRequest('Missing indexName in a request');
    if (!RECOMMEND_MODELS.includes(model as RecommendModel))
      throw badRequest(`Invalid model: expected one of ${RECOMMEND_MODELS.join(', ')}`);
    if (typeof objectID !== 'string' || objectID === '')
      throw badRequest('Missing objectID in a request');
    const threshold = r.threshold ?? 0;
    if (typeof threshold !== 'number' || threshold < 0 || threshold > 100)
      throw badRequest('Invalid threshold: expected a number between 0 and 100');
    const max = r.maxRecommendations ?? DEFAULT_MAX_RECOMMENDATIONS;
    if (typeof max !== 'number' || !Number.isInteger(max) || max < 1 || max > 1000)
      throw badRequest('Invalid maxRecommendations: expected an integer between 1 and 1000');
    return {
      indexName,
      model: model as RecommendModel,
      objectID,
      threshold,
      maxRecommendations: max,
    };
  });
}

export function answerRecommendRequest(index: RecordIndex, request: RecommendRequest) {
  const started = performance.now();
  const hits = recommend(
    index,
    request.model,
    request.objectID,
    request.maxRecommendations,
    request.threshold,
  );
  return {
    hits,
    nbHits: hits.length,
    page: 0,
    nbPages: hits.length > 0 ? 1 : 0,
    hitsPerPage: request.maxRecommendations,
    exhaustiveNbHits: true,
    processingTimeMS: Math.round(performance.now() - started),
    query: '',
    params: '',
    index: request.indexName,
  };
}
