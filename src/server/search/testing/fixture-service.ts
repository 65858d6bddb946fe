/** The fixture catalogue's search service with the four standard sort options on every site. */
import { createSearchService, type SearchService } from '../search-service';
import { DEFAULT_SORT_OPTIONS } from '../records/sort-options';
import { fixtureCatalogue, fixtureSites } from './fixture-catalogue';

export function fixtureService(): SearchService {
  const sites = fixtureSites();
  return createSearchService(
    fixtureCatalogue(),
    sites,
    Object.fromEntries(sites.map((s) => [s.folder, DEFAULT_SORT_OPTIONS])),
  );
}

/** objectIDs of every hit of a gb_en query, sorted, for set comparisons. */
export function matchingIds(
  service: SearchService,
  params: Record<string, unknown>,
  index = 'gb_en',
): string[] {
  return service
    .search(index, { hitsPerPage: 1000, ...params })
    .hits.map((h) => String(h.objectID))
    .sort();
}
