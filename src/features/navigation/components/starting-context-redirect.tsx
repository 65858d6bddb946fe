import type { ReactNode } from 'react';
import { useStartingContextRedirect } from '../hooks/use-starting-context-redirect';

/**
 * Wraps the home page: shows it, or `fallback` while the starting navigation context is being
 * looked up or redirected to (see useStartingContextRedirect).
 */
export function StartingContextRedirect({
  children,
  fallback,
}: {
  children: ReactNode;
  fallback: ReactNode;
}) {
  return useStartingContextRedirect() ? children : fallback;
}
