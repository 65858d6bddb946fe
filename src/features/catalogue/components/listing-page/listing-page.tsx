import type { ReactNode } from 'react';
import { useT } from '../../../../platform/i18n/i18n-context';
import type { NavTreeNode } from '../../../../shared/domain/content';
import { useListingPage } from '../../hooks/use-listing-page';
import { Breadcrumbs } from '../breadcrumbs/breadcrumbs';
import { FilterChips } from '../filters/filter-chips';
import { lazyRegion } from '../../../../platform/ui/lazy-region';
import { ResultsSection, useResultsCount } from '../results/results-section';
import { pageClass, pageHeaderClass, summaryClass, titleClass } from '../results/results.styles';
import { ListingToolbar } from './listing-toolbar';
import {
  browseByClass,
  controlsClass,
  resultsColumnClass,
  sideColumnClass,
  withSideClass,
} from './listing-page.styles';
import { HydrateLater } from '../../../../platform/ui/hydrate-later';

/** The sidebar's filters when it is visible (a desktop; CSS hides the column on a phone). */
const FilterSidebar = lazyRegion(() =>
  import('../filters/filter-sidebar').then((module) => module.FilterSidebar),
);
/** What a listing without products shows, with its search box: only then. */
const EmptyResults = lazyRegion(() =>
  import('../empty-results/empty-results').then((module) => module.EmptyResults),
);
/** The paginator under 120 products: when the shopper comes near it. */
const Paginator = lazyRegion(() =>
  import('../paginator/paginator').then((module) => module.Paginator),
);

export interface ListingPageProps {
  /** the navTree node the path resolved to */
  node: NavTreeNode;
  /** its ancestors and itself, l1 → node */
  trail: NavTreeNode[];
  /**
   * The side navigation, given by the route table: the navigation feature sits above the
   * catalogue in the import graph (it reaches it through content), so it comes in as a slot.
   * A column beside the results on desktop; the Categories pullout on smaller screens.
   */
  sideNavigation?: ReactNode;
  /**
   * Browse-by chips (spec §2 "Other screens"), given by the route table like the side
   * navigation: shown under the title, above the filters and results (empty results included).
   */
  browseBy?: ReactNode;
}

/** The categories a listing offers: its own children, else its siblings. */
function nearbyCategories(node: NavTreeNode, trail: readonly NavTreeNode[]): NavTreeNode[] {
  const visible = (nodes: readonly NavTreeNode[] | undefined) =>
    (nodes ?? []).filter((n) => !n.hide);
  const children = visible(node.items);
  return children.length > 0 ? children : visible(trail.at(-2)?.items);
}

/**
 * Product listing of a navigation path (spec §2 "Listing page"): the node's filters plus the
 * shopper's (from the URL), sort, 120 products a page, results summary, chips and paginator.
 */
export function ListingPage({ node, trail, sideNavigation, browseBy }: ListingPageProps) {
  const t = useT();
  const countText = useResultsCount();
  const listing = useListingPage(node);
  const { result, state } = listing;
  const sidebar = listing.layout === 'sidebar';
  const hasSide = Boolean(sideNavigation) || sidebar;
  return (
    <div className={pageClass}>
      <Breadcrumbs trail={trail} />
      <header className={pageHeaderClass}>
        <h1 className={titleClass}>{node.h1 ?? node.label}</h1>
        <p className={summaryClass} aria-live="polite">
          {result.data ? countText(result.data.nbHits) : ''}
        </p>
      </header>
      {/* each region below hydrates in a pass of its own (HydrateLater) */}
      {browseBy && (
        <div className={browseByClass}>
          <HydrateLater>{browseBy}</HydrateLater>
        </div>
      )}
      <div className={hasSide ? withSideClass : undefined}>
        {hasSide && (
          <div className={sideColumnClass}>
            <HydrateLater>{sideNavigation}</HydrateLater>
            {sidebar && (
              <nav aria-label={t('WEB.LISTING.FILTERS.LABEL')}>
                <FilterSidebar
                  filters={listing.filters}
                  selection={state.filters}
                  onApply={listing.applyFilters}
                  instant={listing.sidebarInstant}
                />
              </nav>
            )}
          </div>
        )}
        <div className={resultsColumnClass}>
          <div className={controlsClass}>
            <HydrateLater>
              <ListingToolbar
                listing={listing}
                categories={nearbyCategories(node, trail)}
                sideNavigation={sideNavigation}
              />
              <FilterChips
                definitions={listing.definitions}
                selection={state.filters}
                onApply={listing.applyFilters}
              />
            </HydrateLater>
          </div>
          <HydrateLater>
            <ResultsSection
              result={result}
              banners={listing.banners}
              firstPosition={listing.firstPosition}
              index={listing.index}
              empty={
                <EmptyResults
                  title={t('WEB.LISTING.NORESULTS.TITLE')}
                  subtitle={t('WEB.LISTING.NORESULTS.SUBTITLE')}
                  query=""
                />
              }
            />
          </HydrateLater>
          <Paginator page={state.page} pages={listing.pages} onPage={listing.goToPage} />
        </div>
      </div>
    </div>
  );
}
