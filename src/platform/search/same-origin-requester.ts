/**
 * algoliasearch's transport for the local engine (site config `host: "local"`): the engine is
 * this origin's /search, so a request goes out as a relative fetch. In the browser it resolves
 * against the page; in the server's render the server answers it in process
 * (src/server/render/same-origin-fetch.ts). The client is given a placeholder host, and only
 * the path and query of the URL it builds are kept.
 */
import type { liteClient } from 'algoliasearch/lite';

type Requester = NonNullable<NonNullable<Parameters<typeof liteClient>[2]>['requester']>;
type EndRequest = Parameters<Requester['send']>[0];
type Response = Awaited<ReturnType<Requester['send']>>;

/** The host algoliasearch builds URLs on; never contacted (see above). */
export const SAME_ORIGIN_HOST = 'same-origin.invalid';

function relative(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

async function send(request: EndRequest): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(),
    request.connectTimeout + request.responseTimeout,
  );
  try {
    const response = await fetch(relative(request.url), {
      method: request.method,
      headers: request.headers,
      body: (request.data ?? null) as BodyInit | null,
      credentials: 'same-origin',
      signal: controller.signal,
    });
    return { status: response.status, content: await response.text(), isTimedOut: false };
  } catch (error) {
    const isTimedOut = error instanceof Error && error.name === 'AbortError';
    // status 0 makes algoliasearch treat it as a network failure (retried, then reported)
    return { status: 0, content: isTimedOut ? 'Timeout' : 'Network request failed', isTimedOut };
  } finally {
    clearTimeout(timer);
  }
}

export const sameOriginRequester: Requester = { send };
