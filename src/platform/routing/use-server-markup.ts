import { useState, useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * True while this component renders on the server or hydrates the server's markup, false in a
 * render of the browser's own (a client navigation, the worker's shell), for the component's
 * whole life. React reads the server snapshot during hydration, so markup and hydration
 * agree; the client snapshot then gives back what the first render saw, so hydration is not
 * followed by a synchronous re-render of every component that asked (a page of product cards:
 * one long task, issue 10).
 */
export function useServerMarkup(): boolean {
  // what the first render saw, kept for the component's life
  const [seen] = useState<{ value?: boolean }>({});
  const value = useSyncExternalStore(
    subscribeNever,
    () => seen.value ?? false,
    () => true,
  );
  seen.value ??= value;
  return seen.value;
}
