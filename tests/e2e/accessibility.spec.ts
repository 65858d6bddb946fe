import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from './support/test';
import { pickOption } from './support/journeys';
import { menuEntry, siteUnderTest, type SiteUnderTest } from './support/site';
import { openUnderWorker } from './support/worker';

/**
 * The accessibility gate (DESIGN §8): axe finds no serious or critical violation on any route
 * a shopper meets — home, listing, search with and without results, brands index, brand page,
 * product, favourites empty and with one piece, the 404 page, the offline "not available"
 * panel, the mini cart open, and the menus and pullouts open — in English and Arabic (RTL), at
 * a phone width and a desktop width. Every violation is printed with its rule, its elements and
 * the route; one page per site and width visits every route in turn.
 */
const SITES = [siteUnderTest('gb', 'en'), siteUnderTest('ae', 'ar')];
const WIDTHS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
} as const;
type Width = keyof typeof WIDTHS;

interface Violation {
  route: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

class Audit {
  constructor(
    private readonly page: Page,
    readonly violations: Violation[] = [],
  ) {}

  /** Runs axe on the page as it is now and keeps its serious and critical findings. */
  async check(route: string): Promise<void> {
    // Legacy mode runs axe.run in the page itself; the default opens a blank page of its own
    // for every audit to merge frames' results, which costs about a second each time and buys
    // nothing here: these routes hold no cross-origin frame.
    const results = await new AxeBuilder({ page: this.page }).setLegacyMode(true).analyze();
    for (const violation of results.violations) {
      if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
      this.violations.push({
        route,
        rule: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      });
    }
  }

  report(): string {
    return this.violations
      .map((v) => `${v.route}: ${v.rule} (${v.impact}) ${v.help}\n    ${v.targets.join('\n    ')}`)
      .join('\n');
  }
}

async function pageHeading(page: Page, name?: string): Promise<string> {
  const heading = page.getByRole('main').getByRole('heading', { level: 1, name }).first();
  await expect(heading).toBeVisible({ timeout: 20_000 });
  return ((await heading.textContent()) ?? '').trim();
}

/** The listing's product name links, first one visible. */
async function productLinks(page: Page) {
  const links = page.getByRole('main').getByRole('article').getByRole('heading').getByRole('link');
  await expect(links.first()).toBeVisible({ timeout: 20_000 });
  return links;
}

async function menusAndListing(page: Page, site: SiteUnderTest, width: Width, audit: Audit) {
  const category = menuEntry(site, 'women-clothing-dresses');
  if (width === 'desktop') {
    const nav = page.getByRole('navigation', { name: site.label('WEB.NAV.PRIMARY') });
    const context = nav.getByRole('button', { name: category.context, exact: true });
    await context.click();
    await expect(context).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: category.label, exact: true })).toBeVisible();
    await audit.check('megamenu open');
    await page.keyboard.press('Escape');
  } else {
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: site.label('WEB.NAV.MENU'), exact: true }).click();
    const menu = page.getByRole('dialog', { name: site.label('WEB.NAV.MENU') });
    await expect(menu).toBeVisible();
    await audit.check('mobile menu open');
    await menu.getByRole('button', { name: site.label('WEB.NAV.CLOSE.MENU') }).click();
    await expect(menu).toBeHidden();
  }

  await page.goto(`${site.base}${category.path}`);
  await pageHeading(page);
  await productLinks(page);
  await audit.check('listing');

  const colour = site.label('WEB.FILTER.COLOR');
  if (width === 'phone') {
    const opener = page.getByRole('button', { name: site.label('WEB.LISTING.FILTERS.AND.SORT') });
    await opener.click();
    const pullout = page.getByRole('dialog', { name: site.label('WEB.LISTING.FILTERS.AND.SORT') });
    await expect(pullout).toBeVisible();
    // the section button is named by its filter alone; its state is aria-expanded
    const section = pullout.getByRole('button', { name: colour, exact: true });
    await section.click();
    await expect(section).toHaveAttribute('aria-expanded', 'true');
    await audit.check('mobile filters open');
    await pullout.getByRole('button', { name: site.label('WEB.LISTING.FILTERS.CLOSE') }).click();
    await expect(pullout).toBeHidden();
    // a keyboard or screen reader user carries on from the button that opened it
    await expect(opener).toBeFocused();
  } else {
    const filters = page.getByRole('navigation', { name: site.label('WEB.LISTING.FILTERS.LABEL') });
    const dropdown = filters.getByRole('button', { name: colour, exact: true });
    await dropdown.click();
    await expect(dropdown).toHaveAttribute('aria-expanded', 'true');
    await audit.check('filter dropdown open');
    await page.keyboard.press('Escape');
  }
}

/** Product page, its favourite and the mini cart; returns the product's name. */
async function productAndBag(page: Page, site: SiteUnderTest, audit: Audit): Promise<string> {
  await (await productLinks(page)).first().click();
  const name = await pageHeading(page);
  await audit.check('product');

  const heart = page
    .getByRole('main')
    .getByRole('button', { name: site.label('WEB.FAVOURITES.TOGGLE', { name }) });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  const sizes = page.getByRole('radiogroup', {
    name: site.label('WEB.PRODUCT.SIZE.LABEL'),
    exact: true,
  });
  await pickOption(sizes.getByRole('radio', { disabled: false }).first());
  await page.getByRole('button', { name: site.label('WEB.PRODUCT.ADD'), exact: true }).click();
  const bag = page.getByRole('dialog', { name: site.label('WEB.MINICART.LABEL') });
  await expect(bag.getByRole('link', { name }).first()).toBeVisible();
  await audit.check('mini cart open');
  await page.keyboard.press('Escape');
  await expect(bag).toBeHidden();
  return name;
}

/**
 * Offline, a product never opened on this device says it is not available offline. That page
 * needs the worker (its code comes from the precache), so it opens in a shopper's own context
 * under the worker, with the network cut for the page and the worker alike.
 */
async function offlinePanel(
  browser: Browser,
  baseURL: string | undefined,
  site: SiteUnderTest,
  width: Width,
  audit: Audit,
): Promise<void> {
  const context = await browser.newContext({ baseURL, viewport: WIDTHS[width] });
  try {
    const page = await context.newPage();
    const category = menuEntry(site, 'women-clothing-dresses');
    await openUnderWorker(page, `${site.base}${category.path}`);
    const links = await productLinks(page);
    await expect(links.nth(1)).toBeVisible();
    await context.route(/\/api\//, (route) => route.abort('internetdisconnected'));
    await context.setOffline(true);
    await links.nth(1).click();
    await pageHeading(page, site.label('WEB.OFFLINE.UNAVAILABLE.TITLE'));
    await new Audit(page, audit.violations).check('offline unavailable panel');
  } finally {
    await context.close();
  }
}

// The four audits share nothing (each has its own context), and each takes minutes: both
// workers take them, so the file is not the last one left running on one worker.
test.describe.configure({ mode: 'parallel' });

for (const site of SITES) {
  for (const width of Object.keys(WIDTHS) as Width[]) {
    test(`axe finds no serious violation on ${site.base} at ${width} width`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(360_000);
      // No worker: every visit is a fresh look at the page, and offline is simply offline.
      const context = await browser.newContext({
        baseURL,
        viewport: WIDTHS[width],
        serviceWorkers: 'block',
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      const audit = new Audit(page);
      try {
        await page.goto(`${site.base}/my-favorites`);
        await pageHeading(page);
        await expect(
          page.getByRole('main').getByText(site.label('WEB.FAVOURITES.EMPTY.TITLE')),
        ).toBeVisible();
        await audit.check('favourites, empty');

        await page.goto(`${site.base}/`);
        await pageHeading(page);
        await audit.check('home');

        await menusAndListing(page, site, width, audit);
        const product = await productAndBag(page, site, audit);

        await page.goto(`${site.base}/my-favorites`);
        await expect(
          page.getByRole('main').getByRole('link', { name: product }).first(),
        ).toBeVisible({ timeout: 20_000 });
        await audit.check('favourites, one piece');

        await page.goto(`${site.base}/search?query=${encodeURIComponent(product)}`);
        await pageHeading(page);
        await productLinks(page);
        await audit.check('search');

        await page.goto(`${site.base}/search?query=qqqzzzxx`);
        await pageHeading(page, site.label('WEB.SEARCH.EMPTY.TITLE', { query: 'qqqzzzxx' }));
        await audit.check('empty search');

        const brandsPath = site.config.options.navigation.brandsPathname;
        await page.goto(`${site.base}/${brandsPath}`);
        await pageHeading(page, site.label('WEB.BRANDS.TITLE'));
        await audit.check('brands index');
        const brandLink = page
          .getByRole('main')
          .getByRole('link')
          .and(page.locator(`[href*="/${brandsPath}/"]`))
          .first();
        const brand = ((await brandLink.textContent()) ?? '').trim();
        await brandLink.click();
        await pageHeading(page, brand);
        await productLinks(page);
        await audit.check('brand page');

        await page.goto(`${site.base}/no-such-page-here`);
        await pageHeading(page, site.label('WEB.NOTFOUND.TITLE'));
        await audit.check('404');
        await context.close();
        await offlinePanel(browser, baseURL, site, width, audit);
      } finally {
        // every finding so far, even when a route could not be reached
        if (audit.violations.length > 0) console.log(`${site.base} ${width}:\n${audit.report()}`);
      }
      expect(audit.violations, audit.report()).toEqual([]);
    });
  }
}
