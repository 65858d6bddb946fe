/**
 * Collects insights events and sends them in batches: the first event opens a short window
 * (BATCH_WINDOW_MS), then everything collected leaves in batches of at most MAX_BATCH_EVENTS
 * (Algolia's limit per call). Each batch gets its Idempotency-Key once, when it is formed, so
 * a batch retried after a network failure, or replayed by the worker's outbox, is stored once.
 * Batches are sent one after another, oldest first; a batch that must be retried stops the
 * line and is tried again after a backed-off delay. At most MAX_HELD_EVENTS wait in memory.
 */
export const BATCH_WINDOW_MS = 500;
export const MAX_BATCH_EVENTS = 1000;
export const MAX_HELD_EVENTS = 5000;
const RETRY_MIN_MS = 2000;
const RETRY_MAX_MS = 60_000;

/** sent: stored; queued: the worker's outbox holds it; retry: try later; drop: refused for good */
export type SendOutcome = 'sent' | 'queued' | 'retry' | 'drop';

export interface Batch<T> {
  key: string;
  events: T[];
}

export interface BatcherOptions<T> {
  send: (batch: Batch<T>) => Promise<SendOutcome>;
  newKey: () => string;
  windowMs?: number;
  maxBatch?: number;
}

export class InsightsBatcher<T> {
  private collecting: T[] = [];
  private batches: Batch<T>[] = [];
  private windowTimer: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private retryDelay = RETRY_MIN_MS;
  private sending: Promise<void> | null = null;
  private generation = 0;

  constructor(private readonly options: BatcherOptions<T>) {}

  add(event: T): void {
    this.collecting.push(event);
    this.windowTimer ??= setTimeout(
      () => void this.flush(),
      this.options.windowMs ?? BATCH_WINDOW_MS,
    );
  }

  /** Sends what was collected now (the window closed, or the page is being hidden). */
  flush(): Promise<void> {
    clearTimeout(this.windowTimer);
    this.windowTimer = undefined;
    const max = this.options.maxBatch ?? MAX_BATCH_EVENTS;
    while (this.collecting.length > 0) {
      this.batches.push({ key: this.options.newKey(), events: this.collecting.splice(0, max) });
    }
    this.trim();
    if (!this.sending) {
      const run: Promise<void> = this.drain().finally(() => {
        if (this.sending === run) this.sending = null;
      });
      this.sending = run;
    }
    return this.sending;
  }

  /** Forgets everything unsent (sign-out: the events are the previous shopper's). */
  drop(): void {
    clearTimeout(this.windowTimer);
    clearTimeout(this.retryTimer);
    this.windowTimer = this.retryTimer = undefined;
    this.collecting = [];
    this.batches = [];
    this.retryDelay = RETRY_MIN_MS;
    this.generation += 1;
    this.sending = null; // a send in flight finishes alone; its outcome is ignored
  }

  get waiting(): number {
    return this.collecting.length + this.batches.reduce((n, b) => n + b.events.length, 0);
  }

  private trim(): void {
    let held = this.waiting;
    while (held > MAX_HELD_EVENTS && this.batches.length > 1) {
      held -= this.batches.shift()?.events.length ?? 0; // the oldest go first
    }
  }

  private async drain(): Promise<void> {
    const generation = this.generation;
    clearTimeout(this.retryTimer);
    while (this.batches.length > 0) {
      const batch = this.batches[0]!;
      const outcome = await this.options.send(batch).catch((): SendOutcome => 'retry');
      if (generation !== this.generation) return; // dropped meanwhile
      if (outcome === 'retry') {
        this.retryTimer = setTimeout(() => void this.flush(), this.retryDelay);
        this.retryDelay = Math.min(this.retryDelay * 2, RETRY_MAX_MS);
        return;
      }
      this.batches.shift();
      this.retryDelay = RETRY_MIN_MS;
    }
  }
}
