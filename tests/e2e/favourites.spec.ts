import { expect, test, type Page } from './support/test';
import type { ProductHit } from '../../src/shared/domain/product';
import { siteUnderTest } from './support/site';

/**
 * Favourites online (spec §3, §4): the heart toggle with its pressed state and grow animation,
 * the header heart's count, the /my-favorites page with remove and its empty state, the list
 * kept in localStorage `favorites` across reloads, and the session's server copy following it.
 */
const site = siteUnderTest('gb', 'en');
const query = `lang=en&siteTag=${site.config.siteTag}`;

async function firstHits(page: Page, count: number): Promise<ProductHit[]> {
  const response = await page.request.post('/search/1/indexes/*/queries', {
    headers: { 'content-type': 'text/plain' },
    data: JSON.stringify({
      requests: [
        { indexName: 'vitrine_gb_en', query: 'dress', hitsPerPage: count, distinct: true },
      ],
    }),
  });
  return ((await response.json()) as { results: Array<{ hits: ProductHit[] }> }).results[0]!.hits;
}

/** Records every change of the heart's animation flags, with its time, inside the page. */
async function recordAnimationFlags(page: Page): Promise<void> {
  await page.evaluate(() => {
    const log: Array<{ name: string; value: string | null; at: number }> = [];
    (window as unknown as { animationFlags: typeof log }).animationFlags = log;
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target as Element;
        const name = record.attributeName ?? '';
        log.push({ name, value: target.getAttribute(name), at: performance.now() });
      }
    }).observe(document.body, {
      subtree: true,
      attributes: true,
      attributeFilter: ['data-grow', 'data-bump'],
    });
  });
}

/** How long a flag stayed "true" (ms), or -1 while it has not been switched on and off. */
async function animationSpan(page: Page, flag: 'data-grow' | 'data-bump'): Promise<number> {
  return page.evaluate((name) => {
    const log = (
      window as unknown as {
        animationFlags: Array<{ name: string; value: string | null; at: number }>;
      }
    ).animationFlags.filter((entry) => entry.name === name);
    const on = log.find((entry) => entry.value === 'true');
    const off = on && log.find((entry) => entry.at >= on.at && entry.value === 'false');
    return on && off ? off.at - on.at : -1;
  }, flag);
}

async function serverCopy(page: Page): Promise<string[]> {
  const session = await page.evaluate(() => sessionStorage.getItem('shoppingSessionId'));
  const response = await page.request.get(`/api/favorites?${query}`, {
    headers: { 'x-shopping-session-id': session ?? '' },
  });
  return ((await response.json()) as { variantIds: string[] }).variantIds;
}

test('heart toggle, header count, favourites page with remove, server copy', async ({ page }) => {
  const [hit] = await firstHits(page, 1);
  await page.goto(`${site.base}${hit!.url}`);
  await expect(page.getByRole('heading', { level: 1, name: hit!.name })).toBeVisible();

  const headerLink = (count: number) =>
    page
      .getByRole('banner')
      .getByRole('link', { name: site.label('WEB.FAVOURITES.LINK', { count }) });
  await expect(headerLink(0)).toBeVisible();

  const heart = page.getByRole('button', {
    name: site.label('WEB.FAVOURITES.TOGGLE', { name: hit!.name }),
  });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await recordAnimationFlags(page);
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  // The 500 ms grow runs on the heart and on the header heart, then stops. The flags are
  // recorded in the page as they change: polling from here can miss a 500 ms window on a
  // loaded machine. The page notes a change when its task ends, so on a busy machine the
  // switch on is noted late and the span measured short (423 ms was seen): a span of 350 ms
  // or more is the animation, not a flicker.
  for (const flag of ['data-grow', 'data-bump'] as const) {
    await expect.poll(() => animationSpan(page, flag)).toBeGreaterThanOrEqual(350);
  }
  await expect(heart).toHaveAttribute('data-grow', 'false');
  await expect(headerLink(1)).toHaveAttribute('data-bump', 'false');

  expect(await page.evaluate(() => localStorage.getItem('favorites'))).toBe(
    JSON.stringify([hit!.objectID]),
  );
  await expect.poll(() => serverCopy(page)).toEqual([hit!.objectID]);

  await page.reload();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await headerLink(1).click();
  await expect(page).toHaveURL(/\/gb\/en\/my-favorites$/);
  await expect(
    page.getByRole('heading', { level: 1, name: site.label('WEB.FAVOURITES.TITLE') }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: hit!.name })).toBeVisible();
  await expect(page.getByRole('link', { name: hit!.name })).toHaveAttribute(
    'href',
    `${site.base}${hit!.url}`,
  );

  await page
    .getByRole('button', { name: site.label('WEB.FAVOURITES.REMOVE', { name: hit!.name }) })
    .click();
  await expect(
    page.getByRole('heading', { level: 2, name: site.label('WEB.FAVOURITES.EMPTY.TITLE') }),
  ).toBeVisible();
  await expect(headerLink(0)).toBeVisible();
  await expect.poll(() => serverCopy(page)).toEqual([]);
});

test('a toggle on one page shows on another tab of the same shopper', async ({ context }) => {
  const first = await context.newPage();
  const [, hit] = await firstHits(first, 2);
  await first.goto(`${site.base}${hit!.url}`);
  const second = await context.newPage();
  await second.goto(`${site.base}/my-favorites`);
  await expect(
    second.getByRole('heading', { level: 2, name: site.label('WEB.FAVOURITES.EMPTY.TITLE') }),
  ).toBeVisible();
  await first
    .getByRole('button', { name: site.label('WEB.FAVOURITES.TOGGLE', { name: hit!.name }) })
    .click();
  await expect(second.getByRole('heading', { level: 2, name: hit!.name })).toBeVisible();
});
