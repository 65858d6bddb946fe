/**
 * Server rendering (issue 10), seen from outside: the HTML the shop sends on a first visit
 * (no service worker) already holds the page, in its language and direction; a reader without
 * JavaScript (a search engine, a link preview) sees names, prices and links; the page then
 * hydrates with no mismatch, fetches nothing the server already sent, and behaves as before.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import type { SitesIndex } from '../../src/shared/domain/site';
import { isRtl } from '../../src/shared/locale/active-locale';
import { SSR_STATE_ELEMENT_ID } from '../../src/shared/render/render-contract';
import { ownShopForSpec } from './support/own-shop';
import { menuEntry, siteUnderTest, type SiteUnderTest } from './support/site';

const sites = JSON.parse(
  readFileSync(new URL('../../public/sites.json', import.meta.url), 'utf8'),
) as SitesIndex;
/** every shipped locale: each country site in each of its languages */
const LOCALES = sites.sites.flatMap((site) =>
  site.languages.map((language) => siteUnderTest(site.folder, language)),
);

async function html(request: APIRequestContext, url: string) {
  const response = await request.get(url, {
    headers: { accept: 'text/html' },
    maxRedirects: 0,
  });
  return { status: response.status(), text: await response.text() };
}

/** The first link in the HTML whose path starts with `prefix` (as a crawler would follow it). */
function firstLink(markup: string, prefix: string): string {
  const match = new RegExp(`href="(${prefix}[^"#?]+)[^"]*"`).exec(markup);
  if (!match?.[1]) throw new Error(`no link under ${prefix} in the page`);
  return match[1];
}

/** The routes of a locale, with the links a crawler finds in the rendered pages. */
async function routesOf(request: APIRequestContext, site: SiteUnderTest) {
  const listing = `${site.base}${menuEntry(site, 'women-clothing-dresses').path}`;
  const brands = `${site.base}/${site.config.options.navigation.brandsPathname}`;
  const listingHtml = (await html(request, listing)).text;
  const brandsHtml = (await html(request, brands)).text;
  return {
    home: `${site.base}/`,
    listing,
    product: firstLink(listingHtml, `${site.base}/product/`),
    search: `${site.base}/search?query=a`,
    brands,
    brand: firstLink(brandsHtml, `${brands}/`),
    favourites: `${site.base}/my-favorites`,
  };
}

/**
 * A shop rendering with React's development build, which reports on the console what the
 * production build passes over silently (duplicate keys, invalid nesting, state updates during
 * render …): its log must stay empty while it renders every route in every locale.
 */
const checkingShop = ownShopForSpec(5, { nodeEnv: 'development' });

/** Lines a shop wrote at warn level or above, or outside its logger (console output). */
function complaints(log: string): string[] {
  return log
    .split('\n')
    .filter((line) => line.trim() !== '')
    .filter((line) => {
      try {
        return ((JSON.parse(line) as { level?: number }).level ?? 50) >= 40;
      } catch {
        return true;
      }
    });
}

test.describe('the HTML of a first visit', () => {
  test('every route in every shipped locale is rendered on the server, in its language and direction, with nothing for React to warn about', async ({
    playwright,
  }) => {
    test.setTimeout(240_000);
    const shop = checkingShop();
    const request = await playwright.request.newContext({ baseURL: shop.url });
    for (const site of LOCALES) {
      const routes = await routesOf(request, site);
      for (const [route, url] of Object.entries(routes)) {
        const page = await html(request, url);
        const where = `${route} ${url}`;
        expect(page.status, where).toBe(200);
        const dir = isRtl(site.language) ? 'rtl' : 'ltr';
        expect(page.text, where).toContain(`<html lang="${site.language}" dir="${dir}"`);
        expect(page.text, where).toContain(`id="${SSR_STATE_ELEMENT_ID}"`);
        // the app's markup, not the shell's placeholder
        expect(page.text, where).not.toContain('<div class="boot-header"');
        expect(page.text, where).toContain(`<link rel="canonical" href="`);
      }
      const missingPath = await html(request, `${site.base}/no-such/page-here`);
      expect(missingPath.status).toBe(404);
      expect(missingPath.text).toContain(site.label('WEB.NOTFOUND.TITLE'));
      const missingProduct = await html(request, `${site.base}/product/nothing/P999999`);
      expect(missingProduct.status).toBe(404);
      expect(missingProduct.text).toContain(site.label('WEB.PRODUCT.NOTFOUND.TITLE'));
    }
    await request.dispose();
    expect(complaints(shop.log())).toEqual([]);
  });

  test('a URL without a site is redirected to the default site before any page is sent', async ({
    request,
  }) => {
    const response = await request.get('/', { headers: { accept: 'text/html' }, maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe(`/${sites.defaultFolder}/en/`);
  });
});

test.describe('a reader without JavaScript', () => {
  test.use({ javaScriptEnabled: false, serviceWorkers: 'block' });

  for (const [folder, language] of [
    ['gb', 'en'],
    ['ae', 'ar'],
  ] as const) {
    test(`sees names, prices and links on home, listing and product (${folder}/${language})`, async ({
      page,
      request,
    }) => {
      const site = siteUnderTest(folder, language);
      const routes = await routesOf(request, site);
      await page.goto(routes.home);
      await expect(page.locator('html')).toHaveAttribute('dir', isRtl(language) ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();

      await page.goto(routes.listing);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        menuEntry(site, 'women-clothing-dresses').label,
      );
      const card = page.getByRole('main').getByRole('article').first();
      await expect(card.getByRole('link').first()).toHaveAttribute('href', /\/product\//);
      await expect(card).toContainText(/\d/); // its price

      await page.goto(routes.product);
      const name = page.getByRole('heading', { level: 1 });
      await expect(name).not.toBeEmpty();
      await expect(page).toHaveTitle(new RegExp((await name.innerText()).slice(0, 12)));
      await expect(page.getByRole('main')).toContainText(/\d/);
    });
  }
});

/** Console errors React reports for a hydration mismatch, and any uncaught error. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && !/Failed to load resource|Service worker/.test(text)) {
      errors.push(text);
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Requests for what the server already put in the page (site files, catalogue data). */
function watchRefetches(page: Page): string[] {
  const refetched: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (
      /^\/sites\.json$|\/themes\/config\.json$|\/language\/|\/data\/|^\/search\/1\/indexes\/|^\/api\/(product|filters)/.test(
        pathname,
      )
    ) {
      refetched.push(pathname);
    }
  });
  return refetched;
}

test.describe('hydration', () => {
  test.use({ serviceWorkers: 'block' });

  for (const [folder, language] of [
    ['gb', 'en'],
    ['ae', 'ar'],
  ] as const) {
    test(`every route hydrates without a mismatch or a second fetch (${folder}/${language})`, async ({
      page,
      request,
    }) => {
      const site = siteUnderTest(folder, language);
      const routes = await routesOf(request, site);
      const errors = watchErrors(page);
      for (const [route, url] of Object.entries(routes)) {
        const refetched = watchRefetches(page);
        await page.goto(url);
        // hydrated: the build id is set by the client boot after hydration starts
        await expect(page.locator('html')).toHaveAttribute('data-build', /.+/);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        // the regions that hydrate only near the viewport (footer, home trays) do too
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
        expect(errors, route).toEqual([]);
        expect(refetched, `${route} fetched again what the server sent`).toEqual([]);
        page.removeAllListeners('request');
      }
    });
  }

  test('a region below the fold keeps the server’s markup, and fetches its code only when the shopper comes near it', async ({
    page,
  }) => {
    const site = siteUnderTest('gb', 'en');
    const errors = watchErrors(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto(`${site.base}/`);
    await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
    const footer = page.getByRole('contentinfo');
    // the footer and the trays are there to read, with their links, before their code is
    await expect(footer.getByRole('link').first()).toHaveAttribute('href', /\//);
    await expect(page.getByRole('main').getByRole('article').first()).toContainText(/\d/);
    expect(scripts.filter((path) => /\/(footer|tray|product-cards)-/.test(path))).toEqual([]);
    await expect(footer).not.toContainText(String(new Date().getFullYear()));

    await footer.scrollIntoViewIfNeeded();
    // near the viewport: fetched and hydrated (the year is written by the footer's effect)
    await expect(footer).toContainText(String(new Date().getFullYear()));
    expect(scripts.some((path) => /\/footer-/.test(path))).toBe(true);
    // a tray's heart works once its region has come to life (a tap before its code is here
    // meets the server's markup, so the first one may need repeating)
    const card = page.getByRole('main').getByRole('article').first();
    const heart = card.getByRole('button', { pressed: false });
    await card.scrollIntoViewIfNeeded();
    await expect(async () => {
      if ((await card.getByRole('button', { pressed: true }).count()) === 0) await heart.click();
      await expect(card.getByRole('button', { pressed: true })).toBeVisible({ timeout: 1000 });
    }).toPass();
    expect(errors).toEqual([]);
  });

  test('after hydration the listing navigates on the client, as before', async ({ page }) => {
    const site = siteUnderTest('gb', 'en');
    const errors = watchErrors(page);
    await page.goto(`${site.base}${menuEntry(site, 'women-clothing-dresses').path}`);
    await expect(page.locator('html')).toHaveAttribute('data-build', /.+/);
    await page.evaluate(
      () => ((window as unknown as { sameDocument: boolean }).sameDocument = true),
    );
    const link = page.getByRole('main').getByRole('article').first().getByRole('link').first();
    const name = (await link.innerText()).trim();
    await link.click();
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name.split('\n')[0]!);
    // no document load in between: the router handled it
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
    expect(errors).toEqual([]);
  });
});
