/**
 * Sign-out and session reset (spec §4 "Sign-out": clears the user, renews the shopping session
 * id, starts a basic session, reloads the cart; §8: a session that fails to revalidate after a
 * 401 signs out). One function runs the whole of it, in this order:
 *  1. personal data leaves the device: personal queries and mutations, the persisted query
 *     store, personal responses in Cache Storage (purgePersonalData) and the outbox queue,
 *     which holds the previous shopper's writes (purgeOutbox);
 *  2. subscribers drop their own copies (the insights sender renews its user token);
 *  3. a new basic session replaces the old id;
 *  4. personal queries on screen (the bag) load again, now for the new session, and
 *     subscribers to the new session hear of it (favourites send the device's list to it).
 * Favourites in localStorage are the device's, not the shopper's account: they stay.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../http/api-client';
import { onSessionFailure } from '../http/session-failure';

export type SessionResetReason = 'signOut' | 'sessionFailed';
type Listener = (reason: SessionResetReason) => void | Promise<void>;
type NewSessionListener = (sessionId: string) => void;

/**
 * After a reset, further session failures within this window do not start another one: a
 * shop that keeps refusing sessions must not make the app loop through sign-outs.
 */
export const RESET_COOLDOWN_MS = 10_000;

const listeners = new Set<Listener>();
const newSessionListeners = new Set<NewSessionListener>();
let running: Promise<string | null> | null = null;
let lastResetAt = Number.NEGATIVE_INFINITY;

/** Subscribes to resets (run after the purge, before the new session); returns the removal. */
export function onSessionReset(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Subscribes to the new session a reset started (run once it exists; not when the reset
 * could not start one, offline). Returns the removal.
 */
export function onNewSessionAfterReset(listener: NewSessionListener): () => void {
  newSessionListeners.add(listener);
  return () => newSessionListeners.delete(listener);
}

async function notifyListeners(reason: SessionResetReason): Promise<void> {
  await Promise.all(
    [...listeners].map(async (listener) => {
      try {
        await listener(reason);
      } catch (error) {
        console.error('Session reset listener failed', error);
      }
    }),
  );
}

/** What a reset works on: the app's query cache and the api client that starts the new session. */
export interface SessionResetTarget {
  queryClient: QueryClient;
  api: Pick<ApiClient, 'renewSession'>;
}

async function run(
  { queryClient, api }: SessionResetTarget,
  reason: SessionResetReason,
): Promise<string | null> {
  // What a reset purges with is loaded by the reset: a shopper who never signs out never needs it.
  const [{ isPersonalQuery, purgePersonalData }, { purgeOutbox }] = await Promise.all([
    import('../offline/purge-personal-data'),
    import('../outbox/outbox-client'),
  ]);
  await queryClient.cancelQueries({ predicate: isPersonalQuery });
  await Promise.all([purgePersonalData(queryClient), purgeOutbox()]);
  await notifyListeners(reason);
  let sessionId: string | null = null;
  try {
    sessionId = await api.renewSession();
  } catch (error) {
    // Offline: the old id is gone all the same; the next call starts a session.
    console.warn('No new session after reset', error);
  }
  await queryClient.invalidateQueries({ predicate: isPersonalQuery });
  if (sessionId) {
    for (const listener of newSessionListeners) {
      try {
        listener(sessionId);
      } catch (error) {
        console.error('New session listener failed', error);
      }
    }
  }
  return sessionId;
}

/**
 * Runs the whole reset once (concurrent calls share it). Resolves with the new session id,
 * or null when none could be started (offline).
 */
export function resetSession(
  target: SessionResetTarget,
  reason: SessionResetReason = 'signOut',
): Promise<string | null> {
  running ??= run(target, reason).finally(() => {
    running = null;
    lastResetAt = Date.now();
  });
  return running;
}

/** What the account menu's "Sign out" calls (there is no identity yet: the session resets). */
export function signOut(target: SessionResetTarget): Promise<string | null> {
  return resetSession(target, 'signOut');
}

/**
 * Makes the api client's "401 User Session Failed To Validate" sign the shopper out; the app
 * calls this once it has its query client. Returns the removal.
 */
export function resetSessionOnFailure(target: SessionResetTarget): () => void {
  return onSessionFailure(() => {
    if (running || Date.now() - lastResetAt < RESET_COOLDOWN_MS) return;
    resetSession(target, 'sessionFailed').catch((error: unknown) =>
      console.error('Session reset failed', error),
    );
  });
}
