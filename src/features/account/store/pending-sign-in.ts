/**
 * The e-mail and password of an account just created in this tab, held in memory only (never
 * in storage) so that confirming the code can sign the shopper in at once. A reload forgets it:
 * the verify page then sends the shopper to sign in.
 */
let pending: { email: string; password: string } | null = null;

export function holdSignIn(email: string, password: string): void {
  pending = { email: email.trim().toLowerCase(), password };
}

/** The held sign-in for that e-mail, given once. */
export function takeSignIn(email: string): { email: string; password: string } | null {
  const held = pending;
  pending = null;
  return held && held.email === email.trim().toLowerCase() ? held : null;
}
