/**
 * Background refreshes of cached answers, started once the worker has been quiet for
 * REVALIDATION_TIMING.quietMs (at most REVALIDATION_TIMING.maxWaitMs after the first was
 * queued). Starting a network request costs the worker's single thread several ms, and a page
 * start asks for a burst of cached files at once: refreshing each one as it is answered put
 * every later answer behind those starts (tens of ms on the boot path). Offline, nothing is
 * refreshed: the request could only fail.
 */
import { REVALIDATION_TIMING } from '../constants';

type Task = () => Promise<unknown>;

let queue: Array<() => void> = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let firstQueuedAt: number | undefined;

function flush(): void {
  const tasks = queue;
  queue = [];
  timer = undefined;
  firstQueuedAt = undefined;
  for (const run of tasks) run();
}

/** True when the device says it is offline (then a refresh is skipped). */
function offline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/**
 * Queues `task` and resolves once it has run (never rejects), so the caller can hand the
 * promise to `waitUntil` and keep the worker alive for it.
 */
export function revalidateLater(task: Task): Promise<void> {
  if (offline()) return Promise.resolve();
  return new Promise<void>((resolve) => {
    queue.push(() => {
      task().then(
        () => resolve(),
        () => resolve(),
      );
    });
    const now = Date.now();
    firstQueuedAt ??= now;
    const wait = Math.min(
      REVALIDATION_TIMING.quietMs,
      Math.max(0, firstQueuedAt + REVALIDATION_TIMING.maxWaitMs - now),
    );
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(flush, wait);
  });
}
