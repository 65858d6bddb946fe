import type { ReactNode } from 'react';
import { useT } from '../../../../platform/i18n/i18n-context';
import type { NavTreeNode } from '../../../../shared/domain/content';
import { useProductSearch } from '../../api/search-products';
import { listingFilter } from '../../logic/listing-filters';
import { Breadcrumbs } from '../breadcrumbs/breadcrumbs';
import { EmptyResults } from '../empty-results/empty-results';
import { ResultsSection, useResultsCount } from '../results/results-section';
import { withSideClass } from './listing-page.styles';
import { pageClass, pageHeaderClass, summaryClass, titleClass } from '../results/results.styles';

export interface ListingPageProps {
  /** the navTree node the path resolved to */
  node: NavTreeNode;
  /** its ancestors and itself, l1 → node */
  trail: NavTreeNode[];
  /**
   * The side navigation, given by the route table: the navigation feature sits above the
   * catalogue in the import graph (it reaches it through content), so it comes in as a slot.
   */
  sideNavigation?: ReactNode;
}

/**
 * Product listing of a navigation path: the node's filters plus the listing rule, best-match
 * order, the first page of HITS_PER_PAGE products. Filters, sort and paging arrive with the
 * catalogue issue; they will extend the search request built here.
 */
export function ListingPage({ node, trail, sideNavigation }: ListingPageProps) {
  const t = useT();
  const countText = useResultsCount();
  const result = useProductSearch({ filters: listingFilter(node.filters) });
  return (
    <div className={pageClass}>
      <Breadcrumbs trail={trail} />
      <header className={pageHeaderClass}>
        <h1 className={titleClass}>{node.h1 ?? node.label}</h1>
        <p className={summaryClass} aria-live="polite">
          {result.data ? countText(result.data.nbHits) : ''}
        </p>
      </header>
      <div className={sideNavigation ? withSideClass : undefined}>
        {sideNavigation}
        <ResultsSection
          result={result}
          empty={
            <EmptyResults
              title={t('WEB.LISTING.NORESULTS.TITLE')}
              subtitle={t('WEB.LISTING.NORESULTS.SUBTITLE')}
              query=""
            />
          }
        />
      </div>
    </div>
  );
}
