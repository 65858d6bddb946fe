/**
 * A bench's table: one line a cell — setup, request, connections, req/s, p50/p95/p99, failed
 * requests — with the target that applies to it and whether it was met. Returns whether every
 * target was met and no request failed.
 */
import type { CellResult } from './run-cell';
import type { Verdict } from './targets';

export interface PrintedRow extends CellResult {
  setup: string;
  kind: string;
  connections: number;
}

export function printRows<R extends PrintedRow>(
  rows: readonly R[],
  verdict: (row: R) => Verdict | undefined,
): boolean {
  const head = ['setup', 'request', 'conn', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'failed'];
  const widths = [14, 15, 5, 7, 7, 7, 7, 7];
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(' ');
  console.log(`${line(head)}  target`);
  let ok = true;
  for (const row of rows) {
    const judged = verdict(row);
    const met = (judged?.met ?? true) && row.failed === 0;
    ok &&= met;
    const cells = [row.setup, row.kind, String(row.connections)];
    cells.push(String(Math.round(row.requestsPerSecond)));
    cells.push(...[row.p50, row.p95, row.p99].map((ms) => ms.toFixed(1)), String(row.failed));
    const target = judged ? `${judged.target} ${judged.met ? 'ok' : 'MISSED'}` : '';
    console.log(`${line(cells)}  ${target}${row.failed > 0 ? ' FAILED REQUESTS' : ''}`);
  }
  return ok;
}
