/**
 * Boot's redirect decision (spec §2): the resolved locale says which URL the page should have;
 * we replace the current one only when it differs, so a canonical URL never re-writes history.
 */
import type { ResolvedLocale } from '../../shared/locale/path';
import type { BootLocation } from '../../platform/site/load-site';

export function redirectTarget(
  resolved: Pick<ResolvedLocale, 'redirectTo'>,
  location: BootLocation,
): string | null {
  if (!resolved.redirectTo) return null;
  const current = `${location.pathname}${location.search}${location.hash}`;
  return resolved.redirectTo === current ? null : resolved.redirectTo;
}
