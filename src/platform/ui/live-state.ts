/**
 * When a page is live: `<html data-live="true">` says every part of the page that hydrates on
 * its own has done so, so a click anywhere in it is handled by the app (a client navigation, a
 * control that works), not by the server's markup. Journeys and benches wait for it.
 *
 * The page's root commit says it is there (pageCommitted); each region that hydrates in a pass
 * of its own (HydrateLater) registers at that commit unless it has already hydrated, and checks
 * in when it does. Regions that hydrate only when the shopper comes near them (lazyRegion) are
 * not waited for: they come to life on their own, with their chunk.
 */

export interface HydratingRegion {
  hydrated: boolean;
}

const pending = new Set<HydratingRegion>();
let committed = false;

function settle(): void {
  if (committed && pending.size === 0) document.documentElement.dataset.live = 'true';
}

export function newRegion(): HydratingRegion {
  return { hydrated: false };
}

/** At the commit around the region: waits for it unless it has hydrated; returns a cleanup. */
export function awaitRegion(region: HydratingRegion): () => void {
  if (!region.hydrated) pending.add(region);
  return () => {
    // a region that goes away before it hydrates (another page) is not waited for
    pending.delete(region);
    settle();
  };
}

/** From inside the region, when it has hydrated (its first commit). */
export function regionHydrated(region: HydratingRegion): void {
  region.hydrated = true;
  pending.delete(region);
  settle();
}

/**
 * The page's first commit. Settled a task later: the commit's own effects (the regions
 * registering) run in an order this one effect does not control.
 */
export function pageCommitted(): void {
  committed = true;
  setTimeout(settle, 0);
}
