/**
 * Seeds the demo campaigns and vouchers (demo-campaigns.ts, demo-vouchers.ts) from the seeded
 * catalogue. A database gets them once: when no campaign was ever written (the campaign
 * revision has no row) and it holds no voucher — a new database, or one from before promotions
 * existed. An operator who deletes the demo campaigns does not get them back on the next start.
 */
import { asc, count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AVAILABILITY } from '../../../shared/domain/availability';
import {
  readCampaignRevision,
  saveCampaigns,
  deleteAllCampaigns,
} from '../../campaigns/campaign-repository';
import type { Database } from '../../db/client';
import { products, skus, vouchers } from '../../db/schema';
import {
  deleteAllVouchers,
  recordRedemption,
  saveVouchers,
} from '../../vouchers/voucher-repository';
import { demoCampaigns, type CampaignFacts } from './demo-campaigns';
import { DEMO_VOUCHERS, USED_VOUCHER_ORDER } from './demo-vouchers';

const KNITWEAR = /-clothing-knitwear$/;
const DRESSES = 'women-clothing-dresses';
/** Where the gift comes from: a bag, else any accessory (a small catalogue may have no bag). */
const GIFT_CATEGORIES: ReadonlyArray<(page: string) => boolean> = [
  (page) => page === 'women-accessories-bags',
  (page) => /-accessories-/.test(page),
];

/** The products and the gift sku the demo campaigns name, in catalogue order. */
export async function campaignFacts(db: Database): Promise<CampaignFacts> {
  const rows = await db
    .select({ productId: products.productId, pages: products.categoryPageIds })
    .from(products)
    .orderBy(asc(products.position));
  const inCategory = (test: (page: string) => boolean) =>
    rows.filter((row) => row.pages.some(test)).map((row) => row.productId);
  const giftSkus = await db
    .select({ productId: skus.productId, sku: skus.sku, stock: skus.stock })
    .from(skus)
    .where(eq(skus.availability, AVAILABILITY.available))
    .orderBy(asc(skus.productId), asc(skus.position));
  const giftIn = (test: (page: string) => boolean) =>
    inCategory(test)
      .map((productId) => giftSkus.find((sku) => sku.productId === productId && sku.stock > 0))
      .find((sku) => sku !== undefined);
  const gift = GIFT_CATEGORIES.map(giftIn).find((sku) => sku !== undefined);
  return {
    knitwear: inCategory((page) => KNITWEAR.test(page)),
    dresses: inCategory((page) => page === DRESSES),
    gift: gift ? { productId: gift.productId, sku: gift.sku } : null,
  };
}

/** Writes the demo campaigns and vouchers, and USED1's redemption. */
export async function seedPromotions(
  db: Database,
): Promise<{ campaigns: number; vouchers: number }> {
  const campaigns = demoCampaigns(await campaignFacts(db));
  await db.transaction(async (tx) => {
    await saveCampaigns(tx, campaigns);
    await saveVouchers(tx, DEMO_VOUCHERS);
    await recordRedemption(tx, { code: 'USED1', orderReference: USED_VOUCHER_ORDER });
  });
  return { campaigns: campaigns.length, vouchers: DEMO_VOUCHERS.length };
}

/** Replaces every campaign and voucher with the demo ones (`npm run seed -- --reset`). */
export async function reseedPromotions(db: Database) {
  await db.transaction(async (tx) => {
    await deleteAllCampaigns(tx);
    await deleteAllVouchers(tx);
  });
  return seedPromotions(db);
}

/** Seeds the demo promotions into a database that never had any (see above). */
export async function seedPromotionsOnce(
  db: Database,
  log: Pick<FastifyBaseLogger, 'info'>,
): Promise<void> {
  if ((await readCampaignRevision(db)) > 0) return;
  const [held] = await db.select({ value: count() }).from(vouchers);
  if ((held?.value ?? 0) > 0) return;
  const seeded = await seedPromotions(db);
  log.info(seeded, 'demo promotions seeded');
}
