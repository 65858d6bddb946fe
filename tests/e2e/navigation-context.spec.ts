import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from './support/test';
import type { NavItem, NavTree } from '../../src/shared/domain/content';
import type { SiteConfig } from '../../src/shared/domain/site';
import { ownShopForSpec } from './support/own-shop';
import { siteUnderTest, type SiteUnderTest } from './support/site';

/**
 * Navigation contexts (spec §2 "/", §3 lastNavContext, §4 "Pullout: starting level can be
 * remembered from the first path segment"). On the demo sites the home page stays the home page,
 * and the phone menu opens at the department the shopper last browsed, across page loads. A
 * site that configures a starting navigation context sends "/" to that context instead.
 */

function context(site: SiteUnderTest, key: string): NavItem {
  const found = site.menu.items.find((item) => item.key === key);
  if (!found) throw new Error(`no context ${key} in ${site.base}`);
  return found;
}

/** A leaf link of a context: its first column's first link. */
function firstLeaf(item: NavItem): { column: NavItem; leaf: NavItem } {
  const column = item.items?.find((c) => c.items?.some((l) => l.type === 'link' && !l.hide));
  const leaf = column?.items?.find((l) => l.type === 'link' && !l.hide);
  if (!column || !leaf) throw new Error(`no leaf link under ${item.key}`);
  return { column, leaf };
}

async function openMenu(page: Page, site: SiteUnderTest) {
  await page.getByRole('button', { name: site.label('WEB.NAV.MENU'), exact: true }).click();
  return page.getByRole('dialog', { name: site.label('WEB.NAV.MENU') });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [folder, language] of [
    ['gb', 'en'],
    ['ae', 'ar'],
  ] as const) {
    test(`${folder.toUpperCase()}/${language}: home stays home and the menu reopens at the department last browsed`, async ({
      page,
    }) => {
      const site = siteUnderTest(folder, language);
      const men = context(site, 'men');
      const { column, leaf } = firstLeaf(men);

      await page.goto(`${site.base}/?utm_source=mail`);
      // no starting context is configured: "/" is the home page, not a department
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveURL(`${site.base}/?utm_source=mail`);

      // a first visit opens the menu at its top level
      let menu = await openMenu(page, site);
      await expect(menu.getByRole('heading', { name: site.label('WEB.NAV.MENU') })).toBeVisible();
      await menu.getByRole('button', { name: men.label, exact: true }).click();
      await menu.getByRole('button', { name: column.label, exact: true }).click();
      await menu.getByRole('link', { name: leaf.label, exact: true }).click();
      await expect(page).toHaveURL(`${site.base}${leaf.path}`);
      await expect(menu).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem('lastNavContext'))).toBe('men');

      // a later visit, on a page outside the departments: the menu opens at Men
      await page.goto(`${site.base}/search?query=a`);
      menu = await openMenu(page, site);
      await expect(menu.getByRole('heading', { name: men.label, exact: true })).toBeVisible();
      await expect(menu.getByRole('button', { name: column.label, exact: true })).toBeVisible();
      await menu.getByRole('button', { name: site.label('WEB.NAV.BACK') }).click();
      await expect(menu.getByRole('heading', { name: site.label('WEB.NAV.MENU') })).toBeVisible();
    });
  }
});

test.describe('a site with a starting navigation context', () => {
  const site = siteUnderTest('gb', 'en');
  let dist = '';

  // The same built shop with one line of site configuration changed, as an operator would:
  // options.navigation.startingNavContext = "men" on the GB site. The shop serves it from its
  // DIST_DIR, which startShop passes on from the environment.
  test.beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'vitrine-dist-'));
    cpSync('dist', dist, { recursive: true });
    const file = join(dist, 'gb', 'themes', 'config.json');
    const config = JSON.parse(readFileSync(file, 'utf8')) as SiteConfig;
    config.options.navigation.startingNavContext = 'men';
    writeFileSync(file, JSON.stringify(config, null, 2));
    process.env.DIST_DIR = dist;
  });
  const running = ownShopForSpec();
  test.beforeAll(() => {
    delete process.env.DIST_DIR;
  });
  test.afterAll(() => rmSync(dist, { recursive: true, force: true }));

  test('"/" opens the starting context in place of itself, keeping the query', async ({ page }) => {
    const tree = JSON.parse(
      readFileSync(new URL('../../public/gb/data/en/navTree.json', import.meta.url), 'utf8'),
    ) as NavTree;
    const menNode = tree.items.find((node) => node.key === 'men');
    const womenNode = tree.items.find((node) => node.key === 'women');

    await page.goto(`${running().url}${site.base}/?utm_source=mail`);
    await expect(page).toHaveURL(`${running().url}${site.base}/men?utm_source=mail`);
    await expect(
      page.getByRole('heading', { level: 1, name: menNode?.h1 ?? menNode?.label ?? '' }),
    ).toBeVisible();

    // other paths are not redirected
    await page.goto(`${running().url}${site.base}/women`);
    await expect(
      page.getByRole('heading', { level: 1, name: womenNode?.h1 ?? womenNode?.label ?? '' }),
    ).toBeVisible();
    await expect(page).toHaveURL(`${running().url}${site.base}/women`);

    // the wordmark's home link leads to the starting context too, and "/" is not kept in history
    await page.getByRole('link', { name: site.label('WEB.HEADER.HOME') }).click();
    await expect(page).toHaveURL(`${running().url}${site.base}/men`);
    await page.goBack();
    await expect(page).toHaveURL(`${running().url}${site.base}/women`);
  });
});
