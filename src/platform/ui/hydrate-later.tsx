import { Suspense, type ReactNode } from 'react';

/**
 * A region of a server-rendered page that comes to life in a pass of its own, after what is
 * around it: React hydrates each Suspense boundary separately, at a lower priority, yielding to
 * input between them, so one long hydration task becomes several short ones (issue 10: no task
 * over 50 ms). Its markup is on screen from the server meanwhile. Nothing inside is expected to
 * suspend, so there is no fallback; in the browser's own renders it is a plain wrapper.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
