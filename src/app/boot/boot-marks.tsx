/**
 * User Timing marks of the boot steps ("vitrine:sites", "vitrine:render" …), so the offline LCP
 * bench (tests/perf/offline-lcp.ts) and a Chromium trace show where a start spends its time.
 * A mark costs microseconds; where the Performance API is missing it is skipped.
 */
import { useLayoutEffect, type ReactNode } from 'react';

export const BOOT_MARK_PREFIX = 'vitrine:';

export function markBoot(step: string): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') {
    performance.mark(BOOT_MARK_PREFIX + step);
  }
}

/** Marks `name` once its children are first committed to the DOM (layout effects run last). */
export function MarkOnCommit({ name, children }: { name: string; children: ReactNode }) {
  useLayoutEffect(() => markBoot(name), [name]);
  return children;
}
