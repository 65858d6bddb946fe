/**
 * What a page decides about the HTTP response while it renders on the server: its status (the
 * soft 404 answers 404), a redirect (a configured redirect or the starting context), and the
 * head metadata. The server's render passes one object per request; in the browser there is no
 * provider and these hooks do nothing, so components call them unconditionally.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { PageHead, ServerResponseRecord } from '../../shared/render/render-contract';

/** Receives what a page decides while it renders on the server (one per request). */
export interface ServerResponseRecorder {
  record(decision: Partial<ServerResponseRecord>): void;
}

const ServerResponseContext = createContext<ServerResponseRecorder | null>(null);

export function ServerResponseProvider({
  value,
  children,
}: {
  value: ServerResponseRecorder;
  children: ReactNode;
}) {
  return <ServerResponseContext.Provider value={value}>{children}</ServerResponseContext.Provider>;
}

/** The page being rendered answers with this status (the last call in render order wins). */
export function useResponseStatus(status: number | null): void {
  const response = useContext(ServerResponseContext);
  if (response && status !== null) response.record({ status });
}

/**
 * The page being rendered is only a redirect to this app path ("/women?x=1"): 301 for a
 * configured, permanent redirect, 302 for one that depends on the shop's settings.
 */
export function useServerRedirect(target: string | null, status: 301 | 302 = 302): void {
  const response = useContext(ServerResponseContext);
  if (response && target) response.record({ redirect: { to: target, status } });
}

/** The head of the page being rendered; a later call (a page naming itself) overrides fields. */
export function useServerHead(head: Partial<PageHead> | null): void {
  const response = useContext(ServerResponseContext);
  if (response && head) response.record({ head });
}

/** Whether this render is the server's (the browser renders the same tree without it). */
export function useIsServerRender(): boolean {
  return useContext(ServerResponseContext) !== null;
}
