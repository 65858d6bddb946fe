/**
 * The bearer token a signed-in shopper's API calls carry (spec §7: "a bearer access token when
 * signed in"). The access token lives an hour; one the API refused is renewed with the refresh
 * token (`renew`), by the identity chunk, loaded only then: every page's entry carries this
 * file (issue 10's initial-JS ceilings), so it only reads storage. A token that cannot be
 * renewed is a session that failed to validate (spec §8): the caller gets the 401 and signs
 * the shopper out.
 */
import type { SiteConfig } from '../../shared/domain/site';
import { ApiError } from '../../shared/api/api-error';
import { storedToken } from './stored-tokens';

export type IdentityPool = SiteConfig['integrations']['cognito'];

/** `{ authorization }` for a signed-in shopper, `{}` otherwise. */
export async function accountBearer(
  pool: IdentityPool | undefined,
  renew?: boolean,
): Promise<Record<string, string>> {
  let token = pool && storedToken(pool.clientId, 'accessToken');
  if (token && renew) {
    token = await import('./identity-session').then(
      (module) => module.renewAccessToken(pool!),
      () => null,
    );
    if (!token) throw new ApiError(401, 'UNAUTHORIZED', '401 User Session Failed To Validate');
  }
  return token ? { authorization: `Bearer ${token}` } : {};
}
