import type { SortOption } from './site';

function normalisePath(path: string): string {
  return (path.replace(/\/+$/, '') || '/').toLowerCase();
}

/** "/women" covers "/women" and "/women/shoes"; "/" covers only the root. */
function pathMatches(path: string, pattern: string): boolean {
  const clean = normalisePath(pattern);
  if (clean === '/') return path === '/';
  return path === clean || path.startsWith(`${clean}/`);
}

/** Spec §2: an option with onlyAppear shows only on those paths; doesNotAppear hides it there. */
export function sortOptionAppliesTo(option: SortOption, path: string): boolean {
  const target = normalisePath(path);
  if (option.onlyAppear?.length && !option.onlyAppear.some((p) => pathMatches(target, p)))
    return false;
  return !option.doesNotAppear?.some((p) => pathMatches(target, p));
}
