import { expect, test, type Page } from './support/test';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildInto, renameChunk } from './support/builds';
import {
  addToBagAndCheckMiniCart,
  chooseProduct,
  expectBagHolds,
  openBag,
  openCategoryFromHome,
} from './support/journeys';
import { ownShopPort } from './support/own-shop';
import { removeDataDir, startShop, type RunningShop } from './support/server';
import { menuEntry, siteUnderTest } from './support/site';
import { newShopperUnderWorker } from './support/worker';

/**
 * Deploys with a tab open. Build N is the dist under test (DIST_DIR or dist/); builds N+1 and
 * N+2 are made here with their own BUILD_IDs, and N+1 renames the product page chunk as a
 * changed chunk would be. A deploy is the shop restarted on another DIST_DIR.
 */
const site = siteUnderTest('gb', 'en');
// Made in beforeAll: Playwright also loads this file in its runner process to list the tests.
let work = '';
const dists = { n: '', next: '', latest: '' };
const ids = { next: `e2e-next-${Date.now()}`, latest: `e2e-latest-${Date.now()}` };
let shop: RunningShop | undefined;
let buildN = '';

function running(): RunningShop {
  if (!shop) throw new Error('shop not started');
  return shop;
}

async function deploy(dist: string): Promise<void> {
  await running().stop();
  process.env.DIST_DIR = dist;
  await running().start();
}

/** The running build's id; undefined while the page is between documents (a reload). */
async function buildOf(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.documentElement.dataset.build).catch(() => undefined);
}

test.beforeAll(async () => {
  test.setTimeout(400_000); // two builds and a fresh database
  work = mkdtempSync(join(tmpdir(), 'vitrine-update-'));
  Object.assign(dists, { n: join(work, 'n'), next: join(work, 'n1'), latest: join(work, 'n2') });
  cpSync(resolve(process.env.DIST_DIR ?? 'dist'), dists.n, { recursive: true });
  buildInto(dists.next, ids.next);
  renameChunk(dists.next, 'product');
  buildInto(dists.latest, ids.latest);
  process.env.DIST_DIR = dists.n;
  shop = await startShop(ownShopPort(3));
});

test.afterAll(async () => {
  await shop?.stop();
  if (shop) removeDataDir(shop.dataDir);
  if (work) rmSync(work, { recursive: true, force: true });
});

test.beforeEach(async () => {
  await deploy(dists.n);
});

test('two deploys with a tab open: prompt, Reload, the latest build runs, the bag is intact', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { context, page } = await newShopperUnderWorker(browser, running().url, `${site.base}/`);
  buildN = (await buildOf(page)) ?? '';
  expect(buildN).not.toBe('');
  await openCategoryFromHome(page, site, 'women-clothing-dresses');
  const chosen = await chooseProduct(page, site);
  await addToBagAndCheckMiniCart(page, site, chosen);
  await page.keyboard.press('Escape');

  const prompt = page.getByRole('status').filter({ hasText: site.label('WEB.UPDATE.AVAILABLE') });
  const lookForUpdate = () =>
    page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

  await deploy(dists.next);
  await lookForUpdate();
  await expect(prompt).toBeVisible({ timeout: 30_000 });

  // A second deploy before the shopper answers: the newer worker replaces the waiting one.
  await deploy(dists.latest);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return Boolean(registration?.waiting) && !registration?.installing;
        }),
      { timeout: 30_000 },
    )
    .toBe(true);
  await expect(prompt).toBeVisible();

  let loads = 0;
  page.on('load', () => loads++);
  await prompt.getByRole('button', { name: site.label('WEB.UPDATE.RELOAD') }).click();
  await expect.poll(() => buildOf(page), { timeout: 30_000 }).toBe(ids.latest);
  expect(loads).toBe(1);
  await expect(prompt).toHaveCount(0);

  await openBag(page, site, 1);
  await expectBagHolds(page, site, chosen);
  await context.close();
});

test('a deploy made while the tab was offline is offered as soon as the network returns', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await newShopperUnderWorker(browser, running().url, `${site.base}/`);
  const prompt = page.getByRole('status').filter({ hasText: site.label('WEB.UPDATE.AVAILABLE') });

  await context.setOffline(true);
  await deploy(dists.next);
  await expect(prompt).toHaveCount(0);
  // no reload, no return to the tab: the network coming back is enough
  await context.setOffline(false);
  await expect(prompt).toBeVisible({ timeout: 30_000 });
  await context.close();
});

test('a chunk missing after a deploy: the updating notice, one reload, the new build runs', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // Without a worker the old build's chunks are not kept, as on a first visit just before a
  // deploy or after the cache was evicted.
  const context = await browser.newContext({ baseURL: running().url, serviceWorkers: 'block' });
  const page = await context.newPage();
  const category = menuEntry(site, 'women-clothing-dresses');
  await page.goto(`${site.base}${category.path}`);
  // the server's page is live once hydrated: the tap is the app's, not a plain link's
  await expect(page.locator('html')).toHaveAttribute('data-live', 'true', { timeout: 20_000 });
  const link = page
    .getByRole('main')
    .getByRole('article')
    .first()
    .getByRole('heading')
    .getByRole('link');
  await expect(link).toBeVisible({ timeout: 20_000 });
  const name = ((await link.textContent()) ?? '').trim();
  const first = await buildOf(page);

  await deploy(dists.next);
  let loads = 0;
  page.on('load', () => loads++);
  await link.click();
  await expect(
    page.getByRole('heading', { level: 1, name: site.label('WEB.UPDATING.TITLE') }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 20_000 });
  expect(await buildOf(page)).toBe(ids.next);
  expect(await buildOf(page)).not.toBe(first);
  expect(loads).toBe(1);
  await context.close();
});
