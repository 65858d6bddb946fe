/**
 * Playwright's test, with one difference: `page.goto` returns once the app is live. A first
 * visit shows the server's page before the scripts have hydrated it; until then a link is a
 * plain link (a full page load) and a button does nothing, as for a reader without JavaScript.
 * A journey that means to test the app's own behaviour waits, as a shopper's tap after the
 * page settled would. Pages without a server render (the worker's shell, a JSON answer) and
 * contexts with JavaScript off are not waited for.
 */
import { test as base, type Page } from '@playwright/test';
import { SSR_STATE_ELEMENT_ID } from '../../../src/shared/render/render-contract';

export * from '@playwright/test';

const LIVE_TIMEOUT_MS = 15_000;

/**
 * Waits until a server-rendered page is live (hydrated); other pages are live at once. A click
 * that may have loaded a whole page (a link followed before the app was live) calls this before
 * the next control is used.
 */
export async function waitUntilLive(page: Page): Promise<void> {
  await page
    .waitForFunction(
      (stateId) =>
        !document.getElementById(stateId) || document.documentElement.dataset.live === 'true',
      SSR_STATE_ELEMENT_ID,
      { timeout: LIVE_TIMEOUT_MS },
    )
    // a page that never goes live fails on its own assertions, with a better message
    .catch(() => undefined);
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await waitUntilLive(page);
        return response;
      };
    }
    await provide(page);
  },
});
