/**
 * The app's code calls this origin with relative URLs ("/gb/themes/config.json", "/api/…",
 * "/search/1/…"), which a browser resolves against the page. In the server's render there is no
 * page: a relative URL is answered by this same Fastify instance in process (app.inject), with
 * every hook, schema and plugin a network request would meet, and without a socket. Absolute
 * URLs go to the real fetch. The mapping is the same for every request, so one installation
 * serves the whole process.
 */
import type { FastifyInstance } from 'fastify';
import { renderRequestHeaders } from '../http/render-request';

type Fetch = typeof globalThis.fetch;

function urlOf(input: Parameters<Fetch>[0]): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

function headersOf(init: RequestInit | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, name) => (headers[name] = value));
  return headers;
}

function responseHeaders(raw: Record<string, unknown>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
  }
  return headers;
}

/** A fetch that answers relative URLs from `app` and passes the others to `fallback`. */
export function sameOriginFetch(app: FastifyInstance, fallback: Fetch): Fetch {
  return async (input, init) => {
    const url = urlOf(input);
    if (!url.startsWith('/') || url.startsWith('//')) return fallback(input, init);
    init?.signal?.throwIfAborted();
    const method = (init?.method ?? 'GET').toUpperCase();
    const answer = await app.inject({
      method: method as 'GET',
      url,
      headers: {
        ...headersOf(init),
        ...renderRequestHeaders(),
        'sec-fetch-site': 'same-origin',
      },
      ...(init?.body != null ? { payload: init.body as string } : {}),
    });
    const empty = answer.statusCode === 204 || answer.statusCode === 304 || method === 'HEAD';
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: responseHeaders(answer.headers),
    });
  };
}

/** Installs sameOriginFetch as the process's fetch; returns the function that restores it. */
export function installSameOriginFetch(app: FastifyInstance): () => void {
  const original = globalThis.fetch;
  globalThis.fetch = sameOriginFetch(app, original);
  return () => {
    globalThis.fetch = original;
  };
}
