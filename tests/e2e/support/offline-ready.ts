/**
 * Waits, by condition and never by the clock, until what a shopper saw online is kept for an
 * offline visit: every answer of a kind the service worker keeps (content, catalogue, images,
 * searches under their body digest; see sw/constants.ts) that reached the page through the
 * worker is in its caches, and
 * the persisted query cache in IndexedDB holds the texts the shopper saw. Record from the
 * start with `recordKeptAnswers(page)`, then `await keptForOffline(page, answers, texts)`.
 */
import { createHash } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import {
  CATALOGUE_PATH,
  CONTENT_PATH,
  MEDIA_PATH,
  SEARCH_DIGEST_PARAM,
  SEARCH_QUERIES_PATH,
} from '../../../sw/constants';
import { QUERY_DB_NAME } from '../../../src/platform/query/idb-storage';

/** What a page received that the worker keeps: GET URLs, and search bodies' SHA-256. */
export interface KeptAnswers {
  urls: Set<string>;
  searchDigests: Set<string>;
}

export function recordKeptAnswers(page: Page): KeptAnswers {
  const answers: KeptAnswers = { urls: new Set(), searchDigests: new Set() };
  page.on('requestfinished', (request) => {
    void request.response().then((response) => {
      // only what passed through the worker: a first visit's answers came before it controlled
      if (response?.status() !== 200 || !response.fromServiceWorker()) return;
      const url = new URL(request.url());
      if (url.origin !== new URL(page.url()).origin) return;
      if (request.method() === 'POST' && SEARCH_QUERIES_PATH.test(url.pathname)) {
        const body = request.postData() ?? '';
        answers.searchDigests.add(createHash('sha256').update(body).digest('hex'));
      } else if (
        request.method() === 'GET' &&
        (CONTENT_PATH.test(url.pathname) ||
          CATALOGUE_PATH.test(url.pathname) ||
          (MEDIA_PATH.test(url.pathname) && request.resourceType() === 'image'))
      ) {
        answers.urls.add(url.href);
      }
    });
  });
  return answers;
}

/** Every URL in the page's Cache Storage, precache revision parameters left out. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        url.searchParams.delete('__WB_REVISION__');
        urls.push(url.href);
      }
    }
    return urls;
  });
}

/** The persisted query cache as stored (the async-storage persister's JSON string), or ''. */
function persistedQueries(page: Page): Promise<string> {
  return page.evaluate(
    (dbName) =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open(dbName);
        open.onerror = () => resolve('');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('entries')) {
            db.close();
            resolve('');
            return;
          }
          const read = db.transaction('entries').objectStore('entries').getAll();
          read.onsuccess = () => {
            db.close();
            resolve(read.result.filter((value) => typeof value === 'string').join('\n'));
          };
          read.onerror = () => {
            db.close();
            resolve('');
          };
        };
      }),
    QUERY_DB_NAME,
  );
}

/** Answers the page received that are not (yet) in the worker's caches. */
async function missingFromCaches(page: Page, answers: KeptAnswers): Promise<string[]> {
  const cached = await cachedUrls(page);
  const urls = new Set(cached);
  const digests = new Set(
    cached.map((href) => new URL(href).searchParams.get(SEARCH_DIGEST_PARAM)).filter(Boolean),
  );
  return [
    ...[...answers.urls].filter((href) => !urls.has(href)),
    ...[...answers.searchDigests]
      .filter((digest) => !digests.has(digest))
      .map((digest) => `search ${digest}`),
  ];
}

/**
 * Resolves once every kept answer recorded so far is cached and the persisted query cache
 * mentions each of `texts` (what the shopper saw: a heading, a product name).
 */
export async function keptForOffline(
  page: Page,
  answers: KeptAnswers,
  texts: readonly string[] = [],
): Promise<void> {
  await expect
    .poll(() => missingFromCaches(page, answers), {
      message: 'answers the worker keeps are cached',
      timeout: 30_000,
    })
    .toEqual([]);
  // JSON escapes some characters: look for each text as the store writes it
  const stored = texts.map((text) => JSON.stringify(text).slice(1, -1));
  await expect
    .poll(
      async () => {
        const persisted = await persistedQueries(page);
        return stored.filter((text) => !persisted.includes(text));
      },
      { message: 'the persisted query cache holds what was seen', timeout: 30_000 },
    )
    .toEqual([]);
}
