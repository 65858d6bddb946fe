/**
 * bench:checkout's phases on one database, against the real server started as a child process
 * with the test hooks on (stock is set through POST /__test/stock): the throughput cell, the
 * last-units races, the orders through kill -9, then the audit with the server stopped. The
 * skus each phase sells are disjoint and stocked by the bench, so the audit can hold every one
 * to its orders.
 */
import { createRng, mixSeed } from '../../../src/server/seed/prng';
import { startBenchShop } from '../load/bench-shop';
import { pickSkus, StockLedger } from './bench-skus';
import { ordersThroughKills, type KillRun } from './kill-orders';
import { RACE_UNITS, raceForLastUnits, type RaceRun } from './last-units-race';
import { auditOrders, type Audit } from './order-audit';
import type { LoadResult } from './place-load';
import { readyShoppers } from './ready-shoppers';
import type { Line } from './shopper-calls';
import { CONNECTIONS, measurePlacing } from './throughput';

export interface Settings {
  seconds: number;
  raceRuns: number;
  killOrders: number;
  kills: number;
  seed: number;
}

export interface DatabaseResult {
  throughput: LoadResult;
  races: RaceRun[];
  kill: KillRun;
  audit: Audit;
}

const THROUGHPUT_SKUS = 24;
const KILL_SKUS = 12;
/** far more than any bag the bench makes can take */
const AMPLE_STOCK = 1_000_000;
const KILL_STOCK = 1000;

export async function benchDatabase(
  name: string,
  stream: number,
  port: number,
  settings: Settings,
  databaseUrl?: string,
): Promise<DatabaseResult> {
  const log = (line: string) => console.error(`  ${name}: ${line}`);
  const rng = createRng(mixSeed(settings.seed, stream));
  const started = performance.now();
  const shop = await startBenchShop(port, databaseUrl, { VITRINE_TEST_HOOKS: '1' });
  log(`server up in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  try {
    const skus = await pickSkus(shop.url, {
      throughput: THROUGHPUT_SKUS,
      race: settings.raceRuns,
      kill: KILL_SKUS,
    });
    const ledger = new StockLedger();
    const stocked = (lines: readonly Line[], stock: number) =>
      lines.map((line) => [line.sku, stock] as const);
    await ledger.set(shop.url, [
      ...stocked(skus.throughput, AMPLE_STOCK),
      ...skus.gifts.map((sku) => [sku, AMPLE_STOCK] as const),
      ...stocked(skus.race, RACE_UNITS),
      ...stocked(skus.kill, KILL_STOCK),
    ]);
    log(`${ledger.initial.size} skus stocked`);

    const throughput = await measurePlacing(shop.url, skus.throughput, rng, settings.seconds, log);
    log(`${throughput.requestsPerSecond.toFixed(1)} orders/s, p95 ${throughput.p95.toFixed(1)} ms`);

    const racing = performance.now();
    const races = await raceForLastUnits(shop.url, skus.race, log);
    log(`${races.length} races in ${((performance.now() - racing) / 1000).toFixed(1)} s`);

    const bag = () => rng.sample(skus.kill, rng.int(1, 3));
    const shoppers = await readyShoppers(shop.url, settings.killOrders, bag);
    const killing = performance.now();
    const kill = await ordersThroughKills(shop, shoppers, {
      kills: settings.kills,
      connections: CONNECTIONS,
      rng,
    });
    log(
      `${kill.attempts.length} orders through ${kill.kills.length} kills in ${((performance.now() - killing) / 1000).toFixed(1)} s`,
    );
    await shop.halt();

    const audit = await auditOrders({
      dataDir: shop.dataDir,
      ...(databaseUrl ? { databaseUrl } : {}),
      stocked: ledger.initial,
      answeredPaid: [
        ...throughput.paid,
        ...races.flatMap((run) => run.paid),
        ...kill.attempts.flatMap((attempt) => (attempt.reference ? [attempt.reference] : [])),
      ],
      raceSkus: skus.race.map((line) => line.sku),
      killSessions: kill.attempts.map((attempt) => attempt.session),
    });
    return { throughput, races, kill, audit };
  } finally {
    await shop.stop();
  }
}
