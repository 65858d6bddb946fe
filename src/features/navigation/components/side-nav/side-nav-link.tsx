import { Link, useLocation, useSearch } from 'wouter';
import { useSite } from '../../../../platform/site/site-context';
import type { NavTreeNode } from '../../../../shared/domain/content';
import { track } from '../../../analytics';
import { linkClass } from './side-nav.styles';
import { sideNavTarget } from '../../logic/side-nav-target';

/**
 * A side-navigation entry: a real link (so it opens in a new tab too) whose target follows the
 * spec's in-place / navigate rule; the click is reported as a category navigation event.
 */
export function SideNavLink(props: { node: NavTreeNode; current: boolean; onTrail?: boolean }) {
  const { node, current, onTrail = false } = props;
  const [pathname] = useLocation();
  const search = useSearch();
  const { sortOptions } = useSite();
  const target = sideNavTarget(node.path, { pathname, search }, sortOptions);
  return (
    <Link
      href={target.href}
      className={linkClass}
      aria-current={current ? 'page' : undefined}
      data-on-trail={onTrail && !current ? '' : undefined}
      onClick={() => track({ type: 'categoryNavClick', label: node.label, path: node.path })}
    >
      {node.label}
    </Link>
  );
}
