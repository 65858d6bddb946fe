/**
 * The throughput targets of issue 11 on the 2-core reference machine, checked against the
 * bench's cells. A missed target (or any failed request in a cell) fails the bench.
 */
import type { CellResult } from './run-cell';

export type RequestKind = 'product GET' | 'listing search' | 'cart add';
export type Setup = 'PGlite' | 'PostgreSQL' | 'PostgreSQL ×2';

export interface Row extends CellResult {
  setup: Setup;
  kind: RequestKind;
  connections: number;
}

/** What a row must reach, in words, or undefined when no target applies to it. */
export interface Verdict {
  target: string;
  met: boolean;
}

const READS: readonly RequestKind[] = ['product GET', 'listing search'];
const READ_RPS = 2000;
const READ_P99_MS = 50;
const CART_RPS = 1000;
const CART_P95_MS = 10;
const SCALE_OUT = 1.7;

export function verdict(row: Row, rows: readonly Row[]): Verdict | undefined {
  if (row.setup === 'PostgreSQL ×2') {
    const one = rows.find(
      (other) =>
        other.setup === 'PostgreSQL' &&
        other.kind === row.kind &&
        other.connections === row.connections,
    );
    const ratio = one ? row.requestsPerSecond / one.requestsPerSecond : 0;
    return { target: `≥ ${SCALE_OUT}× one (${ratio.toFixed(2)}×)`, met: ratio >= SCALE_OUT };
  }
  if (READS.includes(row.kind) && row.connections === 50)
    return {
      target: `≥ ${READ_RPS} req/s, p99 ≤ ${READ_P99_MS} ms`,
      met: row.requestsPerSecond >= READ_RPS && row.p99 <= READ_P99_MS,
    };
  if (row.kind === 'cart add' && row.connections === 10 && row.setup === 'PGlite')
    return {
      target: `≥ ${CART_RPS} req/s, p95 ≤ ${CART_P95_MS} ms`,
      met: row.requestsPerSecond >= CART_RPS && row.p95 <= CART_P95_MS,
    };
  return undefined;
}
