/**
 * Whether a new build is ready, as the worker bridge (sw-bridge.ts) found it. Kept apart from
 * the bridge so the update prompt, which is on every page, does not bring the bridge into the
 * entry: boot loads the bridge as a chunk once the page is on screen (issue 10), and only the
 * bridge sets this. It talks to no worker itself.
 */
type Listener = () => void;

let updateReady = false;
const listeners = new Set<Listener>();

/** Called by the bridge once, when a new build waits (or a plain reload would fetch it). */
export function markUpdateReady(): void {
  if (updateReady) return;
  updateReady = true;
  for (const listener of listeners) listener();
}

export function subscribeToUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isUpdateReady(): boolean {
  return updateReady;
}
