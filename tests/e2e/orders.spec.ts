/**
 * Issue 13 "After the order", in GB/en and AE/ar, on a phone and a desktop (the order's summary
 * sits beside its lines on a desktop, under them on a phone): an order placed and paid in the
 * page's own session (support/order.ts) opens at /complete with its number, its line and its
 * total, and the header's bag empty again; its tracking shows the status history, the current
 * status marked; then, in a fresh browser, the guest lookup finds it by number and e-mail and by
 * number and phone (written nationally), and a wrong e-mail gets the one not-found message.
 * The server's render answers 404 for an order page that names no order.
 */
import AxeBuilder from '@axe-core/playwright';
import { formatMoney } from '../../src/shared/domain/currency';
import { ORDER_SHOPPERS, prepareOrder } from './support/order';
import { siteUnderTest, type SiteUnderTest } from './support/site';
import { expect, test, waitUntilLive, type Page } from './support/test';

const DEVICES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 900 } },
} as const;

function money(site: SiteUnderTest, minor: number): string {
  const locale = `${site.language}-${site.config.country.code}`;
  return formatMoney(minor, site.config.currency.code, site.config.country.code, locale);
}

/** axe's serious and critical findings on the page as it is now (DESIGN §8: none). */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
    );
}

/** Opens an app path the way the app's own links do: history, no page load. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * The guest lookup as a shopper fills it in: the first opens the page (another context's page,
 * whose goto is Playwright's own: it waits for the app here), the next ones go there in the app.
 */
async function lookUp(
  page: Page,
  site: SiteUnderTest,
  reference: string,
  contact: 'email' | 'phone',
  value: string,
  { first = false } = {},
) {
  const label = site.label.bind(site);
  const path = `${site.base}/orders/order-status`;
  if (first) {
    await page.goto(path);
    await waitUntilLive(page);
  } else await navigateInApp(page, path);
  await page.getByLabel(label('WEB.ORDER.REFERENCE'), { exact: true }).fill(reference);
  if (contact === 'phone')
    await page.getByRole('radio', { name: label('WEB.ORDER.LOOKUP.BY-PHONE') }).check();
  const field = contact === 'email' ? 'WEB.ORDER.LOOKUP.EMAIL' : 'WEB.ORDER.LOOKUP.PHONE';
  await page.getByLabel(label(field), { exact: true }).fill(value);
  await page.getByRole('button', { name: label('WEB.ORDER.LOOKUP.SUBMIT') }).click();
}

for (const [device, options] of Object.entries(DEVICES)) {
  for (const { folder, language } of [
    { folder: 'gb', language: 'en' },
    { folder: 'ae', language: 'ar' },
  ] as const) {
    test.describe(`${folder.toUpperCase()}/${language} on a ${device}`, () => {
      test.use(options);

      test('the order placed: /complete, its tracking, and the guest lookup', async ({
        page,
        browser,
        baseURL,
      }) => {
        const site = siteUnderTest(folder, language);
        const label = site.label.bind(site);
        const shopper = ORDER_SHOPPERS[folder];

        const bag = (count: number) =>
          page.getByRole('button', {
            name:
              count === 1
                ? label('WEB.CART.BUTTON.ONE')
                : label('WEB.CART.BUTTON.LABEL', { count }),
          });
        const ready = await prepareOrder(page, baseURL!, site);
        await page.goto(`${site.base}/`);
        await expect(bag(1)).toBeVisible();
        const placed = await ready.pay();
        await navigateInApp(page, `${site.base}/complete?orderReference=${placed.orderReference}`);

        await expect(
          page.getByRole('heading', {
            level: 1,
            name: label('WEB.ORDER.COMPLETE.TITLE.NAME', { name: shopper.firstName }),
          }),
        ).toBeVisible();
        await expect(page.getByText(placed.orderReference, { exact: true })).toBeVisible();
        const items = page.getByRole('region', {
          name: new RegExp(label('WEB.ORDER.ITEMS.TITLE', { count: 1 }).replace(/[()]/g, '\\$&')),
        });
        await expect(items.getByRole('link', { name: placed.productName })).toBeVisible();
        const summary = page.getByRole('region', { name: label('WEB.BASKET.SUMMARY.TITLE') });
        await expect(summary).toContainText(money(site, placed.total));
        // the header's bag is the server's again: the bought piece has left it
        await expect(bag(0)).toBeVisible();
        // the layouts differ, the markup does not: one audit of each page is enough
        if (device === 'desktop') expect(await seriousViolations(page)).toEqual([]);

        await page.getByRole('link', { name: label('WEB.ORDER.TRACK') }).click();
        const history = page.getByRole('list', { name: label('WEB.TRACKING.HISTORY') });
        const steps = history.getByRole('listitem');
        await expect(steps).toHaveCount(2);
        await expect(steps.last()).toHaveAttribute('aria-current', 'step');
        await expect(steps.last()).toContainText(label('WEB.ORDER.TIMELINE.PAID'));

        // a guest, on another device
        const guest = await browser.newContext({ ...options, baseURL });
        const other = await guest.newPage();
        const title = label('WEB.ORDER.TITLE', { reference: placed.orderReference });
        await lookUp(other, site, placed.orderReference.toLowerCase(), 'email', shopper.email, {
          first: true,
        });
        await expect(other.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(other).toHaveURL(/\/orders\/order-status\?hash=[\w-]{64}$/);
        await expect(
          other.getByRole('button', { name: label('WEB.ORDER.LINK.COPY') }),
        ).toBeVisible();

        await lookUp(other, site, placed.orderReference, 'phone', shopper.phone);
        await expect(other.getByRole('heading', { level: 1, name: title })).toBeVisible();

        await lookUp(other, site, placed.orderReference, 'email', `not.${shopper.email}`);
        await expect(other.getByRole('alert')).toHaveText(label('WEB.ORDER.LOOKUP.NOT-FOUND'));
        if (device === 'desktop') expect(await seriousViolations(other)).toEqual([]);
        await guest.close();
      });
    });
  }
}

test('the server’s render answers 404 for an order page that names no order', async ({
  request,
}) => {
  const status = async (path: string) =>
    (await request.get(path, { headers: { accept: 'text/html' } })).status();
  expect(await status('/gb/en/complete')).toBe(404);
  expect(await status('/gb/en/orders/not-a-reference')).toBe(404);
  // a reference's form: the page's shell, whose order the browser asks for with its session
  expect(await status('/gb/en/orders/7KQ4M-2XD9B')).toBe(200);
  expect(await status('/ae/ar/orders/order-status')).toBe(200);
});
