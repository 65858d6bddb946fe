import { useQuery } from '@tanstack/react-query';
import { contentPaths, fetchContent } from '../../../platform/content/fetch-content';
import { ApiError } from '../../../shared/api/api-error';
import { useSite } from '../../../platform/site/site-context';
import type { RedirectsData } from '../../../shared/domain/content';
import { contentKeys } from '../../content';

const NONE: RedirectsData = { redirects: {} };

/** redirects.json of the active site language; a site without one simply has no redirects. */
export function useRedirects() {
  const { folder, language } = useSite();
  return useQuery({
    queryKey: contentKeys.data(folder, language, 'redirects'),
    queryFn: async ({ signal }) => {
      try {
        return await fetchContent<RedirectsData>(
          contentPaths.data(folder, language, 'redirects'),
          signal,
        );
      } catch (error) {
        if (error instanceof ApiError && error.code === 'JSON_MISSING') return NONE;
        throw error;
      }
    },
    staleTime: Infinity,
  });
}
