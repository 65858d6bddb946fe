/**
 * Issue 14 "Favourites follow the shopper", in GB/en and AE/ar, each journey on both a phone
 * and a desktop: a piece hearted before the account existed (first device) and one hearted on
 * a second device before signing in there both show on that second device once signed in, and
 * the first device gets the second's piece when it next opens the favourites page. Two browser
 * contexts are two devices: nothing is shared between them but the shop.
 */
import type { ProductHit } from '../../src/shared/domain/product';
import { createAccount, newShopper, openLive, signIn } from './support/account';
import { siteUnderTest, type SiteUnderTest } from './support/site';
import { expect, test, type Page } from './support/test';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };

const JOURNEYS = [
  { site: siteUnderTest('gb', 'en'), first: DESKTOP, second: PHONE, tag: 'desktop-then-phone' },
  { site: siteUnderTest('ae', 'ar'), first: PHONE, second: DESKTOP, tag: 'phone-then-desktop' },
];

/** Two products of the site's catalogue, in its language. */
async function twoProducts(page: Page, site: SiteUnderTest): Promise<ProductHit[]> {
  const response = await page.request.post('/search/1/indexes/*/queries', {
    headers: { 'content-type': 'text/plain' },
    data: JSON.stringify({
      requests: [
        {
          indexName: `vitrine_${site.folder}_${site.language}`,
          query: '',
          hitsPerPage: 2,
          distinct: true,
        },
      ],
    }),
  });
  const { results } = (await response.json()) as { results: Array<{ hits: ProductHit[] }> };
  expect(results[0]!.hits).toHaveLength(2);
  return results[0]!.hits;
}

async function heart(page: Page, site: SiteUnderTest, product: ProductHit) {
  await openLive(page, `${site.base}${product.url}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const toggle = page
    .getByRole('main')
    .getByRole('button', { name: site.label('WEB.FAVOURITES.TOGGLE', { name: product.name }) });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
}

async function expectFavourites(page: Page, site: SiteUnderTest, products: ProductHit[]) {
  await openLive(page, `${site.base}/my-favorites`);
  await expect(
    page.getByRole('heading', { level: 1, name: site.label('WEB.FAVOURITES.TITLE') }),
  ).toBeVisible();
  for (const product of products)
    await expect(page.getByRole('heading', { level: 2, name: product.name })).toBeVisible();
}

for (const { site, first, second, tag } of JOURNEYS) {
  test(`${site.base}: favourites hearted before sign-in follow the account to another device (${tag})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const one = await browser.newContext({ ...first, baseURL });
    const two = await browser.newContext({ ...second, baseURL });
    try {
      const firstDevice = await one.newPage();
      const secondDevice = await two.newPage();
      const [before, elsewhere] = await twoProducts(firstDevice, site);
      const shopper = newShopper(site, `favourites-${tag}`);

      // First device: a piece hearted as a guest, then the account is created there
      await heart(firstDevice, site, before!);
      await createAccount(firstDevice, site, shopper);

      // Second device: a piece of its own hearted as a guest, then sign in: both are there
      await heart(secondDevice, site, elsewhere!);
      await signIn(secondDevice, site, shopper);
      await expectFavourites(secondDevice, site, [before!, elsewhere!]);

      // Back on the first device, the second device's piece has arrived too
      await expectFavourites(firstDevice, site, [before!, elsewhere!]);
    } finally {
      await one.close();
      await two.close();
    }
  });
}
