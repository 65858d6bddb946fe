import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import type { NavTree, RedirectsData } from '../../src/shared/domain/content';
import { siteUnderTest } from './support/site';

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(new URL(`../../public/${path}`, import.meta.url), 'utf8')) as T;
}

for (const [folder, language] of [
  ['gb', 'en'],
  ['ae', 'ar'],
] as const) {
  test(`${folder.toUpperCase()}/${language}: an unknown path is the soft 404 with a page-not-found event`, async ({
    page,
  }) => {
    const site = siteUnderTest(folder, language);
    await page.goto(`${site.base}/no-such-place/at-all`);
    await expect(
      page.getByRole('heading', { level: 1, name: site.label('WEB.NOTFOUND.TITLE') }),
    ).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(site.label('WEB.NOTFOUND.TITLE')));
    const events = await page.evaluate(
      () => (window as unknown as { dataLayer?: unknown[] }).dataLayer,
    );
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'pageNotFound', path: '/no-such-place/at-all' }),
    );
  });

  test(`${folder.toUpperCase()}/${language}: a path in the redirects map is redirected`, async ({
    page,
  }) => {
    const site = siteUnderTest(folder, language);
    const { redirects } = readJson<RedirectsData>(`${folder}/data/${language}/redirects.json`);
    const target = redirects['/women/dresses'];
    expect(target).toBe('/women/clothing/dresses');
    const tree = readJson<NavTree>(`${folder}/data/${language}/navTree.json`);
    const dresses = tree.items[0]?.items?.find((n) => n.path === '/women/clothing')?.items?.[0];
    expect(dresses?.path).toBe(target);

    await page.goto(`${site.base}/women/dresses?sortBy=price_asc`);
    await expect(page).toHaveURL(`${site.base}${target}?sortBy=price_asc`);
    await expect(
      page.getByRole('heading', { level: 1, name: dresses?.h1 ?? dresses?.label ?? '' }),
    ).toBeVisible();
    // the old address was replaced, not kept in history
    await page.goBack();
    await expect(page).not.toHaveURL(/\/women\/dresses/);
  });
}
