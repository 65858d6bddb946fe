/**
 * The one module that talks to the service worker lifecycle (registration, update detection,
 * skip-waiting). How an update works: the browser installs a new worker, which waits; workbox-
 * window fires `waiting`, and we tell subscribers an update is ready. Nothing switches until the
 * shopper accepts: then we post SKIP_WAITING, the new worker takes control (`controlling`) and
 * the page reloads once, so the new build runs with a consistent set of chunks.
 */
import { Workbox } from 'workbox-window';
import { SW_MESSAGES } from '../../shared/sw-messages';

type Listener = () => void;

let workbox: Workbox | null = null;
let updateReady = false;
let accepted = false;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function registerServiceWorker(): void {
  if (workbox || !('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    updateReady = true;
    notify();
  });
  workbox.addEventListener('controlling', (event) => {
    if (event.isUpdate && accepted) window.location.reload();
  });
  void workbox
    .register()
    .catch((error: unknown) => console.error('Service worker registration failed', error));
}

export function subscribeToUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isUpdateReady(): boolean {
  return updateReady;
}

/** The shopper chose to reload into the new build. */
export function acceptUpdate(): void {
  if (!workbox) return;
  accepted = true;
  workbox.messageSkipWaiting();
}

/** Asks the worker to cache the active site's content files for offline use. */
export function warmContent(urls: string[]): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage({ type: SW_MESSAGES.warmContent, urls }),
  );
}
