/**
 * Looks a path up in redirects.json. Keys and paths compare without letter case, trailing
 * slash or percent-escapes; the shopper's query and hash travel to the target unless the
 * target brings its own query.
 */
import type { RedirectsData } from '../../../shared/domain/content';

function normalise(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // a stray % cannot be a redirect key written by hand; compare it as typed
  }
  return decoded.replace(/\/+$/, '').toLowerCase() || '/';
}

export function findRedirect(data: RedirectsData, location: string): string | null {
  const match = /^([^?#]*)(\?[^#]*)?(#.*)?$/.exec(location);
  const [, pathname = '', search = '', hash = ''] = match ?? [];
  const wanted = normalise(pathname);
  const entry = Object.entries(data.redirects).find(([from]) => normalise(from) === wanted);
  if (!entry) return null;
  const target = entry[1];
  if (normalise(target.split(/[?#]/)[0] ?? '') === wanted) return null; // never loop on itself
  return target.includes('?') ? `${target}${hash}` : `${target}${search}${hash}`;
}
