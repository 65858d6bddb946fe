/**
 * A region of a page whose code is fetched only when the shopper comes near it (issue 10:
 * hydrate below-the-fold regions lazily, where React's selective hydration allows).
 *
 * How it works: the server renders the region whole (its code is loaded there before the
 * render). In the browser the region is a lazy component inside a Suspense boundary, and the
 * lazy component's chunk is not fetched until the region is about to scroll into view or the
 * shopper points at, touches or tabs into it. Until then React leaves the boundary dehydrated:
 * the server's markup stays on screen, readable and with working links, and costs no script.
 * Once the chunk is here React hydrates the boundary in a pass of its own.
 *
 * A dehydrated boundary must not be given new props or context before it hydrates: React
 * would then throw its markup away and render it again, empty until the chunk arrives. So the
 * region is memoised (its props must be stable: query data, which TanStack shares
 * structurally, and primitives), and the shop's contexts do not change after start.
 *
 * In a render of the browser's own (a client navigation, the worker's shell) there is no
 * markup to keep: the chunk is fetched at once and `fallback` shows meanwhile.
 */
import { css } from '@linaria/core';
import { lazy, memo, Suspense, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { useServerMarkup } from '../routing/use-server-markup';

/** The wrapper is only a handle on the region's markup: it adds no box to the layout. */
const regionClass = css`
  display: contents;
`;

/** How far below (or above) the viewport a region starts fetching its chunk. */
const DEFAULT_MARGIN = '400px';
/** Ways in before it is seen: a pointer over it, a touch, keyboard focus. */
const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/**
 * Calls `open` once `wrapper`'s markup is near the viewport or interacted with. Listens on the
 * document in the capture phase: React stops events aimed at a dehydrated boundary at its root.
 */
function watchRegion(wrapper: HTMLElement, open: () => void, rootMargin: string): () => void {
  const target = wrapper.firstElementChild;
  if (!target || typeof IntersectionObserver === 'undefined') {
    open();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) stop(true);
    },
    { rootMargin },
  );
  const onInteraction = (event: Event) => {
    if (event.target instanceof Node && wrapper.contains(event.target)) stop(true);
  };
  function stop(opened: boolean) {
    observer.disconnect();
    for (const type of INTERACTIONS) document.removeEventListener(type, onInteraction, true);
    if (opened) open();
  }
  observer.observe(target);
  for (const type of INTERACTIONS) {
    document.addEventListener(type, onInteraction, { capture: true, passive: true });
  }
  return () => stop(false);
}

export interface LazyRegionOptions {
  /** shown while the chunk loads in a render of the browser's own (default: nothing) */
  fallback?: ReactNode;
  rootMargin?: string;
}

/** Makes a region component from a loader of its chunk; see the module comment. */
export function lazyRegion<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { fallback = null, rootMargin = DEFAULT_MARGIN }: LazyRegionOptions = {},
): ComponentType<P> {
  // The server renders every region whole: its render loads the chunk at once.
  let opened = import.meta.env.SSR;
  let release: () => void = () => {};
  const released = opened ? Promise.resolve() : new Promise<void>((done) => (release = done));
  const open = () => {
    opened = true;
    release();
  };
  const Lazy = lazy(() => released.then(load).then((component) => ({ default: component })));

  function Region(props: P) {
    const fromServer = useServerMarkup();
    const wrapper = useRef<HTMLDivElement>(null);
    useEffect(() => {
      if (opened) return;
      if (!fromServer || !wrapper.current) {
        open();
        return;
      }
      return watchRegion(wrapper.current, open, rootMargin);
    }, [fromServer]);
    return (
      <div ref={wrapper} className={regionClass}>
        <Suspense fallback={fallback}>
          <Lazy {...props} />
        </Suspense>
      </div>
    );
  }
  return memo(Region) as unknown as ComponentType<P>;
}
