/**
 * `npm run bench:cart`: GET /api/cart and POST /api/cart (an add to a bag already holding 10
 * lines) at 10 connections, with at least three campaigns applying to the bag (cart/bag-plan.ts),
 * against the real server on 127.0.0.1, on PGlite, and on PostgreSQL when BENCH_DATABASE_URL
 * or DATABASE_URL names one (a disposable database: its schema is dropped). Prints req/s and
 * p50/p95/p99 beside the target of issue 12 — add-to-cart p95 ≤ 10 ms and ≥ 1,000 req/s on
 * PGlite — and exits 1 when it is missed or any request failed. It stops within seconds, saying
 * what is wrong, when the database named does not answer or the shop runs too few campaigns.
 * LOAD_SECONDS (5) a cell after a 1 s warm-up; port BENCH_PORT (8120) and the next.
 */
import { printRows, type PrintedRow } from './load/print-rows';
import { runCell } from './load/run-cell';
import type { Verdict } from './load/targets';
import { resetBenchDatabase, startBenchShop, type Shop } from './load/bench-shop';
import { BagLoad } from './cart/bag-load';
import { CAMPAIGNS_ON_BAG, fillBag, planBag } from './cart/bag-plan';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 5);
const WARMUP_SECONDS = 1;
const PORT = Number(process.env.BENCH_PORT ?? 8120);
const CONNECTIONS = 10;
/** the most adds a cell could send: well above any rate this machine reaches */
const MAX_ADDS_PER_SECOND = 4000;
const TARGET = { rps: 1000, p95: 10 };

type Kind = 'GET /api/cart' | 'POST /api/cart';
interface Row extends PrintedRow {
  setup: 'PGlite' | 'PostgreSQL';
  kind: Kind;
}

async function measure(setup: Row['setup'], shop: Shop): Promise<Row[]> {
  const bag = await planBag(shop.url);
  const first = await fillBag(shop.url, bag);
  const { cart } = first;
  const applied = [...new Set(cart.promotions.map((p) => p.campaignId))];
  if (applied.length < CAMPAIGNS_ON_BAG)
    throw new Error(`only ${applied.length} campaigns apply to the bag: ${applied.join(', ')}`);
  console.error(
    `  ${setup}: bag of ${cart.items.length} lines (gifts included), campaigns ${applied.join(', ')}`,
  );
  const load = new BagLoad(shop.url, bag, first);
  const rows: Row[] = [];
  for (const kind of ['GET /api/cart', 'POST /api/cart'] as const) {
    const request = () => (kind === 'GET /api/cart' ? load.get() : load.add());
    await load.prepare(MAX_ADDS_PER_SECOND * WARMUP_SECONDS);
    await runCell({
      url: shop.url,
      connections: CONNECTIONS,
      seconds: WARMUP_SECONDS,
      request: request(),
    });
    await load.prepare(MAX_ADDS_PER_SECOND * SECONDS);
    const result = await runCell({
      url: shop.url,
      connections: CONNECTIONS,
      seconds: SECONDS,
      request: request(),
    });
    rows.push({ setup, kind, connections: CONNECTIONS, ...result });
    console.error(`  ${setup} ${kind}: ${Math.round(result.requestsPerSecond)} req/s`);
  }
  return rows;
}

/** Issue 12's target: add-to-cart on PGlite. */
function verdict(row: Row): Verdict | undefined {
  if (row.setup !== 'PGlite' || row.kind !== 'POST /api/cart') return undefined;
  return {
    target: `≥ ${TARGET.rps} req/s, p95 ≤ ${TARGET.p95} ms`,
    met: row.requestsPerSecond >= TARGET.rps && row.p95 <= TARGET.p95,
  };
}

const postgresVariable = process.env.BENCH_DATABASE_URL ? 'BENCH_DATABASE_URL' : 'DATABASE_URL';
const postgresUrl = process.env[postgresVariable];
const databaseUrl = postgresUrl
  ? await resetBenchDatabase(postgresUrl, postgresVariable).catch((error: Error) => {
      console.error(error.message);
      process.exit(1);
    })
  : undefined;
if (!databaseUrl)
  console.error('  PostgreSQL left out: set DATABASE_URL (or BENCH_DATABASE_URL) to measure it');
const rows: Row[] = [];
let running: Shop | undefined;
try {
  running = await startBenchShop(PORT);
  rows.push(...(await measure('PGlite', running)));
  await running.stop();
  if (databaseUrl) {
    running = await startBenchShop(PORT + 1, databaseUrl);
    rows.push(...(await measure('PostgreSQL', running)));
  }
} catch (error) {
  console.error(`bench:cart stopped: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await running?.stop();
}
if (rows.length > 0) {
  const ok = printRows(rows, verdict) && process.exitCode !== 1;
  console.log(ok ? 'OK: the target was met' : 'FAIL: the target was missed or requests failed');
  process.exitCode = ok ? 0 : 1;
}
