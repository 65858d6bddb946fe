import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import type { NavTree, NavTreeNode } from '../../src/shared/domain/content';
import { siteUnderTest } from './support/site';

function node(tree: NavTree, path: string): NavTreeNode {
  const walk = (nodes: readonly NavTreeNode[]): NavTreeNode | undefined =>
    nodes.map((n) => (n.path === path ? n : walk(n.items ?? []))).find(Boolean);
  const found = walk(tree.items);
  if (!found) throw new Error(`no node ${path}`);
  return found;
}

for (const [folder, language] of [
  ['gb', 'en'],
  ['ae', 'ar'],
] as const) {
  test(`${folder.toUpperCase()}/${language}: side navigation applies in place or navigates keeping the sort`, async ({
    page,
  }) => {
    const site = siteUnderTest(folder, language);
    const tree = JSON.parse(
      readFileSync(
        new URL(`../../public/${folder}/data/${language}/navTree.json`, import.meta.url),
        'utf8',
      ),
    ) as NavTree;
    const dresses = node(tree, '/women/clothing/dresses');
    const tops = node(tree, '/women/clothing/tops');

    await page.goto(
      `${site.base}/women/clothing/dresses?sortBy=price_asc&featuredProductIds=P000001`,
    );
    const sideNav = page.getByRole('navigation', { name: site.label('WEB.SIDENAV.LABEL') });
    const current = sideNav.getByRole('link', { name: dresses.label, exact: true });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(sideNav.getByRole('link', { name: tops.label, exact: true })).toBeVisible();

    // the entry of the current path applies its own state in place: same page, no reload
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await current.click();
    await expect(page).toHaveURL(`${site.base}/women/clothing/dresses`);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );

    // another entry navigates, keeping sortBy (it appears there) but not featuredProductIds
    await page.goto(
      `${site.base}/women/clothing/dresses?sortBy=price_asc&featuredProductIds=P000001`,
    );
    await sideNav.getByRole('link', { name: tops.label, exact: true }).click();
    await expect(page).toHaveURL(`${site.base}/women/clothing/tops?sortBy=price_asc`);
    await expect(
      page.getByRole('heading', { level: 1, name: tops.h1 ?? tops.label }),
    ).toBeVisible();
  });
}
