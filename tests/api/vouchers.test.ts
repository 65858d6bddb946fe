/**
 * Vouchers over HTTP (PUT /api/cart/voucher; docs/promotions.md "Vouchers") with the demo codes
 * every site is seeded with (README "Demo promotions"), and the demo campaigns as the app meets
 * them. Every refusal has its own 422 code and changes no stored row. Runs on PGlite, and on
 * PostgreSQL when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PromotionsResponse } from '../../src/shared/api/promotions';
import type { Cart } from '../../src/shared/domain/cart';
import { saveVouchers, recordRedemption } from '../../src/server/vouchers/voucher-repository';
import { request, siteQuery } from './helpers/api';
import { cartClient, percentOf, unitSale, type CartClient } from './helpers/cart-client';
import type { Fixtures, SkuPick } from './helpers/fixtures';
import { everywhere, testClock, replaceCampaigns } from './helpers/promotions';
import { loadConfig } from '../../src/server/config';
import type { StartedServer } from './helpers/start-server';
import { onEachDatabase, startSuiteServer, type StartSuiteServer } from './helpers/suite-server';
import { tableDigests } from './helpers/table-digests';

/** the demo campaign's window as shipped (DEMO_CAMPAIGN_MINUTES' default, 5) */
const DEMO_WINDOW_MS = loadConfig({}).demoCampaignMs;

const SAVE_MINIMUM = { GBP: 100_00, JPY: 19_000 };
const SAVE_OFF = { GBP: 20_00, JPY: 3_000 };

function voucherSuite(start: StartSuiteServer) {
  const clock = testClock();
  let server: StartedServer;
  let fixtures: Fixtures;

  beforeAll(async () => {
    ({ server, fixtures } = await startSuiteServer(start, {
      overrides: { clock: clock.now, demoCampaignMs: DEMO_WINDOW_MS },
    }));
  });
  afterAll(() => server?.close());

  /** A pick whose unit costs less than `below` on the site, for building a basket to a total. */
  function cheaperThan(below: number, folder = 'gb'): SkuPick {
    const site = fixtures.site(folder);
    for (let skip = 0; ; skip++) {
      const pick = fixtures.stocked(10, skip);
      if (unitSale(pick, site) < below) return pick;
    }
  }

  /** Expects the call refused with `code`, and nothing stored changed by it. */
  async function refused(client: CartClient, body: unknown, status: number, code: string) {
    const before = await tableDigests(server.app.db);
    const cartBefore = (await client.read()).body;
    const response = await client.voucher(body);
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({ status, code });
    expect(typeof response.body.message).toBe('string');
    expect(await tableDigests(server.app.db)).toEqual(before);
    expect((await client.read()).body).toEqual(cartBefore);
    return response;
  }

  describe('the demo campaigns', () => {
    it('run on every site, in its currency and languages, the short one ending soon', async () => {
      const ids = [
        'knitwear-sale',
        'dress-duo',
        'free-standard-delivery',
        'gift-with-purchase',
        'flash-sale',
      ];
      for (const site of server.app.sites.all) {
        for (const lang of site.languages) {
          const answer = await request<PromotionsResponse>(
            `${server.url}/api/cart/promotions?${siteQuery(site, lang)}`,
          );
          expect(answer.body.currency).toBe(site.currency);
          expect(answer.body.campaigns.map((c) => c.id)).toEqual(ids);
          const areas = answer.body.campaigns.flatMap((c) =>
            c.promotions.flatMap((p) => p.content.map((block) => block.area)),
          );
          expect(new Set(areas)).toEqual(
            new Set([
              'productCardBadge',
              'productCardBanner',
              'productCardAdditional',
              'productPage',
              'checkoutShipping',
            ]),
          );
          const texts = answer.body.campaigns.map((c) => c.name);
          if (lang !== 'en') expect(texts).not.toContain('Knitwear sale');
          // The short campaign runs from the server's start for DEMO_CAMPAIGN_MINUTES.
          const flash = answer.body.campaigns.find((c) => c.id === 'flash-sale')!;
          expect([flash.start, flash.end]).toEqual([clock.now(), clock.now() + DEMO_WINDOW_MS]);
        }
      }
      const dresses = fixtures.products.filter((p) =>
        p.categoryPageIds.includes('women-clothing-dresses'),
      );
      expect(dresses.length).toBeGreaterThan(0);
      // Two sizes of one dress reach the dress tier at the second item.
      const dress = dresses
        .flatMap((product) => product.variants.map((variant) => ({ product, variant })))
        .find(
          ({ variant }) =>
            variant.skus.filter((sku) => sku.availability === 1 && sku.stock > 0).length >= 2,
        )!;
      const [first, second] = dress.variant.skus.filter(
        (sku) => sku.availability === 1 && sku.stock > 0,
      );
      const client = await cartClient(server.url, fixtures.site('gb'));
      const add = (sku: string) =>
        request<Cart>(`${server.url}/api/cart?${siteQuery(fixtures.site('gb'))}`, {
          method: 'POST',
          session: client.session,
          body: { productId: dress.product.productId, sku, quantity: 1 },
        });
      expect((await add(first!.sku)).body.promotions.map((p) => p.campaignId)).not.toContain(
        'dress-duo',
      );
      expect((await add(second!.sku)).body.promotions.map((p) => p.campaignId)).toContain(
        'dress-duo',
      );
    });
  });
  describe('with no campaign running', () => {
    beforeAll(() => replaceCampaigns(server, []));

    it('applies WELCOME10 as typed (any case, spaces), last, on every line', async () => {
      const client = await cartClient(server.url, fixtures.site('gb'));
      const pick = fixtures.stocked(10, 0);
      await client.add(pick, 2);
      const applied = await client.voucher({ action: 'apply', code: '  welcome10 ' });
      expect(applied.status).toBe(200);
      const total = 2 * unitSale(pick, fixtures.site('gb'));
      expect(applied.body.cartSummary).toMatchObject({
        voucherCode: 'WELCOME10',
        voucherName: 'Welcome 10%',
        voucherMessage: '10% off your order',
        totalDiscount: percentOf(total, 10),
        totalCost: total - percentOf(total, 10),
      });
      expect(applied.body.items[0]!.discounts).toEqual([
        { name: 'Welcome voucher', messageId: 'VOUCHER.WELCOME10', amount: percentOf(total, 10) },
      ]);
      // The applied voucher is no campaign: it is named in the summary, not among promotions.
      expect(applied.body.promotions).toEqual([]);
      expect((await client.read()).body).toEqual(applied.body);

      const removed = await client.voucher({ action: 'delete' });
      expect(removed.status).toBe(200);
      expect(removed.body.cartSummary.voucherCode).toBeUndefined();
      expect(removed.body.cartSummary.totalDiscount).toBe(0);
    });

    it('refuses each other demo code with its own 422, the cart unchanged', async () => {
      const client = await cartClient(server.url, fixtures.site('gb'));
      await client.add(fixtures.stocked(10, 1), 1);
      await client.voucher({ action: 'apply', code: 'WELCOME10' });
      await refused(client, { action: 'apply', code: 'NOSUCHCODE' }, 422, 'VOUCHER_UNKNOWN');
      await refused(client, { action: 'apply', code: 'EXPIRED' }, 422, 'VOUCHER_EXPIRED');
      await refused(client, { action: 'apply', code: 'notyet' }, 422, 'VOUCHER_NOT_YET_VALID');
      await refused(client, { action: 'apply', code: 'USED1' }, 422, 'VOUCHER_ALREADY_USED');
      expect((await client.read()).body.cartSummary.voucherCode).toBe('WELCOME10');
    });

    it('SAVE20 needs its minimum, in each currency, and says why while the bag is below it', async () => {
      for (const [folder, currency] of [
        ['gb', 'GBP'],
        ['jp', 'JPY'],
      ] as const) {
        const site = fixtures.site(folder);
        const client = await cartClient(server.url, site);
        const pick = cheaperThan(SAVE_MINIMUM[currency], folder);
        const unit = unitSale(pick, site);
        const atMinimum = Math.ceil(SAVE_MINIMUM[currency] / unit);
        const line = (await client.add(pick, atMinimum - 1)).body.items[0]!;
        const below = await refused(
          client,
          { action: 'apply', code: 'SAVE20' },
          422,
          'VOUCHER_MINIMUM_NOT_MET',
        );
        expect(below.body.details).toMatchObject({ minimumBasket: SAVE_MINIMUM[currency] });

        await client.setQuantity(line.id, atMinimum);
        const applied = await client.voucher({ action: 'apply', code: 'save20' });
        expect(applied.status).toBe(200);
        expect(applied.body.cartSummary.totalDiscount).toBe(SAVE_OFF[currency]);

        // Below it again, the voucher stays on the bag but takes nothing off, saying why.
        const dropped = (await client.setQuantity(line.id, atMinimum - 1)).body;
        expect(dropped.cartSummary).toMatchObject({ voucherCode: 'SAVE20', totalDiscount: 0 });
        expect(dropped.cartSummary.voucherMessage).toMatch(/at least/);
        const back = (await client.setQuantity(line.id, atMinimum)).body;
        expect(back.cartSummary.totalDiscount).toBe(SAVE_OFF[currency]);
      }
    });

    it('a single-use voucher is used up by its first redemption', async () => {
      await saveVouchers(server.app.db, [
        {
          voucher: {
            code: 'ONCE5',
            name: 'Once',
            message: '£5 off, once',
            validFrom: 0,
            validTo: clock.now() + 86_400_000,
            singleUse: true,
            promotion: {
              id: 'once',
              name: 'Once',
              messageId: 'VOUCHER.ONCE5',
              discount: { type: 'VALUE_OFF', component: 'BASKET', amount: everywhere(500) },
            },
          },
        },
      ]);
      const client = await cartClient(server.url, fixtures.site('gb'));
      await client.add(fixtures.stocked(10, 2), 1);
      expect(
        (await client.voucher({ action: 'apply', code: 'once5' })).body.cartSummary.totalDiscount,
      ).toBe(500);
      await recordRedemption(server.app.db, { code: 'ONCE5', orderReference: 'ORDER-1' });
      const held = (await client.read()).body.cartSummary;
      expect(held).toMatchObject({ voucherCode: 'ONCE5', totalDiscount: 0 });
      expect(held.voucherMessage).toMatch(/already been used/);
      const other = await cartClient(server.url, fixtures.site('gb'));
      await refused(other, { action: 'apply', code: 'ONCE5' }, 422, 'VOUCHER_ALREADY_USED');
    });

    it.each([
      ['a code over 32 characters', { action: 'apply', code: 'W'.repeat(33) }],
      ['an empty code', { action: 'apply', code: '' }],
      ['a code with NUL', { action: 'apply', code: 'WELCOME\u000010' }],
      ['no code', { action: 'apply' }],
      ['an unknown action', { action: 'replace', code: 'WELCOME10' }],
      ['a number', { action: 'apply', code: 10 }],
      ['no body', undefined],
    ])('answers 400 for %s, the cart unchanged', async (_label, body) => {
      const client = await cartClient(server.url, fixtures.site('gb'));
      await client.add(fixtures.stocked(10, 3), 1);
      await refused(client, body, 400, 'BAD_REQUEST');
    });

    it('a voucher call with an unknown session is 401 whatever its body', async () => {
      const response = await request(
        `${server.url}/api/cart/voucher?${siteQuery(fixtures.site('gb'))}`,
        {
          method: 'PUT',
          session: '00000000-0000-4000-8000-000000000000',
          body: { action: 'apply', code: 'W'.repeat(40) },
        },
      );
      expect(response.status).toBe(401);
    });
  });
}

onEachDatabase(voucherSuite);
