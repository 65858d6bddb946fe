import { expect, test, type Page } from './support/test';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { ProductDetail, ProductHit } from '../../src/shared/domain/product';
import { OUTBOX_MESSAGES } from '../../src/shared/sw-messages';
import { findProduct } from './support/catalogue';
import { ownShopForSpec } from './support/own-shop';
import { siteUnderTest } from './support/site';
import { newShopperUnderWorker, openUnderWorker } from './support/worker';

/**
 * The outbox with the network really cut (the shop stopped): a favourite and a back-in-stock
 * subscription made offline show as pending, are sent when the shop returns, and are stored
 * exactly once each, even though a second copy of every queued write is sent at the same time
 * as the worker's replay (two overlapping replays). The records are counted in the shop's own
 * database afterwards.
 */
const site = siteUnderTest('gb', 'en');
const query = `lang=en&siteTag=${site.config.siteTag}`;

const running = ownShopForSpec();

interface QueuedWrite {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: number[];
}

/** The worker's replay and a second copy of each queued write, sent at the same time. */
async function replayOverlapping(page: Page, writes: QueuedWrite[]): Promise<void> {
  await Promise.all([
    page.evaluate(() => navigator.serviceWorker.controller?.postMessage({ type: 'OUTBOX_REPLAY' })),
    ...writes.map((write) =>
      fetch(write.url, {
        method: write.method,
        headers: write.headers,
        body: new Uint8Array(write.body),
      }),
    ),
  ]);
}

/** Stops the shop, reads its own database, and starts it again for the next journey. */
async function inShopDatabase(read: (db: PGlite) => Promise<void>): Promise<void> {
  await running().stop();
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create({ dataDir: join(running().dataDir, 'pglite') });
  try {
    await read(db);
  } finally {
    await db.close();
  }
  await running().start();
}

/** The requests waiting in the worker's IndexedDB queue (workbox-background-sync). */
function readQueue(page: Page): Promise<QueuedWrite[]> {
  return page.evaluate(
    () =>
      new Promise<QueuedWrite[]>((resolve, reject) => {
        const open = indexedDB.open('workbox-background-sync');
        open.onerror = () => reject(new Error(String(open.error)));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('requests')) return resolve([]);
          const all = db.transaction('requests').objectStore('requests').getAll();
          all.onsuccess = () =>
            resolve(
              (
                all.result as Array<{
                  requestData: Omit<QueuedWrite, 'body'> & { body?: ArrayBuffer };
                }>
              ).map(({ requestData }) => ({
                url: requestData.url,
                method: requestData.method,
                headers: requestData.headers,
                body: [...new Uint8Array(requestData.body ?? new ArrayBuffer(0))],
              })),
            );
        };
      }),
  );
}

/** Insights batches (POST /search/1/events) go through the outbox as well. */
const isInsights = (write: QueuedWrite) => new URL(write.url).pathname === '/search/1/events';

/** The queued favourites and back-in-stock writes, without insights batches. */
async function readShopperWrites(page: Page): Promise<QueuedWrite[]> {
  return (await readQueue(page)).filter((write) => !isInsights(write));
}

type SoldOut = {
  product: ProductDetail;
  hit: ProductHit;
  sku: ProductDetail['skuOptions'][number];
};
let found: SoldOut | undefined;

/** A product colour with an out-of-stock size, found through the shop's own API (once). */
async function soldOutVariant(page: Page): Promise<SoldOut> {
  found ??= await findSoldOutVariant(page);
  return found;
}

function findSoldOutVariant(page: Page): Promise<SoldOut> {
  return findProduct(
    page,
    running().url,
    site.config.siteTag,
    (product, hit) => {
      const sku = product.skuOptions.find((option) => option.availability === 'outofstock');
      return sku ? { product, hit, sku } : undefined;
    },
    'an out-of-stock size',
  );
}

test('favourite and back-in-stock made offline are sent exactly once when the shop returns', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: running().url });
  const page = await context.newPage();
  const { product, hit, sku } = await soldOutVariant(page);
  const variantId = `${product.productId}-${sku.colour}`;
  const email = `offline-${Date.now()}@example.com`;

  await openUnderWorker(page, `${site.base}/`);
  await page.goto(`${site.base}/product/${hit.slug}/${product.productId}?color=${sku.colour}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  // The favourites copy is read once online, which also opens the shopping session.
  await page.waitForFunction(
    () => sessionStorage.getItem('shoppingSessionId') !== null,
    undefined,
    {
      timeout: 30_000,
    },
  );
  const sessionId = await page.evaluate(() => sessionStorage.getItem('shoppingSessionId'));

  await running().stop(); // the network is gone, for the page and its worker alike

  const heart = page.getByRole('button', {
    name: site.label('WEB.FAVOURITES.TOGGLE', { name: product.name }),
  });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByRole('link', { name: site.label('WEB.FAVOURITES.LINK', { count: 1 }) }),
  ).toBeVisible();
  const pending = site.label('WEB.OUTBOX.PENDING');
  await expect(page.getByRole('status').filter({ hasText: pending }).first()).toBeVisible();

  const form = page.getByRole('form', { name: /sold out/i });
  await form.getByLabel(site.label('WEB.BACK_IN_STOCK.EMAIL')).fill('not-an-email');
  await form.getByRole('button', { name: site.label('WEB.BACK_IN_STOCK.SUBMIT') }).click();
  await expect(form.getByRole('alert')).toHaveText(site.label('WEB.BACK_IN_STOCK.INVALID'));
  if ((await form.getByRole('combobox').count()) > 0) {
    await form.getByRole('combobox').selectOption(sku.sku);
  }
  await form.getByLabel(site.label('WEB.BACK_IN_STOCK.EMAIL')).fill(email);
  await form.getByRole('button', { name: site.label('WEB.BACK_IN_STOCK.SUBMIT') }).click();
  await expect(form.getByRole('status')).toHaveText(pending);

  // read as the poll finds them (a failed replay takes them off the queue for a moment)
  let queued: QueuedWrite[] = [];
  await expect
    .poll(async () => {
      queued = await readShopperWrites(page);
      return queued.length;
    })
    .toBe(2);
  expect(queued.map((write) => write.headers['idempotency-key'])).toEqual([
    expect.stringMatching(/^[\w-]{8,}$/),
    expect.stringMatching(/^[\w-]{8,}$/),
  ]);

  // Back online: while the worker replays (its retry asks every few seconds), a second copy
  // of each queued write races it straight to the server.
  await running().start();
  await replayOverlapping(page, queued);

  await expect(form.getByRole('status')).toContainText(
    site.label('WEB.BACK_IN_STOCK.DONE', { email, size: sizeLabel(product, sku.size) }),
    { timeout: 30_000 },
  );
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: site.label('WEB.OUTBOX.SENT') })
      .first(),
  ).toBeVisible({ timeout: 30_000 });
  await expect.poll(async () => (await readQueue(page)).length).toBe(0);

  const favourites = await page.request.get(`${running().url}/api/favorites?${query}`, {
    headers: { 'x-shopping-session-id': sessionId! },
  });
  expect(((await favourites.json()) as { variantIds: string[] }).variantIds).toEqual([variantId]);
  await context.close();

  // Count the records in the shop's database itself.
  await inShopDatabase(async (db) => {
    const subscriptions = await db.query<{ n: number }>(
      'select count(*)::int as n from back_in_stock_subscriptions where email = $1',
      [email],
    );
    expect(subscriptions.rows[0]!.n).toBe(1);
    const keys = await db.query<{ n: number }>(
      'select count(*)::int as n from idempotency_keys where key = any($1)',
      [queued.map((write) => write.headers['idempotency-key'])],
    );
    expect(keys.rows[0]!.n).toBe(2);
    const lists = await db.query<{ variant_ids: string[] }>(
      'select variant_ids from favourite_lists where session_id = $1',
      [sessionId],
    );
    expect(lists.rows).toEqual([{ variant_ids: [variantId] }]);
  });
});

function sizeLabel(product: ProductDetail, slug: string): string {
  const size = product.sizes.find((candidate) => candidate.slug === slug);
  return size ? size.labelSize || size.name : slug;
}

test('a purge (sign-out, session reset) drops the queued writes: nothing is sent later', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: running().url });
  const page = await context.newPage();
  const { product, hit, sku } = await soldOutVariant(page);
  await openUnderWorker(page, `${site.base}/`);
  await page.goto(`${site.base}/product/${hit.slug}/${product.productId}?color=${sku.colour}`);
  await page.waitForFunction(
    () => sessionStorage.getItem('shoppingSessionId') !== null,
    undefined,
    {
      timeout: 30_000,
    },
  );
  const sessionId = await page.evaluate(() => sessionStorage.getItem('shoppingSessionId'));
  // The product must be on screen before the shop goes away, or there is no heart to press.
  const heart = page.getByRole('button', {
    name: site.label('WEB.FAVOURITES.TOGGLE', { name: product.name }),
  });
  await expect(heart).toBeVisible();

  await running().stop();
  await heart.click();
  await expect.poll(async () => (await readShopperWrites(page)).length).toBe(1);

  // What purgeOutbox() in src/platform/outbox posts to the worker.
  await page.evaluate(() =>
    navigator.serviceWorker.controller?.postMessage({ type: 'OUTBOX_PURGE' }),
  );
  await expect.poll(async () => (await readQueue(page)).length).toBe(0);

  await running().start();
  // Ask for a replay and wait for the worker's answer to it: after a replay it always reports
  // the queue's length (OUTBOX_PENDING); nothing may have been sent before that.
  const afterReplay = await page.evaluate(
    (types) =>
      new Promise<string[]>((resolve) => {
        const seen: string[] = [];
        const container = navigator.serviceWorker;
        container.addEventListener('message', function listen(event: MessageEvent) {
          const data = event.data as { type?: string; count?: number } | null;
          if (data?.type === types.sent) seen.push('sent');
          if (data?.type === types.pending) {
            seen.push(`pending ${data.count}`);
            container.removeEventListener('message', listen);
            resolve(seen);
          }
        });
        container.controller?.postMessage({ type: types.replay });
      }),
    OUTBOX_MESSAGES,
  );
  expect(afterReplay).toEqual(['pending 0']);
  const favourites = await page.request.get(`${running().url}/api/favorites?${query}`, {
    headers: { 'x-shopping-session-id': sessionId! },
  });
  expect(((await favourites.json()) as { variantIds: string[] }).variantIds).toEqual([]);
  await context.close();
});

test('a product card clicked offline sends its insights event once when the shop returns', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { context, page } = await newShopperUnderWorker(browser, running().url, `${site.base}/`);
  await page.goto(`${site.base}/women`);
  const card = page.getByRole('main').getByRole('article').first();
  const link = card.getByRole('heading').getByRole('link');
  await expect(link).toBeVisible();
  const cardName = (await link.textContent())?.trim() ?? '';

  await running().stop();
  await link.click(); // client-side navigation: the click event goes to the insights sender
  await expect(page).toHaveURL(/\/product\//);
  // The write is read as the poll finds it: while the shop is down, the worker's background sync
  // takes it off the queue for each failed replay and puts it back, so a second read can come
  // in between and find the queue empty.
  let queued: QueuedWrite | undefined;
  await expect
    .poll(async () => {
      const found = (await readQueue(page)).filter(isInsights);
      queued = found[0];
      return found.length;
    })
    .toBe(1);
  const write = queued!;
  const key = write.headers['idempotency-key']!;
  const { events } = JSON.parse(new TextDecoder().decode(new Uint8Array(write.body))) as {
    events: Array<{ eventType: string; userToken: string; objectIDs: string[]; index: string }>;
  };
  const click = events.find((event) => event.eventType === 'click')!;
  expect(click.userToken).toMatch(/^anon-/);
  expect(click.index).toMatch(/^vitrine_gb_en/);
  expect(cardName).not.toBe('');

  // Shop back: the worker replays while a second copy of the batch races it to the server.
  await running().start();
  await replayOverlapping(page, [write]);
  await expect.poll(async () => (await readQueue(page)).length, { timeout: 30_000 }).toBe(0);
  await context.close();

  await inShopDatabase(async (db) => {
    const stored = await db.query<{ n: number }>(
      `select count(*)::int as n from insights_events
        where event_type = 'click' and user_token = $1 and object_ids = $2::jsonb`,
      [click.userToken, JSON.stringify(click.objectIDs)],
    );
    expect(stored.rows[0]!.n).toBe(1);
    const keys = await db.query<{ n: number }>(
      'select count(*)::int as n from idempotency_keys where key = $1',
      [key],
    );
    expect(keys.rows[0]!.n).toBe(1);
  });
});
