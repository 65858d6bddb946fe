/**
 * The identity provider's client (amazon-cognito-identity-js), a chunk of its own: the account
 * pages load it, and the api client only when an access token needs renewing. The user pool is
 * the site's (`integrations.cognito`); `endpoint: 'local'` is the reference server's
 * `/identity` on this origin, null the hosted pool of the region (the library's default).
 */
// first: the library's buffer reads `global` as it loads
import './node-global';
import { CognitoRefreshToken, CognitoUserPool, type CognitoUser } from 'amazon-cognito-identity-js';
import { LOCAL_IDENTITY_PATH } from '../../shared/identity/user-pool';
import type { IdentityPool } from './account-bearer';
import { storedToken } from './stored-tokens';

export function userPool(pool: IdentityPool): CognitoUserPool {
  return new CognitoUserPool({
    UserPoolId: pool.userPoolId,
    ClientId: pool.clientId,
    endpoint: pool.endpoint === 'local' ? `${location.origin}${LOCAL_IDENTITY_PATH}` : undefined,
  });
}

/** The user the library remembers on this device (its tokens in localStorage), or null. */
export function currentUser(pool: IdentityPool): CognitoUser | null {
  return userPool(pool).getCurrentUser();
}

let renewing: Promise<string | null> | null = null;

function renew(pool: IdentityPool): Promise<string | null> {
  const user = currentUser(pool);
  const refreshToken = storedToken(pool.clientId, 'refreshToken');
  if (!user || !refreshToken) return Promise.resolve(null);
  return new Promise((resolve) => {
    user.refreshSession(new CognitoRefreshToken({ RefreshToken: refreshToken }), (error, session) =>
      resolve(
        error
          ? null
          : (session as { getAccessToken(): { getJwtToken(): string } })
              .getAccessToken()
              .getJwtToken(),
      ),
    );
  });
}

/**
 * A new access token from the refresh token (REFRESH_TOKEN_AUTH; the library stores the new
 * tokens), or null when it was refused (revoked by a global sign-out or a password change,
 * expired). Concurrent callers share one renewal: refresh tokens rotate, so a second renewal
 * with the same token would be refused and sign the shopper out.
 */
export function renewAccessToken(pool: IdentityPool): Promise<string | null> {
  renewing ??= renew(pool).finally(() => {
    renewing = null;
  });
  return renewing;
}
