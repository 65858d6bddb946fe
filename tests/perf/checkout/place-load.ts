/**
 * Place-order throughput: `workers` shoppers at once, each placing orders back to back (the
 * next ready shopper's as soon as its last is answered) until `seconds` have passed or the ready
 * shoppers run out. A hand-written loop rather than autocannon, since each order needs its own
 * session, bag and key. Each order is timed from the request sent to the answer read
 * (performance.now); only a 200 PAID counts as served, anything else is a failure. The rate is
 * the orders served over the time until the last answer.
 */
import { randomUUID } from 'node:crypto';
import { percentile, type CellResult } from '../load/run-cell';
import type { ReadyShopper } from './ready-shoppers';
import { placeOrder } from './shopper-calls';

export interface LoadResult extends CellResult {
  orders: number;
  /** the references answered PAID, for the audit to find */
  paid: string[];
  /** the ready shoppers ran out before the time did */
  ranOut: boolean;
  /** what the failures answered: status and code, with how many */
  failures: Map<string, number>;
}

export async function placeLoad(
  url: string,
  shoppers: readonly ReadyShopper[],
  seconds: number,
  workers: number,
): Promise<LoadResult> {
  const latencies: number[] = [];
  const failures = new Map<string, number>();
  const fail = (what: string) => failures.set(what, (failures.get(what) ?? 0) + 1);
  const paid: string[] = [];
  let next = 0;
  let ranOut = false;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline && next < shoppers.length) {
      const shopper = shoppers[next++]!;
      const sent = performance.now();
      try {
        const answer = await placeOrder(url, shopper.session, randomUUID(), shopper.body);
        if (answer.status === 200 && answer.body.status === 'PAID') {
          latencies.push(performance.now() - sent);
          paid.push(answer.body.orderReference);
        } else fail(`${answer.status} ${answer.body.code ?? answer.body.status ?? ''}`);
      } catch (error) {
        fail(`no answer: ${(error as Error).message}`);
      }
    }
    if (next >= shoppers.length && performance.now() < deadline) ranOut = true;
  };
  await Promise.all(Array.from({ length: workers }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const failed = [...failures.values()].reduce((sum, n) => sum + n, 0);
  return {
    orders: latencies.length,
    paid,
    requestsPerSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    failed,
    ranOut,
    failures,
  };
}
