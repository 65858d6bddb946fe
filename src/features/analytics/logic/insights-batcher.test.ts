import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  InsightsBatcher,
  MAX_BATCH_EVENTS,
  type Batch,
  type SendOutcome,
} from './insights-batcher';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function batcher(outcomes: SendOutcome[] = []) {
  const sent: Batch<number>[] = [];
  let keys = 0;
  const send = vi.fn(async (batch: Batch<number>) => {
    sent.push({ key: batch.key, events: [...batch.events] });
    return outcomes.shift() ?? 'sent';
  });
  return {
    sent,
    send,
    b: new InsightsBatcher<number>({ send, newKey: () => `key-${++keys}`, windowMs: 500 }),
  };
}

describe('InsightsBatcher', () => {
  it('collects events for a short window and sends them as one batch with one key', async () => {
    const { b, sent } = batcher();
    b.add(1);
    b.add(2);
    await vi.advanceTimersByTimeAsync(499);
    expect(sent).toHaveLength(0);
    b.add(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([{ key: 'key-1', events: [1, 2, 3] }]);
    expect(b.waiting).toBe(0);
  });

  it('splits more than 1000 events into batches of at most 1000', async () => {
    const { b, sent } = batcher();
    for (let i = 0; i < MAX_BATCH_EVENTS * 2 + 5; i++) b.add(i);
    await b.flush();
    expect(sent.map((batch) => batch.events.length)).toEqual([1000, 1000, 5]);
    expect(new Set(sent.map((batch) => batch.key)).size).toBe(3);
  });

  it('retries a batch that failed with the same key, after a delay, keeping the order', async () => {
    const { b, sent } = batcher(['retry']);
    b.add(1);
    await b.flush();
    b.add(2);
    await b.flush(); // a new flush tries the failed batch first, then the new one
    expect(sent.map((batch) => batch.key)).toEqual(['key-1', 'key-1', 'key-2']);
    await vi.advanceTimersByTimeAsync(2000);
    expect(sent.map((batch) => batch.key)).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('waits out a retry before sending again', async () => {
    const { b, sent } = batcher(['retry', 'retry']);
    b.add(1);
    await b.flush();
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(3999);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.map((batch) => batch.key)).toEqual(['key-1', 'key-1', 'key-1']);
    expect(b.waiting).toBe(0);
  });

  it('a queued or refused batch is done; drop() forgets everything unsent', async () => {
    const { b, sent } = batcher(['queued', 'drop', 'retry']);
    b.add(1);
    await b.flush();
    b.add(2);
    await b.flush();
    b.add(3);
    await b.flush();
    expect(b.waiting).toBe(1);
    b.add(4);
    b.drop();
    expect(b.waiting).toBe(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent.map((batch) => batch.events)).toEqual([[1], [2], [3]]);
  });
});
