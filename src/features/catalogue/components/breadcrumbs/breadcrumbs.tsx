import { Link } from 'wouter';
import { useT } from '../../../../platform/i18n/i18n-context';
import { paths } from '../../../../platform/routing/paths';
import type { NavTreeNode } from '../../../../shared/domain/content';
import { breadcrumbsClass, crumbClass, listClass } from './breadcrumbs.styles';

/** Home, then the navigation trail l1 → current node; the last one is the current page. */
export function Breadcrumbs({ trail }: { trail: NavTreeNode[] }) {
  const t = useT();
  return (
    <nav aria-label={t('WEB.BREADCRUMB.LABEL')} className={breadcrumbsClass}>
      <ol className={listClass}>
        <li className={crumbClass}>
          <Link href={paths.home()}>{t('WEB.BREADCRUMB.HOME')}</Link>
        </li>
        {trail.map((node, index) => (
          <li key={node.key || node.path} className={crumbClass}>
            <Link href={node.path} aria-current={index === trail.length - 1 ? 'page' : undefined}>
              {node.label}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
