/**
 * Issue 14 "App", the identity part, in GB/en and AE/ar, on a phone and a desktop: a shopper
 * creates an account, reads the code the identity provider mailed (the development mailbox),
 * confirms it and is signed in, greeted by name in the header's account menu; signs out, after
 * which nothing personal is left in Cache Storage, IndexedDB or localStorage (read in the page)
 * and /account asks them to sign in; then resets a forgotten password end to end and signs in
 * with the new one.
 */
import { newCode } from './support/account';
import { siteUnderTest, type SiteUnderTest } from './support/site';
import { expect, test, waitUntilLive, type Page } from './support/test';

const DEVICES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 900 } },
} as const;

const SHOPPERS = [
  { site: siteUnderTest('gb', 'en'), givenName: 'Jane', familyName: 'Doe' },
  { site: siteUnderTest('ae', 'ar'), givenName: 'ليلى', familyName: 'الحسن' },
];

/** What this origin keeps: localStorage keys, Cache Storage URLs, IndexedDB records as text. */
function readDevice(page: Page) {
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

async function openMenu(page: Page, site: SiteUnderTest) {
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: site.label('WEB.ACCOUNT.MENU.LABEL') }).click();
  return banner;
}

for (const { site, givenName, familyName } of SHOPPERS) {
  for (const [deviceName, settings] of Object.entries(DEVICES)) {
    test(`${site.base} ${deviceName}: create, verify, sign out clean, reset the password, sign in`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      const context = await browser.newContext({ ...settings, baseURL });
      const page = await context.newPage();
      // the context's own page: its goto does not wait for the app to come to life
      const open = async (path: string) => {
        await page.goto(path);
        await waitUntilLive(page);
      };
      const label = site.label.bind(site);
      const email = `shopper-${site.folder}-${deviceName}-${Date.now()}@example.com`;
      const password = 'lantern orchard velvet 42';
      const newPassword = 'harbour meadow copper 97';
      const seen = new Set<string>();

      // Create the account: a problem first, said beside its field
      await open(`${site.base}/account/create`);
      await page.getByLabel(label('WEB.ACCOUNT.FIELD.GIVEN-NAME')).fill(givenName);
      await page.getByLabel(label('WEB.ACCOUNT.FIELD.FAMILY-NAME')).fill(familyName);
      await page.getByLabel(label('WEB.ACCOUNT.FIELD.EMAIL')).fill(email);
      const passwordField = page.getByLabel(label('WEB.ACCOUNT.FIELD.PASSWORD'), { exact: true });
      await passwordField.fill('short');
      await page.getByRole('button', { name: label('WEB.ACCOUNT.CREATE.SUBMIT') }).click();
      await expect(passwordField).toHaveAttribute('aria-invalid', 'true');
      await expect(
        page.getByText(label('WEB.ACCOUNT.ERROR.PASSWORD-SHORT', { min: 8 })),
      ).toBeVisible();
      await passwordField.fill(password);
      await page.getByRole('button', { name: label('WEB.ACCOUNT.CREATE.SUBMIT') }).click();

      // The code from the mailbox confirms it, and the shopper is signed in
      await expect(page).toHaveURL(/\/account\/verify\?email=/);
      const code = await newCode(page.request, email, seen);
      await page.getByLabel(label('WEB.ACCOUNT.FIELD.CODE')).fill(code);
      await page.getByRole('button', { name: label('WEB.ACCOUNT.VERIFY.SUBMIT') }).click();
      await expect(page).toHaveURL(new RegExp(`${site.base}/account$`));
      await expect(
        page.getByRole('heading', { level: 1, name: label('WEB.ACCOUNT.DETAILS.TITLE') }),
      ).toBeVisible();
      await expect(page.getByText(email)).toBeVisible();
      const banner = await openMenu(page, site);
      await expect(
        banner.getByText(label('WEB.ACCOUNT.MENU.HELLO', { name: givenName })),
      ).toBeVisible();
      await expect(
        banner.getByRole('link', { name: label('WEB.ACCOUNT.MENU.ORDERS') }),
      ).toBeVisible();
      const token = await page.evaluate(() =>
        Object.keys(localStorage).find((key) => key.endsWith('.accessToken')),
      );
      expect(token).toBeTruthy();

      // Sign out: back to the home page, nothing personal left on the device
      await banner.getByRole('button', { name: label('WEB.ACCOUNT.MENU.SIGN-OUT') }).click();
      await expect(page).toHaveURL(new RegExp(`${site.base}/?$`));
      await expect(
        page.getByRole('banner').getByRole('link', { name: label('WEB.ACCOUNT.MENU.SIGN-IN') }),
      ).toBeVisible();
      const device = await readDevice(page);
      expect(
        device.local.filter((entry) =>
          /^(CognitoIdentityServiceProvider|shippingAddress|billingAddress)/.test(entry),
        ),
      ).toEqual([]);
      for (const place of [device.local, device.cached, device.records]) {
        expect(place.filter((entry) => entry.includes(email) || entry.includes(givenName))).toEqual(
          [],
        );
        expect(place.filter((entry) => /eyJ[\w-]+\.eyJ[\w-]+/.test(entry))).toEqual([]);
      }
      await open(`${site.base}/account`);
      await expect(
        page.getByRole('heading', { level: 1, name: label('WEB.ACCOUNT.REQUIRED.TITLE') }),
      ).toBeVisible();

      // Forgotten password, end to end
      await open(`${site.base}/account/forgot-password`);
      await page.getByLabel(label('WEB.ACCOUNT.FIELD.EMAIL')).fill(email);
      await page.getByRole('button', { name: label('WEB.ACCOUNT.FORGOT.SEND') }).click();
      const resetCode = await newCode(page.request, email, seen);
      await page.getByLabel(label('WEB.ACCOUNT.FIELD.CODE')).fill(resetCode);
      await page
        .getByLabel(label('WEB.ACCOUNT.FIELD.NEW-PASSWORD'), { exact: true })
        .fill(newPassword);
      await page.getByRole('button', { name: label('WEB.ACCOUNT.FORGOT.SUBMIT') }).click();
      await expect(page).toHaveURL(/\/account\/sign-in\?/);
      await expect(page.getByRole('main').getByRole('status')).toHaveText(
        label('WEB.ACCOUNT.CODE.SUCCESS-NEW-PASSWORD'),
      );

      // The old password no longer works; the new one does
      await expect(page.getByLabel(label('WEB.ACCOUNT.FIELD.EMAIL'))).toHaveValue(email);
      const signInPassword = page.getByLabel(label('WEB.ACCOUNT.FIELD.PASSWORD'), { exact: true });
      await signInPassword.fill(password);
      await page.getByRole('button', { name: label('WEB.ACCOUNT.SIGN-IN.SUBMIT') }).click();
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(
        label('WEB.ACCOUNT.CODE.INVALID-CREDENTIALS'),
      );
      await signInPassword.fill(newPassword);
      await page.getByRole('button', { name: label('WEB.ACCOUNT.SIGN-IN.SUBMIT') }).click();
      await expect(page).toHaveURL(new RegExp(`${site.base}/?$`));
      const again = await openMenu(page, site);
      await expect(
        again.getByText(label('WEB.ACCOUNT.MENU.HELLO', { name: givenName })),
      ).toBeVisible();
      await context.close();
    });
  }
}
