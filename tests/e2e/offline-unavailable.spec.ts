import { expect, test, type Locator, type Page } from './support/test';
import { ownShopForSpec } from './support/own-shop';
import { keptForOffline, recordKeptAnswers } from './support/offline-ready';
import { menuEntry, siteUnderTest } from './support/site';
import { openUnderWorker } from './support/worker';

/**
 * Issue 4 "a page whose data is not cached says so and offers what is available": online the
 * shopper opens home, a category and a product (and favourites it); then the shop is stopped
 * and the browser set offline (the network really gone). A product never opened on this device
 * — by a client-side link and by a reload — says it isn't available offline and offers the
 * favourites, the recently viewed product and the visited category, each of which opens
 * offline. When the network returns, the page loads by itself.
 */
const site = siteUnderTest('gb', 'en');

const running = ownShopForSpec();

interface Offers {
  product: string;
  category: string;
}

/** The unavailable page and its three offers, checked by role and name as a shopper meets them. */
async function expectUnavailable(page: Page, offers: Offers): Promise<Locator> {
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: site.label('WEB.OFFLINE.UNAVAILABLE.TITLE') }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(main.getByText(site.label('WEB.OFFLINE.UNAVAILABLE.BODY'))).toBeVisible();
  await expect(
    main.getByRole('link', { name: site.label('WEB.OFFLINE.FAVOURITES.LINK', { count: 1 }) }),
  ).toBeVisible();
  const recent = main.getByRole('region', { name: site.label('WEB.OFFLINE.RECENTLY_VIEWED') });
  await expect(recent.getByRole('link', { name: offers.product })).toBeVisible();
  // the snapshot's image comes from the worker's image cache (decorative: the name is the text)
  await expect
    .poll(() =>
      recent
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);
  const categories = main.getByRole('region', {
    name: site.label('WEB.OFFLINE.CACHED_CATEGORIES'),
  });
  await expect(categories.getByRole('link', { name: offers.category })).toBeVisible();
  return main;
}

test('offline, unvisited pages offer favourites, recently viewed and cached categories', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: running().url });
  const page = await context.newPage();
  const answers = recordKeptAnswers(page);
  const main = page.getByRole('main');
  const h1 = main.getByRole('heading', { level: 1 });

  // Online: home (the worker takes control), a category, then a product from it.
  await openUnderWorker(page, `${site.base}/`);
  await expect(h1).toBeVisible();
  const category = menuEntry(site, 'women-clothing-dresses');
  await page.goto(`${site.base}${category.path}`);
  const productLinks = main.getByRole('article').getByRole('heading').getByRole('link');
  await expect(productLinks.nth(1)).toBeVisible({ timeout: 20_000 });
  const categoryTitle = (await h1.textContent())!.trim();
  const visited = (await productLinks.nth(0).textContent())!.trim();
  const unvisited = (await productLinks.nth(1).textContent())!.trim();
  expect(unvisited).not.toBe(visited);

  await productLinks.nth(0).click();
  await expect(main.getByRole('heading', { level: 1, name: visited })).toBeVisible();
  const heart = main.getByRole('button', {
    name: site.label('WEB.FAVOURITES.TOGGLE', { name: visited }),
  });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  // the worker caches in the background and the query cache is persisted on a throttle: wait
  // until both hold the category and the product
  await keptForOffline(page, answers, [categoryTitle, visited]);

  // Offline: the shop is gone and the browser has no network.
  await running().stop();
  await context.setOffline(true);
  const offers = { product: visited, category: categoryTitle };

  // A client-side link to a product never opened here.
  await page.goBack();
  await expect(main.getByRole('heading', { level: 1, name: categoryTitle })).toBeVisible();
  await productLinks.nth(1).click();
  await expect(page).toHaveURL(/\/product\//);
  const unvisitedUrl = page.url();
  await expectUnavailable(page, offers);

  // The same page reloaded offline.
  await page.reload();
  await expectUnavailable(page, offers);

  // Every offer opens offline: the recently viewed product …
  const recent = main.getByRole('region', { name: site.label('WEB.OFFLINE.RECENTLY_VIEWED') });
  await recent.getByRole('link', { name: visited }).click();
  await expect(main.getByRole('heading', { level: 1, name: visited })).toBeVisible();
  await expect(main.getByRole('button', { name: site.label('WEB.PRODUCT.ADD') })).toBeVisible();

  // … the cached category, with its products …
  await page.goBack();
  await expectUnavailable(page, offers);
  const categories = main.getByRole('region', {
    name: site.label('WEB.OFFLINE.CACHED_CATEGORIES'),
  });
  await categories.getByRole('link', { name: categoryTitle }).click();
  await expect(main.getByRole('heading', { level: 1, name: categoryTitle })).toBeVisible();
  await expect(main.getByRole('article').first()).toBeVisible();

  // … and the favourites page.
  await page.goBack();
  await main
    .getByRole('link', { name: site.label('WEB.OFFLINE.FAVOURITES.LINK', { count: 1 }) })
    .click();
  await expect(
    main.getByRole('heading', { level: 1, name: site.label('WEB.FAVOURITES.TITLE') }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/my-favorites$/);

  // A listing and a search never opened here keep their heading and offer the same instead of
  // products (the panel is a section of the page: an h2 under the page's h1).
  const unvisitedCategory = menuEntry(site, 'men-clothing-knitwear');
  for (const path of [unvisitedCategory.path, '/search?query=linen']) {
    await page.goto(`${site.base}${path}`);
    await expect(h1).toBeVisible({ timeout: 20_000 });
    await expect(
      main.getByRole('heading', { level: 2, name: site.label('WEB.OFFLINE.UNAVAILABLE.TITLE') }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(
      main
        .getByRole('region', { name: site.label('WEB.OFFLINE.CACHED_CATEGORIES') })
        .getByRole('link', { name: categoryTitle }),
    ).toBeVisible();
  }

  // Back online: the unavailable page tries again by itself.
  await page.goto(unvisitedUrl);
  await expectUnavailable(page, offers);
  await running().start();
  await context.setOffline(false);
  await expect(main.getByRole('heading', { level: 1, name: unvisited })).toBeVisible({
    timeout: 20_000,
  });

  await context.close();
});
