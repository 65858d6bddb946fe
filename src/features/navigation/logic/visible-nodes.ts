import type { NavTreeNode } from '../../../shared/domain/content';

/** Non-hidden nodes in their configured order (nodes without an order keep theirs). */
export function visibleNodes(nodes: readonly NavTreeNode[] | undefined): NavTreeNode[] {
  return (nodes ?? [])
    .filter((node) => !node.hide)
    .map((node, index) => ({ node, index }))
    .sort(
      (a, b) =>
        (a.node.order ?? Number.MAX_SAFE_INTEGER) - (b.node.order ?? Number.MAX_SAFE_INTEGER) ||
        a.index - b.index,
    )
    .map(({ node }) => node);
}
