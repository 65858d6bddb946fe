import { expect, test } from './support/test';
import { ownShopForSpec } from './support/own-shop';
import { siteUnderTest } from './support/site';
import { newShopperUnderWorker, openUnderWorker } from './support/worker';

/**
 * The network is really cut: this journey runs its own shop and stops it, and the browser
 * context is set offline too (setOffline alone misses some worker fetches).
 */

const running = ownShopForSpec();

test('after one online visit, a visited product and an unvisited route open offline', async ({
  browser,
}) => {
  const site = siteUnderTest('gb', 'en');
  const context = await browser.newContext({ baseURL: running().url });
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
  await openUnderWorker(page, `${site.base}/`);
  await page.goto(`${site.base}${hit.url}`);
  await expect(page.getByRole('heading', { level: 1, name: hit.name })).toBeVisible();

  // Offline: the server is gone and the browser has no network.
  await running().stop();
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

test('a listing whose query store was never written still opens offline from the worker', async ({
  browser,
}) => {
  // It restarts its own shop and installs the worker before the journey proper, as the other
  // offline journeys do (offline-matrix, offline-unavailable): more than the default minute on a
  // busy two-core machine (it timed out while the worker installed, twice, under a CI load).
  test.setTimeout(180_000);
  // The app writes its query store at most once a second; a shopper who leaves sooner has only
  // the worker's copy of the search answers. Each algoliasearch call carries a new request id,
  // which must not stop that copy from being found.
  const site = siteUnderTest('gb', 'en');
  await running().stop(); // a no-op unless this test runs alone; the first one leaves it stopped
  await running().start();
  const { context, page } = await newShopperUnderWorker(browser, running().url, `${site.base}/`);
  await page.goto(`${site.base}/women/clothing/dresses`);
  const firstCard = page.getByRole('main').getByRole('article').first();
  await expect(firstCard.getByRole('heading', { level: 2 })).toBeVisible();
  const name = (await firstCard.getByRole('heading', { level: 2 }).textContent())?.trim() ?? '';
  expect(name).not.toBe('');
  // the listing's follow-up queries (facets once the filter definitions are in) have answered
  await page.waitForLoadState('networkidle');

  // Leave the app (a file, not a page: the worker's shell does not answer it) and drop the
  // query store, as if it had never been written.
  await page.goto('/sites.json');
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.deleteDatabase('vitrine-query-cache');
        request.onsuccess = () => resolve();
        request.onerror = () => reject(request.error);
        request.onblocked = () => reject(new Error('query store still open'));
      }),
  );

  await running().stop();
  await context.setOffline(true);
  await page.goto(`${site.base}/women/clothing/dresses`);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 2, name, exact: true }).first(),
  ).toBeVisible();
  await expect(page.getByText(site.label('WEB.OFFLINE.UNAVAILABLE.TITLE'))).toHaveCount(0);
  await context.close();
});
