import { expect, test, type Page } from './support/test';
import { productWithSoldOutSize } from './support/catalogue';
import { pickOption } from './support/journeys';
import { ownShopForSpec } from './support/own-shop';
import { siteUnderTest } from './support/site';
import { openUnderWorker } from './support/worker';

/**
 * Sign-out by session reset (spec §4 "Sign-out", §8 "HTTP 401 … on failure sign-out"): a shopper
 * fills the device with personal data (a bag line, a favourite, a back-in-stock request that
 * waits in the outbox, warm caches), then the shop refuses the session twice, so the app signs
 * out. Afterwards every Cache Storage cache and every IndexedDB record is read: nothing of the
 * shopper may remain, the bag is empty, and the app goes on with a new session.
 */
const site = siteUnderTest('gb', 'en');
const query = `lang=en&siteTag=${site.config.siteTag}`;

const running = ownShopForSpec();

interface DeviceData {
  /** `${cache} ${url}` of every Cache Storage entry */
  cached: string[];
  /** cached responses whose body holds one of the needles */
  cachedWithNeedle: string[];
  /** `${database}/${store}` → its records as text (buffers and blobs decoded) */
  records: Record<string, string[]>;
}

/** Everything in Cache Storage and IndexedDB of this origin, as text. */
function readDevice(page: Page, needles: string[]): Promise<DeviceData> {
  return page.evaluate(async (needles) => {
    const decoder = new TextDecoder();
    async function text(value: unknown, depth = 0): Promise<string> {
      if (depth > 8 || value === null || value === undefined) return '';
      if (typeof value === 'string') return value;
      if (typeof value !== 'object') return String(value);
      if (value instanceof ArrayBuffer) return decoder.decode(value);
      if (ArrayBuffer.isView(value)) return decoder.decode(value);
      if (value instanceof Blob) return value.text();
      const parts = await Promise.all(
        Object.entries(value as Record<string, unknown>).map(
          async ([key, inner]) => `${key}:${await text(inner, depth + 1)}`,
        ),
      );
      return parts.join(' ');
    }
    const cached: string[] = [];
    const cachedWithNeedle: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        cached.push(`${name} ${request.url}`);
        const body = (await (await cache.match(request))?.text()) ?? '';
        if (needles.some((needle) => body.includes(needle))) {
          cachedWithNeedle.push(request.url);
        }
      }
    }
    const records: Record<string, string[]> = {};
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name!);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(new Error(String(open.error)));
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const values = await new Promise<unknown[]>((resolve, reject) => {
          const all = db.transaction(store).objectStore(store).getAll();
          all.onsuccess = () => resolve(all.result as unknown[]);
          all.onerror = () => reject(new Error(String(all.error)));
        });
        records[`${info.name}/${store}`] = await Promise.all(values.map((v) => text(v)));
      }
      db.close();
    }
    return { cached, cachedWithNeedle, records };
  }, needles);
}

const PERSONAL_URL =
  /\/(api\/(cart|checkout|account|orders?|session|basic-session|favou?rites)|marketing\/back-in-stock)(\/|\?|$)/;
const PERSONAL_ROOTS = [
  'personal',
  'cart',
  'favorites',
  'favourites',
  'account',
  'checkout',
  'orders',
];

test('a session the shop refuses twice signs out: nothing personal stays on the device', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: running().url });
  const page = await context.newPage();
  const { product, hit, soldOut, orderable } = await productWithSoldOutSize(
    page,
    running().url,
    site.config.siteTag,
  );
  const email = `sign-out-${Date.now()}@example.com`;
  const productPath = (colour: string) =>
    `${site.base}/product/${hit.slug}/${product.productId}?color=${colour}`;

  // Shop normally: pages visited (warm caches), then a bag line and a favourite.
  await openUnderWorker(page, `${site.base}/`);
  await page.goto(`${site.base}/women`);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await page.goto(`${site.base}/search?query=dress`);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await page.goto(productPath(orderable.colour));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await pickOption(
    page
      .getByRole('radiogroup', { name: site.label('WEB.PRODUCT.SIZE.LABEL'), exact: true })
      .locator(`input[value="${orderable.size}"]`),
  );
  await page.getByRole('button', { name: site.label('WEB.PRODUCT.ADD'), exact: true }).click();
  const bagButton = (label: string) =>
    page.getByRole('banner').getByRole('button', { name: label, exact: true });
  await expect(bagButton(site.label('WEB.CART.BUTTON.ONE'))).toBeVisible();
  await page.keyboard.press('Escape');
  const heart = page.getByRole('button', {
    name: site.label('WEB.FAVOURITES.TOGGLE', { name: product.name }),
  });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  // A write that waits in the outbox: the back-in-stock service is unreachable for the worker.
  await context.route('**/marketing/back-in-stock**', (route) =>
    route.abort('internetdisconnected'),
  );
  await page.goto(productPath(soldOut.colour));
  const form = page.getByRole('form', { name: /sold out/i });
  if ((await form.getByRole('combobox').count()) > 0) {
    await form.getByRole('combobox').selectOption(soldOut.sku);
  }
  await form.getByLabel(site.label('WEB.BACK_IN_STOCK.EMAIL')).fill(email);
  await form.getByRole('button', { name: site.label('WEB.BACK_IN_STOCK.SUBMIT') }).click();
  await expect(form.getByRole('status')).toHaveText(site.label('WEB.OUTBOX.PENDING'));

  const oldSession = (await page.evaluate(() => sessionStorage.getItem('shoppingSessionId')))!;
  const oldUserToken = await page.evaluate(() => localStorage.getItem('vitrine-insights-user'));
  expect(oldSession).toBeTruthy();
  // the request waits (the worker may store it a moment after the page shows it pending);
  // writes made after it (favourites, insights) may queue behind it
  await expect
    .poll(async () => (await readDevice(page, [oldSession, email])).records)
    .toHaveProperty(
      ['workbox-background-sync/requests'],
      expect.arrayContaining([expect.stringContaining(email)]),
    );

  // The shop refuses the session twice: the first 401 renews it, the second signs out.
  let refused = 0;
  await context.route('**/api/cart**', async (route) => {
    if (route.request().method() === 'GET' && refused < 2) {
      refused += 1;
      await route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ status: 401, code: 'UNAUTHORIZED', message: 'Session expired' }),
      });
    } else {
      await route.fallback();
    }
  });
  const reloadedCart = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/cart' &&
      response.request().method() === 'GET' &&
      response.status() === 200,
  );
  await page.reload();
  await reloadedCart;
  expect(refused).toBe(2);
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('shoppingSessionId')))
    .not.toBe(oldSession);
  const newSession = (await page.evaluate(() => sessionStorage.getItem('shoppingSessionId')))!;
  expect(newSession).toBeTruthy();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('vitrine-insights-user')))
    .not.toBe(oldUserToken);

  // Nothing personal remains in Cache Storage or IndexedDB.
  const needles = [oldSession, email, ...(oldUserToken ? [oldUserToken] : [])];
  await expect
    .poll(async () => (await readDevice(page, needles)).records['workbox-background-sync/requests'])
    .toEqual([]);
  const after = await readDevice(page, needles);
  expect(after.cached.length).toBeGreaterThan(0); // the catalogue stays for offline use
  expect(
    after.cached.filter((entry) => PERSONAL_URL.test(new URL(entry.split(' ')[1]!).pathname)),
  ).toEqual([]);
  expect(after.cachedWithNeedle).toEqual([]);
  for (const [store, records] of Object.entries(after.records)) {
    for (const record of records) {
      for (const needle of needles) expect(record, store).not.toContain(needle);
      expect(record, store).not.toMatch(PERSONAL_URL);
    }
  }
  const persisted = after.records['vitrine-query-cache/entries'] ?? [];
  for (const record of persisted) {
    const state = JSON.parse(record) as {
      clientState: { queries: Array<{ queryKey: unknown[] }> };
    };
    // a personal key is ['personal', 'cart', …]; older keys began with the feature's name
    const roots = state.clientState.queries.flatMap((q) => q.queryKey.slice(0, 2).map(String));
    expect(roots.filter((root) => PERSONAL_ROOTS.includes(root))).toEqual([]);
  }

  // The device's favourites are sent to the new session's server copy.
  const deviceFavourites = await page.evaluate(
    () => JSON.parse(localStorage.getItem('favorites') ?? '[]') as string[],
  );
  expect(deviceFavourites).toHaveLength(1);
  await expect
    .poll(async () => {
      const copy = await page.request.get(`${running().url}/api/favorites?${query}`, {
        headers: { 'x-shopping-session-id': newSession },
      });
      return ((await copy.json()) as { variantIds: string[] }).variantIds;
    })
    .toEqual(deviceFavourites);

  // The bag is empty for the new session, favourites stay on the device, and shopping goes on.
  await bagButton(site.label('WEB.CART.BUTTON.LABEL', { count: 0 })).click();
  await expect(
    page
      .getByRole('dialog', { name: site.label('WEB.MINICART.LABEL') })
      .getByText(site.label('WEB.MINICART.EMPTY')),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto(productPath(orderable.colour));
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await pickOption(
    page
      .getByRole('radiogroup', { name: site.label('WEB.PRODUCT.SIZE.LABEL'), exact: true })
      .locator(`input[value="${orderable.size}"]`),
  );
  await page.getByRole('button', { name: site.label('WEB.PRODUCT.ADD'), exact: true }).click();
  await expect(bagButton(site.label('WEB.CART.BUTTON.ONE'))).toBeVisible();
  const cart = await page.request.get(`${running().url}/api/cart?${query}`, {
    headers: { 'x-shopping-session-id': newSession },
  });
  expect(((await cart.json()) as { items: unknown[] }).items).toHaveLength(1);
  await context.close();
});
