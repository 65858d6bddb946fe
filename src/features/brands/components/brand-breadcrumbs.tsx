import { Link } from 'wouter';
import { useT } from '../../../platform/i18n/i18n-context';
import { paths } from '../../../platform/routing/paths';
import { crumbsClass } from './brands.styles';

export interface Crumb {
  label: string;
  href: string;
}

/** Home, then the given crumbs; the last one is the current page. */
export function BrandBreadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const t = useT();
  return (
    <nav aria-label={t('WEB.BREADCRUMB.LABEL')} className={crumbsClass}>
      <ol>
        <li>
          <Link href={paths.home()}>{t('WEB.BREADCRUMB.HOME')}</Link>
        </li>
        {crumbs.map((crumb, index) => (
          <li key={crumb.href}>
            <Link href={crumb.href} aria-current={index === crumbs.length - 1 ? 'page' : undefined}>
              {crumb.label}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
