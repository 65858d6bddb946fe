/**
 * A page loaded as a chunk of its own that boot can fetch before the first render.
 *
 * Why not plain React.lazy: a lazy component suspends on its first render even when its chunk
 * is already in memory (React sees the promise settle a microtask later), so the Suspense
 * fallback is committed; React then holds back the reveal of the real page until 300 ms after
 * that fallback appeared (its fallback throttle). On a repeat visit that throttle was the
 * largest part of the time to the largest contentful paint. A page preloaded here renders its
 * component directly, without suspending; one not yet loaded still falls back to React.lazy,
 * so Suspense, error boundaries and the chunk-failure handling work as before.
 */
import { createElement, lazy, useState, type ComponentType, type ReactElement } from 'react';

export interface LazyPage<P extends object> {
  (props: P): ReactElement;
  /** Fetches the chunk; rejects when it fails to load (a later render tries again). */
  preload(): Promise<void>;
  /** Whether the chunk is loaded, so the page renders without suspending. */
  isLoaded(): boolean;
}

export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;

  const fetchChunk = (): Promise<ComponentType<P>> =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null; // a failed chunk is fetched again on the next attempt
        throw error;
      },
    ));

  const Lazy = lazy(() => fetchChunk().then((component) => ({ default: component })));

  function Page(props: P): ReactElement {
    // Chosen once per mounted page: switching from Lazy to the component later would remount it.
    const [type] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(type, props);
  }
  Page.preload = () => fetchChunk().then(() => undefined);
  Page.isLoaded = () => loaded !== null;
  return Page;
}
