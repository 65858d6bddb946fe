import { expect, test, waitUntilLive } from './support/test';
import { siteUnderTest } from './support/site';

/**
 * The footer and the promo bar offer only pages the shop has (content pages come later):
 * every link they render, on every site in its language, opens a page with its own heading,
 * never the 404 page. The server renders each page from the app's own components and answers
 * an unknown path with 404 and the not-found page, so each link is asked of the server (status
 * and the rendered heading); the first is also followed in the app, as a shopper's tap is.
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
    test.setTimeout(90_000);
    const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${site.base}/`);
    await waitUntilLive(page); // a context's own page: its link is the app's once live

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
    const targets: Array<{ name: string; href: string; link: (typeof links)[number] }> = [];
    for (const link of links) {
      const href = (await link.getAttribute('href')) ?? '';
      // the language links lead to the same page in another language, not to a new page
      if (!href.startsWith(`${site.base}/`)) continue;
      targets.push({ name: ((await link.textContent()) ?? '').trim(), href, link });
    }
    expect(targets.length).toBeGreaterThan(3);

    const notFound = site.label('WEB.NOTFOUND.TITLE');
    for (const { name, href } of targets) {
      const response = await page.request.get(href, { headers: { accept: 'text/html' } });
      expect(response.status(), `${name} (${href})`).toBe(200);
      // the page's own heading, as the server rendered it (tags inside it taken out)
      const heading = (/<h1[^>]*>(.*?)<\/h1>/s.exec(await response.text())?.[1] ?? '')
        .replace(/<[^>]+>/g, '')
        .trim();
      expect(heading, `${name} (${href}) renders a heading`).not.toBe('');
      expect(heading, `${name} (${href})`).not.toBe(notFound);
    }

    const first = targets[0]!;
    await first.link.click();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === first.href);
    const heading = page.getByRole('main').getByRole('heading', { level: 1 }).first();
    await expect(heading).toBeVisible({ timeout: 20_000 });
    await expect(heading).not.toHaveText(notFound);
    await context.close();
  });
}
