/**
 * The rule context of a listing (spec §7 `ruleContexts`): query rules name a category by its
 * navigation path with the slashes turned into hyphens, "/women/clothing/dresses" →
 * "women-clothing-dresses" (the same text the navTree uses as the node key and the seed rules
 * use as context). It comes from the path, not the key, so a node whose key an editor changed
 * keeps its banners, and every language of a site shares one context per category.
 */
import type { NavTreeNode } from '../../../shared/domain/content';

export function listingRuleContext(node: Pick<NavTreeNode, 'path'>): string {
  const path = node.path.split(/[?#]/)[0] ?? '';
  return path
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        // a malformed escape cannot be a category slug; use it as written
        return segment;
      }
    })
    .map((segment) =>
      segment
        .trim()
        .toLowerCase()
        // Algolia contexts allow letters, digits, "-" and "_" only
        .replace(/[^\p{L}\p{N}_-]+/gu, '-')
        .replace(/^-+|-+$/g, ''),
    )
    .filter(Boolean)
    .join('-');
}
