/**
 * E-mail addresses never reach analytics in full (spec §7): the first three characters of the
 * local part are kept and the rest replaced, e.g. "jane.doe@x.com" → "jan{email}".
 */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  const local = at === -1 ? email : email.slice(0, at);
  return `${local.slice(0, 3)}{email}`;
}
