import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { invisibleTokenSource } from './invisible-token';
import type { SolvedChallenge } from './captcha-client';

const MINUTE = 60_000;

/** A provider that answers each solve with token-1, token-2 … after `delayMs`, valid 2 minutes. */
function provider(delayMs = 10) {
  let made = 0;
  const pending: Array<{ signal: AbortSignal }> = [];
  const solve = vi.fn((signal: AbortSignal) => {
    pending.push({ signal });
    return new Promise<SolvedChallenge>((resolve, reject) => {
      const timer = setTimeout(() => {
        made += 1;
        resolve({ header: `token-${made}`, expiresAt: Date.now() + 2 * MINUTE });
      }, delayMs);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });
  });
  return { solve, pending };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('invisibleTokenSource', () => {
  it('makes a token at start and a new one every 30 s', async () => {
    const { solve } = provider();
    const source = invisibleTokenSource({ solve, refreshMs: 30_000, waitMs: 5_000 });
    source.start();
    expect(solve).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(solve).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(solve).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(10);
    // the newest replaces the older ones
    await expect(source.take()).resolves.toBe('token-4');
    source.stop();
  });

  it('hands a token once and starts the next at once', async () => {
    const { solve } = provider();
    const source = invisibleTokenSource({ solve, refreshMs: 30_000, waitMs: 5_000 });
    source.start();
    await vi.advanceTimersByTimeAsync(10);
    await expect(source.take()).resolves.toBe('token-1');
    expect(solve).toHaveBeenCalledTimes(2);
    const next = source.take();
    await vi.advanceTimersByTimeAsync(10);
    await expect(next).resolves.toBe('token-2');
    source.stop();
  });

  it('waits at most 5 s for a token still being made, then sends none', async () => {
    const { solve } = provider(8_000);
    const source = invisibleTokenSource({ solve, refreshMs: 30_000, waitMs: 5_000 });
    source.start();
    const taken = source.take();
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(taken).resolves.toBeUndefined();
    source.stop();
  });

  it('never sends a token about to expire, and gives none once stopped or never started', async () => {
    const { solve, pending } = provider();
    const source = invisibleTokenSource({ solve, refreshMs: 10 * MINUTE, waitMs: 5_000 });
    await expect(source.take()).resolves.toBeUndefined();
    expect(solve).not.toHaveBeenCalled();
    source.start();
    await vi.advanceTimersByTimeAsync(10);
    // the tab slept: the token made two minutes ago is no longer sent
    vi.setSystemTime(Date.now() + 2 * MINUTE);
    const taken = source.take();
    await vi.advanceTimersByTimeAsync(10);
    await expect(taken).resolves.toBe('token-2');
    source.stop();
    expect(pending.at(-1)!.signal.aborted).toBe(true);
    await expect(source.take()).resolves.toBeUndefined();
  });

  it('a failed fetch (offline) leaves no token until a later one works', async () => {
    let online = false;
    const solve = vi.fn(async () => {
      if (!online) throw new Error('offline');
      return { header: 'token', expiresAt: Date.now() + 2 * MINUTE };
    });
    const source = invisibleTokenSource({ solve, refreshMs: 30_000, waitMs: 5_000 });
    source.start();
    await vi.advanceTimersByTimeAsync(0);
    online = true;
    await vi.advanceTimersByTimeAsync(30_000);
    await expect(source.take()).resolves.toBe('token');
    source.stop();
  });
});
