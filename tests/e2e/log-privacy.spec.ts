import { expect, test } from './support/test';
import { productWithSoldOutSize } from './support/catalogue';
import { ownShopForSpec } from './support/own-shop';
import { siteUnderTest } from './support/site';

/**
 * Issue 11 "Logs": personal data never reaches the shop's log. A shopper leaves an e-mail
 * address where a shop sees it in every way it can: typed into the back-in-stock form (a
 * request body), once malformed and refused, and pasted into the search box of a shared link
 * (the page's URL, which the server renders and logs). The shop runs at info level, so every
 * request is logged; afterwards its whole log is searched for the address.
 */
const site = siteUnderTest('gb', 'en');
const running = ownShopForSpec(4, { logLevel: 'info' });

test('an e-mail address a shopper used appears nowhere in the shop’s log', async ({ page }) => {
  test.setTimeout(120_000);
  const shop = running();
  const { product, hit, soldOut } = await productWithSoldOutSize(
    page,
    shop.url,
    site.config.siteTag,
  );
  const email = `log.check.${Date.now()}@example.com`;
  const [name, domain] = email.split('@') as [string, string];

  await page.goto(
    `${shop.url}${site.base}/product/${hit.slug}/${product.productId}?color=${soldOut.colour}`,
  );
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const form = page.getByRole('form', { name: /sold out/i });
  if ((await form.getByRole('combobox').count()) > 0) {
    await form.getByRole('combobox').selectOption(soldOut.sku);
  }
  const address = form.getByLabel(site.label('WEB.BACK_IN_STOCK.EMAIL'));
  const submit = form.getByRole('button', { name: site.label('WEB.BACK_IN_STOCK.SUBMIT') });

  // malformed first: the shop refuses it (the app checks too; the request is sent directly)
  const refused = await page.request.post(
    `${shop.url}/marketing/back-in-stock?lang=en&siteTag=${site.config.siteTag}`,
    { data: { email: `${name}@`, sku: soldOut.sku, variantId: hit.objectID } },
  );
  expect(refused.status()).toBeGreaterThanOrEqual(400);
  expect(refused.status()).toBeLessThan(500);

  await address.fill(email);
  await submit.click();
  await expect(form.getByRole('status')).toContainText(email);

  // a shared link with the address as its search: rendered and logged by the server
  const search = await page.request.get(
    `${shop.url}${site.base}/search?query=${encodeURIComponent(email)}`,
    { headers: { accept: 'text/html' } },
  );
  expect(search.status()).toBe(200);

  await shop.stop();
  const log = shop.log();
  // the log is the one these requests went into: each left a line
  expect(log).toContain('/marketing/back-in-stock');
  expect(log).toContain(`${site.base}/search`);
  for (const needle of [email, encodeURIComponent(email), `${name}@`, name]) {
    expect(log.toLowerCase(), `the log holds ${needle}`).not.toContain(needle.toLowerCase());
  }
  expect(log).not.toContain(domain.length > 0 ? `@${domain}` : '@');
});
