import { expect, type Locator, type Page } from '@playwright/test';
import { formatMoney } from '../../../src/shared/domain/currency';
import type { ProductDetail } from '../../../src/shared/domain/product';
import { menuEntry, type SiteUnderTest } from './site';
import { waitUntilLive } from './test';

export interface ChosenProduct {
  name: string;
  colour: string;
  size: string;
  price: string;
}

/** Home → the megamenu → a category listing, as a shopper on a desktop does. */
export async function openCategoryFromHome(
  page: Page,
  site: SiteUnderTest,
  key: string,
): Promise<void> {
  const entry = menuEntry(site, key);
  await page.goto(`${site.base}/`);
  const nav = page.getByRole('navigation', { name: site.label('WEB.NAV.PRIMARY') });
  await nav.getByRole('button', { name: entry.context, exact: true }).click();
  await nav.getByRole('link', { name: entry.label, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`${site.base}${entry.path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * Picks a colour or size as a shopper taps it: the click waits until the radio holds still and
 * is the element under the pointer (a forced click hits whatever is at a point taken earlier),
 * and the choice is the page's once the radio shows it (the page follows the URL it writes).
 */
export async function pickOption(radio: Locator): Promise<void> {
  await radio.click();
  await expect(radio).toBeChecked();
}

/**
 * On a listing, opens a product that has more than one colour, picks the second colour and the
 * first size that can be ordered, and returns what was chosen with the price the API quotes.
 */
export async function chooseProduct(page: Page, site: SiteUnderTest): Promise<ChosenProduct> {
  const main = page.getByRole('main');
  const cards = main.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  let opened = false;
  for (let i = 0; i < count && !opened; i++) {
    const card = cards.nth(i);
    if ((await card.getByRole('button').count()) > 1) {
      await card.getByRole('heading').getByRole('link').click();
      opened = true;
    }
  }
  if (!opened) await cards.first().getByRole('heading').getByRole('link').click();

  const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  const colours = page.getByRole('radiogroup', {
    name: new RegExp(site.label('WEB.PRODUCT.COLOUR.LABEL', { name: '' }).trim()),
  });
  const colourRadios = colours.getByRole('radio');
  // the card's link may have loaded a whole page: a radio answers once that page is live
  await expect(colourRadios.first()).toBeVisible();
  await waitUntilLive(page);
  // the colour is the URL's: the radio shows it once the page has followed the click
  if ((await colourRadios.count()) > 1) await pickOption(colourRadios.nth(1));
  await expect(page).toHaveURL(/color=/);
  const colour = new URL(page.url()).searchParams.get('color') ?? '';

  const sizes = page.getByRole('radiogroup', {
    name: site.label('WEB.PRODUCT.SIZE.LABEL'),
    exact: true,
  });
  const size = sizes.getByRole('radio', { disabled: false }).first();
  const sizeSlug = (await size.getAttribute('value')) ?? '';
  await pickOption(size);

  const productId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const response = await page.request.get(
    `/api/product/s/${productId}?lang=${site.language}&siteTag=${site.config.siteTag}`,
  );
  const detail = (await response.json()) as ProductDetail;
  const sku = detail.skuOptions.find(
    (option) => option.colour === colour && option.size === sizeSlug,
  );
  const sizeName = detail.sizes.find((s) => s.slug === sizeSlug)?.name ?? sizeSlug;
  expect(sku, `sku for ${colour}/${sizeName}`).toBeTruthy();
  const locale = `${site.language}-${site.config.country.code}`;
  const price = formatMoney(sku!.price.sale, sku!.price.currency, site.config.country.code, locale);
  return { name, colour, size: sizeName, price };
}

/** Adds the chosen product; the mini cart opens by itself and lists it with the subtotal. */
export async function addToBagAndCheckMiniCart(
  page: Page,
  site: SiteUnderTest,
  chosen: ChosenProduct,
): Promise<void> {
  await page.getByRole('button', { name: site.label('WEB.PRODUCT.ADD'), exact: true }).click();
  const bag = page.getByRole('dialog', { name: site.label('WEB.MINICART.LABEL') });
  await expect(bag).toBeVisible();
  await expectBagHolds(page, site, chosen);
}

export async function expectBagHolds(
  page: Page,
  site: SiteUnderTest,
  chosen: ChosenProduct,
): Promise<void> {
  const bag = page.getByRole('dialog', { name: site.label('WEB.MINICART.LABEL') });
  await expect(bag.getByRole('link', { name: chosen.name }).first()).toBeVisible();
  await expect(
    bag.getByRole('button', { name: site.label('WEB.MINICART.REMOVE', { name: chosen.name }) }),
  ).toBeVisible();
  // the line shows the price the shopper chose at (the subtotal may also hold a gift line a
  // running campaign adds, at its own price)
  const line = bag
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: chosen.name }) });
  await expect(line.first()).toContainText(chosen.price);
}

/** Opens the bag from the header button (its name carries the item count). */
export async function openBag(page: Page, site: SiteUnderTest, items: number): Promise<void> {
  const name =
    items === 1
      ? site.label('WEB.CART.BUTTON.ONE')
      : site.label('WEB.CART.BUTTON.LABEL', { count: items });
  const button = page.getByRole('banner').getByRole('button', { name, exact: true });
  await expect(button).toBeVisible();
  await button.click();
  await expect(page.getByRole('dialog', { name: site.label('WEB.MINICART.LABEL') })).toBeVisible();
}
