/**
 * `npm run bench:checkout` (issue 13): placing orders against the real server on 127.0.0.1, on
 * PGlite, and on PostgreSQL when BENCH_DATABASE_URL or DATABASE_URL names a disposable
 * database (its schema is dropped; without one its rows say so, which is not a failure):
 * 1. place-order p50/p95/p99 and orders/s at 10 shoppers placing orders back to back for
 *    LOAD_SECONDS (10), beside the targets in checkout/checkout-report.ts;
 * 2. 50 buyers for the last 10 units of a sku, RACE_RUNS (100) times: exactly 10 orders and
 *    stock 0 every run;
 * 3. KILL_ORDERS (200) orders while the server is killed with SIGKILL KILLS times (one per 25
 *    orders) at random moments and restarted, shoppers resending with the same Idempotency-Key;
 *    then, reconciled, 0 orders without their stock decrement, 0 double charges, 0 charged
 *    orders missing, checked in SQL against the provider's own table.
 * The randomness (bags, kill moments) comes from BENCH_SEED, printed to run it again. Exits 1
 * when a target is missed or any rule broken. Ports BENCH_PORT (8130) and the next.
 */
import { randomInt } from 'node:crypto';
import { resetBenchDatabase } from './load/bench-shop';
import { benchDatabase, type Settings } from './checkout/bench-database';
import { printRaces, printThroughput, type Outcome } from './checkout/checkout-report';
import { printKills } from './checkout/kill-report';

const integer = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`${name} must be a whole number, got "${process.env[name]}"`);
    process.exit(1);
  }
  return value;
};

const killOrders = integer('KILL_ORDERS', 200);
const settings: Settings = {
  seconds: integer('LOAD_SECONDS', 10),
  raceRuns: integer('RACE_RUNS', 100),
  killOrders,
  kills: integer('KILLS', Math.max(2, Math.round(killOrders / 25))),
  seed: integer('BENCH_SEED', randomInt(2 ** 31)),
};
const port = integer('BENCH_PORT', 8130);

const postgresVariable = process.env.BENCH_DATABASE_URL ? 'BENCH_DATABASE_URL' : 'DATABASE_URL';
const postgresUrl = process.env[postgresVariable];
const databaseUrl = postgresUrl
  ? await resetBenchDatabase(postgresUrl, postgresVariable).catch((error: Error) => {
      console.error(error.message);
      process.exit(1);
    })
  : undefined;

console.error(
  `bench:checkout BENCH_SEED=${settings.seed} LOAD_SECONDS=${settings.seconds} ` +
    `RACE_RUNS=${settings.raceRuns} KILL_ORDERS=${settings.killOrders} KILLS=${settings.kills}`,
);
const started = performance.now();
const outcomes: Outcome[] = [];
let stopped = false;
try {
  outcomes.push({ name: 'PGlite', result: await benchDatabase('PGlite', 1, port, settings) });
  outcomes.push(
    databaseUrl
      ? {
          name: 'PostgreSQL',
          result: await benchDatabase('PostgreSQL', 2, port + 1, settings, databaseUrl),
        }
      : { name: 'PostgreSQL', skipped: 'set BENCH_DATABASE_URL' },
  );
} catch (error) {
  console.error(`bench:checkout stopped: ${(error as Error).stack ?? String(error)}`);
  stopped = true;
}
if (outcomes.length > 0) {
  const placing = printThroughput(outcomes);
  const racing = printRaces(outcomes);
  const killing = printKills(outcomes);
  const minutes = ((performance.now() - started) / 60_000).toFixed(1);
  const ok = placing && racing && killing && !stopped;
  console.log(
    `\n${ok ? 'OK: every target met, every rule held' : 'FAIL: a target was missed or a rule broken'} ` +
      `(BENCH_SEED=${settings.seed}, ${minutes} min)`,
  );
  process.exitCode = ok ? 0 : 1;
} else process.exitCode = 1;
