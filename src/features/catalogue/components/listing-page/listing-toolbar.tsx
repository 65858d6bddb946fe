import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useT } from '../../../../platform/i18n/i18n-context';
import type { NavTreeNode } from '../../../../shared/domain/content';
import type { useListingPage } from '../../hooks/use-listing-page';
import { FilterDropdowns } from '../filters/filter-dropdowns';
import { FilterSidebar } from '../filters/filter-sidebar';
import { ListingPullout } from '../listing-pullout/listing-pullout';
import { SortSelect } from '../sort-select/sort-select';
import {
  categoryLinksClass,
  desktopToolbarClass,
  mobileButtonClass,
  mobileToolbarClass,
} from './listing-page.styles';

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
          <button type="button" className={mobileButtonClass} onClick={() => setOpen('categories')}>
            {t('WEB.LISTING.CATEGORIES')}
          </button>
        )}
        <button type="button" className={mobileButtonClass} onClick={() => setOpen('filters')}>
          {t('WEB.LISTING.FILTERS.AND.SORT')}
        </button>
      </div>
      <ListingPullout
        open={open === 'categories'}
        title={t('WEB.LISTING.CATEGORIES')}
        onClose={close}
      >
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
      <ListingPullout
        open={open === 'filters'}
        title={t('WEB.LISTING.FILTERS.AND.SORT')}
        onClose={close}
      >
        {sort}
        <FilterSidebar
          instant={false}
          filters={listing.filters}
          selection={listing.state.filters}
          onApply={(next) => {
            listing.applyFilters(next);
            close();
          }}
        />
      </ListingPullout>
    </>
  );
}
