/**
 * Navigation contexts (spec §2 "Navigation", §3 "Navigation state"): the top-level items of
 * navMenu.json (women, men). A path belongs to the context whose path has the same first
 * segment ("/women/dresses" is in women). A site may name a starting context
 * (options.navigation.startingNavContext): the home page then opens that context instead.
 */
import type { NavItem } from '../../../shared/domain/content';
import { pathSegments } from './walk-nav-tree';

/** The context a path belongs to, by its first segment; null for the home page, search, … */
export function navContextOf(path: string, contexts: readonly NavItem[]): NavItem | null {
  const first = pathSegments(path)[0]?.toLowerCase();
  if (!first) return null;
  return contexts.find((context) => pathSegments(context.path)[0]?.toLowerCase() === first) ?? null;
}

/**
 * Where the home page sends the shopper (spec §2 "/": it may redirect to the path of the
 * starting navigation context when configured and different from the current one): that
 * context's path, or null when none is configured, the menu has no such context, or the
 * shopper is already there.
 */
export function startingContextPath(
  contexts: readonly NavItem[],
  startingKey: string | undefined,
  currentPath: string,
): string | null {
  if (!startingKey) return null;
  const context = contexts.find((item) => item.key === startingKey && !item.hide);
  if (!context) return null;
  const target = context.path.split(/[?#]/)[0] ?? '';
  const same = pathSegments(target).join('/') === pathSegments(currentPath).join('/');
  return same ? null : context.path;
}
