/**
 * The skus bench:checkout sells, drawn from the shop's own listing: available from stock, never
 * a gift a campaign gives away (never sold alone), and never a product of a campaign whose
 * window can end while the bench runs (the flash sale renews at each start: a total shown
 * before its end would be refused PRICE_CHANGED after). Three disjoint sets — the throughput
 * bags', one sku a race run, the kill phase's — each with the stock the bench sets itself
 * through the test hook, remembered so the audit can compare every sku's stock with its orders.
 */
import { stockedSkus } from '../load/cart-load';
import { listedProducts, runningCampaigns } from '../load/load-requests';
import { mapConcurrently } from './ready-shoppers';
import { setStock, type Line } from './shopper-calls';

/** a campaign ending sooner than this may end during the bench */
const STABLE_FOR_MS = 7 * 24 * 3_600_000;
const PRODUCTS = 300;

export interface BenchSkus {
  throughput: Line[];
  race: Line[];
  kill: Line[];
  /** the skus the campaigns give away, whose stock the bench raises for the bags that get one */
  gifts: string[];
}

export async function pickSkus(
  url: string,
  counts: { throughput: number; race: number; kill: number },
): Promise<BenchSkus> {
  const { campaigns } = await runningCampaigns(url);
  const gifts = campaigns.flatMap((c) => c.promotions.flatMap((p) => (p.gift ? [p.gift] : [])));
  const ending = new Set(
    campaigns
      .filter((campaign) => campaign.end - Date.now() < STABLE_FOR_MS)
      .flatMap((campaign) => campaign.items),
  );
  const giftSkus = new Set(gifts.map((gift) => gift.sku));
  const products = (await listedProducts(url, PRODUCTS))
    .map((hit) => hit.productId)
    .filter((id) => !ending.has(id));
  const picks = (await stockedSkus(url, [...new Set(products)])).filter(
    (pick) => !giftSkus.has(pick.sku),
  );
  const wanted = counts.throughput + counts.race + counts.kill;
  if (picks.length < wanted)
    throw new Error(
      `the shop lists ${picks.length} skus available from stock; the bench needs ${wanted}`,
    );
  return {
    throughput: picks.slice(0, counts.throughput),
    race: picks.slice(counts.throughput, counts.throughput + counts.race),
    kill: picks.slice(counts.throughput + counts.race, wanted),
    gifts: [...giftSkus],
  };
}

/**
 * Each hook call refreshes the catalogue view (and its search indexes) before answering, and
 * refreshes asked for together are done once: the calls go together, in one wave.
 */
const SETTING_CONCURRENCY = 64;

/** The stock the bench set on each sku, as the audit compares it. */
export class StockLedger {
  readonly initial = new Map<string, number>();

  /** Sets the stock of each sku to the number it is paired with. */
  async set(url: string, stocks: ReadonlyArray<readonly [string, number]>): Promise<void> {
    await mapConcurrently(stocks, SETTING_CONCURRENCY, ([sku, stock]) => setStock(url, sku, stock));
    for (const [sku, stock] of stocks) this.initial.set(sku, stock);
  }
}
