/**
 * The checkout's shipping step over HTTP (issue 13): the delivery address and consumer stored
 * on the cart, and the shipping options with their
 * price, bulky items, the unable-to-ship state and shipping promotions, in GB/en and AE/ar.
 * The address forms (checkout-address-forms.test.ts), bad input
 * (checkout-shipping-input.test.ts) and the fuzz (checkout-fuzz.test.ts) apart.
 * Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteRuntime } from '../../src/server/catalogue/types';
import { isBulky } from '../../src/server/checkout/bulky-items';
import { CHECKOUT_API } from '../../src/shared/api/checkout-paths';
import { request } from './helpers/api';
import { unitSale } from './helpers/cart-client';
import { checkoutClient, DUBAI, DUBLIN, LONDON, PARIS } from './helpers/checkout-client';
import { bulkyPick, type Fixtures, type SkuPick } from './helpers/fixtures';
import { replaceCampaigns, storedCampaign, storedPromotion, testClock } from './helpers/promotions';
import type { StartedServer } from './helpers/start-server';
import { onEachDatabase, startSuiteServer, type StartSuiteServer } from './helpers/suite-server';

function checkoutSuite(start: StartSuiteServer) {
  const clock = testClock();
  let server: StartedServer;
  let fixtures: Fixtures;
  let gb: SiteRuntime;
  let ae: SiteRuntime;
  let item: SkuPick;

  beforeAll(async () => {
    ({ server, fixtures } = await startSuiteServer(start, {
      overrides: { clock: clock.now },
      campaigns: [],
    }));
    gb = fixtures.site('gb');
    ae = fixtures.site('ae');
    item = fixtures.stocked(10, 0);
    // a parcel any option carries: the bulky-item rule is tested on its own
    for (let skip = 1; isBulky(item.product); skip++) item = fixtures.stocked(10, skip);
  });
  afterAll(() => server?.close());

  /** A shopper with `item` in the bag, on `site`. */
  async function shopper(site = gb) {
    const client = await checkoutClient(server.url, site);
    expect((await client.add(item, 1)).status).toBe(200);
    return client;
  }

  describe('delivery address and consumer', () => {
    it('GB/en: stores the address normalised; billing and the consumer follow it', async () => {
      const client = await shopper();
      const answer = await client.address(LONDON);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      const delivery = {
        addressType: 'DELIVERY',
        type: 'shipping',
        firstName: 'Ada',
        lastName: 'Lovelace',
        addressLine1: '12 Baker Street',
        city: 'London',
        postcode: 'NW1 6XE',
        countryCode: 'GB',
        phoneNumber: '+447400123456',
        email: 'ada@example.com',
        locale: 'en-GB',
      };
      expect(answer.body.addresses).toEqual([
        delivery,
        { ...delivery, addressType: 'BILLING', type: 'billing' },
      ]);
      expect(answer.body.billingMatchShipping).toBe(true);
      expect(answer.body.consumer).toEqual({
        accountId: null,
        reference: null,
        typeTag: 'NEW',
        properties: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'ada@example.com',
          phoneNumber: '+447400123456',
        },
      });
      // the cart read back holds what the write answered
      const read = await client.read();
      expect(read.body.addresses).toEqual(answer.body.addresses);
    });

    it('GB/en: the consumer’s own details win over the address, with a stable reference', async () => {
      const client = await shopper();
      await client.address(LONDON);
      const first = await client.consumer({
        firstName: 'Augusta',
        lastName: 'King',
        email: 'augusta@example.com',
      });
      expect(first.status).toBe(200);
      expect(first.body.consumer).toMatchObject({
        accountId: null,
        typeTag: 'NEW',
        reference: expect.stringMatching(/^[0-9a-f-]{36}$/),
        properties: {
          firstName: 'Augusta',
          lastName: 'King',
          email: 'augusta@example.com',
          // not sent: the delivery address's
          phoneNumber: '+447400123456',
        },
      });
      const again = await client.consumer({ ...LONDON, addressType: undefined });
      expect(again.body.consumer.reference).toBe(first.body.consumer.reference);
      expect(again.body.consumer.properties.firstName).toBe('Ada');
    });

    it('AE/ar: an Arabic address with an emirate, the phone in international form', async () => {
      const client = await shopper(ae);
      const answer = await client.address(DUBAI);
      expect(answer.status).toBe(200);
      expect(answer.body.addresses[0]).toMatchObject({
        firstName: 'محمد',
        region: 'AE-DU',
        phoneNumber: '+971501234567',
        locale: 'ar-AE',
      });
      const consumer = await client.consumer({
        firstName: 'سارة',
        lastName: 'الحسن',
        email: 'sara@example.ae',
        phoneNumber: '055 123 4567',
      });
      expect(consumer.status).toBe(200);
      expect(consumer.body.consumer.properties).toEqual({
        firstName: 'سارة',
        lastName: 'الحسن',
        email: 'sara@example.ae',
        phoneNumber: '+971551234567',
      });
      expect(consumer.body.shipping).toMatchObject({
        countryCode: 'AE',
        options: [
          { id: 'STANDARD', price: 25, delivery: { min: 2, max: 4 } },
          { id: 'EXPRESS', price: 50, delivery: { min: 1, max: 2 } },
        ],
      });
    });

    it('a billing address of its own replaces the copy of the delivery one, until matched again', async () => {
      const client = await shopper();
      await client.address(LONDON);
      const answer = await client.address({ ...DUBLIN, addressType: 'BILLING' });
      expect(answer.status).toBe(200);
      expect(answer.body.billingMatchShipping).toBe(false);
      expect(answer.body.addresses.map((a) => [a.addressType, a.countryCode])).toEqual([
        ['DELIVERY', 'GB'],
        ['BILLING', 'IE'],
      ]);
      // the billing country does not decide the shipping
      expect(answer.body.shipping.countryCode).toBe('GB');
      // a delivery address sent with the box ticked again: billing is the delivery one
      const matched = await client.address({ ...LONDON, billingMatchShipping: true });
      expect(matched.body.billingMatchShipping).toBe(true);
      expect(matched.body.addresses.map((a) => [a.addressType, a.countryCode])).toEqual([
        ['DELIVERY', 'GB'],
        ['BILLING', 'GB'],
      ]);
    });

    it('reports every broken rule at once and stores nothing', async () => {
      const client = await shopper();
      const answer = await client.address({
        addressType: 'DELIVERY',
        countryCode: 'GB',
        firstName: '',
        lastName: 'Love\u202Elace',
        addressLine1: '<script>alert(1)</script>',
        city: 'London 🎉',
        postcode: '75005',
        phoneNumber: '12',
        email: 'ada',
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        status: 400,
        code: 'ADDRESS_INVALID',
        message: expect.any(String),
        details: {
          errors: {
            firstName: ['REQUIRED'],
            lastName: ['INVALID_CHARACTERS'],
            addressLine1: ['INVALID_CHARACTERS'],
            city: ['INVALID_CHARACTERS'],
            postcode: ['INVALID_FORMAT'],
            phoneNumber: ['INVALID_PHONE'],
            email: ['INVALID_FORMAT'],
          },
        },
      });
      expect((await client.read()).body.addresses).toEqual([]);
    });

    it('refuses an unknown session', async () => {
      const client = await shopper();
      const url = `${server.url}${CHECKOUT_API.cartAddress}?lang=en&siteTag=${gb.siteTag}`;
      const answer = await request(url, {
        method: 'POST',
        session: '0b0e6c1e-5a1d-4c0a-9d4e-000000000000',
        body: LONDON,
      });
      expect(answer).toMatchObject({ status: 401, body: { status: 401 } });
      expect((await client.read()).body.addresses).toEqual([]);
    });
  });

  describe('shipping options', () => {
    it('GB/en: STANDARD and EXPRESS; the selected one is priced into the totals', async () => {
      const client = await shopper();
      const before = (await client.read()).body;
      expect(before.shipping).toEqual({
        countryCode: 'GB',
        selected: null,
        options: [
          {
            id: 'STANDARD',
            method: 'STANDARD',
            price: 395,
            delivery: { min: 2, max: 4 },
            tooltip: 'WEB.CHECKOUT.SHIPPING.STANDARD.TOOLTIP',
            supportsBulkyItems: true,
          },
          {
            id: 'EXPRESS',
            method: 'EXPRESS',
            price: 895,
            delivery: { min: 1, max: 2 },
            tooltip: 'WEB.CHECKOUT.SHIPPING.EXPRESS.TOOLTIP',
            supportsBulkyItems: false,
          },
        ],
      });
      const sale = unitSale(item, gb);
      expect(before.cartSummary).toMatchObject({ deliveryCost: 0, totalCost: sale });
      const chosen = await client.shipping({ id: 'EXPRESS' });
      expect(chosen.status).toBe(200);
      expect(chosen.body.shipping.selected).toBe('EXPRESS');
      expect(chosen.body.cartSummary).toMatchObject({
        deliveryCost: 895,
        deliveryNetCost: 895,
        totalDiscountShipping: 0,
        totalCost: sale + 895,
      });
      expect((await client.read()).body.cartSummary.totalCost).toBe(sale + 895);
    });

    it('refuses an option not offered and keeps the previous one', async () => {
      const client = await shopper();
      await client.shipping({ id: 'STANDARD' });
      for (const id of ['DRONE', 'standard', 'EXPRESS ']) {
        const answer = await client.shipping({ id });
        expect(answer).toMatchObject({
          status: 422,
          body: { status: 422, code: 'SHIPPING_OPTION_UNAVAILABLE' },
        });
      }
      expect((await client.read()).body.shipping.selected).toBe('STANDARD');
    });

    it('a bulky item in the bag removes the options that cannot carry it', async () => {
      const client = await shopper();
      await client.shipping({ id: 'EXPRESS' });
      const coat = bulkyPick(fixtures);
      const answer = await client.add(coat, 1);
      expect(answer.body.shipping.options.map((o) => o.id)).toEqual(['STANDARD']);
      // the stored choice is no longer offered: nothing is priced for delivery
      expect(answer.body.shipping.selected).toBeNull();
      expect(answer.body.cartSummary.deliveryCost).toBe(0);
      expect((await client.shipping({ id: 'EXPRESS' })).status).toBe(422);
      const line = answer.body.items.find((i) => i.sku === coat.sku.sku)!;
      const without = await client.setQuantity(line.id, 0);
      // the coat gone, express is offered again
      expect(without.body.shipping.options.map((o) => o.id)).toEqual(['STANDARD', 'EXPRESS']);
    });

    it('ships to Ireland from GB at Irish rates', async () => {
      const client = await shopper();
      const answer = await client.address(DUBLIN);
      expect(answer.body.shipping).toMatchObject({
        countryCode: 'IE',
        options: [
          { id: 'STANDARD', price: 695 },
          { id: 'EXPRESS', price: 1295 },
        ],
      });
    });

    it('a country the site cannot ship to has no options and the unable-to-ship code', async () => {
      const client = await shopper();
      await client.shipping({ id: 'STANDARD' });
      const answer = await client.address(PARIS);
      expect(answer.status).toBe(200);
      expect(answer.body.shipping).toEqual({
        countryCode: 'FR',
        options: [],
        selected: null,
        errorCode: 'UNABLE_TO_SHIP',
      });
      expect(answer.body.cartSummary.deliveryCost).toBe(0);
      expect(await client.shipping({ id: 'STANDARD' })).toMatchObject({
        status: 422,
        body: { code: 'UNABLE_TO_SHIP' },
      });
    });

    it('shipping promotions act on the selected option, with their shippingMethod condition', async () => {
      await replaceCampaigns(server, [
        storedCampaign('ship', clock.now(), [
          storedPromotion('half-express', {
            type: 'PERCENT_OFF',
            component: 'SHIPPING',
            amount: 50,
            conditions: { shippingMethod: 'EXPRESS' },
          }),
        ]),
      ]);
      try {
        const client = await shopper();
        const sale = unitSale(item, gb);
        const standard = await client.shipping({ id: 'STANDARD' });
        expect(standard.body.cartSummary).toMatchObject({
          deliveryCost: 395,
          totalDiscountShipping: 0,
          totalCost: sale + 395,
        });
        const express = await client.shipping({ id: 'EXPRESS' });
        // half of 895, rounded half up
        expect(express.body.cartSummary).toMatchObject({
          deliveryCost: 895,
          totalDiscountShipping: 448,
          totalDiscount: 448,
          totalCost: sale + 895 - 448,
        });
      } finally {
        await replaceCampaigns(server, []);
      }
    });
  });
}

describe('checkout shipping step', () => {
  onEachDatabase(checkoutSuite);
});
