import { useEffect, useState, type RefObject } from 'react';

/**
 * A region that scrolls sideways must be reachable and scrollable by keyboard (WCAG 2.1.1,
 * axe scrollable-region-focusable): while its content overflows it is a tab stop, and the arrow
 * keys scroll a focused scroller natively. When it does not overflow (a grid on a wide screen)
 * it stays out of the tab order. Returns the tabIndex to give the scrolling element.
 */
export function useKeyboardScrollable(ref: RefObject<HTMLElement | null>): 0 | undefined {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return overflows ? 0 : undefined;
}
