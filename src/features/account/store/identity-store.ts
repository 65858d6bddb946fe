/**
 * Who is signed in on this device, as the header and the account pages see it: read from the
 * id token the identity library keeps in localStorage (platform/identity/stored-tokens), so no
 * call is needed to greet the shopper. Sign-in, sign-out, a renamed account and another tab
 * (the storage event) tell subscribers.
 */
import { storedToken } from '../../../platform/identity/stored-tokens';
import { tokenClaims } from '../logic/token-claims';
import { onSessionReset } from '../../../platform/session-reset';

export interface SignedInUser {
  email: string;
  givenName: string;
  familyName: string;
}

const listeners = new Set<() => void>();
let cached: { token: string | null; user: SignedInUser | null } = { token: null, user: null };

const claim = (claims: Record<string, unknown>, name: string) =>
  typeof claims[name] === 'string' ? claims[name] : '';

/** The signed-in user (the same object while the id token is the same), or null. */
export function signedInUser(clientId: string): SignedInUser | null {
  const token = storedToken(clientId, 'idToken');
  if (token === cached.token) return cached.user;
  const claims = token ? tokenClaims(token) : null;
  const user = claims
    ? {
        email: claim(claims, 'email'),
        givenName: claim(claims, 'given_name'),
        familyName: claim(claims, 'family_name'),
      }
    : null;
  cached = { token, user };
  return user;
}

export function identityChanged(): void {
  for (const listener of listeners) listener();
}

export function subscribeIdentity(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('CognitoIdentityServiceProvider.')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

// a reset (sign-out, or a session that failed to validate) has taken the tokens off the device
onSessionReset(() => identityChanged());
