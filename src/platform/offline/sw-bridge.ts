/**
 * The one module that talks to the service worker lifecycle (registration, update detection,
 * skip-waiting). How an update works: the browser installs a new worker, which waits; workbox-
 * window fires `waiting`, and we tell subscribers an update is ready. A newer build in
 * /metadata-v2.json (checked at start, when the tab becomes visible, when the network returns
 * and every few minutes)
 * asks the browser to look for that worker at once. Nothing switches until the shopper
 * accepts: then we post SKIP_WAITING, the new worker takes control (`controlling`) and the page
 * reloads once, so the new build runs with a consistent set of chunks. "An update is ready" is
 * kept in update-state.ts, which the prompt reads; this module is a chunk boot loads once the
 * page is on screen.
 */
import type { Workbox } from 'workbox-window';
import { SW_MESSAGES } from '../../shared/sw-messages';
import { BUILD_DATE, BUILD_ID } from '../env';
import { fetchDeployedBuild, isNewerBuild } from './build-check';
import { markUpdateReady } from './update-state';

/** How often an open tab looks for a newer deployed build. */
export const BUILD_CHECK_INTERVAL_MS = 300_000;

let workbox: Workbox | null = null;
let started = false;
let accepted = false;
let reloading = false;

function reloadOnce(): void {
  if (reloading) return;
  reloading = true;
  window.location.reload();
}

/** Compares the deployed build with ours; a newer one makes the browser fetch its worker. */
export async function checkForNewBuild(): Promise<void> {
  const deployed = await fetchDeployedBuild();
  if (!deployed || !isNewerBuild(deployed, { buildId: BUILD_ID, buildDate: BUILD_DATE })) return;
  if (workbox) {
    // The waiting worker, once installed, raises `waiting` and with it the prompt.
    await workbox.update().catch(() => undefined);
  } else {
    markUpdateReady(); // no worker: a plain reload fetches the new build
  }
}

function watchForNewBuilds(): void {
  void checkForNewBuild();
  window.setInterval(() => void checkForNewBuild(), BUILD_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void checkForNewBuild();
  });
  // a deploy made while the shopper was offline is found as soon as the network is back
  window.addEventListener('online', () => void checkForNewBuild());
}

export function registerServiceWorker(): void {
  if (started || !import.meta.env.PROD) return;
  started = true;
  if (!('serviceWorker' in navigator)) {
    watchForNewBuilds();
    return;
  }
  // workbox-window is fetched once the page is on screen: neither the first paint nor the
  // first tap needs it. Build checks start once the worker is registered (after the page's
  // load event): until then workbox's update() does nothing, and a deploy found by a check
  // would never reach the shopper. Without a registration a newer build asks for a plain reload.
  void import('workbox-window')
    .then(async ({ Workbox: WorkboxWindow }) => {
      const registering = new WorkboxWindow('/sw.js', { scope: '/' });
      registering.addEventListener('waiting', markUpdateReady);
      registering.addEventListener('controlling', (event) => {
        if (event.isUpdate && accepted) reloadOnce();
      });
      await registering.register();
      workbox = registering;
    })
    .catch((error: unknown) => console.error('Service worker registration failed', error))
    .finally(watchForNewBuilds);
}

/** The shopper chose to reload into the new build. */
export async function acceptUpdate(): Promise<void> {
  accepted = true;
  const registration = workbox ? await navigator.serviceWorker.getRegistration() : undefined;
  if (registration?.waiting) {
    // `controlling` reloads once the new worker has taken over.
    workbox?.messageSkipWaiting();
  } else {
    reloadOnce();
  }
}

/** Asks the worker to cache the active site's content files for offline use. */
export function warmContent(urls: string[]): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage({ type: SW_MESSAGES.warmContent, urls }),
  );
}
