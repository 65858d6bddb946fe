/**
 * Boot's redirect decision (spec §2): the resolved locale says which URL the page should have;
 * we replace the current one only when it differs, so a canonical URL never re-writes history.
 */
import type { LocationParts, ResolvedLocale } from '../../shared/locale/resolve-locale';

export function redirectTarget(
  resolved: Pick<ResolvedLocale, 'redirectTo'>,
  location: LocationParts,
): string | null {
  if (!resolved.redirectTo) return null;
  const current = `${location.pathname}${location.search}${location.hash}`;
  return resolved.redirectTo === current ? null : resolved.redirectTo;
}
