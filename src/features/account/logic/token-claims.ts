/**
 * A token's claims, read without checking it (the API checks tokens; the app only reads the
 * name it greets with). The payload is base64url JSON in UTF-8: names in any script.
 */
export function tokenClaims(token: string): Record<string, unknown> | null {
  try {
    const base64 = (token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
  } catch {
    return null;
  }
}
