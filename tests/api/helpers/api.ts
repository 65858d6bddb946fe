/** Small HTTP helpers for the API suites: real requests with fetch, no client library. */
import { SESSION_HEADER } from '../../../src/shared/api/contract';
import type { SiteRuntime } from '../../../src/server/catalogue/types';

export interface JsonResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export async function request<T = unknown>(
  url: string,
  init: {
    method?: string;
    body?: unknown;
    session?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<JsonResponse<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
  if (init.body !== undefined) headers['content-type'] ??= 'application/json';
  if (init.session) headers[SESSION_HEADER] = init.session;
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers,
    body:
      init.body === undefined
        ? undefined
        : typeof init.body === 'string'
          ? init.body
          : JSON.stringify(init.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : null) as T,
  };
}

/** Opens a shopping session on a site and returns its id. */
export async function openSession(baseUrl: string, site: SiteRuntime, language?: string) {
  const response = await request<{ sessionId: string }>(`${baseUrl}/api/basic-session`, {
    method: 'POST',
    body: {
      language: language ?? site.defaultLanguage,
      sitePublicId: site.sitePublicId ?? site.siteTag,
    },
  });
  if (response.status !== 201) throw new Error(`session: ${response.status}`);
  return response.headers.get(SESSION_HEADER) ?? '';
}

export function siteQuery(site: SiteRuntime, lang = site.defaultLanguage): string {
  return `lang=${encodeURIComponent(lang)}&siteTag=${encodeURIComponent(site.siteTag)}`;
}
