/**
 * Fills platform/offline's unavailable slot with the offline feature's panel. The panel is a
 * lazy chunk (it reaches into the catalogue for listing filters); every chunk is precached by
 * the worker, so it loads offline too.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import {
  UnavailablePanelProvider,
  type UnavailablePanelProps,
} from '../../platform/offline/unavailable-slot';

const UnavailablePanel = lazy(() =>
  import('../../features/offline').then((module) => ({ default: module.UnavailablePanel })),
);

function renderPanel(props: UnavailablePanelProps): ReactNode {
  return (
    <Suspense fallback={null}>
      <UnavailablePanel {...props} />
    </Suspense>
  );
}

export function UnavailablePanelSlot({ children }: { children: ReactNode }) {
  return <UnavailablePanelProvider value={renderPanel}>{children}</UnavailablePanelProvider>;
}
