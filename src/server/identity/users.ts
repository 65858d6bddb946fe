/**
 * The pool's users as its operations read them: the username is the e-mail, lower-cased
 * (a pool signing in by e-mail), and the attributes are Cognito's standard ones this shop
 * keeps: email, given_name and family_name, with sub and email_verified.
 */
import { eq } from 'drizzle-orm';
import type { Attribute } from '../../shared/api/identity';
import type { Database } from '../db/client';
import { invalidParameter } from './identity-error';
import { identityUsers } from './identity-tables';
import type { TokenSubject } from './tokens';

export type IdentityUser = typeof identityUsers.$inferSelect;

/** An address a mail server would take: something@domain.tld, no spaces, at most 254 characters. */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/u;
export const EMAIL_MAX_LENGTH = 254;
/** given_name and family_name: Cognito allows 2,048; a name on a parcel needs far less. */
export const NAME_MAX_LENGTH = 256;

/** The username a sign-in names, or null when it cannot be this pool's (not an e-mail). */
export function usernameOf(raw: string): string | null {
  const username = raw.trim().toLowerCase();
  return username.length <= EMAIL_MAX_LENGTH && EMAIL.test(username) ? username : null;
}

export async function findUser(db: Database, username: string): Promise<IdentityUser | undefined> {
  const [user] = await db.select().from(identityUsers).where(eq(identityUsers.username, username));
  return user;
}

export async function findUserBySub(db: Database, sub: string): Promise<IdentityUser | undefined> {
  const [user] = await db.select().from(identityUsers).where(eq(identityUsers.sub, sub));
  return user;
}

export function tokenSubject(user: IdentityUser): TokenSubject {
  return {
    sub: user.sub,
    username: user.username,
    email: user.email,
    emailVerified: user.confirmed,
    givenName: user.givenName,
    familyName: user.familyName,
  };
}

/** GetUser's attributes, in Cognito's Name/Value list. */
export function attributesOf(user: IdentityUser): Attribute[] {
  return [
    { Name: 'sub', Value: user.sub },
    { Name: 'email', Value: user.email },
    { Name: 'email_verified', Value: String(user.confirmed) },
    ...(user.givenName !== null ? [{ Name: 'given_name', Value: user.givenName }] : []),
    ...(user.familyName !== null ? [{ Name: 'family_name', Value: user.familyName }] : []),
  ];
}

export interface NameAttributes {
  givenName?: string | null;
  familyName?: string | null;
}

/**
 * The names among `attributes`, checked: only given_name and family_name may be written
 * (`email` too when `email` is given and equal: SignUp repeats it), each once, within
 * NAME_MAX_LENGTH; an empty value clears the name.
 */
export function nameAttributes(attributes: readonly Attribute[], email?: string): NameAttributes {
  const names: NameAttributes = {};
  const seen = new Set<string>();
  for (const { Name, Value } of attributes) {
    if (seen.has(Name)) throw invalidParameter(`Duplicate attribute: ${Name}`);
    seen.add(Name);
    if (Name === 'email' && email !== undefined) {
      if (Value.trim().toLowerCase() !== email)
        throw invalidParameter('The email attribute must be the username.');
      continue;
    }
    if (Name !== 'given_name' && Name !== 'family_name')
      throw invalidParameter(
        `Attributes did not conform to the schema: ${Name.slice(0, 32)} cannot be written`,
      );
    const value = Value.trim();
    if ([...value].length > NAME_MAX_LENGTH)
      throw invalidParameter(`${Name} must be at most ${NAME_MAX_LENGTH} characters long.`);
    names[Name === 'given_name' ? 'givenName' : 'familyName'] = value === '' ? null : value;
  }
  return names;
}
