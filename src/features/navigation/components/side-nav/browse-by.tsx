import { Link } from 'wouter';
import { useT } from '../../../../platform/i18n/i18n-context';
import type { NavTree, NavTreeNode } from '../../../../shared/domain/content';
import { useContentData } from '../../../content';
import { walkNavTree } from '../../logic/walk-nav-tree';
import { chipClass, chipRowClass } from './browse-by.styles';
import { visibleNodes } from '../../logic/visible-nodes';

/**
 * Spec §2 "browse-by chip list": the non-hidden children of the node the path resolves to; the
 * first level when the path is not in the tree; nothing when the node has no children.
 */
export function browseByNodes(tree: NavTree, path: string): NavTreeNode[] {
  const match = walkNavTree(tree, path);
  return visibleNodes(match ? match.node.items : tree.items);
}

export function BrowseBy({ path }: { path: string }) {
  const t = useT();
  const tree = useContentData('navTree');
  const nodes = tree.data ? browseByNodes(tree.data, path) : [];
  if (nodes.length === 0) return null;
  return (
    <nav aria-label={t('WEB.BROWSEBY.LABEL')}>
      <ul className={chipRowClass}>
        {nodes.map((node) => (
          <li key={node.key || node.path}>
            <Link href={node.path} className={chipClass}>
              {node.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
