/**
 * Reading navMenu.json (spec §3 "Nav item"): hidden items never show; an item of type
 * view-all-button is the "view all" link of its parent rather than a column or a link of its own.
 */
import type { NavItem } from '../../../shared/domain/content';

export function visibleChildren(item: NavItem): NavItem[] {
  return (item.items ?? []).filter((child) => !child.hide && child.type !== 'view-all-button');
}

/** The parent's own view-all entry when the data has one, else a link to the parent's path. */
export function viewAllOf(item: NavItem): { label: string | null; path: string } {
  const explicit = item.items?.find((child) => child.type === 'view-all-button' && !child.hide);
  return explicit
    ? { label: explicit.label, path: explicit.path }
    : { label: null, path: item.path };
}

export function hasChildren(item: NavItem): boolean {
  return visibleChildren(item).length > 0;
}

/** "active when the path without query equals the current pathname" (spec §2). */
export function isActivePath(itemPath: string, pathname: string): boolean {
  const bare = (itemPath.split(/[?#]/)[0] ?? '').replace(/\/+$/, '') || '/';
  const current = pathname.replace(/\/+$/, '') || '/';
  return bare.toLowerCase() === current.toLowerCase();
}
