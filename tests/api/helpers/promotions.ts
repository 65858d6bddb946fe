/**
 * Campaigns and a clock for the API suites: a suite writes the campaigns it is about through
 * the repository the seed uses (replacing the demo ones) and has the server reload them, and
 * moves the time the server judges campaigns and vouchers at (AppConfig.clock).
 */
import {
  deleteAllCampaigns,
  saveCampaigns,
} from '../../../src/server/campaigns/campaign-repository';
import type { CampaignTranslations } from '../../../src/server/campaigns/campaign-texts';
import type {
  CurrencyAmounts,
  PromotionDiscount,
  StoredCampaign,
} from '../../../src/shared/domain/promotions';
import type { Promotion } from '../../../src/shared/domain/promotions';
import type { StartedServer } from './start-server';

export interface TestClock {
  now(): number;
  set(ms: number): void;
}

/** A clock that stands still until a test moves it. */
export function testClock(start = Date.UTC(2030, 0, 15, 12)): TestClock {
  let time = start;
  return { now: () => time, set: (ms) => void (time = ms) };
}

const HOUR = 3_600_000;

/** Replaces every campaign with these (in this order) and waits until the server holds them. */
export async function replaceCampaigns(
  server: StartedServer,
  campaigns: readonly StoredCampaign[],
  texts: Record<string, CampaignTranslations> = {},
): Promise<void> {
  const { db } = server.app;
  await db.transaction(async (tx) => {
    await deleteAllCampaigns(tx);
    await saveCampaigns(
      tx,
      campaigns.map((campaign, position) => ({
        campaign,
        position,
        ...(texts[campaign.id] ? { texts: texts[campaign.id] } : {}),
      })),
    );
  });
  await server.app.campaigns.refresh();
}

export function storedPromotion(
  id: string,
  discount: PromotionDiscount<CurrencyAmounts>,
  extra: Partial<Promotion<CurrencyAmounts>> = {},
): Promotion<CurrencyAmounts> {
  return { id, name: `Promotion ${id}`, messageId: `PROMO.${id}`, discount, content: [], ...extra };
}

/** A campaign running around `now` (one hour either side), over `items` (none: every product). */
export function storedCampaign(
  id: string,
  now: number,
  promotions: Array<Promotion<CurrencyAmounts>>,
  extra: Partial<StoredCampaign> = {},
): StoredCampaign {
  return {
    id,
    name: `Campaign ${id}`,
    status: 'ACTIVE',
    start: now - HOUR,
    end: now + HOUR,
    data: { promotionFormatting: {}, promotionLocations: ['productCardBadge'] },
    items: [],
    promotions,
    ...extra,
  };
}

/** The same amount in the four seeded currencies. */
export const everywhere = (minor: number): CurrencyAmounts => ({
  GBP: minor,
  EUR: minor,
  JPY: minor,
  AED: minor,
});
