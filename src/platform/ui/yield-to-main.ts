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
