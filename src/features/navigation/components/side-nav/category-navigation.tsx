import type { CSSProperties } from 'react';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { useT } from '../../../../platform/i18n/i18n-context';
import type { NavTreeNode } from '../../../../shared/domain/content';
import { track } from '../../../analytics';
import { useContentData } from '../../../content';
import { headingClass, levelItemClass, linkClass, listClass, treeClass } from './side-nav.styles';
import { useProbedNodes } from '../../hooks/use-probed-nodes';
import { visibleNodes } from '../../logic/visible-nodes';

export interface CategoryNavigationProps {
  /** how many tree levels to list (spec default 2) */
  levels?: number;
  /** AND-ed into every probe, e.g. a brand page's `brand.name:"X"` */
  extraExpression?: string;
  /** query string added to every link, e.g. "brand=X" */
  linkSearch?: string;
  /** heading above the list; defaults to the navigation's name */
  title?: string;
}

interface Entry {
  node: NavTreeNode;
  level: number;
}

function flatten(nodes: readonly NavTreeNode[], levels: number, level = 0): Entry[] {
  if (level >= levels) return [];
  return visibleNodes(nodes).flatMap((node) => [
    { node, level },
    ...flatten(node.items ?? [], levels, level + 1),
  ]);
}

/**
 * The category navigation of pages that are not a category (brand, favourites, search; spec
 * §2): the tree's first `levels` levels, each level indented 5px more, entries probed like the
 * side navigation's.
 */
export function CategoryNavigation({
  levels = 2,
  extraExpression = '',
  linkSearch = '',
  title,
}: CategoryNavigationProps) {
  const t = useT();
  const tree = useContentData('navTree');
  const entries = useMemo(() => flatten(tree.data?.items ?? [], levels), [tree.data, levels]);
  const nodes = useMemo(() => entries.map((entry) => entry.node), [entries]);
  const probes = useProbedNodes(nodes, extraExpression);
  const shown = probes.pending ? [] : entries.filter((entry) => probes.hasProducts(entry.node));
  return (
    <nav aria-label={t('WEB.SIDENAV.LABEL')} className={treeClass} aria-busy={probes.pending}>
      <h2 className={headingClass}>{title ?? t('WEB.SIDENAV.LABEL')}</h2>
      <ul className={listClass}>
        {shown.map(({ node, level }) => (
          <li
            key={node.key || node.path}
            className={levelItemClass}
            data-level={level}
            style={{ '--level': level } as CSSProperties}
          >
            <Link
              href={linkSearch ? `${node.path}?${linkSearch}` : node.path}
              className={linkClass}
              onClick={() =>
                track({ type: 'categoryNavClick', label: node.label, path: node.path })
              }
            >
              {node.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
