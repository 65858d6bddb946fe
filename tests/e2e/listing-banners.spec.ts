/**
 * Rule banners and browse-by chips on listings, in en and in ar. A listing sends its rule
 * context (the path with hyphens): the dresses listing shows its seeded banner with a link;
 * on women's clothing (251 products) the knitwear banner takes a slot, so page 1 holds 119
 * product cards, and page 2 starts with the product after page 1's last (none repeated).
 * Browse-by chips list the category's children and navigate.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import type { NavTree, NavTreeNode } from '../../src/shared/domain/content';
import { siteUnderTest, type SiteUnderTest } from './support/site';

function children(site: SiteUnderTest, path: string): NavTreeNode[] {
  const url = new URL(
    `../../public/${site.folder}/data/${site.language}/navTree.json`,
    import.meta.url,
  );
  const tree = JSON.parse(readFileSync(url, 'utf8')) as NavTree;
  const walk = (nodes: readonly NavTreeNode[]): NavTreeNode | undefined =>
    nodes.map((n) => (n.path === path ? n : walk(n.items ?? []))).find(Boolean);
  return (walk(tree.items)?.items ?? []).filter((n) => !n.hide);
}

/** The product grid: the list holding the product cards. */
const grid = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('list')
    .filter({ has: page.getByRole('article') });

/** The product cards of the grid (banners are regions, not articles). */
const cards = (page: Page) => page.getByRole('main').getByRole('article');

/** Each card's product link, which names one product. */
async function productLinks(page: Page): Promise<string[]> {
  return cards(page)
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
}

for (const { folder, language } of [
  { folder: 'gb', language: 'en' },
  { folder: 'ae', language: 'ar' },
] as const) {
  test.describe(`${folder.toUpperCase()}/${language} listing banners and browse-by`, () => {
    test('the dresses listing shows its rule banner with a link', async ({ page }) => {
      const site = siteUnderTest(folder, language);
      await page.goto(`${site.base}/women/clothing/dresses`);
      const banner = page
        .getByRole('main')
        .getByRole('region', { name: site.label('WEB.BANNER.DRESSES.TITLE') });
      await expect(banner).toBeVisible();
      await expect(banner).toContainText(site.label('WEB.BANNER.DRESSES.SUBTITLE'));
      const link = banner.getByRole('link', { name: site.label('WEB.BANNER.DRESSES.LINK') });
      await expect(link).toHaveAttribute(
        'href',
        `${site.base}/women/clothing/dresses?sortBy=newest`,
      );
      // the banner is the grid's first slot: it comes before the first product card
      const first = grid(page).getByRole('listitem').first();
      await expect(first.getByRole('region')).toHaveCount(1);
      await link.click();
      await expect(page).toHaveURL(/sortBy=newest/);
    });

    test('a banner takes a slot: page 1 has 119 cards, page 2 continues', async ({ page }) => {
      const site = siteUnderTest(folder, language);
      await page.goto(`${site.base}/women/clothing`);
      await expect(
        page.getByRole('region', { name: site.label('WEB.BANNER.CLOTHING.TITLE') }),
      ).toBeVisible();
      await expect(cards(page)).toHaveCount(119);
      const pager = page.getByRole('navigation', {
        name: site.label('WEB.LISTING.PAGINATION.LABEL'),
      });
      await expect(pager).toContainText(
        site.label('WEB.LISTING.PAGINATION.STATUS', { page: 1, pages: 3 }),
      );
      const pageOne = await productLinks(page);
      expect(new Set(pageOne).size).toBe(119);

      await pager.getByRole('button', { name: site.label('WEB.LISTING.PAGINATION.NEXT') }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(pager).toContainText(
        site.label('WEB.LISTING.PAGINATION.STATUS', { page: 2, pages: 3 }),
      );
      await expect(cards(page)).toHaveCount(120);
      await expect(
        page.getByRole('region', { name: site.label('WEB.BANNER.CLOTHING.TITLE') }),
      ).toHaveCount(0);
      const pageTwo = await productLinks(page);
      expect(pageOne).not.toContain(pageTwo[0]);
      expect(pageTwo.filter((href) => pageOne.includes(href))).toEqual([]);
    });

    test('browse-by chips list the children and navigate', async ({ page }) => {
      const site = siteUnderTest(folder, language);
      await page.goto(`${site.base}/women/clothing`);
      const chips = page.getByRole('navigation', { name: site.label('WEB.BROWSEBY.LABEL') });
      const expected = children(site, '/women/clothing');
      await expect(chips.getByRole('link')).toHaveCount(expected.length);
      const knitwear = expected.find((n) => n.path === '/women/clothing/knitwear')!;
      const chip = chips.getByRole('link', { name: knitwear.label, exact: true });
      await expect(chip).toBeVisible();
      await chip.click();
      await expect(page).toHaveURL(`${site.base}/women/clothing/knitwear`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // a category without children shows no chips
      await expect(chips).toHaveCount(0);
    });
  });
}
