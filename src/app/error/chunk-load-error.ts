/**
 * Lazy-load failures (spec §8, §4 "Lazy module load failure"): after a deploy, an open tab may
 * ask for a route chunk that no longer exists. The first time we reload (after RELOAD_DELAY_MS,
 * showing an "updating" notice) to pick up the new build; if the same failure comes back after
 * that reload, we stop and show the error with a Refresh button instead of looping.
 */
const RETRIED_KEY = 'vitrine:chunk-reload';

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|CSS_CHUNK_LOAD_FAILED|Unable to preload CSS/i.test(
      error.message,
    )
  );
}

/** True when this tab already reloaded once for a chunk failure. */
export function alreadyRetried(): boolean {
  try {
    return sessionStorage.getItem(RETRIED_KEY) !== null;
  } catch {
    return true; // without storage we cannot tell: never risk a reload loop
  }
}

export function markRetried(message: string): void {
  try {
    sessionStorage.setItem(RETRIED_KEY, message);
  } catch {
    // see alreadyRetried
  }
}

/** A render that got this far loaded its chunks: the next failure may reload again. */
export function clearRetried(): void {
  try {
    sessionStorage.removeItem(RETRIED_KEY);
  } catch {
    // nothing to clear
  }
}
