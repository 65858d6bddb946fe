import { useT } from '../../../platform/i18n/i18n-context';
import {
  OfflineUnavailable,
  useUnavailableOffline,
} from '../../../platform/offline/unavailable-slot';
import { LoadError } from '../../../platform/ui/load-error';
import { filtersToExpression, ProductGrid } from '../../catalogue';
import { ListingPage } from '../../catalogue/pages';
import { CategoryNavigation } from '../../navigation';
import { NotFoundPage } from '../../not-found';
import { useBrandContext } from '../hooks/use-brand-context';
import { useBrandNames } from '../api/get-brand-names';
import { BRAND_FILTER, brandListing } from '../logic/brand-listing';
import { brandNameForTag } from '../logic/brand-tag';
import { BrandBreadcrumbs } from './brand-breadcrumbs';
import { headerClass, pageClass, titleClass } from './brands.styles';
import { useBrandLinks } from '../hooks/use-brand-links';
import { usePageTitle } from '../../content';

/**
 * A brand page (spec §2 `/:l1?/{brandsPathname}/:brand`): the catalogue's full listing (filters,
 * chips, sort, paging, pullouts, empty state) over the brand's products, within the navigation
 * context when the path has one, with the category navigation of the brand's categories.
 */
export function BrandPage({ l1, tag }: { l1?: string; tag: string }) {
  const t = useT();
  const context = useBrandContext(l1);
  const ready = context.status === 'ready';
  const names = useBrandNames(ready ? context.expression : '');
  const name = names.data ? brandNameForTag(names.data, tag) : undefined;
  // offline and the brand list never loaded here: nothing names the brand, so the panel is the page
  const unavailableOffline = useUnavailableOffline(names);
  const links = useBrandLinks(ready ? context.prefix : '');
  const notFound = context.status === 'not-found' || (names.data !== undefined && !name);
  usePageTitle(notFound ? t('WEB.NOTFOUND.TITLE') : name);
  if (notFound) return <NotFoundPage />;

  if (unavailableOffline) return <OfflineUnavailable headingLevel={1} />;

  const allBrands = t('WEB.BRANDS.ALL');
  if (!ready || !name) {
    // the brand's name comes from the engine's brand list: until then, the page's frame
    const crumbs = [{ label: allBrands, href: links.index() }];
    return (
      <div className={pageClass}>
        <BrandBreadcrumbs crumbs={crumbs} />
        <header className={headerClass}>
          <h1 className={titleClass}>{'\u00a0'}</h1>
        </header>
        {names.isError ? (
          <LoadError onRetry={() => void names.refetch()} />
        ) : (
          <ProductGrid hits={undefined} loading />
        )}
      </div>
    );
  }

  const { node, trail } = brandListing({
    name,
    href: links.brand(name),
    indexLabel: allBrands,
    indexHref: links.index(),
    context: context.l1?.node ?? null,
  });
  // the category navigation probes within the navigation context too (/women/brands/x: women's)
  const brand = { [BRAND_FILTER]: node.filters[BRAND_FILTER] ?? [] };
  const clause = filtersToExpression(brand);
  const probe = context.expression ? `(${context.expression}) AND ${clause}` : clause;
  // the category links carry the brand (its tag) as a listing filter
  const linkSearch = new URLSearchParams(
    brand[BRAND_FILTER].map((tag) => ['brand', tag]),
  ).toString();
  return (
    <ListingPage
      // another brand is another page (panels close, state resets)
      key={node.path}
      node={node}
      trail={trail}
      sideNavigation={<CategoryNavigation extraExpression={probe} linkSearch={linkSearch} />}
    />
  );
}
