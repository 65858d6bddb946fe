import { Link } from 'wouter';
import { useT } from '../../../platform/i18n/i18n-context';
import {
  OfflineUnavailable,
  useUnavailableOffline,
} from '../../../platform/offline/unavailable-slot';
import { useActiveLocale } from '../../../platform/site/site-context';
import { LoadError } from '../../../platform/ui/load-error';
import { formatInteger } from '../../../shared/format/number-formats';
import { Skeleton } from '../../../platform/ui/skeleton';
import { NotFoundPage } from '../../not-found';
import { useBrandContext } from '../hooks/use-brand-context';
import { useBrandNames } from '../api/get-brand-names';
import { DIGITS_GROUP, GROUP_ORDER, groupByLetter, OTHER_GROUP } from '../logic/group-by-letter';
import { BrandBreadcrumbs } from './brand-breadcrumbs';
import { emptyClass, headerClass, pageClass, summaryClass, titleClass } from './brands.styles';
import { groupClass, groupsClass, lettersClass } from './brands-index.styles';
import { useBrandLinks } from '../hooks/use-brand-links';
import { usePageTitle } from '../../content';

const anchor = (key: string) =>
  `brands-${key === DIGITS_GROUP ? 'digits' : key === OTHER_GROUP ? 'other' : key.toLowerCase()}`;

/**
 * The brands index (spec §2 `/:l1?/{brandsPathname}`): every brand with products, grouped by
 * initial A–Z and 0–9, with a letter bar that jumps to a group (letters without brands shown
 * but inert).
 */
export function BrandsIndexPage({ l1 }: { l1?: string }) {
  const t = useT();
  const { intlLocale } = useActiveLocale();
  const context = useBrandContext(l1);
  const ready = context.status === 'ready';
  const names = useBrandNames(ready ? context.expression : '');
  const links = useBrandLinks(ready ? context.prefix : '');
  const unavailableOffline = useUnavailableOffline(names);
  const title = t('WEB.BRANDS.TITLE');
  usePageTitle(title);
  if (context.status === 'not-found') return <NotFoundPage />;
  const groups = names.data ? groupByLetter(names.data, intlLocale) : [];
  const present = new Set(groups.map((group) => group.key));
  const groupLabel = (key: string) =>
    key === DIGITS_GROUP
      ? t('WEB.BRANDS.DIGITS')
      : key === OTHER_GROUP
        ? t('WEB.BRANDS.OTHER')
        : key;
  const crumbs = [
    ...(ready && context.l1 ? [{ label: context.l1.node.label, href: context.l1.node.path }] : []),
    { label: title, href: links.index() },
  ];
  return (
    <div className={pageClass}>
      <BrandBreadcrumbs crumbs={crumbs} />
      <header className={headerClass}>
        <h1 className={titleClass}>{title}</h1>
        <p className={summaryClass}>
          {names.data
            ? t('WEB.BRANDS.COUNT', {
                count: formatInteger(names.data.length, intlLocale),
              })
            : ''}
        </p>
      </header>
      {unavailableOffline ? (
        <OfflineUnavailable headingLevel={2} />
      ) : names.isError && !names.data ? (
        <LoadError onRetry={() => void names.refetch()} />
      ) : (
        <>
          <nav aria-label={t('WEB.BRANDS.LETTERS')} className={lettersClass}>
            <ul>
              {GROUP_ORDER.filter((key) => key !== OTHER_GROUP || present.has(key)).map((key) => (
                <li key={key}>
                  {present.has(key) ? (
                    <a href={`#${anchor(key)}`}>{groupLabel(key)}</a>
                  ) : (
                    <span aria-disabled="true">{groupLabel(key)}</span>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          {names.data && groups.length === 0 && (
            <p className={emptyClass}>{t('WEB.BRANDS.EMPTY')}</p>
          )}
          <div className={groupsClass} aria-busy={names.isPending}>
            {names.isPending &&
              Array.from({ length: 4 }, (_, i) => (
                <div key={i} className={groupClass}>
                  <Skeleton width="2rem" height="1.5rem" />
                  <Skeleton width="70%" height="1rem" />
                  <Skeleton width="55%" height="1rem" />
                </div>
              ))}
            {groups.map((group) => (
              <section
                key={group.key}
                id={anchor(group.key)}
                className={groupClass}
                aria-labelledby={`${anchor(group.key)}-h`}
              >
                <h2 id={`${anchor(group.key)}-h`}>{groupLabel(group.key)}</h2>
                <ul>
                  {group.names.map((name) => (
                    <li key={name}>
                      <Link href={links.brand(name)}>{name}</Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
