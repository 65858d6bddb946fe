/**
 * What the checkout journeys share: the phone and desktop they run on, a shopper of each site
 * with a real address and mobile of its country, the shipping step filled as a shopper fills
 * it, and — for journeys about a later step — a bag already through the shipping step, made
 * with the shop's own API on a session the page then uses.
 */
import { expect, type Page } from '@playwright/test';
import type { Cart } from '../../../src/shared/domain/cart';
import { formatMoney } from '../../../src/shared/domain/currency';
import type { ProductDetail } from '../../../src/shared/domain/product';
import { SESSION_HEADER, SESSION_STORAGE_KEY } from '../../../src/shared/api/paths';
import type { SiteUnderTest } from './site';

export const DEVICES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 900 } },
} as const;

export const CHECKOUT_SITES = [
  { folder: 'gb', language: 'en' },
  { folder: 'ae', language: 'ar' },
] as const;

/** What a shopper of each site types: a real address and mobile of the site's own country. */
export const SHOPPERS = {
  gb: {
    phone: '07400 123456',
    fields: { ADDRESSLINE1: '12 Rosebery Avenue', CITY: 'London', POSTCODE: 'ec1r 4sx' },
    address: { addressLine1: '12 Rosebery Avenue', city: 'London', postcode: 'EC1R 4SX' },
    express: 895,
  },
  ae: {
    phone: '050 123 4567',
    fields: { ADDRESSLINE1: 'Villa 14, Street 7, Al Wasl', CITY: 'Dubai' },
    address: { addressLine1: 'Villa 14, Street 7, Al Wasl', city: 'Dubai', region: 'AE-DU' },
    express: 50,
  },
  fr: {
    phone: '06 12 34 56 78',
    fields: { ADDRESSLINE1: '8 rue de Rivoli', CITY: 'Paris', POSTCODE: '75004' },
    address: { addressLine1: '8 rue de Rivoli', city: 'Paris', postcode: '75004' },
    express: 1095,
  },
} as const;

export function money(site: SiteUnderTest, minor: number): string {
  const locale = `${site.language}-${site.config.country.code}`;
  return formatMoney(minor, site.config.currency.code, site.config.country.code, locale);
}

export async function fieldByLabel(page: Page, site: SiteUnderTest, key: string) {
  return page.getByLabel(site.label(`WEB.CHECKOUT.FIELD.${key}`), { exact: false }).first();
}

/** The shopper's details and delivery address typed into the shipping step's form. */
export async function fillShippingForm(page: Page, site: SiteUnderTest): Promise<void> {
  const shopper = SHOPPERS[site.folder as keyof typeof SHOPPERS];
  await (await fieldByLabel(page, site, 'FIRSTNAME')).fill('Amira');
  await (await fieldByLabel(page, site, 'LASTNAME')).fill('Haddad');
  await (await fieldByLabel(page, site, 'EMAIL')).fill('amira@example.com');
  await (await fieldByLabel(page, site, 'PHONENUMBER')).fill(shopper.phone);
  for (const [key, value] of Object.entries(shopper.fields)) {
    await (await fieldByLabel(page, site, key)).fill(value);
  }
  if (site.folder === 'ae') {
    const region = await fieldByLabel(page, site, 'REGION');
    await expect(region.getByRole('option')).not.toHaveCount(1);
    await region.selectOption({ index: 1 });
  }
}

/**
 * A size in stock: the `skip`th of the first product (from P000001 on) with that many, so the
 * journeys of one run each buy another sku and none buys another's last unit.
 */
export async function orderableSku(page: Page, site: SiteUnderTest, skip: number) {
  for (let n = 1; n < 200; n++) {
    const productId = `P${String(n).padStart(6, '0')}`;
    const response = await page.request.get(
      `/api/product/s/${productId}?lang=${site.language}&siteTag=${site.config.siteTag}`,
    );
    if (!response.ok()) continue;
    const product = (await response.json()) as ProductDetail;
    const inStock = product.skuOptions.filter((option) => option.availability === 'available');
    if (inStock.length > skip) return { productId, sku: inStock[skip]!.sku };
  }
  throw new Error('no product with enough sizes in stock');
}

/** A shopping session with one item in its bag, made over the shop's API; `post` calls on it. */
export async function bagWithOneItem(page: Page, site: SiteUnderTest, skip = 0) {
  const query = `lang=${site.language}&siteTag=${site.config.siteTag}`;
  const opened = await page.request.post('/api/basic-session', {
    data: { language: site.language, sitePublicId: site.config.sitePublicId },
  });
  expect(opened.ok(), 'POST /api/basic-session').toBe(true);
  const session = opened.headers()[SESSION_HEADER]!;
  const post = async (path: string, data: unknown) => {
    const response = await page.request.post(`${path}?${query}`, {
      data,
      headers: { [SESSION_HEADER]: session },
    });
    expect(response.ok(), `POST ${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as Cart;
  };
  const { productId, sku } = await orderableSku(page, site, skip);
  await post('/api/cart', { productId, sku, quantity: 1 });
  // the page takes the session from its next load on
  await page.addInitScript(
    ([key, id]) => {
      if (!sessionStorage.getItem(key!)) sessionStorage.setItem(key!, id!);
    },
    [SESSION_STORAGE_KEY, session],
  );
  return { session, post };
}

/**
 * A bag with one item through the shipping step (the address, details and the first delivery
 * option chosen), made over the shop's API, for journeys about a later step.
 */
export async function preparedCheckout(
  page: Page,
  site: SiteUnderTest,
  skip = 0,
): Promise<{ session: string; cart: Cart }> {
  const { session, post } = await bagWithOneItem(page, site, skip);
  const cart = await throughShipping(site, post);
  return { session, cart };
}

/**
 * A bag through the shipping step over the shop's API, with `post` calling on its session: the
 * site's test shopper's details and delivery address, then the first delivery option.
 */
export async function throughShipping(
  site: SiteUnderTest,
  post: (path: string, data: unknown) => Promise<Cart>,
): Promise<Cart> {
  const shopper = SHOPPERS[site.folder as keyof typeof SHOPPERS];
  const person = {
    firstName: 'Amira',
    lastName: 'Haddad',
    email: 'amira@example.com',
    phoneNumber: shopper.phone,
  };
  await post('/api/cart/address', {
    addressType: 'DELIVERY',
    countryCode: site.config.country.code,
    billingMatchShipping: true,
    ...person,
    ...shopper.address,
  });
  const withConsumer = await post('/api/checkout/consumer', person);
  return post('/api/shipping', { id: withConsumer.shipping.options[0]!.id });
}
