import type { Page } from '@playwright/test';

/**
 * Waits until the service worker controls the page: from then on its fetches go through the
 * worker's routes and caches (a first visit installs it, which can take a while under load).
 */
export async function waitForWorkerControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  });
}
