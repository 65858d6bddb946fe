/**
 * The records of one site and language with everything a query needs precomputed: facet
 * columns, the distinct group of each record, custom-ranking positions and one record order
 * per sort replica. Replicas of a language share this structure and differ only in order.
 */
import type { ProductHit } from '../../../shared/domain/product';
import { buildFacetColumn, type FacetColumn } from '../facets/facet-column';
import { isGroupInvariant } from '../facets/facet-groups';
import {
  ATTRIBUTE_FOR_DISTINCT,
  ATTRIBUTES_FOR_FACETING,
  CUSTOM_RANKING,
  type SortRule,
} from './index-settings';
import { buildNumericColumn, type NumericColumn } from '../filters/numeric-column';

/** Declared for filtering only: counting ids or slugs as facets helps nobody. */
const FILTER_ONLY = new Set(['objectID', 'productId', 'sku', 'slug']);
/** Bounds the lazily built numeric columns, since attribute names come from requests. */
const MAX_NUMERIC_COLUMNS = 32;

let nextId = 0;

export class RecordIndex {
  /** distinguishes record indexes in caches keyed by shared text matches */
  readonly id = nextId++;
  readonly size: number;
  readonly facets = new Map<string, FacetColumn>();
  /** distinct group (productId) of each record */
  readonly groups: Int32Array;
  readonly groupCount: number;
  /** the first record of each group, for counting shared facet values per product */
  readonly groupFirst: Int32Array;
  /** each record's position in custom-ranking order: the last tie-breaker everywhere */
  readonly customRank: Int32Array;
  /** record position of each catalogue variant ordinal, -1 when this site lacks it */
  readonly positionOfOrdinal: Int32Array;
  /** reusable per-query buffers (queries run synchronously, one at a time) */
  readonly scratch: Int32Array;
  readonly groupStamp: Int32Array;
  readonly groupHits: Int32Array;
  stamp = 0;
  private readonly numeric = new Map<string, NumericColumn>();
  private readonly orders = new Map<string, Int32Array>();
  private readonly sortRanks = new Map<string, Int32Array>();

  constructor(
    readonly records: readonly ProductHit[],
    ordinals: readonly number[],
    variantCount: number,
  ) {
    this.size = records.length;
    for (const attribute of [...ATTRIBUTES_FOR_FACETING, '_tags']) {
      this.facets.set(
        attribute,
        buildFacetColumn(records, attribute, {
          caseSensitive: attribute === '_tags',
          filterOnly: FILTER_ONLY.has(attribute) || attribute === '_tags',
        }),
      );
    }
    const groupIds = new Map<string, number>();
    this.groups = Int32Array.from(records, (r) => {
      const key = String(r[ATTRIBUTE_FOR_DISTINCT]);
      let id = groupIds.get(key);
      if (id === undefined) groupIds.set(key, (id = groupIds.size));
      return id;
    });
    this.groupCount = groupIds.size;
    this.groupFirst = new Int32Array(this.groupCount).fill(-1);
    this.groups.forEach((g, p) => {
      if (this.groupFirst[g] === -1) this.groupFirst[g] = p;
    });
    const grouping = { groups: this.groups, first: this.groupFirst };
    for (const column of this.facets.values())
      if (!column.filterOnly) column.groupInvariant = isGroupInvariant(column, grouping);
    this.customRank = new Int32Array(this.size);
    this.order(null).forEach((position, rank) => (this.customRank[position] = rank));
    this.positionOfOrdinal = new Int32Array(variantCount).fill(-1);
    ordinals.forEach((ordinal, position) => (this.positionOfOrdinal[ordinal] = position));
    this.scratch = new Int32Array(this.size);
    this.groupStamp = new Int32Array(this.groupCount);
    this.groupHits = new Int32Array(this.groupCount);
  }

  numericColumn(attribute: string): NumericColumn {
    let column = this.numeric.get(attribute);
    if (!column) {
      column = buildNumericColumn(this.records, attribute);
      if (this.numeric.size < MAX_NUMERIC_COLUMNS) this.numeric.set(attribute, column);
    }
    return column;
  }

  /**
   * Each record's dense rank by a replica's sort attribute alone (equal values share a rank),
   * so text ranking can pack it into a numeric sort key.
   */
  sortRank(rule: SortRule): Int32Array {
    const key = `${rule.attribute}:${rule.direction}`;
    let ranks = this.sortRanks.get(key);
    if (!ranks) {
      ranks = new Int32Array(this.size);
      let rank = -1;
      let previous = NaN;
      for (const position of this.order(rule)) {
        const value = this.records[position]![rule.attribute];
        if (value !== previous) rank++;
        previous = value;
        ranks[position] = rank;
      }
      this.sortRanks.set(key, ranks);
    }
    return ranks;
  }

  /** Record positions in a replica's order: its sort attribute, then custom ranking. */
  order(rule: SortRule | null): Int32Array {
    const key = rule ? `${rule.attribute}:${rule.direction}` : '';
    let order = this.orders.get(key);
    if (!order) {
      const records = this.records;
      order = Int32Array.from(records.keys()).sort((a, b) => {
        if (rule) {
          const diff =
            (records[a]![rule.attribute] - records[b]![rule.attribute]) *
            (rule.direction === 'asc' ? 1 : -1);
          if (diff !== 0) return diff;
        }
        return compareCustom(records[a]!, records[b]!);
      });
      this.orders.set(key, order);
    }
    return order;
  }
}

function compareCustom(a: ProductHit, b: ProductHit): number {
  for (const { attribute, direction } of CUSTOM_RANKING) {
    const diff = direction === 'desc' ? b[attribute] - a[attribute] : a[attribute] - b[attribute];
    if (diff !== 0) return diff;
  }
  return a.objectID < b.objectID ? -1 : a.objectID > b.objectID ? 1 : 0;
}
