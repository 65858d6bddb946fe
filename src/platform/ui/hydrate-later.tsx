import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { awaitRegion, newRegion, regionHydrated, type HydratingRegion } from './live-state';

/** Says when the boundary around it has hydrated (its effects run with the boundary's). */
export function RegionCheckIn({
  region,
  onHydrated,
}: {
  region: HydratingRegion;
  onHydrated?: (hydrated: true) => void;
}) {
  useEffect(() => {
    regionHydrated(region);
    onHydrated?.(true);
  }, [region, onHydrated]);
  return null;
}

/**
 * A region of a server-rendered page that comes to life in a pass of its own, after what is
 * around it: React hydrates each Suspense boundary separately, at a lower priority, yielding to
 * input between them, so one long hydration task becomes several short ones (issue 10: no task
 * over 50 ms). Its markup is on screen from the server meanwhile, and the page is not called
 * live until it has hydrated (live-state.ts). Nothing inside is expected to suspend, so there
 * is no fallback; in the browser's own renders it is a plain wrapper.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  const [region] = useState(newRegion);
  useEffect(() => awaitRegion(region), [region]);
  return (
    <Suspense fallback={null}>
      <RegionCheckIn region={region} />
      {children}
    </Suspense>
  );
}
