/**
 * "Any other path" resolution (spec §2): a path that walks the navigation tree level by level
 * (l1 to l4) is a product listing page; anything else is the soft 404. Each level matches on
 * the last segment of a node's path, so a tree whose paths are nested ("/women/clothing") and
 * one whose nodes carry only their own slug both resolve.
 */
import type { NavTree, NavTreeNode } from '../../../shared/domain/content';

export const NAV_TREE_MAX_DEPTH = 4;

export interface NavMatch {
  node: NavTreeNode;
  /** l1 → node, the node included: the breadcrumb trail */
  trail: NavTreeNode[];
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    // A malformed escape cannot name a category; compare it as typed.
    return segment.toLowerCase();
  }
}

export function pathSegments(path: string): string[] {
  const withoutQuery = path.split(/[?#]/)[0] ?? '';
  return withoutQuery.split('/').filter(Boolean).map(decode);
}

function lastSegment(node: NavTreeNode): string | undefined {
  return pathSegments(node.path).at(-1);
}

export function walkNavTree(tree: NavTree, pathname: string): NavMatch | null {
  const segments = pathSegments(pathname);
  if (segments.length === 0 || segments.length > NAV_TREE_MAX_DEPTH) return null;
  const trail: NavTreeNode[] = [];
  let level: NavTreeNode[] = tree.items;
  for (const segment of segments) {
    const node = level.find((candidate) => lastSegment(candidate) === segment);
    if (!node) return null;
    trail.push(node);
    level = node.items ?? [];
  }
  const node = trail.at(-1);
  return node ? { node, trail } : null;
}
