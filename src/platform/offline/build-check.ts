/**
 * Newer-build detection through the deployed metadata (spec §7): GET /metadata-v2.json with a
 * random cache-buster and a 10 s timeout. The worker's own update check (the browser compares
 * sw.js) is the main path; this one also catches a deploy while the tab stays open for hours,
 * and browsers without a service worker.
 */
import { METADATA_TIMEOUT_MS } from '../../shared/constants';

export interface BuildMetadata {
  buildId: string;
  buildDate: string;
}

export const METADATA_PATH = '/metadata-v2.json';

function isBuildMetadata(value: unknown): value is BuildMetadata {
  const record = value as Partial<BuildMetadata> | null;
  return typeof record?.buildId === 'string' && typeof record.buildDate === 'string';
}

/**
 * The deployed build, or null when it cannot be read (offline, timeout, bad answer). Offline
 * it is not even asked: the app looks again when the network returns.
 */
export async function fetchDeployedBuild(
  fetcher: typeof fetch = fetch,
): Promise<BuildMetadata | null> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return null;
  const buster = Math.random().toString(36).slice(2);
  try {
    const response = await fetcher(`${METADATA_PATH}?v=${buster}`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(METADATA_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return isBuildMetadata(body) ? body : null;
  } catch {
    return null;
  }
}

/** A different deployed build id whose build date is not older than ours means "update". */
export function isNewerBuild(deployed: BuildMetadata, current: BuildMetadata): boolean {
  return deployed.buildId !== current.buildId && deployed.buildDate >= current.buildDate;
}
