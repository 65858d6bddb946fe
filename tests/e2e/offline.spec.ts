import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { removeDataDir, startShop, type RunningShop } from './support/server';
import { siteUnderTest } from './support/site';

/**
 * The network is really cut: this journey runs its own shop and stops it, and the browser
 * context is set offline too (setOffline alone misses some worker fetches).
 */
let shop: RunningShop;

test.beforeAll(async () => {
  shop = await startShop(E2E_PORT + 1);
});

test.afterAll(async () => {
  await shop.stop();
  removeDataDir(shop.dataDir);
});

test('after one online visit, a visited product and an unvisited route open offline', async ({
  browser,
}) => {
  const site = siteUnderTest('gb', 'en');
  const context = await browser.newContext({ baseURL: shop.url });
  const page = await context.newPage();

  const search = await page.request.post('/search/1/indexes/*/queries', {
    headers: { 'content-type': 'text/plain' },
    data: JSON.stringify({
      requests: [{ indexName: 'vitrine_gb_en', query: 'coat', hitsPerPage: 1 }],
    }),
  });
  const hit = (
    (await search.json()) as { results: Array<{ hits: Array<{ url: string; name: string }> }> }
  ).results[0]!.hits[0]!;

  // Online: land on the home page (the worker installs and takes control), then open a product.
  await page.goto(`${site.base}/`);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  });
  await page.goto(`${site.base}${hit.url}`);
  await expect(page.getByRole('heading', { level: 1, name: hit.name })).toBeVisible();

  // Offline: the server is gone and the browser has no network.
  await shop.stop();
  await context.setOffline(true);

  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: hit.name })).toBeVisible();
  await expect(page.getByRole('button', { name: site.label('WEB.PRODUCT.ADD') })).toBeVisible();

  await page.goto(`${site.base}/men/shoes/boots?page=1`);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('navigation', { name: site.label('WEB.NAV.PRIMARY') })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await context.close();
});
