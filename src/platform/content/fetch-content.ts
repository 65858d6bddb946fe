/**
 * Static content files (spec §7 "Static and content files"): JSON under the site's folder.
 * A file name not ending in .json is an error; a 403 means a firewall blocked it; a missing file
 * or an HTML answer (an SPA fallback) is "JSON Missing".
 */
import { ApiError } from '../../shared/api/api-error';
import { errorFromFailure } from '../http/to-api-error';

export async function fetchContent<T>(path: string, signal?: AbortSignal): Promise<T> {
  if (!/\.json$/.test(path))
    throw new ApiError(400, 'CONTENT_NOT_JSON', `Not a JSON file: ${path}`);
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', signal });
  } catch (error) {
    throw errorFromFailure(error);
  }
  if (response.status === 403) {
    throw new ApiError(403, 'ACCESS_DENIED', `Blocked by firewall: ${path}`);
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.includes('json')) {
    throw new ApiError(
      response.ok ? 404 : response.status,
      'JSON_MISSING',
      `JSON Missing: ${path}`,
    );
  }
  try {
    return (await response.json()) as T;
  } catch {
    throw new ApiError(500, 'JSON_PARSE', `Can not parse essential json: ${path}`);
  }
}

/** Content paths of a country site. */
export const contentPaths = {
  sites: () => '/sites.json',
  config: (folder: string) => `/${folder}/themes/config.json`,
  sortOptions: (folder: string) => `/${folder}/sortOptions.json`,
  labels: (folder: string, language: string) => `/${folder}/language/${language}.json`,
  data: (folder: string, language: string, file: string) =>
    `/${folder}/data/${language}/${file}.json`,
};
