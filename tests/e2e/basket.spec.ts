/**
 * Issue 12's bag journey, in GB/en and AE/ar, on a phone and a desktop: two sizes of a dress
 * in the bag (the buy-2 tier appears with the second), the basket lists them newest first, a
 * quantity goes up to the per-item limit, a demo voucher changes the totals by what the API
 * quotes and comes off again, a size that goes out of stock server-side moves to the
 * unavailable items and blocks Proceed until removed, and the bag's shared link rebuilds it in
 * a fresh browser. Runs on a shop of its own with the test hooks on (support/bag.ts).
 */
import type { Page } from '@playwright/test';
import { MAX_QTY_PER_ITEM } from '../../src/shared/constants';
import type { Cart } from '../../src/shared/domain/cart';
import { formatMoney } from '../../src/shared/domain/currency';
import { isCart, setStock, tierDress } from './support/bag';
import { ownShopForSpec } from './support/own-shop';
import { siteUnderTest, type SiteUnderTest } from './support/site';
import { expect, test } from './support/test';

const shop = ownShopForSpec(4, { env: { VITRINE_TEST_HOOKS: '1' } });

const DEVICES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1366, height: 900 } },
} as const;

/** Every cart the shop answers this page with, newest last. */
function recordCarts(page: Page): Cart[] {
  const carts: Cart[] = [];
  page.on('response', async (response) => {
    if (!/\/api\/cart(\/|\?|$)/.test(new URL(response.url()).pathname + '?')) return;
    const body: unknown = await response.json().catch(() => null);
    if (response.ok() && isCart(body)) carts.push(body);
  });
  return carts;
}

function money(site: SiteUnderTest, minor: number): string {
  const locale = `${site.language}-${site.config.country.code}`;
  return formatMoney(minor, site.config.currency.code, site.config.country.code, locale);
}

for (const [device, options] of Object.entries(DEVICES)) {
  for (const { folder, language } of [
    { folder: 'gb', language: 'en' },
    { folder: 'ae', language: 'ar' },
  ]) {
    test.describe(`${folder.toUpperCase()}/${language} on a ${device}`, () => {
      test.use(options);

      test('bag: two sizes, quantity to the limit, voucher, tier, stock-out, shared link', async ({
        page,
        browser,
      }) => {
        test.setTimeout(240_000);
        const site = siteUnderTest(folder, language);
        const { url } = shop();
        const label = site.label.bind(site);
        const dress = await tierDress(page.request, url, site);
        const { product, first, second, sizeName, tier } = dress;
        for (const sku of [first, second])
          await setStock(page.request, url, sku.sku, 100, 'available');
        const carts = recordCarts(page);
        const productPath = `${url}${site.base}${product.url.split('?')[0]}`;
        const miniCart = page.getByRole('dialog', { name: label('WEB.MINICART.LABEL') });
        const addToBag = page.getByRole('button', { name: label('WEB.PRODUCT.ADD'), exact: true });

        // one size: the mini cart opens with it, and no tier yet
        await page.goto(`${productPath}?sku=${encodeURIComponent(first.sku)}`);
        await addToBag.click();
        await expect(miniCart.getByRole('link', { name: product.name })).toBeVisible();
        await expect(miniCart.getByText(tier.name)).toHaveCount(0);

        // the second size: the buy-2 tier appears at the second item
        await page.goto(`${productPath}?sku=${encodeURIComponent(second.sku)}`);
        await addToBag.click();
        await expect(miniCart.getByRole('link', { name: product.name })).toHaveCount(2);
        await expect(miniCart.getByText(tier.name).first()).toBeVisible();

        // the mini cart's proceed button opens the basket: both lines, newest first
        await miniCart.getByRole('link', { name: label('WEB.MINICART.CHECKOUT') }).click();
        await expect(page).toHaveURL(new RegExp(`${site.base}/checkout/basket$`));
        const lines = page.getByRole('list', { name: label('WEB.BASKET.LINES') });
        const sizeText = (sku: typeof first) => label('WEB.MINICART.SIZE', { name: sizeName(sku) });
        const sizePrefix = label('WEB.MINICART.SIZE', { name: '' });
        await expect(lines.getByText(sizePrefix)).toHaveText([sizeText(second), sizeText(first)]);
        const lineOf = (sku: typeof first) =>
          lines
            .getByRole('listitem')
            .filter({ has: page.getByText(sizeText(sku), { exact: true }) });

        // the quantity goes up one by one to the per-item limit, which is said
        const newest = lineOf(second);
        const increase = newest.getByRole('button', {
          name: label('WEB.BASKET.QTY.INCREASE', { name: product.name }),
        });
        const quantity = newest.getByRole('group', {
          name: label('WEB.BASKET.QTY.LABEL', { name: product.name }),
        });
        for (let units = 2; units <= MAX_QTY_PER_ITEM; units++) {
          await increase.click();
          await expect(quantity).toContainText(String(units));
        }
        await expect(increase).toBeDisabled();
        await expect(
          newest.getByText(label('WEB.BASKET.QTY.LIMIT', { max: MAX_QTY_PER_ITEM })),
        ).toBeVisible();

        // a demo voucher: the totals become what the API quotes
        const summary = page.getByRole('region', { name: label('WEB.BASKET.SUMMARY.TITLE') });
        const before = carts.at(-1)!.cartSummary;
        await expect(summary).toContainText(money(site, before.totalCost));
        await summary
          .getByRole('textbox', { name: label('WEB.BASKET.VOUCHER.LABEL') })
          .fill('WELCOME10');
        const applied = page.waitForResponse(
          (r) => r.url().includes('/api/cart/voucher') && r.request().method() === 'PUT',
        );
        await summary.getByRole('button', { name: label('WEB.BASKET.VOUCHER.APPLY') }).click();
        const quoted = ((await (await applied).json()) as Cart).cartSummary;
        expect(quoted.voucherCode).toBe('WELCOME10');
        expect(quoted.totalCost).toBeLessThan(before.totalCost);
        expect(before.totalCost - quoted.totalCost).toBe(
          quoted.totalDiscount - before.totalDiscount,
        );
        await expect(
          summary.getByText(label('WEB.BASKET.VOUCHER.APPLIED', { code: 'WELCOME10' })),
        ).toBeVisible();
        await expect(summary).toContainText(money(site, quoted.totalCost));

        // … and comes off again
        await summary
          .getByRole('button', { name: label('WEB.BASKET.VOUCHER.REMOVE', { code: 'WELCOME10' }) })
          .click();
        await expect(
          summary.getByRole('textbox', { name: label('WEB.BASKET.VOUCHER.LABEL') }),
        ).toBeVisible();
        await expect(summary).toContainText(money(site, before.totalCost));
        await expect(lines.getByText(tier.name).first()).toBeVisible();

        // the first size sells out server-side: it moves apart and blocks Proceed until removed
        await expect(
          summary.getByRole('link', { name: label('WEB.BASKET.PROCEED') }),
        ).toBeVisible();
        await setStock(page.request, url, first.sku, 0, 'outofstock');
        await page.reload();
        const unavailable = page.getByRole('list', { name: label('WEB.BASKET.UNAVAILABLE.TITLE') });
        await expect(unavailable.getByText(sizeText(first), { exact: true })).toBeVisible();
        await expect(lines.getByText(sizeText(first), { exact: true })).toHaveCount(0);
        await expect(page.getByText(label('WEB.BASKET.UNAVAILABLE-ITEMS')).first()).toBeVisible();
        await expect(
          summary.getByRole('button', { name: label('WEB.BASKET.PROCEED') }),
        ).toBeDisabled();
        await unavailable
          .getByRole('button', { name: label('WEB.MINICART.REMOVE', { name: product.name }) })
          .click();
        await expect(unavailable).toHaveCount(0);
        await expect(
          summary.getByRole('link', { name: label('WEB.BASKET.PROCEED') }),
        ).toBeVisible();

        // the bag's shared link rebuilds it in a fresh browser
        const cartPublicId = carts.at(-1)!.cartPublicId;
        const context = await browser.newContext(options);
        try {
          const fresh = await context.newPage();
          await fresh.goto(
            `${url}${site.base}/recreateCart?cartPublicId=${encodeURIComponent(cartPublicId)}`,
          );
          await expect(fresh).toHaveURL(new RegExp(`${site.base}/checkout/basket$`));
          const rebuilt = fresh.getByRole('list', { name: label('WEB.BASKET.LINES') });
          await expect(rebuilt.getByRole('link', { name: product.name })).toBeVisible();
          await expect(rebuilt.getByText(sizeText(second), { exact: true })).toBeVisible();
          await expect(
            rebuilt.getByRole('group', {
              name: label('WEB.BASKET.QTY.LABEL', { name: product.name }),
            }),
          ).toContainText(String(MAX_QTY_PER_ITEM));
        } finally {
          await context.close();
        }
      });
    });
  }
}

test('an unknown shared bag says so and leaves the own bag as it was', async ({ page }) => {
  const site = siteUnderTest('gb', 'en');
  await page.goto(`${shop().url}${site.base}/recreateCart?cartPublicId=no-such-cart`);
  await expect(
    page.getByRole('heading', { name: site.label('WEB.RECREATE.ERROR.TITLE') }),
  ).toBeVisible();
  await expect(
    page.getByText(site.label('WEB.CART.ERROR.CART-NOT-FOUND'), { exact: false }),
  ).toBeVisible();
  await page.getByRole('link', { name: site.label('WEB.RECREATE.VIEW-BAG') }).click();
  await expect(
    page.getByRole('heading', { name: site.label('WEB.BASKET.EMPTY.TITLE') }),
  ).toBeVisible();
});
