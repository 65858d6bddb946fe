/**
 * Ends the current task and resumes in a new one, so the browser can paint and handle input in
 * between (issue 10: no task over 50 ms). scheduler.yield() resumes ahead of other queued work
 * where the browser has it; a zero timeout elsewhere.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

interface IdleScheduler {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
}

/**
 * Runs `work` once the page is idle (at the latest after `timeoutMs`), in a task of its own:
 * for what a page can start a little later than its first render without anyone noticing —
 * reading stored preferences, syncing with the server. Returns a cancel function.
 */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  const idle = globalThis as IdleScheduler;
  if (idle.requestIdleCallback && idle.cancelIdleCallback) {
    const handle = idle.requestIdleCallback(work, { timeout: timeoutMs });
    return () => idle.cancelIdleCallback?.(handle);
  }
  const timer = setTimeout(work, 1);
  return () => clearTimeout(timer);
}
