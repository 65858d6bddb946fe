/**
 * Builds every index from the catalogue: per language one text index (shared by the sites
 * speaking it), per site and language one record index, and per sort option one queryable
 * index name `{indexPrefix}_{lang}{suffix}` over it. Also the filter definitions per site and
 * language and the Algolia settings of each index.
 */
import type { Catalogue, SiteRuntime } from '../catalogue/types';
import type { FilterDefinition } from '../../shared/domain/content';
import type { SortOption } from '../../shared/domain/site';
import { buildRecords } from './build-records';
import type { SearchIndex } from './execute-query';
import { buildFilterDefinitions } from './filter-definitions';
import { primaryIndexSettings, replicaIndexSettings, sortRuleFor } from './index-settings';
import { RecordIndex } from './record-index';
import { SEED_RULES } from './seed-rules';
import { buildSuggestions, SuggestionIndex } from './query-suggestions';
import { replicaSuffix } from './sort-options';
import { TextIndex } from './text-index';

export const SUGGESTIONS_SUFFIX = '_query_suggestions';

export interface BuiltIndexes {
  indexes: Map<string, SearchIndex>;
  settings: Map<string, Record<string, unknown>>;
  /** `${indexPrefix}_${lang}_query_suggestions` */
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
      const primary = `${site.indexPrefix}_${lang}`;
      const replicas: string[] = [];
      add(built, { name: primary, records: recordIndex, text, sort: null, rules: SEED_RULES });
      for (const option of sortOptions(site.folder)) {
        const suffix = replicaSuffix(option);
        if (suffix === '') continue;
        const rule = sortRuleFor(option);
        const name = primary + suffix;
        add(built, { name, records: recordIndex, text, sort: rule, rules: SEED_RULES });
        recordIndex.order(rule); // build the replica order now, not on the first query
        built.settings.set(name, rule ? replicaIndexSettings(rule) : primaryIndexSettings([]));
        replicas.push(name);
      }
      built.settings.set(primary, primaryIndexSettings(replicas));
      const suggestions = `${primary}${SUGGESTIONS_SUFFIX}`;
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
