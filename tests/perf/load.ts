/**
 * `npm run bench:load`: throughput and latency of the shop's busiest requests — product GET,
 * the listing page's search, add-to-cart — at 10 and 50 connections, against the real server
 * on 127.0.0.1: on PGlite, on PostgreSQL, and (reads) on two instances sharing one PostgreSQL.
 * Prints req/s and p50/p95/p99 beside the targets of issue 11 (load/targets.ts) and exits 1
 * when one is missed or any request failed.
 *
 * BENCH_DATABASE_URL names a disposable PostgreSQL database: its schema is dropped and
 * recreated. Without it, or when it does not answer within seconds, the bench stops at once.
 * The servers run with production settings, except the rate limits, raised far above what the
 * bench sends (load/bench-shop.ts): every request is still counted, none is refused.
 * Bounded: LOAD_SECONDS (5) a cell after a 1 s warm-up, 14 cells, about two minutes in all.
 * Ports LOAD_PORT (8110) and the two after it.
 */
import { runCell } from './load/run-cell';
import { resetBenchDatabase, startBenchShop, type Shop } from './load/bench-shop';
import { printRows } from './load/print-rows';
import { shopRequests } from './load/shop-requests';
import { verdict, type RequestKind, type Row, type Setup } from './load/targets';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 5);
const WARMUP_SECONDS = 1;
const PORT = Number(process.env.LOAD_PORT ?? 8110);
const KINDS: RequestKind[] = ['product GET', 'listing search', 'cart add'];
const CONNECTIONS = [10, 50];
/** the most cart adds a cell could send: well above any rate this machine reaches */
const MAX_ADDS_PER_SECOND = 5000;

async function measure(setup: Setup, shops: Shop[], kinds: RequestKind[], connections: number[]) {
  const rows: Row[] = [];
  const requests = await shopRequests(shops[0]!.url);
  const url = shops.map((shop) => shop.url);
  for (const kind of kinds) {
    const adds = MAX_ADDS_PER_SECOND * WARMUP_SECONDS;
    const warmup = await requests.request(kind, adds);
    await runCell({ url, connections: 10, seconds: WARMUP_SECONDS, request: warmup });
    for (const count of connections) {
      const request = await requests.request(kind, MAX_ADDS_PER_SECOND * SECONDS);
      const result = await runCell({ url, connections: count, seconds: SECONDS, request });
      rows.push({ setup, kind, connections: count, ...result });
      console.error(`  ${setup} ${kind} ×${count}: ${Math.round(result.requestsPerSecond)} req/s`);
    }
  }
  return rows;
}

const databaseUrl = await resetBenchDatabase(process.env.BENCH_DATABASE_URL).catch(
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
const rows: Row[] = [];
const running: Shop[] = [];
try {
  running.push(await startBenchShop(PORT));
  rows.push(...(await measure('PGlite', running, KINDS, CONNECTIONS)));
  await running.pop()!.stop();

  running.push(await startBenchShop(PORT + 1, databaseUrl));
  rows.push(...(await measure('PostgreSQL', running, KINDS, CONNECTIONS)));
  running.push(await startBenchShop(PORT + 2, databaseUrl));
  rows.push(...(await measure('PostgreSQL ×2', running, ['product GET', 'listing search'], [50])));
} finally {
  await Promise.all(running.map((shop) => shop.stop()));
}
const ok = printRows(rows, (row) => verdict(row, rows));
console.log(ok ? 'OK: every target met' : 'FAIL: a target was missed or requests failed');
process.exitCode = ok ? 0 : 1;
