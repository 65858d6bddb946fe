/**
 * Campaigns over time, in every currency, and as the app reads them (GET /api/cart/promotions):
 * the rounding table through the API on the zero-decimal sites (JPY, AED), gift lines, a
 * campaign whose end passes, refused campaigns, and the texts of each language. The server is
 * told the time by the test (AppConfig.clock). Runs on PGlite, and on PostgreSQL when
 * TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PromotionsResponse } from '../../src/shared/api/promotions';
import { request, siteQuery } from './helpers/api';
import { cartClient, largestRemainder, offBySku, percentOf, unitSale } from './helpers/cart-client';
import type { Fixtures, SkuPick } from './helpers/fixtures';
import {
  everywhere,
  storedCampaign,
  storedPromotion,
  testClock,
  replaceCampaigns,
} from './helpers/promotions';
import type { StartedServer } from './helpers/start-server';
import { onEachDatabase, startSuiteServer, type StartSuiteServer } from './helpers/suite-server';
import { setSku } from './helpers/skus';

const MINUTE = 60_000;

function campaignSuite(start: StartSuiteServer) {
  const clock = testClock();
  let server: StartedServer;
  let fixtures: Fixtures;

  beforeAll(async () => {
    ({ server, fixtures } = await startSuiteServer(start, { overrides: { clock: clock.now } }));
  });
  afterAll(() => server?.close());

  const promotions = (folder: string, lang?: string) => {
    const site = fixtures.site(folder);
    return request<PromotionsResponse>(
      `${server.url}/api/cart/promotions?${siteQuery(site, lang)}`,
    );
  };

  /** `count` picks of different products, each with a different price on `folder`'s site. */
  function distinct(count: number, folder: string): SkuPick[] {
    const site = fixtures.site(folder);
    const picks: SkuPick[] = [];
    for (let skip = 0; picks.length < count; skip++) {
      const pick = fixtures.stocked(10, skip);
      if (
        picks.every((p) => p.product !== pick.product && unitSale(p, site) !== unitSale(pick, site))
      )
        picks.push(pick);
    }
    return picks;
  }

  describe('the rounding rule through the API, zero-decimal sites included', () => {
    it('JPY: 12.5 % of a line, half up to a whole yen', async () => {
      await replaceCampaigns(server, [
        storedCampaign('c', clock.now(), [
          storedPromotion('p', { type: 'PERCENT_OFF', component: 'ITEM', amount: 12.5 }),
        ]),
      ]);
      const jp = fixtures.site('jp');
      const client = await cartClient(server.url, jp);
      const [pick] = distinct(1, 'jp') as [SkuPick];
      const cart = (await client.add(pick, 3)).body;
      const total = 3 * unitSale(pick, jp);
      expect(cart.cartSummary.currency).toBe('JPY');
      expect(cart.items[0]!.discounts[0]!.amount).toBe(percentOf(total, 12.5));
      expect(Number.isInteger(cart.cartSummary.totalCost)).toBe(true);
    });

    it('AED: 33 % of a basket of three, shared by largest remainder in whole dirhams', async () => {
      await replaceCampaigns(server, [
        storedCampaign('c', clock.now(), [
          storedPromotion('p', { type: 'PERCENT_OFF', component: 'BASKET', amount: 33 }),
        ]),
      ]);
      const ae = fixtures.site('ae');
      const client = await cartClient(server.url, ae);
      const picks = distinct(3, 'ae');
      for (const pick of picks) await client.add(pick, 1);
      const cart = (await client.read()).body;
      const prices = cart.items.map((item) => item.price.sale);
      const amount = percentOf(
        prices.reduce((sum, price) => sum + price, 0),
        33,
      );
      expect(cart.cartSummary).toMatchObject({ currency: 'AED', totalDiscount: amount });
      expect(cart.items.map((item) => item.discounts[0]!.amount)).toEqual(
        largestRemainder(amount, prices),
      );
    });

    it('VALUE_OVERRIDE below cost sets the price; above it takes nothing', async () => {
      const gb = fixtures.site('gb');
      const [pick] = distinct(1, 'gb') as [SkuPick];
      const unit = unitSale(pick, gb);
      for (const [amount, expected] of [
        [100, unit - 100],
        [unit + 100, 0],
      ] as const) {
        await replaceCampaigns(server, [
          storedCampaign('c', clock.now(), [
            storedPromotion('p', {
              type: 'VALUE_OVERRIDE',
              component: 'ITEM',
              amount: { ...everywhere(0), GBP: amount },
            }),
          ]),
        ]);
        const client = await cartClient(server.url, gb);
        expect(offBySku((await client.add(pick, 1)).body)).toEqual({ [pick.sku.sku]: expected });
      }
    });
  });

  describe('gifts', () => {
    it('adds a virtual gift line while the basket reaches the threshold, never stored', async () => {
      const gb = fixtures.site('gb');
      const [bought, gift] = distinct(2, 'gb') as [SkuPick, SkuPick];
      const unit = unitSale(bought, gb);
      await replaceCampaigns(server, [
        storedCampaign('gwp', clock.now(), [
          storedPromotion(
            'tote',
            {
              type: 'VALUE_OVERRIDE',
              component: 'ITEM',
              amount: everywhere(0),
              conditions: { basketTotal: { min: { ...everywhere(0), GBP: 2 * unit } } },
            },
            { gift: { productId: gift.product.productId, sku: gift.sku.sku } },
          ),
        ]),
      ]);
      const client = await cartClient(server.url, gb);
      const one = (await client.add(bought, 1)).body;
      expect(one.items.map((item) => item.sku)).toEqual([bought.sku.sku]);
      const two = (await client.add(bought, 1)).body;
      const giftLine = two.items.find((item) => item.giftOnly);
      expect(giftLine).toMatchObject({
        id: 'gift-gwp-tote',
        sku: gift.sku.sku,
        quantity: 1,
        giftOnly: true,
        total: 0,
        price: { sale: unitSale(gift, gb) },
      });
      expect(two.cartSummary).toMatchObject({
        totalItemCount: 3,
        totalItemCost: 2 * unit + unitSale(gift, gb),
        totalDiscount: unitSale(gift, gb),
        totalCost: 2 * unit,
      });
      expect(two.promotions).toMatchObject([{ campaignId: 'gwp', promotionId: 'tote' }]);
      // It cannot be changed: it is no line of the cart's.
      expect((await client.setQuantity(giftLine!.id, 2)).status).toBe(404);
      // Below the threshold again, it goes.
      const mine = two.items.find((item) => !item.giftOnly)!;
      expect((await client.setQuantity(mine.id, 1)).body.items.some((i) => i.giftOnly)).toBe(false);
      // A gift that cannot be ordered is not given.
      await client.setQuantity(mine.id, 2);
      await setSku(server.app.db, gift.sku.sku, { availability: 4 });
      await server.app.catalogue.refresh();
      expect((await client.read()).body.items.some((i) => i.giftOnly)).toBe(false);
    });
  });

  describe('a campaign runs from its start to its end', () => {
    it('stops applying, and leaves the promotions list, when its end passes', async () => {
      const gb = fixtures.site('gb');
      const now = clock.now();
      await replaceCampaigns(server, [
        storedCampaign(
          'short',
          now,
          [storedPromotion('p', { type: 'PERCENT_OFF', component: 'ITEM', amount: 10 })],
          { start: now - MINUTE, end: now + 5 * MINUTE },
        ),
        storedCampaign(
          'later',
          now,
          [storedPromotion('q', { type: 'VALUE_OFF', component: 'ITEM', amount: everywhere(1) })],
          { start: now + 10 * MINUTE, end: now + 60 * MINUTE, status: 'SCHEDULED' },
        ),
        storedCampaign(
          'stopped',
          now,
          [storedPromotion('r', { type: 'PERCENT_OFF', component: 'ITEM', amount: 50 })],
          { status: 'ENDED' },
        ),
      ]);
      const client = await cartClient(server.url, gb);
      const [pick] = distinct(1, 'gb') as [SkuPick];
      const running = (await client.add(pick, 1)).body;
      expect(running.promotions.map((p) => p.campaignId)).toEqual(['short']);
      expect((await promotions('gb')).body.campaigns.map((c) => c.id)).toEqual(['short']);

      clock.set(now + 5 * MINUTE);
      const ended = (await client.read()).body;
      expect(ended.promotions).toEqual([]);
      expect(ended.cartSummary.totalDiscount).toBe(0);
      expect((await promotions('gb')).body.campaigns).toEqual([]);

      clock.set(now + 10 * MINUTE);
      expect((await client.read()).body.promotions.map((p) => p.campaignId)).toEqual(['later']);
      expect((await promotions('gb')).body.campaigns.map((c) => c.id)).toEqual(['later']);
      clock.set(now);
    });
  });

  describe('GET /api/cart/promotions', () => {
    it('answers each site in its currency, leaving out what does not resolve there', async () => {
      const now = clock.now();
      await replaceCampaigns(
        server,
        [
          storedCampaign('everywhere', now, [
            storedPromotion(
              'p',
              {
                type: 'VALUE_OFF',
                component: 'BASKET',
                amount: { GBP: 500, EUR: 600, JPY: 1000, AED: 25 },
              },
              {
                content: [{ area: 'productCardBadge', type: 'badge', content: { text: '£5 off' } }],
              },
            ),
          ]),
          storedCampaign('gbp-only', now, [
            storedPromotion('q', { type: 'VALUE_OFF', component: 'ITEM', amount: { GBP: 100 } }),
          ]),
        ],
        {
          everywhere: {
            'ja:JPY': {
              name: 'どこでも',
              promotions: {
                p: {
                  name: '¥1,000オフ',
                  content: [
                    { area: 'productCardBadge', type: 'badge', content: { text: '¥1,000オフ' } },
                  ],
                },
              },
            },
          },
        },
      );
      const gb = await promotions('gb');
      expect(gb.status).toBe(200);
      expect(gb.headers.get('cache-control')).toBe('no-store');
      expect(gb.body.currency).toBe('GBP');
      expect(gb.body.campaigns.map((c) => [c.id, c.promotions[0]!.discount.amount])).toEqual([
        ['everywhere', 500],
        ['gbp-only', 100],
      ]);
      const jp = (await promotions('jp', 'ja')).body;
      expect(jp.currency).toBe('JPY');
      expect(jp.campaigns).toHaveLength(1);
      expect(jp.campaigns[0]).toMatchObject({
        id: 'everywhere',
        name: 'どこでも',
        promotions: [{ name: '¥1,000オフ', discount: { amount: 1000 } }],
      });
      expect(jp.campaigns[0]!.promotions[0]!.content[0]!.content.text).toBe('¥1,000オフ');
      // English on the same site has no texts of its own: the definition's.
      expect((await promotions('jp', 'en')).body.campaigns[0]!.name).toBe('Campaign everywhere');
      expect((await promotions('ae')).body.campaigns[0]!.promotions[0]!.discount.amount).toBe(25);
    });

    it('needs no session, but a site: from siteTag, or the session it names', async () => {
      const none = await request(`${server.url}/api/cart/promotions?lang=en`);
      expect(none.status).toBe(400);
      expect(none.body).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
      const client = await cartClient(server.url, fixtures.site('fr'));
      const bySession = await request<PromotionsResponse>(`${server.url}/api/cart/promotions`, {
        session: client.session,
      });
      expect(bySession.status).toBe(200);
      expect(bySession.body.currency).toBe('EUR');
    });
  });
}

onEachDatabase(campaignSuite);
