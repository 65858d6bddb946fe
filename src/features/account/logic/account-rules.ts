/**
 * What the account forms check before asking the identity provider (spec §5), with the same
 * rules the provider applies: passwords of 8 to 256 characters (Cognito's bounds; the server
 * also refuses common ones), an e-mail the provider would take, names within Cognito's
 * attribute length, and six-digit codes.
 */
export type FieldProblem =
  'REQUIRED' | 'INVALID_EMAIL' | 'PASSWORD_SHORT' | 'PASSWORD_LONG' | 'CODE_FORMAT' | 'TOO_LONG';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
export const NAME_MAX = 100;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function emailProblem(value: string): FieldProblem | null {
  const email = value.trim();
  if (!email) return 'REQUIRED';
  return email.length <= 254 && EMAIL.test(email) ? null : 'INVALID_EMAIL';
}

export function passwordProblem(value: string): FieldProblem | null {
  if (!value) return 'REQUIRED';
  // code points, as the provider counts them
  const length = [...value].length;
  if (length < PASSWORD_MIN) return 'PASSWORD_SHORT';
  return length > PASSWORD_MAX ? 'PASSWORD_LONG' : null;
}

export function nameProblem(value: string): FieldProblem | null {
  const name = value.trim();
  if (!name) return 'REQUIRED';
  return name.length > NAME_MAX ? 'TOO_LONG' : null;
}

export function codeProblem(value: string): FieldProblem | null {
  const code = value.trim();
  if (!code) return 'REQUIRED';
  return /^\d{6}$/.test(code) ? null : 'CODE_FORMAT';
}

/** The username the provider keys an account by: the e-mail, trimmed and lower-cased. */
export const usernameOf = (email: string) => email.trim().toLowerCase();
