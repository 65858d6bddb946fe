/**
 * The insights user token: a pseudonymous id of this device (never the e-mail or the session
 * id), kept in localStorage so events of one shopper link up across visits, and replaced on
 * sign-out so the next shopper's events do not join the previous one's. Read lazily (never
 * at module scope or during render); without storage it lives in memory for the tab.
 */
export const USER_TOKEN_STORAGE_KEY = 'vitrine-insights-user';
const TOKEN = /^[A-Za-z0-9_=/+-]{1,129}$/;

let memory: string | null = null;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function newToken(): string {
  return `anon-${crypto.randomUUID()}`;
}

function save(token: string): string {
  memory = token;
  try {
    storage()?.setItem(USER_TOKEN_STORAGE_KEY, token);
  } catch {
    // storage full or denied: the token lives for this tab only
  }
  return token;
}

export function getUserToken(): string {
  const stored = storage()?.getItem(USER_TOKEN_STORAGE_KEY) ?? memory;
  return stored && TOKEN.test(stored) ? stored : save(newToken());
}

/** A new token (sign-out, session reset). */
export function renewUserToken(): string {
  return save(newToken());
}
