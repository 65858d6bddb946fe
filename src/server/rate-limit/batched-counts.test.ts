import { describe, expect, it } from 'vitest';
import { BatchedCounts, batchSize, type CountIncrement, type WindowCount } from './batched-counts';

const WINDOW_MS = 60_000;

/** A shared counter table as rate_limit_hits keeps it, with the statements it was sent. */
function sharedTable() {
  const rows = new Map<string, number>();
  const writes: CountIncrement[][] = [];
  const write = async (increments: readonly CountIncrement[], recheck: readonly string[]) => {
    await new Promise((resolve) => setImmediate(resolve));
    writes.push([...increments]);
    const totals = increments.map(({ key, hits }) => {
      rows.set(key, (rows.get(key) ?? 0) + hits);
      return { key, hits: rows.get(key)!, ttl: WINDOW_MS };
    });
    for (const key of recheck) {
      const hits = rows.get(key);
      if (hits !== undefined) totals.push({ key, hits, ttl: WINDOW_MS });
    }
    return totals;
  };
  return { rows, writes, instance: () => new BatchedCounts(write) };
}

const admitted = (counts: WindowCount[], max: number) =>
  counts.filter((count) => count.current <= max).length;

describe('BatchedCounts', () => {
  it('answers hits within the batch from memory and writes them in one statement', async () => {
    const table = sharedTable();
    const counts = table.instance();
    const max = 1000;
    const results = await Promise.all(
      Array.from({ length: batchSize(max) }, () => counts.hit('search|a', WINDOW_MS, max)),
    );
    expect(results.map((result) => result.current)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(table.writes).toEqual([]);
    await counts.flush();
    expect(table.writes).toEqual([[{ key: 'search|a', hits: 10, windowMs: WINDOW_MS }]]);
    await counts.close();
  });

  it('counts exactly across instances under 100 a window', async () => {
    const table = sharedTable();
    const instances = [table.instance(), table.instance()];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        instances[index % 2]!.hit('sessions|b', WINDOW_MS, 6),
      ),
    );
    expect(admitted(results, 6)).toBe(6);
  });

  it('refuses at once a client it knows is over its limit, without a statement', async () => {
    const table = sharedTable();
    const counts = table.instance();
    for (let index = 0; index < 3; index++) await counts.hit('writes|c', WINDOW_MS, 3);
    const statements = table.writes.length;
    const refused = await counts.hit('writes|c', WINDOW_MS, 3);
    expect(refused.current).toBeGreaterThan(3);
    expect(table.writes).toHaveLength(statements);
  });

  it('lets two instances admit at most one batch beyond the limit', async () => {
    const table = sharedTable();
    const instances = [table.instance(), table.instance()];
    const max = 500;
    const results: WindowCount[] = [];
    // bursts of concurrent hits on both instances, as a client behind a load balancer sends
    for (let burst = 0; burst < 100; burst++) {
      results.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, (_, index) =>
            instances[index % 2]!.hit('search|d', WINDOW_MS, max),
          ),
        )),
      );
    }
    const count = admitted(results, max);
    expect(count).toBeGreaterThanOrEqual(max);
    expect(count).toBeLessThanOrEqual(max + batchSize(max));
    await Promise.all(instances.map((instance) => instance.close()));
  });

  it('rereads a client over its limit at the flush, so a reset counter lets it in', async () => {
    const table = sharedTable();
    const counts = table.instance();
    for (let index = 0; index < 3; index++) await counts.hit('sessions|e', WINDOW_MS, 2);
    expect((await counts.hit('sessions|e', WINDOW_MS, 2)).current).toBeGreaterThan(2);
    table.rows.delete('sessions|e');
    await counts.flush();
    expect((await counts.hit('sessions|e', WINDOW_MS, 2)).current).toBe(1);
  });
});
