/**
 * How much work one search request may cause (DESIGN.md §5 "every request's work is bounded").
 * Algolia's own limits (hitsPerPage and maxValuesPerFacet ≤ 1,000, 50 queries a multi-query,
 * records/index-settings.ts and shared/constants.ts) still let one 5 KB request ask for 50,000
 * hits and every facet value 50 times over — 99 MB built and serialised in one go, seconds of
 * one core and gigabytes of memory. So every request also carries a budget, spent as the engine
 * works, and a request that overdraws it is refused with Algolia's 400 before it does more.
 *
 * The numbers come from what the app asks for, with room to spare, measured on the seeded
 * catalogue (about 2 KB a full record) on this project's 2-core machine:
 */
import { badRequest } from './algolia-error';

/**
 * Records the engine visits: each query's match pass over its index (a recommendation's walk
 * of it), every filter and optional-filter leaf (a numeric leaf reads every record; a facet
 * leaf its posting list and a word per 32 records), and the records walked to count facets,
 * per faceted attribute. A
 * listing page over 100,000 products (~300,000 records) visits about 2 million for its main
 * query and a few hundred thousand for each selected filter's; the favourites batch (500
 * objectID filters) far fewer. A visit costs ~10 ns here (1,000 numeric filters over 690
 * records: 7 ms), so 10 million is ~100 ms of one core, spent in slices of one query.
 */
export const MAX_RECORDS_SCANNED = 10_000_000;

/**
 * Facet values in the whole answer. A listing asks 200 values of about a dozen attributes plus
 * one query per selected filter for that filter's counts: at most a few thousand.
 */
export const MAX_FACET_VALUES = 10_000;

/**
 * Bytes of the JSON answer. The largest the app asks for is the favourites list at its
 * 500-variant cap (~1 MB) or a 1,000-hit page (~2 MB); beyond 4 MiB a request is not one a
 * shopper's page makes. Serialising 4 MiB costs ~40 ms, and eight such requests at once hold
 * ~32 MB, not gigabytes.
 */
export const MAX_RESPONSE_BYTES = 4 * 1024 * 1024;

/** The work an answer cost: records scanned and facet values returned. */
export interface SearchCost {
  records: number;
  facetValues: number;
}

/** What one request has spent so far; each `spend…` throws a 400 once a limit is passed. */
export class SearchBudget {
  private records = 0;
  private facetValues = 0;
  private bytes = 0;

  spendRecords(count: number): void {
    this.records += count;
    if (this.records > MAX_RECORDS_SCANNED)
      throw overdrawn(`scans more than ${MAX_RECORDS_SCANNED} records`);
  }

  spendFacetValues(count: number): void {
    this.facetValues += count;
    if (this.facetValues > MAX_FACET_VALUES)
      throw overdrawn(`returns more than ${MAX_FACET_VALUES} facet values`);
  }

  /** the work spent so far, to charge a cached answer what its fresh computation cost */
  spent(): SearchCost {
    return { records: this.records, facetValues: this.facetValues };
  }

  spendCost(cost: SearchCost): void {
    this.spendRecords(cost.records);
    this.spendFacetValues(cost.facetValues);
  }

  spendBytes(count: number): void {
    this.bytes += count;
    if (this.bytes > MAX_RESPONSE_BYTES)
      throw overdrawn(`answers more than ${MAX_RESPONSE_BYTES} bytes`);
  }
}

function overdrawn(what: string) {
  return badRequest(
    `Request too large: it ${what}; ask for fewer hits, facets or queries per request`,
  );
}
