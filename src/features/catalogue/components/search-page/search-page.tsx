import { useSearch } from 'wouter';
import { useT } from '../../../../platform/i18n/i18n-context';
import { useSite } from '../../../../platform/site/site-context';
import { useProductSearch } from '../../api/search-products';
import { LISTING_RULE } from '../../logic/listing-filters';
import { sanitiseSearchQuery } from '../../logic/sanitise-query';
import { EmptyResults } from '../empty-results/empty-results';
import { ResultsSection, useResultsCount } from '../results/results-section';
import { pageClass, pageHeaderClass, summaryClass, titleClass } from '../results/results.styles';

/**
 * /search?query=&sortBy=: the sanitised query against the whole catalogue under the listing
 * rule. sortBy picks the sort option's replica; an unknown value means best match.
 */
export function SearchPage() {
  const t = useT();
  const { sortOptions } = useSite();
  const countText = useResultsCount();
  const params = new URLSearchParams(useSearch());
  const query = sanitiseSearchQuery(params.get('query'));
  const sort = sortOptions.find((option) => option.value === params.get('sortBy'));
  const result = useProductSearch({
    filters: LISTING_RULE,
    query,
    sortSuffix: sort?.index ?? '',
    enabled: query !== '',
  });

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

  return (
    <div className={pageClass}>
      <header className={pageHeaderClass}>
        <h1 className={titleClass}>{t('WEB.SEARCH.RESULTS.TITLE', { query })}</h1>
        <p className={summaryClass} aria-live="polite">
          {result.data ? countText(result.data.nbHits) : ''}
        </p>
      </header>
      <ResultsSection
        result={result}
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
