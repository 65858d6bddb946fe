/**
 * A region of a page whose code is fetched only when it is wanted (issue 10: hydrate regions
 * lazily where React's selective hydration allows, and load what is not needed before the
 * first interaction after it).
 *
 * How it works: the server renders the region whole (its code is loaded there before the
 * render). In the browser the region is a lazy component inside a Suspense boundary whose
 * chunk is not fetched until the region is wanted: `when: 'visible'` once it comes within
 * `rootMargin` of the viewport (a region hidden by CSS, like the desktop menu on a phone,
 * never is); `when: 'idle'` once the page is idle after it comes to life; either way at once
 * when the shopper points at, touches or tabs into it. Until then React leaves the boundary
 * dehydrated: the server's markup stays on screen, readable and with working links, and costs
 * no script. Once the chunk is here React hydrates the boundary in a pass of its own.
 *
 * A dehydrated boundary must not be given new props or context before it hydrates: React
 * would then throw its markup away and render it again, empty until the chunk arrives. So
 * until it has hydrated, the region keeps rendering the very element it was hydrated with
 * (the props the server rendered, which the markup shows), whatever its parent passes; once
 * hydrated it takes the latest props like any component. The shop's contexts do not change
 * after start.
 *
 * A region counts for the page being live (live-state.ts) from the moment its chunk is asked
 * for: an 'idle' one from the first commit, a 'visible' one once it is near. A click on it
 * before it lives is held and given again once it does.
 *
 * In a render of the browser's own (a client navigation, the worker's shell) there is no
 * markup to keep: the chunk is fetched at once and `fallback` shows meanwhile.
 */
import { css } from '@linaria/core';
import {
  lazy,
  memo,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useServerMarkup } from '../routing/use-server-markup';
import { RegionCheckIn } from './hydrate-later';
import { awaitRegion, newRegion } from './live-state';
import { whenIdle } from './yield-to-main';

/** The wrapper is only a handle on the region's markup: it adds no box to the layout. */
const regionClass = css`
  display: contents;
`;

/** How far below (or above) the viewport a 'visible' region starts fetching its chunk. */
const DEFAULT_MARGIN = '400px';
/** Ways in before it is wanted otherwise: a pointer over it, a touch, keyboard focus. */
const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

type When = 'visible' | 'idle';

/**
 * Calls `open` once the region is wanted (see the module comment). Interactions are heard on
 * the document in the capture phase: React stops events aimed at a dehydrated boundary at its
 * root. Returns a function that stops watching.
 */
function watchRegion(
  wrapper: HTMLElement,
  open: () => void,
  { when, rootMargin }: { when: When; rootMargin: string },
): () => void {
  const stops: (() => void)[] = [];
  const stop = () => stops.splice(0).forEach((each) => each());
  const opened = () => {
    stop();
    open();
  };
  const target = wrapper.firstElementChild;
  if (when === 'idle') {
    stops.push(whenIdle(opened));
  } else if (target && typeof IntersectionObserver !== 'undefined') {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) opened();
      },
      { rootMargin },
    );
    observer.observe(target);
    stops.push(() => observer.disconnect());
  } else {
    opened();
    return stop;
  }
  const onInteraction = (event: Event) => {
    if (event.target instanceof Node && wrapper.contains(event.target)) opened();
  };
  for (const type of INTERACTIONS) {
    document.addEventListener(type, onInteraction, { capture: true, passive: true });
    stops.push(() => document.removeEventListener(type, onInteraction, true));
  }
  return stop;
}

export interface LazyRegionOptions {
  /** what makes the region wanted before an interaction does (default 'visible') */
  when?: When;
  /** shown while the chunk loads in a render of the browser's own (default: nothing) */
  fallback?: ReactNode;
  rootMargin?: string;
}

/** Makes a region component from a loader of its chunk; see the module comment. */
export function lazyRegion<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { when = 'visible', fallback = null, rootMargin = DEFAULT_MARGIN }: LazyRegionOptions = {},
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
    const [region] = useState(newRegion);
    // the props the markup shows, until the boundary has hydrated (see the module comment)
    const [hydratedWith] = useState(props);
    const [hydrated, setHydrated] = useState(!fromServer);
    const shown = hydrated ? props : hydratedWith;
    const boundary = useMemo(
      () => (
        <Suspense fallback={fallback}>
          <RegionCheckIn region={region} onHydrated={setHydrated} />
          <Lazy {...shown} />
        </Suspense>
      ),
      [region, shown],
    );
    useEffect(() => {
      if (opened || !fromServer || !wrapper.current) {
        open();
        return awaitRegion(region);
      }
      // The page waits for an 'idle' region from this first commit, for a 'visible' one from
      // the moment it is wanted (see the module comment).
      let stopWaiting = when === 'idle' ? awaitRegion(region) : undefined;
      const stopWatching = watchRegion(
        wrapper.current,
        () => {
          stopWaiting ??= awaitRegion(region);
          open();
        },
        { when, rootMargin },
      );
      return () => {
        stopWatching();
        stopWaiting?.();
      };
    }, [fromServer, region]);
    // A click that arrives before the region has hydrated would meet the server's markup (a
    // link's full page load, a button that does nothing): it is held, the region is asked
    // for, and the click is given again to the same element once the region lives. The target
    // may be an icon's SVG inside a button. A click with a modifier key or another button (a
    // link opened in a new tab) is the browser's own and is not held.
    const heldClick = useRef<Element | null>(null);
    useEffect(() => {
      const element = wrapper.current;
      if (hydrated) {
        const target = heldClick.current;
        heldClick.current = null;
        if (target?.isConnected) {
          target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
        }
        return;
      }
      if (!element) return;
      const onClick = (event: MouseEvent) => {
        if (!(event.target instanceof Element) || !element.contains(event.target)) return;
        if (
          event.button !== 0 ||
          event.ctrlKey ||
          event.metaKey ||
          event.shiftKey ||
          event.altKey
        ) {
          return;
        }
        event.preventDefault();
        event.stopImmediatePropagation();
        heldClick.current = event.target;
        open();
      };
      document.addEventListener('click', onClick, true);
      return () => document.removeEventListener('click', onClick, true);
    }, [hydrated]);
    return (
      <div ref={wrapper} className={regionClass}>
        {boundary}
      </div>
    );
  }
  return memo(Region) as unknown as ComponentType<P>;
}
