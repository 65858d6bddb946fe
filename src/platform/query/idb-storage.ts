/**
 * A tiny async key-value store over one IndexedDB object store (idb), the storage the
 * async-storage persister writes the query cache to. Opening is lazy and shared; a failure to
 * open (private mode, blocked, quota) rejects, and callers treat that as "no persisted cache".
 */
import { deleteDB, openDB, type IDBPDatabase } from 'idb';

export const QUERY_DB_NAME = 'vitrine-query-cache';
const STORE = 'entries';

export interface AsyncStringStorage {
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
}

export function createIdbStorage(dbName = QUERY_DB_NAME): AsyncStringStorage {
  let db: Promise<IDBPDatabase> | null = null;
  const open = () =>
    (db ??= openDB(dbName, 1, {
      upgrade(database) {
        if (!database.objectStoreNames.contains(STORE)) database.createObjectStore(STORE);
      },
      // Sign-out deletes the database; an open connection would block that forever. Let go:
      // the next write opens (and recreates) it.
      blocking(_current, _next, event) {
        (event.target as IDBDatabase).close();
        db = null;
      },
    }).catch((error: unknown) => {
      db = null;
      throw error;
    }));
  return {
    async getItem(key) {
      const value: unknown = await (await open()).get(STORE, key);
      return typeof value === 'string' ? value : null;
    },
    async setItem(key, value) {
      await (await open()).put(STORE, value, key);
    },
    async removeItem(key) {
      await (await open()).delete(STORE, key);
    },
  };
}

/** Drops the whole database (sign-out, session reset). */
export async function deleteIdbStorage(dbName = QUERY_DB_NAME): Promise<void> {
  await deleteDB(dbName);
}
