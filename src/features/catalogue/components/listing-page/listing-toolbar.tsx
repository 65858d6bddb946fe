import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useT } from '../../../../platform/i18n/i18n-context';
import type { NavTreeNode } from '../../../../shared/domain/content';
import type { useListingPage } from '../../hooks/use-listing-page';
import { lazyRegion } from '../../../../platform/ui/lazy-region';
import { SortSelect } from '../sort-select/sort-select';
import {
  categoryLinksClass,
  desktopToolbarClass,
  mobileButtonClass,
  mobileToolbarClass,
} from './listing-page.styles';

const loadFilterSidebar = () =>
  import('../filters/filter-sidebar').then((module) => module.FilterSidebar);
/**
 * The filters' code comes when they are wanted (issue 10): the dropdowns of the desktop
 * toolbar when it is visible (never on a phone, where CSS hides it), the phone's filters when
 * their pullout opens (fetched as the shopper reaches for its button).
 */
const FilterDropdowns = lazyRegion(() =>
  import('../filters/filter-dropdowns').then((module) => module.FilterDropdowns),
);
const PulloutFilters = lazyRegion(loadFilterSidebar);
const loadPullout = () => import('../listing-pullout/listing-pullout');
/** The pullouts exist while open: their code comes as the shopper reaches for a button. */
const ListingPullout = lazy(() =>
  loadPullout().then((module) => ({ default: module.ListingPullout })),
);
/** A button's handlers that start fetching what it opens as the shopper reaches for it. */
const prefetchOn = (load: () => Promise<unknown>) => ({
  onPointerDown: () => void load(),
  onFocus: () => void load(),
});
const prefetchCategories = prefetchOn(loadPullout);
const prefetchFilters = prefetchOn(() => Promise.all([loadPullout(), loadFilterSidebar()]));

export interface ListingToolbarProps {
  listing: ReturnType<typeof useListingPage>;
  /** the categories a shopper can move to from here */
  categories: readonly NavTreeNode[];
  /** the side navigation, shown in the Categories pullout in place of the plain list */
  sideNavigation?: ReactNode;
}

/**
 * Desktop: filter dropdowns (unless the site puts filters in a sidebar) and the sort select. Phones and tablets: "Categories" and
 * "Filters and sort" buttons opening pullouts; there filters collect until Apply.
 */
export function ListingToolbar({ listing, categories, sideNavigation }: ListingToolbarProps) {
  const t = useT();
  const [open, setOpen] = useState<'categories' | 'filters' | null>(null);
  const close = () => setOpen(null);
  const sort = (
    <SortSelect
      options={listing.sortOptions}
      value={listing.sortValue}
      onChange={listing.applySort}
    />
  );
  return (
    <>
      {listing.layout === 'dropdown' ? (
        <nav aria-label={t('WEB.LISTING.FILTERS.LABEL')} className={desktopToolbarClass}>
          <FilterDropdowns
            filters={listing.filters}
            selection={listing.state.filters}
            onApply={listing.applyFilters}
          />
          {sort}
        </nav>
      ) : (
        // the filters are in the sidebar; the sort stays above the results
        <div className={desktopToolbarClass} data-align="end">
          {sort}
        </div>
      )}
      <div className={mobileToolbarClass}>
        {(sideNavigation || categories.length > 0) && (
          <button
            type="button"
            className={mobileButtonClass}
            {...prefetchCategories}
            onClick={() => setOpen('categories')}
          >
            {t('WEB.LISTING.CATEGORIES')}
          </button>
        )}
        <button
          type="button"
          className={mobileButtonClass}
          {...prefetchFilters}
          onClick={() => setOpen('filters')}
        >
          {t('WEB.LISTING.FILTERS.AND.SORT')}
        </button>
      </div>
      <Suspense fallback={null}>
        {open === 'categories' && (
          <ListingPullout title={t('WEB.LISTING.CATEGORIES')} onClose={close}>
            {sideNavigation ?? (
              <ul className={categoryLinksClass}>
                {categories.map((category) => (
                  <li key={category.key}>
                    <Link href={category.path} onClick={close}>
                      {category.label}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </ListingPullout>
        )}
        {open === 'filters' && (
          <ListingPullout title={t('WEB.LISTING.FILTERS.AND.SORT')} onClose={close}>
            {sort}
            <PulloutFilters
              instant={false}
              filters={listing.filters}
              selection={listing.state.filters}
              onApply={(next) => {
                listing.applyFilters(next);
                close();
              }}
            />
          </ListingPullout>
        )}
      </Suspense>
    </>
  );
}
