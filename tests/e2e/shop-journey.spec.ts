import { expect, test } from './support/test';
import {
  addToBagAndCheckMiniCart,
  chooseProduct,
  expectBagHolds,
  openBag,
  openCategoryFromHome,
} from './support/journeys';
import { siteUnderTest } from './support/site';

for (const { folder, language, dir } of [
  { folder: 'gb', language: 'en', dir: 'ltr' },
  { folder: 'ae', language: 'ar', dir: 'rtl' },
] as const) {
  test(`${folder.toUpperCase()}/${language}: home → category → product → bag, kept after reload`, async ({
    page,
  }) => {
    const site = siteUnderTest(folder, language);

    await openCategoryFromHome(page, site, 'women-clothing-dresses');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);

    const chosen = await chooseProduct(page, site);
    await addToBagAndCheckMiniCart(page, site, chosen);

    await page.reload();
    await openBag(page, site, 1);
    await expectBagHolds(page, site, chosen);
  });
}

test('an unknown locale prefix is replaced by the default one, keeping path and query', async ({
  page,
}) => {
  await page.goto('/xx/yy/women?sortBy=price_asc');
  await expect(page).toHaveURL(/\/gb\/en\/women\?sortBy=price_asc$/);
});
