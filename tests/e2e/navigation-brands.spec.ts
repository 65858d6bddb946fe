import { expect, test } from './support/test';
import { siteUnderTest } from './support/site';

for (const [folder, language] of [
  ['gb', 'en'],
  ['ae', 'ar'],
] as const) {
  test(`${folder.toUpperCase()}/${language}: brands index by letter → a brand page → filter, sort, paging`, async ({
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

    // the brand's product count, from the results summary (Arabic-Indic digits in Arabic)
    const summary = page.locator('h1 + p');
    await expect(summary).toHaveText(/\S/);
    const digits = ((await summary.textContent()) ?? '').replace(/[٠-٩]/g, (d) =>
      String(d.charCodeAt(0) - 0x660),
    );
    const products = Number(digits.replace(/[^\d]/g, '') || '0');
    expect(products).toBeGreaterThan(0);

    // a full listing: filter by a colour → chip → sort → sortBy in the URL, brand kept
    const bar = page.getByRole('navigation', { name: site.label('WEB.LISTING.FILTERS.LABEL') });
    await expect(bar.getByRole('button', { name: site.label('WEB.FILTER.BRAND') })).toHaveCount(0);
    await bar.getByRole('button', { name: site.label('WEB.FILTER.COLOR') }).click();
    await bar.getByRole('checkbox').first().check();
    await expect(page).toHaveURL(/[?&]color=[^&]+/);
    await page.keyboard.press('Escape');
    const chips = page.getByRole('region', { name: site.label('WEB.LISTING.FILTERS.SELECTED') });
    await expect(chips.getByRole('listitem')).toHaveCount(1);

    await bar
      .getByLabel(site.label('WEB.LISTING.SORT.LABEL'))
      .selectOption({ label: site.label('WEB.SORT.PRICE.ASC') });
    await expect(page).toHaveURL(/sortBy=price_asc/);
    await expect(page).toHaveURL(/color=/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(main.getByRole('article').first()).toBeVisible();

    // paging: the seeded brands hold fewer than 120 products at the default 640, so one page
    // and no paginator (the brand page's unit test pages a 300-product brand); a bigger seed
    // (SEED_PRODUCTS) gives a second page
    await chips.getByRole('button').first().click();
    await expect(chips).toHaveCount(0);
    const pager = page.getByRole('navigation', {
      name: site.label('WEB.LISTING.PAGINATION.LABEL'),
    });
    if (products > 120) {
      await pager.getByRole('button', { name: site.label('WEB.LISTING.PAGINATION.NEXT') }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(pager).toContainText('2');
    } else {
      await expect(pager).toHaveCount(0);
    }

    const crumbs = page.getByRole('navigation', { name: site.label('WEB.BREADCRUMB.LABEL') });
    await crumbs.getByRole('link', { name: site.label('WEB.BRANDS.ALL') }).click();
    await expect(page).toHaveURL(new RegExp(`${brandsPath}$`));
  });
}
