/**
 * Search journeys (issue 3 "Search"), in en and in ar: the header box suggests popular searches,
 * completions and products; a suggestion opens its results; a query without results shows the
 * empty-search page with popular searches (and reports emptySearch); a rule redirects "sale".
 */
import { expect, test, type Page } from './support/test';
import { siteUnderTest, type SiteUnderTest } from './support/site';

const searchBox = (page: Page, site: SiteUnderTest) =>
  page
    .getByRole('banner')
    .getByRole('combobox', { name: site.label('WEB.SEARCH.LABEL'), exact: true });

for (const { folder, language, typed, completion } of [
  { folder: 'gb', language: 'en', typed: 'dre', completion: /dress/i },
  { folder: 'ae', language: 'ar', typed: 'فس', completion: /فس/ },
] as const) {
  test(`${folder.toUpperCase()}/${language}: suggestions → results → no results → empty-search page`, async ({
    page,
  }) => {
    const site = siteUnderTest(folder, language);
    await page.goto(`${site.base}/`);
    const box = searchBox(page, site);

    // Focus with an empty box: popular searches.
    await box.click();
    const listbox = page.getByRole('listbox', { name: site.label('WEB.SEARCH.SUGGESTIONS.LABEL') });
    await expect(
      listbox.getByRole('group', { name: site.label('WEB.SEARCH.SUGGESTIONS.POPULAR') }),
    ).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');

    // Typed text: completions and three products, reachable by arrow keys.
    await box.fill(typed);
    const completions = listbox.getByRole('group', {
      name: site.label('WEB.SEARCH.SUGGESTIONS.QUERIES'),
    });
    await expect(completions.getByRole('option').first()).toHaveText(completion);
    const products = listbox.getByRole('group', {
      name: site.label('WEB.SEARCH.SUGGESTIONS.PRODUCTS'),
    });
    await expect(products.getByRole('option')).toHaveCount(3);
    await box.press('ArrowDown');
    const first = completions.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);

    // Enter on the active completion opens its results.
    const suggestion = (await first.textContent())!.trim();
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search\\?query=`));
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: site.label('WEB.SEARCH.RESULTS.TITLE', { query: suggestion }),
      }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'false');

    // A query with no results: the empty-search page with popular searches and the event.
    await box.fill('qqzzxq');
    await box.press('Enter');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: site.label('WEB.SEARCH.EMPTY.TITLE', { query: 'qqzzxq' }),
      }),
    ).toBeVisible();
    const popular = page.getByRole('navigation', {
      name: site.label('WEB.SEARCH.SUGGESTIONS.POPULAR'),
    });
    await expect(popular.getByRole('link').first()).toBeVisible();
    const events = await page.evaluate(
      () =>
        (window as unknown as { dataLayer?: { type: string; query?: string }[] }).dataLayer ?? [],
    );
    expect(
      events.filter((event) => event.type === 'emptySearch').map((event) => event.query),
    ).toEqual(['qqzzxq']);

    // A popular search from there finds products again.
    const popularQuery = (await popular.getByRole('link').first().textContent())!.trim();
    await popular.getByRole('link').first().click();
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: site.label('WEB.SEARCH.RESULTS.TITLE', { query: popularQuery }),
      }),
    ).toBeVisible();
  });
}

test('GB/en: the header box keeps to 50 characters, needs text, and a rule redirects "sale"', async ({
  page,
}) => {
  const site = siteUnderTest('gb', 'en');
  await page.goto(`${site.base}/women`);
  const box = searchBox(page, site);
  await box.fill('   ');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/gb\/en\/women$/);
  await box.fill('x'.repeat(60));
  await expect(box).toHaveValue('x'.repeat(50));
  await box.fill('sale');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/gb\/en\/women\/sale$/);
});
