import { expect, test } from '@playwright/test';
import { siteUnderTest } from './support/site';

for (const [folder, language] of [
  ['gb', 'en'],
  ['ae', 'ar'],
] as const) {
  test(`${folder.toUpperCase()}/${language}: brands index by letter → a brand page`, async ({
    page,
  }) => {
    const site = siteUnderTest(folder, language);
    const brandsPath = `${site.base}/${site.config.options.navigation.brandsPathname}`;
    await page.goto(brandsPath);
    await expect(
      page.getByRole('heading', { level: 1, name: site.label('WEB.BRANDS.TITLE') }),
    ).toBeVisible();

    const letters = page.getByRole('navigation', { name: site.label('WEB.BRANDS.LETTERS') });
    await expect(letters.getByText('Z', { exact: true })).toBeVisible();
    await expect(letters.getByText(site.label('WEB.BRANDS.DIGITS'), { exact: true })).toBeVisible();
    await letters.getByRole('link', { name: 'H', exact: true }).click();
    await expect(page).toHaveURL(/#brands-h$/);

    const group = page.getByRole('region', { name: 'H', exact: true });
    const brand = group.getByRole('link').first();
    const name = (await brand.textContent())?.trim() ?? '';
    expect(name).toMatch(/^H/);
    await brand.click();

    await expect(page).toHaveURL(new RegExp(`${brandsPath}/[a-z0-9-]+$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // every product shown is the brand's (cards name their brand)
    const main = page.getByRole('main');
    await expect(
      main.getByRole('link', { name: new RegExp(name.replace(/[&]/g, '.'), 'i') }).first(),
    ).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: site.label('WEB.BREADCRUMB.LABEL') });
    await crumbs.getByRole('link', { name: site.label('WEB.BRANDS.ALL') }).click();
    await expect(page).toHaveURL(new RegExp(`${brandsPath}$`));
  });
}
