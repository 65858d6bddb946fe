// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

async function freshState() {
  vi.resetModules();
  delete document.documentElement.dataset.live;
  return import('./live-state');
}

const live = () => document.documentElement.dataset.live;

describe('when a page is live', () => {
  afterEach(() => vi.useRealTimers());

  it('waits for every region registered at the commit to hydrate', async () => {
    vi.useFakeTimers();
    const { awaitRegion, newRegion, pageCommitted, regionHydrated } = await freshState();
    const menu = newRegion();
    const footer = newRegion();
    awaitRegion(menu);
    awaitRegion(footer);
    pageCommitted();
    vi.runAllTimers();
    expect(live()).toBeUndefined();
    regionHydrated(menu);
    expect(live()).toBeUndefined();
    regionHydrated(footer);
    expect(live()).toBe('true');
  });

  it('does not wait for a region that hydrated before it registered, nor for one unmounted', async () => {
    vi.useFakeTimers();
    const { awaitRegion, newRegion, pageCommitted, regionHydrated } = await freshState();
    const early = newRegion();
    regionHydrated(early);
    awaitRegion(early);
    const gone = newRegion();
    const cleanup = awaitRegion(gone);
    pageCommitted();
    vi.runAllTimers();
    expect(live()).toBeUndefined();
    cleanup();
    expect(live()).toBe('true');
  });

  it('is not live before the page commits, even with nothing to wait for', async () => {
    vi.useFakeTimers();
    const { newRegion, regionHydrated } = await freshState();
    regionHydrated(newRegion());
    expect(live()).toBeUndefined();
  });
});
