import { useEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useT } from '../../../../platform/i18n/i18n-context';
import { useActiveLocale, useSite } from '../../../../platform/site/site-context';
import { visuallyHidden } from '../../../../platform/ui/visually-hidden';
import { useSearchResults } from '../../api/search-results';
import { sanitiseSearchQuery } from '../../logic/sanitise-query';
import { DEFAULT_SORT, resolveSortOption, sortOptionsFor } from '../../logic/sort-options';
import { paths, routePatterns } from '../../../../platform/routing/paths';
import { SortSelect } from '../sort-select/sort-select';
import { EmptyResults } from '../empty-results/empty-results';
import { ResultsSection, useResultsCount } from '../results/results-section';
import { pageClass, pageHeaderClass, summaryClass, titleClass } from '../results/results.styles';
import { RuleBanners } from '../rule-banner/rule-banner';
import { EmptySearch } from './empty-search';
import { readSearchRules, redirectTarget } from '../../logic/search-rules';
import { siteIndexName } from '../../../../shared/search/index-names';

/**
 * /search?query=&sortBy=: the sanitised query against the whole catalogue under the listing
 * rule. sortBy picks the sort option's replica; an unknown value means best match. A query rule
 * may redirect (replacing this history entry) or add banners; no results show the empty-search
 * page.
 */
export function SearchPage() {
  const t = useT();
  const { sortOptions, config } = useSite();
  const { base, language } = useActiveLocale();
  const [, navigate] = useLocation();
  const countText = useResultsCount();
  const params = new URLSearchParams(useSearch());
  const query = sanitiseSearchQuery(params.get('query'));
  const offered = sortOptionsFor(sortOptions, routePatterns.search);
  const sort = resolveSortOption(offered, params.get('sortBy'));
  const result = useSearchResults(query, sort?.index ?? '');
  // sortBy lives in the URL (bestMatch, the default, is left out)
  const handleSort = (value: string) =>
    navigate(paths.search(query, value === DEFAULT_SORT ? undefined : value));
  const rules = useMemo(() => readSearchRules(result.data?.userData), [result.data]);

  useEffect(() => {
    if (!rules.redirect) return;
    const target = redirectTarget(rules.redirect, base, window.location.origin);
    if (target?.kind === 'route') navigate(target.path, { replace: true });
    else if (target?.kind === 'external') window.location.replace(target.url);
  }, [rules.redirect, base, navigate]);

  if (!query) {
    return (
      <div className={pageClass}>
        <EmptyResults
          headingLevel={1}
          title={t('WEB.SEARCH.PROMPT.TITLE')}
          subtitle={t('WEB.SEARCH.PROMPT.SUBTITLE')}
          query=""
        />
      </div>
    );
  }

  if (rules.redirect) {
    return (
      <div className={pageClass}>
        <p role="status" className={visuallyHidden}>
          {t('WEB.LISTING.LOADING')}
        </p>
      </div>
    );
  }

  if (result.data && result.data.hits.length === 0) {
    return (
      <div className={pageClass}>
        <RuleBanners banners={rules.banners} />
        <EmptySearch query={query} />
      </div>
    );
  }

  return (
    <div className={pageClass}>
      <header className={pageHeaderClass}>
        <h1 className={titleClass}>{t('WEB.SEARCH.RESULTS.TITLE', { query })}</h1>
        <p className={summaryClass} aria-live="polite">
          {result.data ? countText(result.data.nbHits) : ''}
        </p>
      </header>
      <SortSelect options={offered} value={sort?.value ?? DEFAULT_SORT} onChange={handleSort} />
      <RuleBanners banners={rules.banners} />
      <ResultsSection
        result={result}
        // clicks on the cards name the index their queryID belongs to
        index={siteIndexName(config, language, sort?.index ?? '')}
        empty={
          <EmptyResults
            title={t('WEB.LISTING.NORESULTS.TITLE')}
            subtitle={t('WEB.LISTING.NORESULTS.SUBTITLE')}
            query={query}
          />
        }
      />
    </div>
  );
}
