import type { NavTreeNode } from '../../../shared/domain/content';
import { brandTag } from './brand-tag';

/**
 * The listing filter a brand page fixes; as a page filter the listing hides it from the
 * shopper's filters (spec §5). Its values are brand tags ("harrow-and-finch"), which survive the
 * catalogue's value sanitising where a name such as "Harrow & Finch" would not.
 */
export const BRAND_FILTER = 'brand';

export interface BrandListingInput {
  name: string;
  href: string;
  /** the brands index crumb */
  indexLabel: string;
  indexHref: string;
  /** the navigation context of a `/:l1/{brandsPathname}/:brand` path */
  context: NavTreeNode | null;
}

/**
 * A brand page as the catalogue's listing sees a category: a node whose filters are the brand
 * (plus the navigation context's own filters) and whose h1 is the brand, and a breadcrumb trail
 * context → brands index → brand.
 */
export function brandListing({ name, href, indexLabel, indexHref, context }: BrandListingInput): {
  node: NavTreeNode;
  trail: NavTreeNode[];
} {
  const tag = brandTag(name);
  const node: NavTreeNode = {
    key: `brand:${tag}`,
    label: name,
    h1: name,
    path: href,
    filters: { ...context?.filters, [BRAND_FILTER]: [tag] },
  };
  const index: NavTreeNode = { key: 'brands', label: indexLabel, path: indexHref, filters: {} };
  const contextCrumb: NavTreeNode[] = context
    ? [{ key: context.key, label: context.label, path: context.path, filters: context.filters }]
    : [];
  return { node, trail: [...contextCrumb, index, node] };
}
