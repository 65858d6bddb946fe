/**
 * An account as a shopper makes one: the create form, the code the identity provider mailed
 * (the development mailbox, GET /dev/mailbox/messages) typed into the verify form, signed in on
 * /account; and, for journeys about what a signed-in shopper buys, a bag through the shipping
 * step made over the shop's API in the account's own session, with its bearer token.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Cart } from '../../../src/shared/domain/cart';
import { SESSION_HEADER, SESSION_STORAGE_KEY } from '../../../src/shared/api/paths';
import { orderableSku, SHOPPERS } from './checkout';
import type { SiteUnderTest } from './site';
import { waitUntilLive } from './test';

interface MailboxMessage {
  id: string;
  to: string;
  code: string | null;
}

/** The newest code mailed to `email` that is not one of `seen`. */
export async function newCode(request: APIRequestContext, email: string, seen: Set<string>) {
  let found: MailboxMessage | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/mailbox/messages?to=${encodeURIComponent(email)}`);
      const { messages } = (await response.json()) as { messages: MailboxMessage[] };
      found = messages.find((message) => !seen.has(message.id) && message.code);
      return Boolean(found);
    })
    .toBe(true);
  seen.add(found!.id);
  return found!.code!;
}

export interface NewShopper {
  givenName: string;
  familyName: string;
  email: string;
  password: string;
}

/** Creates the account through the pages, confirms it with the mailed code: signed in on /account. */
export async function signUp(page: Page, site: SiteUnderTest, shopper: NewShopper) {
  const label = site.label.bind(site);
  await page.goto(`${site.base}/account/create`);
  await waitUntilLive(page);
  await page.getByLabel(label('WEB.ACCOUNT.FIELD.GIVEN-NAME')).fill(shopper.givenName);
  await page.getByLabel(label('WEB.ACCOUNT.FIELD.FAMILY-NAME')).fill(shopper.familyName);
  await page.getByLabel(label('WEB.ACCOUNT.FIELD.EMAIL')).fill(shopper.email);
  await page
    .getByLabel(label('WEB.ACCOUNT.FIELD.PASSWORD'), { exact: true })
    .fill(shopper.password);
  await page.getByRole('button', { name: label('WEB.ACCOUNT.CREATE.SUBMIT') }).click();
  await expect(page).toHaveURL(/\/account\/verify\?email=/);
  const code = await newCode(page.request, shopper.email, new Set());
  await page.getByLabel(label('WEB.ACCOUNT.FIELD.CODE')).fill(code);
  await page.getByRole('button', { name: label('WEB.ACCOUNT.VERIFY.SUBMIT') }).click();
  await expect(page).toHaveURL(new RegExp(`${site.base}/account$`));
  await expect(page.getByText(shopper.email)).toBeVisible();
}

/**
 * One item (the `skip`th size in stock) in the signed-in shopper's bag, through the shipping
 * step, over the shop's API with the page's account session and access token, as the app's own
 * calls carry them.
 */
export async function accountBagThroughShipping(page: Page, site: SiteUnderTest, skip: number) {
  const { session, token } = await page.evaluate((key) => {
    const tokenKey = Object.keys(localStorage).find((name) => name.endsWith('.accessToken'));
    return {
      session: sessionStorage.getItem(key),
      token: tokenKey ? localStorage.getItem(tokenKey) : null,
    };
  }, SESSION_STORAGE_KEY);
  expect(session, 'the account session').toBeTruthy();
  expect(token, 'the access token').toBeTruthy();
  const query = `lang=${site.language}&siteTag=${site.config.siteTag}`;
  const post = async (path: string, data: unknown) => {
    const response = await page.request.post(`${path}?${query}`, {
      data,
      headers: { [SESSION_HEADER]: session!, authorization: `Bearer ${token}` },
    });
    expect(response.ok(), `POST ${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as Cart;
  };
  const { productId, sku } = await orderableSku(page, site, skip);
  await post('/api/cart', { productId, sku, quantity: 1 });
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
