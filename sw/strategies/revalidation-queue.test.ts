import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REVALIDATION_TIMING } from '../constants';
import { revalidateLater } from './revalidation-queue';

const { quietMs, maxWaitMs } = REVALIDATION_TIMING;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('revalidateLater', () => {
  it('starts the refreshes of a burst together, once the burst has been quiet', async () => {
    const started: string[] = [];
    const done = ['a', 'b', 'c'].map((name) => {
      const promise = revalidateLater(async () => void started.push(name));
      vi.advanceTimersByTime(quietMs - 10);
      return promise;
    });
    expect(started).toEqual([]);
    vi.advanceTimersByTime(10);
    expect(started).toEqual(['a', 'b', 'c']);
    await expect(Promise.all(done)).resolves.toEqual([undefined, undefined, undefined]);
  });

  it('does not wait longer than maxWaitMs under a steady stream of answers', () => {
    const started: number[] = [];
    const begin = Date.now();
    for (let i = 0; i < maxWaitMs / 50 + 5; i++) {
      void revalidateLater(async () => void started.push(Date.now() - begin));
      vi.advanceTimersByTime(50);
      if (started.length > 0) break;
    }
    expect(started.length).toBeGreaterThan(0);
    expect(started[0]).toBeLessThanOrEqual(maxWaitMs);
  });

  it('resolves when the refresh fails, and skips it offline', async () => {
    const failing = revalidateLater(() => Promise.reject(new Error('network down')));
    vi.advanceTimersByTime(quietMs);
    await expect(failing).resolves.toBeUndefined();

    vi.stubGlobal('navigator', { onLine: false });
    const task = vi.fn(async () => undefined);
    await expect(revalidateLater(task)).resolves.toBeUndefined();
    vi.advanceTimersByTime(maxWaitMs);
    expect(task).not.toHaveBeenCalled();
  });
});
