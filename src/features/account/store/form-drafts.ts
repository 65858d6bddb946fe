/**
 * What the shopper typed in an account form, kept in sessionStorage (`accountForm:{form}`, this
 * tab only) so an error or a reload loses nothing. Passwords and codes are never kept: the
 * caller passes only the fields it may keep. Sign-out removes every draft
 * (PERSONAL_SESSION_PREFIXES in src/shared/personal-data.ts).
 */
const keyOf = (form: string) => `accountForm:${form}`;

export function readDraft(form: string): Record<string, string> {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(keyOf(form)) ?? '{}') as unknown;
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

export function writeDraft(form: string, values: Record<string, string>): void {
  try {
    sessionStorage.setItem(keyOf(form), JSON.stringify(values));
  } catch {
    // storage refused: the form still works, it is only not kept
  }
}

export function clearDraft(form: string): void {
  try {
    sessionStorage.removeItem(keyOf(form));
  } catch {
    // nothing kept
  }
}
