/**
 * A shopper's account in a journey: the code the identity provider mailed (read from the
 * development mailbox, as the README tells a developer to), account creation through the app's
 * own pages, sign-in, the header's account menu, what the device keeps once signed out, and,
 * for journeys about what a signed-in shopper buys, a bag through the shipping step made over
 * the shop's API in the account's own session.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Cart } from '../../../src/shared/domain/cart';
import { SESSION_HEADER, SESSION_STORAGE_KEY } from '../../../src/shared/api/paths';
import { orderableSku, throughShipping } from './checkout';
import type { SiteUnderTest } from './site';
import { waitUntilLive } from './test';

interface MailboxMessage {
  id: string;
  to: string;
  code: string | null;
}

export interface Shopper {
  givenName: string;
  familyName: string;
  email: string;
  password: string;
}

/** A new shopper's name and address, unique to this run; `tag` tells the journeys apart. */
export function newShopper(site: SiteUnderTest, tag: string): Shopper {
  const arabic = site.language === 'ar';
  return {
    givenName: arabic ? 'ليلى' : 'Jane',
    familyName: arabic ? 'الحسن' : 'Doe',
    email: `shopper-${site.folder}-${tag}-${Date.now()}@example.com`,
    password: 'lantern orchard velvet 42',
  };
}

/** The newest code mailed to `email` that is not one of `seen`. */
export async function newCode(request: APIRequestContext, email: string, seen: Set<string>) {
  let found: MailboxMessage | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/mailbox/messages?to=${encodeURIComponent(email)}`);
      const { messages } = (await response.json()) as { messages: MailboxMessage[] };
      found = messages.find((message) => !seen.has(message.id) && message.code);
      return Boolean(found);
    })
    .toBe(true);
  seen.add(found!.id);
  return found!.code!;
}

/** Opens a path and waits until the app is live (a context's own page does not). */
export async function openLive(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitUntilLive(page);
}

/** Opens the header's account menu; returns the banner it is in. */
export async function openAccountMenu(page: Page, site: SiteUnderTest) {
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: site.label('WEB.ACCOUNT.MENU.LABEL') }).click();
  return banner;
}

/**
 * Creates the account through /account/create and /account/verify with the mailed code: the
 * shopper ends signed in on /account.
 */
export async function createAccount(page: Page, site: SiteUnderTest, shopper: Shopper) {
  const label = site.label.bind(site);
  await openLive(page, `${site.base}/account/create`);
  await page.getByLabel(label('WEB.ACCOUNT.FIELD.GIVEN-NAME')).fill(shopper.givenName);
  await page.getByLabel(label('WEB.ACCOUNT.FIELD.FAMILY-NAME')).fill(shopper.familyName);
  await page.getByLabel(label('WEB.ACCOUNT.FIELD.EMAIL')).fill(shopper.email);
  await page
    .getByLabel(label('WEB.ACCOUNT.FIELD.PASSWORD'), { exact: true })
    .fill(shopper.password);
  await page.getByRole('button', { name: label('WEB.ACCOUNT.CREATE.SUBMIT') }).click();
  await expect(page).toHaveURL(/\/account\/verify\?email=/);
  const code = await newCode(page.request, shopper.email, new Set());
  await page.getByLabel(label('WEB.ACCOUNT.FIELD.CODE')).fill(code);
  await page.getByRole('button', { name: label('WEB.ACCOUNT.VERIFY.SUBMIT') }).click();
  await expect(page).toHaveURL(new RegExp(`${site.base}/account$`));
  await expect(
    page.getByRole('heading', { level: 1, name: label('WEB.ACCOUNT.DETAILS.TITLE') }),
  ).toBeVisible();
}

/** Signs in through /account/sign-in; the shopper lands on the home page, greeted by name. */
export async function signIn(page: Page, site: SiteUnderTest, shopper: Shopper) {
  const label = site.label.bind(site);
  await openLive(page, `${site.base}/account/sign-in`);
  await page.getByLabel(label('WEB.ACCOUNT.FIELD.EMAIL')).fill(shopper.email);
  await page
    .getByLabel(label('WEB.ACCOUNT.FIELD.PASSWORD'), { exact: true })
    .fill(shopper.password);
  await page.getByRole('button', { name: label('WEB.ACCOUNT.SIGN-IN.SUBMIT') }).click();
  await expect(page).toHaveURL(new RegExp(`${site.base}/?$`));
  const banner = await openAccountMenu(page, site);
  await expect(
    banner.getByText(label('WEB.ACCOUNT.MENU.HELLO', { name: shopper.givenName })),
  ).toBeVisible();
  await page.keyboard.press('Escape');
}

/** What this origin keeps: localStorage keys, Cache Storage URLs, IndexedDB records as text. */
export function readDevice(page: Page) {
  return page.evaluate(async () => {
    const local = Object.keys(localStorage).map((key) => `${key}=${localStorage.getItem(key)}`);
    const cached: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const body = (await (await cache.match(request))?.text()) ?? '';
        cached.push(`${request.url} ${body.slice(0, 20_000)}`);
      }
    }
    const records: string[] = [];
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
        for (const value of values) records.push(`${info.name}/${store} ${JSON.stringify(value)}`);
      }
      db.close();
    }
    return { local, cached, records };
  });
}

/**
 * One item (the `skip`th size in stock) in the signed-in shopper's bag, through the shipping
 * step, over the shop's API with the page's account session and access token, as the app's own
 * calls carry them.
 */
export async function accountBagThroughShipping(page: Page, site: SiteUnderTest, skip: number) {
  const { session, token } = await page.evaluate((key) => {
    const tokenKey = Object.keys(localStorage).find((name) => name.endsWith('.accessToken'));
    return {
      session: sessionStorage.getItem(key),
      token: tokenKey ? localStorage.getItem(tokenKey) : null,
    };
  }, SESSION_STORAGE_KEY);
  expect(session, 'the account session').toBeTruthy();
  expect(token, 'the access token').toBeTruthy();
  const query = `lang=${site.language}&siteTag=${site.config.siteTag}`;
  const post = async (path: string, data: unknown) => {
    const response = await page.request.post(`${path}?${query}`, {
      data,
      headers: { [SESSION_HEADER]: session!, authorization: `Bearer ${token}` },
    });
    expect(response.ok(), `POST ${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as Cart;
  };
  const { productId, sku } = await orderableSku(page, site, skip);
  await post('/api/cart', { productId, sku, quantity: 1 });
  return throughShipping(site, post);
}
