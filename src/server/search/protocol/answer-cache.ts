/**
 * Identical searches answered from a cache of their serialised JSON: the same listing (same
 * index, same parameters) is asked by every shopper who opens it. The key is the index name and
 * the request's parameters as the answer echoes them (search-params.ts `echo`: every parameter
 * in the order sent, so two requests with one key get the same bytes). The search service
 * empties the cache whenever it rebuilds its indexes (a new catalogue revision or new index
 * settings), so a cached answer is never older than the indexes. Bounded in entries and bytes,
 * least recently used first out.
 *
 * Requests with per-user parameters (userToken, personalisation) are not cached. clickAnalytics
 * promises a queryID unique to each request: a cached answer is stored with a placeholder id
 * (random per process, so no record can contain it) split out, and each request gets the
 * answer joined with a fresh id, in the envelope and in every hit alike. A cached answer is
 * charged to the request's budget what its fresh computation cost (search-budget.ts), so a
 * request is refused or answered the same whether its answers were cached or not.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { SearchCost } from './search-budget';
import type { SearchParams, SearchResponse } from './search-types';

const PER_USER_PARAMETER = /(?:^|&)(?:userToken|enablePersonalization|personalizationImpact)=/;

/** The queryID a cacheable answer is built with, replaced by a fresh one per request. */
export const QUERY_ID_PLACEHOLDER = randomBytes(16).toString('hex');

export const ANSWER_CACHE_ENTRIES = 1000;
export const ANSWER_CACHE_BYTES = 32 * 1024 * 1024;

/** An answer's JSON as UTF-8 bytes, written where a response body assembles them. */
export interface AnswerBytes {
  readonly length: number;
  /** Writes the bytes into `target` at `at`. */
  writeTo(target: Uint8Array, at: number): void;
}

const PLACEHOLDER_BYTES = Buffer.from(QUERY_ID_PLACEHOLDER, 'latin1');

/** 32 hex digits, as the placeholder: a UUID's, drawn from Node's pool of random bytes. */
const freshQueryId = () => Buffer.from(randomUUID().replaceAll('-', ''), 'latin1');

/**
 * A cached answer's JSON, encoded once: a request answered from the cache copies its bytes, then
 * writes a fresh queryID over each place the placeholder held (every hit's, with clickAnalytics),
 * instead of measuring and encoding a long string again.
 */
export class CachedAnswer implements AnswerBytes {
  private readonly template: Buffer;
  /** where each queryID starts in the template */
  private readonly queryIdAt: readonly number[];

  constructor(
    json: string,
    /** the records scanned and facet values returned when it was computed */
    readonly cost: SearchCost = { records: 0, facetValues: 0 },
  ) {
    this.template = Buffer.from(json);
    const at: number[] = [];
    for (let found = this.template.indexOf(PLACEHOLDER_BYTES); found !== -1;) {
      at.push(found);
      found = this.template.indexOf(PLACEHOLDER_BYTES, found + PLACEHOLDER_BYTES.length);
    }
    this.queryIdAt = at;
  }

  get length(): number {
    return this.template.length;
  }

  writeTo(target: Uint8Array, at: number): void {
    target.set(this.template, at);
    if (this.queryIdAt.length === 0) return;
    const queryId = freshQueryId();
    for (const offset of this.queryIdAt) target.set(queryId, at + offset);
  }
}

/** A fresh answer (built with the placeholder queryID) that joins the cache once serialised. */
export class AnswerToCache {
  constructor(
    readonly answer: SearchResponse,
    private readonly cost: SearchCost,
    private readonly cache: AnswerCache,
    private readonly key: string,
  ) {}

  /** Caches the serialised answer; returns it, to be written for this request. */
  store(json: string): CachedAnswer {
    const cached = new CachedAnswer(json, this.cost);
    this.cache.put(this.key, cached, cached.length + Buffer.byteLength(this.key));
    return cached;
  }
}

export class AnswerCache {
  private readonly entries = new Map<string, { answer: CachedAnswer; bytes: number }>();
  private total = 0;

  constructor(
    readonly maxEntries = ANSWER_CACHE_ENTRIES,
    readonly maxBytes = ANSWER_CACHE_BYTES,
  ) {}

  /** The key of a search, or undefined when its answer is not to be shared. */
  static keyOf(indexName: string, params: SearchParams): string | undefined {
    if (PER_USER_PARAMETER.test(params.echo)) return undefined;
    return `${indexName}?${params.echo}`;
  }

  get(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // the most recently used last, so the first in the map is the one evicted
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.answer;
  }

  put(key: string, answer: CachedAnswer, bytes: number): void {
    // one answer may take at most a quarter of the cache, so a rare large one evicts little
    if (bytes > this.maxBytes / 4) return;
    this.delete(key);
    this.entries.set(key, { answer, bytes });
    this.total += bytes;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries && this.total <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }

  /** entries and bytes held */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.total };
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.bytes;
  }
}
