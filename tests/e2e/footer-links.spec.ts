import { expect, test } from './support/test';
import { siteUnderTest } from './support/site';

/**
 * The footer and the promo bar offer only pages the shop has (content pages come later):
 * every link they render, on every site in its language, opens a page with its own heading,
 * never the 404 page.
 */
const SITES = [
  siteUnderTest('gb', 'en'),
  siteUnderTest('fr', 'fr'),
  siteUnderTest('jp', 'ja'),
  siteUnderTest('ae', 'ar'),
];

for (const site of SITES) {
  test(`every footer and promo bar link on ${site.base} opens a page`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${site.base}/`);

    const footer = page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: site.label('WEB.FOOTER.NAV') });
    await expect(footer.getByRole('link').first()).toBeVisible({ timeout: 20_000 });
    const promo = page.getByRole('complementary', { name: site.label('WEB.PROMO.LABEL') });
    await expect(promo).toBeVisible();
    const links = [
      ...(await footer.getByRole('link').all()),
      ...(await promo.getByRole('link').all()),
    ];
    const targets: Array<{ name: string; href: string }> = [];
    for (const link of links) {
      const href = (await link.getAttribute('href')) ?? '';
      // the language links lead to the same page in another language, not to a new page
      if (!href.startsWith(`${site.base}/`)) continue;
      targets.push({ name: ((await link.textContent()) ?? '').trim(), href });
    }
    expect(targets.length).toBeGreaterThan(3);

    const notFound = site.label('WEB.NOTFOUND.TITLE');
    for (const { name, href } of targets) {
      await page.goto(href);
      const heading = page.getByRole('main').getByRole('heading', { level: 1 }).first();
      await expect(heading, `${name} (${href})`).toBeVisible({ timeout: 20_000 });
      await expect(heading, `${name} (${href})`).not.toHaveText(notFound);
    }
    await context.close();
  });
}
