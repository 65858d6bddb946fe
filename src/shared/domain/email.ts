/**
 * What counts as an email address, for the app's form and the server's schema alike.
 * Deliberately loose (something, one @, a dot in the domain): the mail service is the real check.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX_LENGTH = 254;

export function isEmailAddress(text: string): boolean {
  return text.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(text);
}
