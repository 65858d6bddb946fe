/**
 * Listing filters as a desktop shopper uses them, in en and in ar: colour and size dropdowns →
 * chips → remove one → clear all (the URL carries every step, back restores it); an invalid
 * price range shows its message and applies nothing; a valid one is snapped to the step.
 */
import { expect, test, type Page } from './support/test';
import { siteUnderTest, type SiteUnderTest } from './support/site';

const LISTING = '/women/clothing';

function filterBar(page: Page, site: SiteUnderTest) {
  return page.getByRole('navigation', { name: site.label('WEB.LISTING.FILTERS.LABEL') });
}

function chips(page: Page, site: SiteUnderTest) {
  return page.getByRole('region', { name: site.label('WEB.LISTING.FILTERS.SELECTED') });
}

async function openListing(page: Page, site: SiteUnderTest, query = '') {
  await page.goto(`${site.base}${LISTING}${query}`);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
}

async function choose(page: Page, site: SiteUnderTest, filterKey: string, option: RegExp) {
  const bar = filterBar(page, site);
  await bar.getByRole('button', { name: site.label(filterKey) }).click();
  await bar.getByRole('checkbox', { name: option }).check();
}

for (const { folder, language } of [
  { folder: 'gb', language: 'en' },
  { folder: 'ae', language: 'ar' },
] as const) {
  test.describe(`${folder.toUpperCase()}/${language} listing filters`, () => {
    test('colour and size → chips → remove one → clear all', async ({ page }) => {
      const site = siteUnderTest(folder, language);
      await openListing(page, site);
      const summary = await page.getByText(/\d/).first().textContent();
      const blue = site.label('WEB.COLOR.GROUP.BLUE');
      const black = site.label('WEB.COLOR.GROUP.BLACK');

      await choose(page, site, 'WEB.FILTER.COLOR', new RegExp(`^${blue}`));
      await expect(page).toHaveURL(/[?&]color=blue/);
      await filterBar(page, site)
        .getByRole('checkbox', { name: new RegExp(`^${black}`) })
        .check();
      await expect(page).toHaveURL(/color=blue&color=black/);
      // a click outside closes the open dropdown
      await page.getByRole('heading', { level: 1 }).click();
      await expect(filterBar(page, site).getByRole('checkbox')).toHaveCount(0);

      await choose(page, site, 'WEB.FILTER.SIZE', /^M\b/);
      await expect(page).toHaveURL(/size=M/);
      await page.keyboard.press('Escape');
      await expect(filterBar(page, site).getByRole('checkbox')).toHaveCount(0);

      const remove = (value: string) =>
        chips(page, site).getByRole('button', {
          name: site.label('WEB.LISTING.FILTERS.REMOVE', { value }),
        });
      await expect(chips(page, site).getByRole('listitem')).toHaveCount(3);
      await expect(remove(blue)).toBeVisible();
      await expect(remove('M')).toBeVisible();

      await remove(black).click();
      await expect(page).not.toHaveURL(/color=black/);
      await expect(chips(page, site).getByRole('listitem')).toHaveCount(2);

      // back restores the removed value
      await page.goBack();
      await expect(remove(black)).toBeVisible();
      await page.goForward();
      await expect(remove(black)).toHaveCount(0);

      await chips(page, site)
        .getByRole('button', { name: site.label('WEB.LISTING.FILTERS.CLEAR.ALL') })
        .click();
      await expect(chips(page, site)).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`${LISTING}$`));
      await expect(page.getByText(summary ?? '', { exact: true }).first()).toBeVisible();
    });

    test('a brand whose name has "&" filters, chips and survives a reload', async ({ page }) => {
      const site = siteUnderTest(folder, language);
      await openListing(page, site);
      await choose(page, site, 'WEB.FILTER.BRAND', /^Harrow & Finch/);
      // the URL carries the brand's tag: the spec §5 sanitiser would strip the "&" of its name
      await expect(page).toHaveURL(/[?&]brand=harrow-and-finch/);
      await page.keyboard.press('Escape');
      const chip = chips(page, site).getByRole('button', {
        name: site.label('WEB.LISTING.FILTERS.REMOVE', { value: 'Harrow & Finch' }),
      });
      await expect(chip).toBeVisible();
      await page.reload();
      await expect(chip).toBeVisible();
      // cards off screen stay skeletons until seen, so check the first row: the brand's own
      const cards = page.getByRole('main').getByRole('article');
      for (const index of [0, 1, 2]) await expect(cards.nth(index)).toContainText('Harrow & Finch');
    });

    test('an invalid price range shows the message and applies nothing', async ({ page }) => {
      const site = siteUnderTest(folder, language);
      const step = site.config.currency.stepMultiple;
      await openListing(page, site);
      const bar = filterBar(page, site);
      await bar.getByRole('button', { name: site.label('WEB.FILTER.PRICE') }).click();
      const min = bar.getByLabel(site.label('WEB.LISTING.FILTER.PRICE.MIN'));
      const max = bar.getByLabel(site.label('WEB.LISTING.FILTER.PRICE.MAX'));
      const apply = bar.getByRole('button', { name: site.label('WEB.LISTING.FILTER.PRICE.APPLY') });

      await min.fill(String(step * 20));
      await max.fill(String(step * 2));
      await apply.click();
      await expect(bar.getByRole('alert')).toHaveText(
        site.label('WEB.LISTING.FILTER.PRICE.INVALID-RANGE'),
      );
      await expect(page).not.toHaveURL(/priceRange/);
      await expect(chips(page, site)).toHaveCount(0);

      // bounds snap to the currency step: 3 steps + 1 → 3 steps; 20 steps − 1 → 20 steps
      await min.fill(String(step * 3 + 1));
      await max.fill(String(step * 20 - 1));
      await apply.click();
      await expect(bar.getByRole('alert')).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`priceRange=${step * 3}(%3E|>)${step * 20}`));
      await expect(chips(page, site).getByRole('listitem')).toHaveCount(1);
    });
  });
}
