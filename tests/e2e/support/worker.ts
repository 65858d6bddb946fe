import type { Browser, BrowserContext, Page } from '@playwright/test';

/**
 * Opens `path` and waits until the service worker controls the page: from then on its
 * fetches go through the worker's routes and caches (a first visit installs it, which can
 * take a while under load).
 */
export async function openUnderWorker(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  });
}

/** A new shopper (own context) on `baseURL`, with `path` open under the worker. */
export async function newShopperUnderWorker(
  browser: Browser,
  baseURL: string,
  path: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await openUnderWorker(page, path);
  return { context, page };
}
