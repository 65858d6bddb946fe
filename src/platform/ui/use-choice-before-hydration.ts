import { useEffect, useRef, type RefObject } from 'react';

/**
 * A radio group's choice made before the page hydrated. On a first visit the shopper can tick a
 * radio of the server's markup while the JavaScript still loads: the browser ticks it, React
 * keeps it ticked when it hydrates, but no change event ever reached the app, so the app still
 * holds its old choice and its next render would untick the shopper's. On the group's first
 * commit this reads the ticked radio and, when it is not the app's choice, hands its value to
 * onChoose as the click would have. Later ticks arrive as change events.
 *
 * Returns the ref for the element holding the group's radios.
 */
export function useChoiceBeforeHydration<T extends HTMLElement>(
  chosen: string | undefined,
  onChoose: (value: string) => void,
): RefObject<T | null> {
  const group = useRef<T>(null);
  useEffect(() => {
    const ticked = group.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    if (ticked && !ticked.disabled && ticked.value !== chosen) onChoose(ticked.value);
    // the first commit only: what the shopper did before the app could hear it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return group;
}
