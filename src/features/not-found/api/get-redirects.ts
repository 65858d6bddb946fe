import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentPaths, fetchContent } from '../../../platform/content/fetch-content';
import { ApiError } from '../../../shared/api/api-error';
import { useActiveLocale } from '../../../platform/site/site-context';
import type { RedirectsData } from '../../../shared/domain/content';
import { contentKeys } from '../../content';

const NONE: RedirectsData = { redirects: {} };

/** redirects.json of a site language; a site without one simply has no redirects. */
export async function fetchRedirects(
  folder: string,
  language: string,
  signal?: AbortSignal,
): Promise<RedirectsData> {
  try {
    return await fetchContent<RedirectsData>(
      contentPaths.data(folder, language, 'redirects'),
      signal,
    );
  } catch (error) {
    if (error instanceof ApiError && error.code === 'JSON_MISSING') return NONE;
    throw error;
  }
}

/** A content file, so it sits under the content feature's keys with the language's other files. */
export function redirectsQueryOptions(folder: string, language: string) {
  return queryOptions({
    queryKey: contentKeys.data(folder, language, 'redirects'),
    queryFn: ({ signal }) => fetchRedirects(folder, language, signal),
    staleTime: Infinity,
  });
}

/** The redirects map of the active site language. */
export function useRedirects() {
  const { site, language } = useActiveLocale();
  return useQuery(redirectsQueryOptions(site.folder, language));
}
