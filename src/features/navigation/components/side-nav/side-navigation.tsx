import { useMemo } from 'react';
import { useT } from '../../../../platform/i18n/i18n-context';
import { Skeleton } from '../../../../platform/ui/skeleton';
import type { NavTreeNode } from '../../../../shared/domain/content';
import type { NavMatch } from '../../logic/walk-nav-tree';
import { SideNavLink } from './side-nav-link';
import { headingClass, listClass, skeletonListClass, treeClass } from './side-nav.styles';
import { useProbedNodes, type ProbeState } from '../../hooks/use-probed-nodes';
import { visibleNodes } from '../../logic/visible-nodes';

export interface SideNavigationProps {
  /** the navigation-tree match of the current listing */
  match: NavMatch;
}

/** Every node the panel lists: the l1's children, and the children of each node on the trail. */
function listedNodes(trail: readonly NavTreeNode[]): NavTreeNode[] {
  return trail.flatMap((node) => visibleNodes(node.items));
}

function NodeList(props: { nodes: NavTreeNode[]; trail: NavTreeNode[]; probes: ProbeState }) {
  const { trail, probes } = props;
  const current = trail.at(-1);
  const nodes = props.nodes.filter(probes.hasProducts);
  if (nodes.length === 0) return null;
  return (
    <ul className={listClass}>
      {nodes.map((node) => (
        <li key={node.key || node.path}>
          <SideNavLink node={node} current={node === current} onTrail={trail.includes(node)} />
          {trail.includes(node) && node.items && (
            <NodeList nodes={visibleNodes(node.items)} trail={trail} probes={probes} />
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The listing's side navigation (spec §2): the top-level category of the path, its children,
 * and the children of every level on the way to the current node (l1–l4). An entry shows only
 * when its probe finds a product. The page places it (a desktop column, a phone pullout).
 */
export function SideNavigation({ match }: SideNavigationProps) {
  const t = useT();
  const { trail, node } = match;
  const top = trail[0] ?? node;
  const nodes = useMemo(() => listedNodes(trail), [trail]);
  const probes = useProbedNodes(nodes);
  return (
    <nav aria-label={t('WEB.SIDENAV.LABEL')} className={treeClass}>
      <h2 className={headingClass}>
        <SideNavLink node={top} current={top === node} />
      </h2>
      {probes.pending ? (
        <div className={skeletonListClass} aria-busy="true">
          {nodes.slice(0, 6).map((entry) => (
            <Skeleton key={entry.key || entry.path} width="60%" height="0.875rem" />
          ))}
        </div>
      ) : (
        <NodeList nodes={visibleNodes(top.items)} trail={trail} probes={probes} />
      )}
    </nav>
  );
}
