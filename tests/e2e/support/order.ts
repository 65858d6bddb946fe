/**
 * An order placed in the browser's own shopping session, through the shop's API as the checkout
 * steps send it: the session is opened here and handed to the page before its scripts run (the
 * sessionStorage entry the app keeps it in), so the bag, the order and the pages are one
 * shopper's; the card is encrypted with the provider's public key as the browser does it (the
 * journeys' Node has the same WebCrypto), so no card number reaches the shop.
 */
import { CHECKOUT_AGREEMENT_IDS } from '../../../content/site-config';
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { encryptCard } from '../../../src/platform/payments/encrypt-card';
import { CHECKOUT_API } from '../../../src/shared/api/checkout-paths';
import type { PlacedOrder } from '../../../src/shared/api/checkout-payment';
import { API, SESSION_HEADER, SESSION_STORAGE_KEY } from '../../../src/shared/api/paths';
import type { Cart } from '../../../src/shared/domain/cart';
import type { ProviderPublicKey } from '../../../src/shared/payments/provider-api';
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
} as const;

export interface PlacedInBrowser {
  orderReference: string;
  /** the line bought, as its name reads on the site */
  productName: string;
  total: number;
}

export interface ReadyOrder {
  /** the piece in the bag, as its name reads on the site */
  productName: string;
  /** pays the bag by test card: the order placed */
  pay(): Promise<PlacedInBrowser>;
}

/**
 * Opens a shopping session for `page` (every page load of it starts with that session), fills
 * its bag with one piece and the shipping step's details; `pay` then places the order.
 */
export async function prepareOrder(
  page: Page,
  shopUrl: string,
  site: SiteUnderTest,
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
      const sku = product.skuOptions.find((option) => option.availability === 'available');
      return sku && { productId: product.productId, sku: sku.sku };
    },
    'an available size',
  );
  const added = await post<Cart>(API.cart, { ...pick, quantity: 1 });
  const { firstName, lastName, email, phone } = shopper;
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
  const priced = await post<Cart>(CHECKOUT_API.shipping, { id: detailed.shipping.options[0]!.id });
  const productName = added.items[0]!.name;
  return {
    productName,
    async pay() {
      const key = (await (
        await page.request.get(`${shopUrl}/pay/v1/public-key`)
      ).json()) as ProviderPublicKey;
      const year = String(new Date().getUTCFullYear() + 3);
      const card = { number: '4111111111111111', expiryMonth: '03', expiryYear: year, cvc: '737' };
      const placed = await post<PlacedOrder>(
        CHECKOUT_API.checkoutPayment,
        {
          paymentMethod: 'creditcard',
          card: await encryptCard(card, key),
          holderName: `${firstName} ${lastName}`,
          expectedTotal: priced.cartSummary.totalCost,
          agreements: CHECKOUT_AGREEMENT_IDS,
        },
        { 'idempotency-key': `e2e-${randomUUID()}` },
      );
      expect(placed.status).toBe('PAID');
      return { orderReference: placed.orderReference, productName, total: placed.total };
    },
  };
}
