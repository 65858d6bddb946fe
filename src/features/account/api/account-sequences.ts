/**
 * The account's sequences (spec §4 "Sign-in", "Sign-out").
 * signIn signs any previous user out of this device, signs in (once more after clearing the
 * stored identity entries when the provider no longer knows this device: "Device does not
 * exist."), creates the account session (the anonymous bag and favourites merge into it),
 * loads the bag and favourites again and reports the sign-in; it rejects with an account code.
 * signOut ends the account session, signs out everywhere (the provider revokes the refresh
 * tokens), then resets the shopping session: personal data off the device (the identity
 * library's entries included), a basic session, the bag reloaded.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../platform/http/api-client';
import type { IdentityPool } from '../../../platform/identity/account-bearer';
import { storedToken } from '../../../platform/identity/stored-tokens';
import { resetSession } from '../../../platform/session-reset';
import { isPersonalQueryKey } from '../../../shared/personal-data';
import { PERSONAL_LOCAL_PREFIXES } from '../../../shared/personal-storage';
import { track } from '../../analytics';
import { accountCodeOf } from '../logic/account-codes-of';
import { identityChanged, signedInUser } from '../store/identity-store';
import { endAccountSession, startAccountSession } from './account-session';
import * as identity from './identity-client';

export interface AccountContext {
  pool: IdentityPool;
  api: ApiClient;
  queryClient: QueryClient;
}

/** Removes everything the identity library keeps on the device (tokens, last user, device keys). */
export function clearIdentityStorage(): void {
  try {
    for (const key of Object.keys(localStorage)) {
      if (PERSONAL_LOCAL_PREFIXES.some((prefix) => key.startsWith(prefix))) {
        localStorage.removeItem(key);
      }
    }
  } catch {
    // storage refused: nothing was kept either
  }
}

const DEVICE_GONE = 'Device does not exist.';

async function authenticate(
  pool: IdentityPool,
  email: string,
  password: string,
  retried = false,
): Promise<string> {
  try {
    const session = await identity.signIn(pool, email, password);
    return session.getAccessToken().getJwtToken();
  } catch (error) {
    if (!retried && (error as Error | undefined)?.message === DEVICE_GONE) {
      clearIdentityStorage();
      return authenticate(pool, email, password, true);
    }
    throw error;
  }
}

export async function signIn(
  { pool, api, queryClient }: AccountContext,
  email: string,
  password: string,
): Promise<void> {
  clearIdentityStorage();
  let accessToken: string;
  try {
    accessToken = await authenticate(pool, email, password);
  } catch (error) {
    throw accountCodeOf(error, 'signIn');
  }
  try {
    await startAccountSession(api, accessToken);
  } catch {
    // without its session the account cannot shop: back to signed out, as before
    clearIdentityStorage();
    throw 'UNABLE_TO_ACTION';
  }
  identityChanged();
  await queryClient.invalidateQueries({ predicate: (query) => isPersonalQueryKey(query.queryKey) });
  track({ type: 'signIn', email });
}

export async function signOut({ pool, api, queryClient }: AccountContext): Promise<void> {
  const email = signedInUser(pool.clientId)?.email;
  // the server's session first, while the access token is still good; then every device
  await endAccountSession(api, storedToken(pool.clientId, 'accessToken'));
  await identity.globalSignOut(pool).catch(() => undefined);
  // the reset's purge takes the identity library's entries with the rest (personal-data.ts)
  await resetSession({ queryClient, api }, 'signOut');
  identityChanged();
  track({ type: 'signOut', email });
}
