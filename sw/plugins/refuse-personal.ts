/**
 * A cache guard every runtime route uses: the server marks personal data `no-store` or
 * `private`, and such a response never enters Cache Storage, whichever route it came through.
 */
import type { WorkboxPlugin } from 'workbox-core';

export function isPersonalResponse(response: Response): boolean {
  const cacheControl = response.headers.get('cache-control') ?? '';
  return /(^|[\s,])(no-store|private)([\s,=]|$)/i.test(cacheControl);
}

/** Only a same-origin (non-opaque) 200 that is not personal may be stored. */
export function isStorable(response: Response): boolean {
  return response.type !== 'opaque' && response.status === 200 && !isPersonalResponse(response);
}

export const refusePersonal: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (isStorable(response) ? response : null),
};
