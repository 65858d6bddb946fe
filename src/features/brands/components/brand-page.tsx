import { useT } from '../../../platform/i18n/i18n-context';
import { useSite } from '../../../platform/site/site-context';
import { ErrorState } from '../../../platform/ui/error-state';
import {
  ProductGrid,
  sanitiseFilterValue,
  useProductSearch,
  withListingRule,
} from '../../catalogue';
import { CategoryNavigation, NotFoundPage } from '../../navigation';
import { useBrandContext } from '../api/use-brand-context';
import { useBrandNames } from '../api/use-brand-names';
import { brandNameForTag } from '../logic/brand-tag';
import { brandClause } from '../logic/brand-clause';
import { BrandBreadcrumbs } from './brand-breadcrumbs';
import {
  emptyClass,
  headerClass,
  pageClass,
  summaryClass,
  titleClass,
  sideColumnClass,
  withSideClass,
} from './brands.styles';
import { useBrandLinks } from './use-brand-links';
import { usePageTitle } from './use-page-title';

/**
 * A brand page (spec §2 `/:l1?/{brandsPathname}/:brand`): the products of `brand.name:"X"`
 * (within the navigation context when the path has one) under the listing rule, with the
 * category navigation of the categories this brand has products in.
 */
export function BrandPage({ l1, tag }: { l1?: string; tag: string }) {
  const t = useT();
  const context = useBrandContext(l1);
  const ready = context.status === 'ready';
  const names = useBrandNames(ready ? context.expression : '');
  const name = names.data ? brandNameForTag(names.data, tag) : undefined;
  const clause = name ? brandClause(name) : '';
  const scope = ready && context.expression ? `(${context.expression}) AND ${clause}` : clause;
  const result = useProductSearch({ filters: withListingRule(scope), enabled: Boolean(name) });
  const links = useBrandLinks(ready ? context.prefix : '');
  const { locale } = useSite();
  const notFound = context.status === 'not-found' || (names.data !== undefined && !name);
  usePageTitle(notFound ? t('WEB.NOTFOUND.TITLE') : name);
  if (notFound) return <NotFoundPage />;
  const crumbs = [
    ...(ready && context.l1 ? [{ label: context.l1.node.label, href: context.l1.node.path }] : []),
    { label: t('WEB.BRANDS.ALL'), href: links.index() },
    ...(name ? [{ label: name, href: links.brand(name) }] : []),
  ];
  // The listing's brand filter can carry a name only when the URL sanitising keeps it whole.
  const linkSearch =
    name && sanitiseFilterValue(name) === name
      ? new URLSearchParams({ brand: name }).toString()
      : '';
  const failed = (names.isError && !names.data) || (result.isError && !result.data);
  return (
    <div className={pageClass}>
      <BrandBreadcrumbs crumbs={crumbs} />
      <header className={headerClass}>
        <h1 className={titleClass}>{name ?? '\u00a0'}</h1>
        <p className={summaryClass} aria-live="polite">
          {result.data
            ? result.data.nbHits === 1
              ? t('WEB.LISTING.RESULTS.ONE')
              : t('WEB.LISTING.RESULTS.COUNT', {
                  count: new Intl.NumberFormat(locale).format(result.data.nbHits),
                })
            : ''}
        </p>
      </header>
      {failed ? (
        <ErrorState
          title={t('WEB.CHECKOUT.FORM.ERROR.GENERIC.TITLE')}
          description={t('WEB.CHECKOUT.FORM.ERROR.GENERIC.DESCRIPTION')}
          actionLabel={t('WEB.ERROR.RETRY')}
          onAction={() => void (names.isError ? names.refetch() : result.refetch())}
        />
      ) : (
        <div className={withSideClass}>
          <div className={sideColumnClass}>
            {name && <CategoryNavigation extraExpression={clause} linkSearch={linkSearch} />}
          </div>
          {result.data && result.data.hits.length === 0 ? (
            <p className={emptyClass}>{t('WEB.LISTING.NORESULTS.TITLE')}</p>
          ) : (
            <div aria-busy={result.isFetching}>
              <ProductGrid hits={result.data?.hits} loading={!result.data} />
            </div>
          )}
        </div>
      )}
    </div>
  );
}
