/**
 * Builds every index from the catalogue: per language one text index (shared by the sites
 * speaking it), per site and language one record index, and per sort replica one queryable
 * index name over it (names: src/shared/search/index-names.ts). Also the filter definitions
 * per site and language and the Algolia settings of each index.
 */
import type { Catalogue, SiteRuntime } from '../../catalogue/types';
import type { FilterDefinition } from '../../../shared/domain/content';
import type { SortOption } from '../../../shared/domain/site';
import {
  isReplicaSuffix,
  primaryIndexName,
  querySuggestionsIndexName,
  sortIndexName,
} from '../../../shared/search/index-names';
import { buildRecords } from './build-records';
import { buildFilterDefinitions } from '../facets/filter-definitions';
import {
  primaryIndexSettings,
  replicaIndexSettings,
  sortRuleFor,
  type SortRule,
} from './index-settings';
import { RecordIndex } from './record-index';
import type { SearchRule } from '../rules/rules';
import { SEED_RULES } from '../rules/seed-rules';
import { buildSuggestions, SuggestionIndex } from '../suggestions/query-suggestions';
import { TextIndex } from '../text/text-index';

/** One queryable index name: a site and language's records, ordered by one sort replica. */
export interface SearchIndex {
  name: string;
  records: RecordIndex;
  text: TextIndex;
  sort: SortRule | null;
  /** query rules of this index (rules/rules.ts): banners and redirects */
  rules: readonly SearchRule[];
}

export interface BuiltIndexes {
  indexes: Map<string, SearchIndex>;
  settings: Map<string, Record<string, unknown>>;
  /** the query-suggestions index of each best-match index */
  suggestions: Map<string, SuggestionIndex>;
  /** keyed by `${siteTag}|${lang}` */
  filters: Map<string, FilterDefinition[]>;
}

export function filtersKey(siteTag: string, lang: string): string {
  return `${siteTag}|${lang}`;
}

export function buildIndexes(
  catalogue: Catalogue,
  sites: readonly SiteRuntime[],
  sortOptions: (folder: string) => SortOption[],
): BuiltIndexes {
  const built: BuiltIndexes = {
    indexes: new Map(),
    settings: new Map(),
    filters: new Map(),
    suggestions: new Map(),
  };
  const variantCount = catalogue.products.reduce((n, p) => n + p.variants.length, 0);
  const languages = [...new Set(sites.flatMap((s) => s.languages))];
  for (const lang of languages) {
    const text = new TextIndex(catalogue, lang);
    const speaking = sites.filter((s) => s.languages.includes(lang));
    buildRecords(catalogue, speaking, lang).forEach(({ records, ordinals }, i) => {
      const site = speaking[i]!;
      const recordIndex = new RecordIndex(records, ordinals, variantCount);
      const primary = primaryIndexName(site.indexPrefix, lang);
      const replicas: string[] = [];
      add(built, { name: primary, records: recordIndex, text, sort: null, rules: SEED_RULES });
      for (const option of sortOptions(site.folder)) {
        // best match is the primary itself; a full index name is not one of its replicas
        if (option.index === '' || !isReplicaSuffix(option.index)) continue;
        const rule = sortRuleFor(option);
        const name = sortIndexName(primary, option.index);
        add(built, { name, records: recordIndex, text, sort: rule, rules: SEED_RULES });
        recordIndex.order(rule); // build the replica order now, not on the first query
        built.settings.set(name, rule ? replicaIndexSettings(rule) : primaryIndexSettings([]));
        replicas.push(name);
      }
      built.settings.set(primary, primaryIndexSettings(replicas));
      const suggestions = querySuggestionsIndexName(primary);
      built.suggestions.set(
        suggestions,
        new SuggestionIndex(suggestions, buildSuggestions(records, lang), lang),
      );
      built.filters.set(
        filtersKey(site.siteTag, lang),
        buildFilterDefinitions(recordIndex, catalogue.brands),
      );
    });
  }
  return built;
}

function add(built: BuiltIndexes, index: SearchIndex): void {
  if (built.indexes.has(index.name)) {
    throw new Error(`Search index ${index.name} is defined twice: two sites share an indexPrefix`);
  }
  built.indexes.set(index.name, index);
}
