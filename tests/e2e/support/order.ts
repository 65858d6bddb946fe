/**
 * An order placed in the browser's own shopping session, through the shop's API as the checkout
 * steps send it: the session is opened here and handed to the page before its scripts run (the
 * sessionStorage entry the app keeps it in), so the bag, the order and the pages are one
 * shopper's; the card is encrypted with the provider's public key as the browser does it (the
 * journeys' Node has the same WebCrypto), so no card number reaches the shop. PayPal (also
 * express, from a bag with no address yet), iDEAL and Alipay orders are placed the same way and
 * answer the provider's page to send the shopper to (docs/payments.md "The shop's calls for each
 * method").
 */
import { CHECKOUT_AGREEMENT_IDS } from '../../../content/site-config';
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { encryptCard } from '../../../src/platform/payments/encrypt-card';
import { CHECKOUT_API } from '../../../src/shared/api/checkout-paths';
import type { PaymentBody, PlacedOrder } from '../../../src/shared/api/checkout-payment';
import { API, SESSION_HEADER, SESSION_STORAGE_KEY } from '../../../src/shared/api/paths';
import type { Cart } from '../../../src/shared/domain/cart';
import type { ProviderPublicKey, RedirectAction } from '../../../src/shared/payments/provider-api';
import { findProduct } from './catalogue';
import type { SiteUnderTest } from './site';

/** A shopper of each site: a real address and mobile of its own country. */
export const ORDER_SHOPPERS = {
  gb: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada.orders@example.com',
    phone: '07400 123456',
    address: {
      countryCode: 'GB',
      addressLine1: '12 Rosebery Avenue',
      city: 'London',
      postcode: 'EC1R 4SX',
    },
  },
  ae: {
    firstName: 'أمل',
    lastName: 'حداد',
    email: 'amal.orders@example.ae',
    phone: '050 123 4567',
    address: {
      countryCode: 'AE',
      addressLine1: 'Villa 14, Street 7, Al Wasl',
      city: 'Dubai',
      region: 'AE-DU',
    },
  },
  fr: {
    firstName: 'Émilie',
    lastName: 'Martin',
    email: 'emilie.orders@example.fr',
    phone: '06 12 34 56 78',
    address: {
      countryCode: 'FR',
      addressLine1: '8 rue des Écoles',
      city: 'Paris',
      postcode: '75005',
    },
  },
} as const;

export interface PlacedInBrowser {
  orderReference: string;
  /** the line bought, as its name reads on the site */
  productName: string;
  total: number;
}

/** A way to pay on a provider's page; `paypal-express` from a bag with no address yet. */
export type PageMethod = 'paypal' | 'paypal-express' | 'ideal' | 'alipay';

export interface AwaitingInBrowser extends PlacedInBrowser {
  /** the provider's page to send the shopper to (a form POST of `data` for Alipay) */
  action: RedirectAction;
}

export interface ReadyOrder {
  /** the piece in the bag, as its name reads on the site */
  productName: string;
  /** pays the bag by test card: the order placed */
  pay(): Promise<PlacedInBrowser>;
  /** places the order with a method paid on the provider's page: the order waiting for it */
  payOnPage(method: PageMethod): Promise<AwaitingInBrowser>;
}

/**
 * Opens a shopping session for `page` (every page load of it starts with that session), fills
 * its bag with one piece — below `under` (the site's minor units) when given, so the bag stays
 * under a free-delivery threshold — and, unless `checkout` is false (PayPal express from the
 * basket), the shipping step's details; `pay` or `payOnPage` then places the order.
 */
export async function prepareOrder(
  page: Page,
  shopUrl: string,
  site: SiteUnderTest,
  { checkout = true, under = Infinity }: { checkout?: boolean; under?: number } = {},
): Promise<ReadyOrder> {
  const { siteTag } = site.config;
  const opened = await page.request.post(`${shopUrl}${API.basicSession}`, {
    data: { language: site.language, sitePublicId: site.config.sitePublicId },
  });
  expect(opened.status(), 'POST /api/basic-session').toBe(201);
  const session = opened.headers()[SESSION_HEADER]!;
  await page.addInitScript(
    ([key, id]) => sessionStorage.setItem(key!, id!),
    [SESSION_STORAGE_KEY, session],
  );
  const shopper = ORDER_SHOPPERS[site.folder as keyof typeof ORDER_SHOPPERS];
  const query = `lang=${site.language}&siteTag=${siteTag}`;
  const post = async <T>(path: string, data: unknown, headers: Record<string, string> = {}) => {
    const response = await page.request.post(`${shopUrl}${path}?${query}`, {
      headers: { [SESSION_HEADER]: session, ...headers },
      data,
    });
    expect(response.ok(), `POST ${path}: ${response.status()}`).toBe(true);
    return (await response.json()) as T;
  };
  const pick = await findProduct(
    page,
    shopUrl,
    siteTag,
    (product) => {
      const sku = product.skuOptions.find(
        (option) => option.availability === 'available' && option.price.sale < under,
      );
      return sku && { productId: product.productId, sku: sku.sku };
    },
    under === Infinity ? 'an available size' : `an available size under ${under}`,
  );
  const added = await post<Cart>(API.cart, { ...pick, quantity: 1 });
  const { firstName, lastName, email, phone } = shopper;
  let priced = added;
  if (checkout) {
    await post(CHECKOUT_API.cartAddress, {
      addressType: 'DELIVERY',
      firstName,
      lastName,
      phoneNumber: phone,
      email,
      ...shopper.address,
    });
    const detailed = await post<Cart>(CHECKOUT_API.checkoutConsumer, {
      firstName,
      lastName,
      email,
      phoneNumber: phone,
    });
    priced = await post<Cart>(CHECKOUT_API.shipping, { id: detailed.shipping.options[0]!.id });
  }
  const placeOrder = (body: PaymentBody) =>
    post<PlacedOrder>(CHECKOUT_API.checkoutPayment, body, {
      'idempotency-key': `e2e-${randomUUID()}`,
    });
  const productName = added.items[0]!.name;
  return {
    productName,
    async pay() {
      const key = (await (
        await page.request.get(`${shopUrl}/pay/v1/public-key`)
      ).json()) as ProviderPublicKey;
      const year = String(new Date().getUTCFullYear() + 3);
      const card = { number: '4111111111111111', expiryMonth: '03', expiryYear: year, cvc: '737' };
      const placed = await placeOrder({
        paymentMethod: 'creditcard',
        card: await encryptCard(card, key),
        holderName: `${firstName} ${lastName}`,
        expectedTotal: priced.cartSummary.totalCost,
        agreements: [...CHECKOUT_AGREEMENT_IDS],
      });
      expect(placed.status).toBe('PAID');
      return { orderReference: placed.orderReference, productName, total: placed.total };
    },
    async payOnPage(method) {
      const reviewed = {
        expectedTotal: priced.cartSummary.totalCost,
        agreements: [...CHECKOUT_AGREEMENT_IDS],
      };
      const body: PaymentBody =
        method === 'paypal-express'
          ? // the agreements are ticked when the payer is back (the express confirmation)
            { paymentMethod: 'paypal', express: true }
          : method === 'paypal'
            ? { paymentMethod: 'paypal', ...reviewed }
            : { paymentMethod: method, ...reviewed };
      const placed = await placeOrder(body);
      expect([placed.status, placed.action?.type]).toEqual(['AWAITING_PAYMENT', 'redirect']);
      return {
        orderReference: placed.orderReference,
        productName,
        total: placed.total,
        action: placed.action!,
      };
    },
  };
}
