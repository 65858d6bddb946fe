/**
 * Per-key hit counts held in memory and written to a shared table in batches (the trade and
 * the rules are in rate-limit-store.ts). `write` adds the batched hits and returns the shared
 * totals; flushes run one after another, never two at once.
 */

/** What the limiter needs of a hit: its number in the window and the milliseconds left. */
export interface WindowCount {
  current: number;
  ttl: number;
}

/** One key's hits to add and its window length, as a flush sends them. */
export interface CountIncrement {
  key: string;
  hits: number;
  windowMs: number;
}

/** A key's shared total after a flush, and the milliseconds left in its window. */
export interface CountTotal {
  key: string;
  hits: number;
  ttl: number;
}

export type WriteCounts = (
  increments: readonly CountIncrement[],
  recheck: readonly string[],
) => Promise<CountTotal[]>;

/** Pending hits are written at least this often. */
export const FLUSH_EVERY_MS = 250;
const BATCH_SHARE = 0.01;
const MAX_BATCH = 100;

/**
 * How many hits of one key an instance may admit before the table has them: 1 % of the limit,
 * at most 100; 0 (every hit counted in the table before it is answered) under 100 a window.
 */
export function batchSize(max: number): number {
  return Math.min(MAX_BATCH, Math.floor(max * BATCH_SHARE));
}

interface Waiter {
  position: number;
  resolve: (count: WindowCount) => void;
  reject: (error: unknown) => void;
}

interface KeyState {
  /** the shared total at the last flush */
  shared: number;
  /** when the window ends, in this process's clock */
  windowEndsAt: number;
  windowMs: number;
  max: number;
  /** hits counted here since the last flush (admitted ones first, then the waiting ones) */
  pending: number;
  waiting: Waiter[];
}

interface BatchEntry {
  key: string;
  state: KeyState;
  hits: number;
  waiting: Waiter[];
}

export class BatchedCounts {
  private readonly states = new Map<string, KeyState>();
  private timer: NodeJS.Timeout | undefined;
  private last: Promise<void> = Promise.resolve();
  private queued: Promise<void> | undefined;

  constructor(
    private readonly write: WriteCounts,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  /** Counts one hit of `key`; resolves with its number in the window. */
  hit(key: string, windowMs: number, max: number): Promise<WindowCount> {
    const now = Date.now();
    let state = this.states.get(key);
    if (!state) {
      state = { shared: 0, windowEndsAt: now + windowMs, windowMs, max, pending: 0, waiting: [] };
      this.states.set(key, state);
    } else if (state.windowEndsAt <= now) {
      state.shared = 0;
      state.windowEndsAt = now + windowMs;
    }
    state.max = max;
    const known = state.shared + state.pending;
    const ttl = state.windowEndsAt - now;
    // Over the limit as far as this instance knows: refused at once, and not counted.
    if (known >= max) return Promise.resolve({ current: known + 1, ttl });
    state.pending += 1;
    if (state.pending <= batchSize(max)) {
      this.schedule();
      return Promise.resolve({ current: known + 1, ttl });
    }
    const waiting = state.waiting;
    const position = state.pending;
    return new Promise<WindowCount>((resolve, reject) => {
      waiting.push({ position, resolve, reject });
      void this.flush().catch(() => undefined);
    });
  }

  /**
   * Writes every pending hit and reads the totals back (and rechecks keys known to be over
   * their limit, so a counter reset in the table is seen); resolves once the hits counted
   * before the call are in the table.
   */
  flush(): Promise<void> {
    if (this.queued) return this.queued;
    const next = this.last.then(() => {
      this.queued = undefined;
      return this.flushOnce();
    });
    this.queued = next;
    this.last = next.catch(() => undefined);
    return next;
  }

  /** Stops the timer and writes what is pending (on close). */
  async close(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.flush().catch(this.onError);
    }, FLUSH_EVERY_MS);
    // the timer never keeps the process alive on its own
    this.timer.unref();
  }

  private async flushOnce(): Promise<void> {
    const now = Date.now();
    const batch: BatchEntry[] = [];
    const recheck: string[] = [];
    for (const [key, state] of this.states) {
      if (state.pending > 0) {
        batch.push({ key, state, hits: state.pending, waiting: state.waiting });
        state.pending = 0;
        state.waiting = [];
      } else if (state.windowEndsAt <= now) this.states.delete(key);
      else if (state.shared >= state.max) recheck.push(key);
    }
    if (batch.length === 0 && recheck.length === 0) return;
    let totals: CountTotal[];
    try {
      totals = await this.write(
        batch.map(({ key, state, hits }) => ({ key, hits, windowMs: state.windowMs })),
        recheck,
      );
    } catch (error) {
      // The admitted hits are kept for the next flush; the waiting ones fail with the error.
      for (const entry of batch) {
        entry.state.pending += entry.hits - entry.waiting.length;
        for (const waiter of entry.waiting) waiter.reject(error);
      }
      this.schedule();
      throw error;
    }
    this.apply(batch, recheck, totals);
  }

  private apply(batch: BatchEntry[], recheck: string[], totals: CountTotal[]): void {
    const now = Date.now();
    const byKey = new Map(totals.map((total) => [total.key, total]));
    for (const entry of batch) {
      const total = byKey.get(entry.key);
      if (!total) {
        const error = new Error(`the rate-limit flush returned no total for ${entry.key}`);
        for (const waiter of entry.waiting) waiter.reject(error);
        continue;
      }
      entry.state.shared = total.hits;
      entry.state.windowEndsAt = now + total.ttl;
      // The batch's hits are the last `hits` of the total, in the order they arrived.
      for (const waiter of entry.waiting) {
        waiter.resolve({ current: total.hits - entry.hits + waiter.position, ttl: total.ttl });
      }
    }
    for (const key of recheck) {
      const state = this.states.get(key);
      const total = byKey.get(key);
      if (!state) continue;
      if (total) {
        state.shared = total.hits;
        state.windowEndsAt = now + total.ttl;
      } else if (state.pending === 0) this.states.delete(key);
      else state.shared = 0;
    }
  }
}
