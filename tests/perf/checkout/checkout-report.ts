/**
 * bench:checkout's tables: the place-order cell beside its target (through the load benches'
 * printRows), the races, and the kill -9 phase's counts. Each printer returns whether its rules
 * held; a database left out prints why instead of its rows.
 */
import { printRows, type PrintedRow } from '../load/print-rows';
import type { Verdict } from '../load/targets';
import type { DatabaseResult } from './bench-database';
import { RACE_BUYERS, RACE_UNITS } from './last-units-race';
import { CONNECTIONS } from './throughput';

export type Outcome = { name: string; result: DatabaseResult } | { name: string; skipped: string };

/** place-order targets per database (README "bench:checkout" says why) */
export const TARGETS: Record<string, { ordersPerSecond: number; p95: number }> = {
  PGlite: { ordersPerSecond: 40, p95: 400 },
  PostgreSQL: { ordersPerSecond: 40, p95: 400 },
};

interface Row extends PrintedRow {
  target?: { ordersPerSecond: number; p95: number };
}

function verdict(row: Row): Verdict | undefined {
  if (!row.target) return undefined;
  const { ordersPerSecond, p95 } = row.target;
  return {
    target: `≥ ${ordersPerSecond} orders/s, p95 ≤ ${p95} ms`,
    met: row.requestsPerSecond >= ordersPerSecond && row.p95 <= p95,
  };
}

const skippedLine = (outcome: Outcome) =>
  'skipped' in outcome ? `${outcome.name.padEnd(14)} skipped: ${outcome.skipped}` : undefined;

export function printThroughput(outcomes: readonly Outcome[]): boolean {
  console.log(`\nplace order (POST /api/checkout/payment), ${CONNECTIONS} shoppers at once`);
  const rows: Row[] = outcomes.flatMap((o) =>
    'result' in o
      ? [
          {
            setup: o.name,
            kind: 'place order',
            connections: CONNECTIONS,
            target: TARGETS[o.name],
            ...o.result.throughput,
          },
        ]
      : [],
  );
  const ok = printRows(rows, verdict);
  for (const outcome of outcomes) {
    const line = skippedLine(outcome);
    if (line) console.log(line);
    else if ('result' in outcome && outcome.result.throughput.failures.size > 0)
      console.log(
        `  ${outcome.name} failures: ${[...outcome.result.throughput.failures].map(([what, n]) => `${n} × ${what}`).join(', ')}`,
      );
  }
  return ok;
}

/** A race run held when it sold exactly RACE_UNITS, refused the rest, and left stock 0. */
function raceFailures(result: DatabaseResult): string[] {
  const stock = new Map(result.audit.race.map((row) => [row.sku, row]));
  return result.races.flatMap((run, i) => {
    const after = stock.get(run.sku);
    const wrong = [
      run.paid.length !== RACE_UNITS ? `${run.paid.length} orders answered` : '',
      run.soldOut !== RACE_BUYERS - RACE_UNITS ? `${run.soldOut} refused as sold out` : '',
      run.unexpected.length > 0 ? `answered ${run.unexpected.join(', ')}` : '',
      after?.stock !== 0 ? `stock ${after?.stock}` : '',
      after?.paidOrders !== RACE_UNITS ? `${after?.paidOrders} orders stored` : '',
      after?.awaitingOrders ? `${after.awaitingOrders} left waiting` : '',
    ].filter(Boolean);
    return wrong.length > 0 ? [`run ${i + 1} (${run.sku}): ${wrong.join(', ')}`] : [];
  });
}

export function printRaces(outcomes: readonly Outcome[]): boolean {
  console.log(
    `\n${RACE_BUYERS} buyers for the last ${RACE_UNITS} units (expected: ${RACE_UNITS} orders and stock 0 every run)`,
  );
  console.log(['setup'.padEnd(14), 'runs', 'min', 'max', 'stock 0', 'failed'].join('  '));
  let ok = true;
  for (const outcome of outcomes) {
    if ('skipped' in outcome) {
      console.log(skippedLine(outcome));
      continue;
    }
    const { races, audit } = outcome.result;
    const orders = races.map((run) => run.paid.length);
    const failures = raceFailures(outcome.result);
    ok &&= failures.length === 0;
    const atZero = audit.race.filter((row) => row.stock === 0).length;
    console.log(
      [
        outcome.name.padEnd(14),
        String(races.length).padStart(4),
        String(Math.min(...orders)).padStart(3),
        String(Math.max(...orders)).padStart(3),
        `${atZero}/${races.length}`.padStart(7),
        String(failures.length).padStart(6),
      ].join('  '),
    );
    for (const failure of failures.slice(0, 10)) console.log(`  ${failure}`);
  }
  return ok;
}
