/**
 * What the server's render hands to the browser's boot (issue 10), in a JSON script element:
 * the site files boot would otherwise fetch, and the dehydrated queries of the page. A failed
 * query travels too (a product that does not exist must hydrate as "not found", not as
 * loading), so its ApiError is written as plain fields and rebuilt on the way in.
 */
import type { DehydratedState } from '@tanstack/react-query';
import { ApiError } from '../../shared/api/api-error';
import type { ErrorCode } from '../../shared/domain/errors';
import type { NumberPattern } from '../../shared/format/number-pattern';
import type { SiteConfig, SitesIndex, SortOption } from '../../shared/domain/site';
import { SSR_STATE_ELEMENT_ID } from '../../shared/render/render-contract';
import type { Labels } from '../../platform/i18n/i18n';

export interface SsrState {
  site: { sites: SitesIndex; config: SiteConfig; sortOptions: SortOption[]; labels: Labels };
  /** the page's number formats, so the browser formats prices without building Intl's */
  numberPatterns: Record<string, NumberPattern>;
  queries: DehydratedState;
}

interface SerialisedError {
  apiError: { status: number; code: ErrorCode; message: string };
}

function isSerialisedError(value: unknown): value is SerialisedError {
  return typeof value === 'object' && value !== null && 'apiError' in value;
}

/**
 * JSON for a `<script type="application/json">` element: `<` is escaped so no value (a product
 * name, a label) can close the element or open a comment.
 */
export function serialiseState(state: SsrState): string {
  const queries = state.queries.queries.map((query) => {
    const { error } = query.state;
    if (!error) return query;
    const apiError =
      error instanceof ApiError
        ? { status: error.status, code: error.code, message: error.message }
        : {
            status: 500,
            code: 'INTERNAL' as const,
            message: error instanceof Error ? error.message : 'Failed to load',
          };
    return { ...query, state: { ...query.state, error: { apiError } } };
  });
  return JSON.stringify({ ...state, queries: { ...state.queries, queries } }).replace(
    /</g,
    '\\u003c',
  );
}

/** The state the server left in the page, or null for the worker's shell (no server render). */
export function readSsrState(doc: Document): SsrState | null {
  const element = doc.getElementById(SSR_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  const state = JSON.parse(element.textContent) as SsrState;
  for (const query of state.queries.queries) {
    const { error } = query.state as { error: unknown };
    if (isSerialisedError(error)) {
      const { status, code, message } = error.apiError;
      (query.state as { error: unknown }).error = new ApiError(status, code, message);
    }
  }
  return state;
}
