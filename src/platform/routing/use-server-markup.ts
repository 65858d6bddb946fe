import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};
const onClient = () => false;
const onServer = () => true;

/**
 * True while this component renders on the server or hydrates the server's markup, false in a
 * render of the browser's own (a client navigation, the worker's shell). React reads the server
 * value during hydration, so markup and first client render agree. Read it as an initial
 * state: after hydration it turns false, and that re-render should change nothing.
 */
export function useServerMarkup(): boolean {
  return useSyncExternalStore(subscribeNever, onClient, onServer);
}
