import { chromium, expect, test, type BrowserContext, type Page } from './support/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ownShopForSpec } from './support/own-shop';
import { keptForOffline, recordKeptAnswers } from './support/offline-ready';
import { menuEntry, siteUnderTest } from './support/site';
import { openUnderWorker } from './support/worker';

/**
 * The caching matrix end to end: home, a category, a product and a search, visited once online,
 * reopen from the worker's caches and the persisted query cache with the shop stopped (the
 * network really gone), also after the browser is closed and relaunched on the same profile.
 */
let profile: string;
const site = siteUnderTest('gb', 'en');

const running = ownShopForSpec(2);

test.beforeAll(() => {
  profile = mkdtempSync(join(tmpdir(), 'vitrine-offline-profile-'));
});

test.afterAll(() => {
  rmSync(profile, { recursive: true, force: true });
});

function launch(): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    baseURL: running().url,
    viewport: { width: 1366, height: 900 },
  });
}

interface Seen {
  path: string;
  heading: string;
  firstCard: string | null;
}

/** What a shopper sees: the page heading and, on listings, the first product's name. */
async function look(page: Page, path: string, listing: boolean): Promise<Seen> {
  await page.goto(path);
  const main = page.getByRole('main');
  const heading = main.getByRole('heading', { level: 1 }).first();
  await expect(heading).toBeVisible({ timeout: 20_000 });
  let firstCard: string | null = null;
  if (listing) {
    const card = main.getByRole('article').first().getByRole('heading');
    await expect(card).toBeVisible({ timeout: 20_000 });
    firstCard = (await card.textContent())?.trim() ?? null;
  }
  return { path, heading: (await heading.textContent())?.trim() ?? '', firstCard };
}

async function expectSameOffline(page: Page, seen: Seen[]): Promise<void> {
  for (const visit of seen) {
    const again = await look(page, visit.path, visit.firstCard !== null);
    expect(again, `offline ${visit.path}`).toEqual(visit);
    await expect(
      page.getByRole('status').filter({ hasText: site.label('WEB.OFFLINE.INDICATOR') }),
    ).toBeVisible();
  }
}

test('home, a category, a product and a search reopen offline, also after a relaunch', async () => {
  test.setTimeout(180_000);
  let context = await launch();
  let page = context.pages()[0] ?? (await context.newPage());
  const answers = recordKeptAnswers(page);

  await openUnderWorker(page, `${site.base}/`);
  const category = menuEntry(site, 'women-clothing-dresses');
  const seen: Seen[] = [];
  seen.push(await look(page, `${site.base}/`, false));
  seen.push(await look(page, `${site.base}${category.path}`, true));
  const productLink = page
    .getByRole('main')
    .getByRole('article')
    .first()
    .getByRole('heading')
    .getByRole('link');
  const productPath = new URL((await productLink.getAttribute('href'))!, running().url).pathname;
  seen.push(await look(page, productPath, false));
  seen.push(await look(page, `${site.base}/search?query=coat`, true));
  // The worker's caches hold every answer those pages got, and the persisted query cache what
  // each page showed (the search page's heading is a label: its first product stands for it).
  await keptForOffline(
    page,
    answers,
    seen.map((visit) => visit.firstCard ?? visit.heading),
  );

  // Search POSTs sit under synthetic GET keys; nothing personal is in any cache.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
  expect(cached.some((url) => /\/search\/1\/indexes\/.*__body-sha256=[0-9a-f]{64}/.test(url))).toBe(
    true,
  );
  expect(cached.filter((url) => /\/api\/(cart|basic-session|checkout|account)/.test(url))).toEqual(
    [],
  );

  await running().stop();
  await context.setOffline(true);
  await expectSameOffline(page, seen);

  await context.close();
  context = await launch();
  await context.setOffline(true);
  page = context.pages()[0] ?? (await context.newPage());
  await expectSameOffline(page, seen);
  await context.close();
  await running().start();
});

test('updates reach shoppers: sw.js and index.html revalidate, hashed assets are immutable', async ({
  request,
}) => {
  const base = running().url;
  for (const path of ['/sw.js', '/index.html', '/metadata-v2.json', `${site.base}/`]) {
    const response = await request.get(`${base}${path}`, { headers: { accept: 'text/html' } });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('no-cache');
  }
  const html = await (await request.get(`${base}/index.html`)).text();
  const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  const response = await request.get(`${base}${asset}`);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const cart = await request.get(`${base}/api/cart`);
  expect(cart.headers()['cache-control']).toContain('no-store');
});
