/**
 * One cell of the load table: autocannon against the running shop for a few seconds, with
 * every response's latency recorded here, so p50, p95 and p99 are exact (autocannon's own
 * summary has no p95). Only 2xx answers count as served; anything else is a failure.
 */
import autocannon from 'autocannon';

export interface CellResult {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** non-2xx answers, errors and timeouts */
  failed: number;
}

export interface Cell {
  /** one URL, or several (instances behind no balancer: connections are spread over them) */
  url: string | string[];
  connections: number;
  seconds: number;
  request: autocannon.Request;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function runCell(cell: Cell): Promise<CellResult> {
  const latencies: number[] = [];
  let failed = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        // autocannon spreads connections over several URLs; its types know only one
        url: cell.url as string,
        connections: cell.connections,
        duration: cell.seconds,
        timeout: 10,
        requests: [cell.request],
      },
      (error, result) => {
        if (error) return reject(error as Error);
        latencies.sort((a, b) => a - b);
        const served = latencies.length;
        resolve({
          requestsPerSecond: served / cell.seconds,
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          p99: percentile(latencies, 99),
          failed: failed + result.errors + result.timeouts,
        });
      },
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      if (status >= 200 && status < 300) latencies.push(responseTime);
      else failed += 1;
    });
  });
}
