import { useEffect, useState, type RefObject } from 'react';
import { useServerMarkup } from '../../../platform/routing/use-server-markup';

/**
 * True once the element has come near the viewport (spec: a card is a skeleton until first
 * seen). Observes once, then lets go. Without IntersectionObserver everything counts as seen.
 * A page the server rendered has no viewport to wait for: its cards arrive whole (a reader
 * without JavaScript and a search engine see every name, price and link), and hydration keeps
 * them so; skeletons that would only shimmer until scrolled to are not sent.
 */
export function useSeenOnce(ref: RefObject<Element | null>, rootMargin = '200px'): boolean {
  const fromServer = useServerMarkup();
  const [seen, setSeen] = useState(fromServer);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, seen]);
  return seen;
}
