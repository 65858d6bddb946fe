/**
 * The pool's password rules (NIST SP 800-63B, as OWASP recommends): at least 8 characters, up
 * to 256 (Cognito's limit: any passphrase of 64 or more fits), no composition rules, and none
 * of the most common passwords (password-list/common-passwords.txt, from SecLists, MIT). A refusal names
 * the rule, in Cognito's InvalidPasswordException.
 */
import { readFileSync } from 'node:fs';
import { PASSWORD_MAX_LENGTH } from '../../shared/api/identity';
import { IdentityError } from './identity-error';

export const PASSWORD_MIN_LENGTH = 8;

let common: ReadonlySet<string> | undefined;

/** The common passwords, lower-cased, read once. */
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    readFileSync(new URL('./password-list/common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line.length > 0),
  );
  return common;
}

/** Counts code points, as a person counts characters (an emoji is one). */
const length = (text: string) => [...text].length;

/** Throws InvalidPasswordException naming the rule a proposed password breaks. */
export function checkPassword(password: string): void {
  if (length(password) < PASSWORD_MIN_LENGTH)
    throw new IdentityError(
      'InvalidPasswordException',
      `Password did not conform with policy: Password not long enough (at least ${PASSWORD_MIN_LENGTH} characters)`,
    );
  if (length(password) > PASSWORD_MAX_LENGTH)
    throw new IdentityError(
      'InvalidPasswordException',
      `Password did not conform with policy: Password too long (at most ${PASSWORD_MAX_LENGTH} characters)`,
    );
  if (password.trim() !== password)
    throw new IdentityError(
      'InvalidPasswordException',
      'Password did not conform with policy: Password must not begin or end with a space',
    );
  if (commonPasswords().has(password.toLowerCase()))
    throw new IdentityError(
      'InvalidPasswordException',
      'Password did not conform with policy: Password is too common (it is on a list of the most used passwords)',
    );
}
