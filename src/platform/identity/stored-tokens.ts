/**
 * What the identity provider's client library (amazon-cognito-identity-js) keeps in
 * localStorage, read without loading it: `CognitoIdentityServiceProvider.{clientId}.LastAuthUser`
 * names the signed-in user, and `….{user}.{accessToken|idToken|refreshToken}` hold their tokens.
 * Every page's entry reads these (the api client's bearer token, the header's greeting), so
 * this stays a few lines; the library itself loads only in the account chunks.
 */
export type StoredTokenKind = 'accessToken' | 'idToken' | 'refreshToken';

/** The signed-in user's token of that kind, or null (signed out, or storage refused). */
export function storedToken(clientId: string, kind: StoredTokenKind): string | null {
  try {
    const prefix = `CognitoIdentityServiceProvider.${clientId}.`;
    const user = localStorage.getItem(`${prefix}LastAuthUser`);
    return user && localStorage.getItem(`${prefix}${user}.${kind}`);
  } catch {
    return null;
  }
}
