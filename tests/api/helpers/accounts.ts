/**
 * Accounts for API suites, made over HTTP as a shopper makes one: SignUp, the code read from
 * the development mailbox's table (so it works on PostgreSQL too, where the mailbox page is
 * not served), ConfirmSignUp, and a USER_PASSWORD_AUTH sign-in.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { AuthenticationResult } from '../../../src/shared/api/identity';
import type { Database } from '../../../src/server/db/client';
import { identityMailbox } from '../../../src/server/identity/identity-tables';
import { CLIENT_ID, identityOk } from './identity-client';

export interface CreatedAccount {
  sub: string;
  email: string;
  password: string;
  accessToken: string;
  idToken: string;
  refreshToken: string;
}

export interface Tokens {
  accessToken: string;
  idToken: string;
  refreshToken: string;
}

/** The newest code mailed to `email`. */
export async function latestCode(db: Database, email: string): Promise<string> {
  const [message] = await db
    .select({ code: identityMailbox.code })
    .from(identityMailbox)
    .where(and(eq(identityMailbox.recipient, email.toLowerCase()), isNotNull(identityMailbox.code)))
    .orderBy(desc(identityMailbox.sentAt))
    .limit(1);
  if (!message?.code) throw new Error(`no code was mailed to ${email}`);
  return message.code;
}

export async function signIn(serverUrl: string, email: string, password: string): Promise<Tokens> {
  const answer = await identityOk<{ AuthenticationResult: AuthenticationResult }>(
    serverUrl,
    'InitiateAuth',
    {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: CLIENT_ID,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    },
  );
  const result = answer.AuthenticationResult;
  return {
    accessToken: result.AccessToken,
    idToken: result.IdToken,
    refreshToken: result.RefreshToken,
  };
}

/** Signs up, reads the code from the mailbox table, confirms and signs in, all over HTTP. */
export async function createAccount(
  serverUrl: string,
  db: Database,
  options: { email?: string; password?: string; givenName?: string; familyName?: string } = {},
): Promise<CreatedAccount> {
  const email = options.email ?? `shopper-${randomUUID()}@example.com`;
  const password = options.password ?? `Vitrine ${randomUUID()}`;
  const attributes = [
    { Name: 'email', Value: email },
    ...(options.givenName !== undefined ? [{ Name: 'given_name', Value: options.givenName }] : []),
    ...(options.familyName !== undefined
      ? [{ Name: 'family_name', Value: options.familyName }]
      : []),
  ];
  const signedUp = await identityOk<{ UserSub: string }>(serverUrl, 'SignUp', {
    ClientId: CLIENT_ID,
    Username: email,
    Password: password,
    UserAttributes: attributes,
  });
  await identityOk(serverUrl, 'ConfirmSignUp', {
    ClientId: CLIENT_ID,
    Username: email,
    ConfirmationCode: await latestCode(db, email),
  });
  const tokens = await signIn(serverUrl, email, password);
  return { sub: signedUp.UserSub, email: email.toLowerCase(), password, ...tokens };
}
