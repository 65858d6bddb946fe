/**
 * Sort and paging on a listing, and the phone's filter pullout, in en and in ar: the sort
 * goes into the URL as sortBy and survives a reload (the search asks the sort replica); page 2
 * enables Previous; on a 390 × 844 phone, filters collect in the pullout until Apply, which
 * is disabled while nothing changed and drops the page parameter.
 */
import { expect, test, waitUntilLive, type Page } from './support/test';
import { siteUnderTest, type SiteUnderTest } from './support/site';

const LISTING = '/women/clothing';

/** Opens the listing and waits until the app is live (a context's own page does not wait). */
async function openListing(page: Page, site: SiteUnderTest, query = '') {
  await page.goto(`${site.base}${LISTING}${query}`);
  await waitUntilLive(page);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
}

for (const { folder, language } of [
  { folder: 'gb', language: 'en' },
  { folder: 'ae', language: 'ar' },
] as const) {
  test.describe(`${folder.toUpperCase()}/${language} listing sort and paging`, () => {
    test('sort → URL carries sortBy → reload keeps it', async ({ page }) => {
      const site = siteUnderTest(folder, language);
      await openListing(page, site);
      const sort = page
        .getByRole('navigation', { name: site.label('WEB.LISTING.FILTERS.LABEL') })
        .getByLabel(site.label('WEB.LISTING.SORT.LABEL'));
      await expect(sort).toHaveValue('bestMatch');

      const replicaQuery = page.waitForRequest(
        (request) =>
          request.url().includes('/search/') &&
          (request.postData() ?? '').includes(`${site.folder}_${site.language}_price_asc`),
      );
      await sort.selectOption({ label: site.label('WEB.SORT.PRICE.ASC') });
      await expect(page).toHaveURL(/sortBy=price_asc/);
      await replicaQuery;

      await page.reload();
      await expect(page).toHaveURL(/sortBy=price_asc/);
      await expect(sort).toHaveValue('price_asc');
    });

    test('page 2 → Previous enabled; page 1 → Previous disabled', async ({ page }) => {
      const site = siteUnderTest(folder, language);
      await openListing(page, site);
      const pager = page.getByRole('navigation', {
        name: site.label('WEB.LISTING.PAGINATION.LABEL'),
      });
      const previous = pager.getByRole('button', {
        name: site.label('WEB.LISTING.PAGINATION.PREVIOUS'),
      });
      const next = pager.getByRole('button', { name: site.label('WEB.LISTING.PAGINATION.NEXT') });
      await expect(previous).toBeDisabled();
      const status = (await pager.getByRole('paragraph').textContent()) ?? '';
      const pages = Number(/(\d+)\D*$/.exec(status)?.[1] ?? '0');
      expect(pages).toBeGreaterThan(1);

      await next.click();
      await expect(page).toHaveURL(/page=2/);
      await expect(pager).toContainText(
        site.label('WEB.LISTING.PAGINATION.STATUS', { page: 2, pages }),
      );
      await expect(previous).toBeEnabled();
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

      await previous.click();
      await expect(page).not.toHaveURL(/page=/);
      await expect(previous).toBeDisabled();
    });

    test('phone: pullout, pending filters, Apply', async ({ browser }) => {
      const site = siteUnderTest(folder, language);
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await openListing(page, site, '?page=2');

      await page.getByRole('button', { name: site.label('WEB.LISTING.FILTERS.AND.SORT') }).click();
      const pullout = page.getByRole('dialog', {
        name: site.label('WEB.LISTING.FILTERS.AND.SORT'),
      });
      await expect(pullout).toBeVisible();
      const apply = pullout.getByRole('button', {
        name: site.label('WEB.LISTING.FILTERS.APPLY'),
        exact: true,
      });
      await expect(apply).toBeDisabled();

      await pullout.getByRole('button', { name: site.label('WEB.FILTER.COLOR') }).click();
      const blue = pullout.getByRole('checkbox', {
        name: new RegExp(`^${site.label('WEB.COLOR.GROUP.BLUE')}`),
      });
      await blue.check();
      await expect(apply).toBeEnabled();
      await blue.uncheck();
      await expect(apply).toBeDisabled();
      await blue.check();
      await pullout.getByRole('button', { name: site.label('WEB.FILTER.SIZE') }).click();
      await pullout.getByRole('checkbox', { name: /^M\b/ }).check();
      // pending: nothing applied yet
      await expect(page).toHaveURL(/\?page=2$/);

      await apply.click();
      await expect(pullout).toBeHidden();
      await expect(page).toHaveURL(/color=blue/);
      await expect(page).toHaveURL(/size=M/);
      await expect(page).not.toHaveURL(/page=/);
      await expect(
        page.getByRole('region', { name: site.label('WEB.LISTING.FILTERS.SELECTED') }),
      ).toBeVisible();
      await context.close();
    });
  });
}
