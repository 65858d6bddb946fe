/**
 * The navigation context the shopper used last (spec §3 local storage "lastNavContext", §4
 * "Pullout: starting level can be remembered from the first path segment"): the key of the
 * context (women, men) of the last navigation path they opened, so the mobile menu opens at
 * that level next time, on any page. Read and written only from effects and event handlers.
 * A browser that refuses storage (private mode, quota) simply remembers nothing.
 */
export const LAST_NAV_CONTEXT_KEY = 'lastNavContext';

export function readLastNavContext(): string | null {
  try {
    return window.localStorage.getItem(LAST_NAV_CONTEXT_KEY);
  } catch {
    return null;
  }
}

export function rememberNavContext(key: string): void {
  try {
    if (window.localStorage.getItem(LAST_NAV_CONTEXT_KEY) !== key) {
      window.localStorage.setItem(LAST_NAV_CONTEXT_KEY, key);
    }
  } catch {
    // nothing remembered: the menu opens at the top level
  }
}
