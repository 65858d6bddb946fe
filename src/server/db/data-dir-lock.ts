/**
 * The embedded database belongs to one process. `DATA_DIR/vitrine.lock` is created exclusively
 * (open with 'wx' is atomic: of two creators exactly one succeeds), records its holder (pid,
 * host, boot id, start time — see process-identity.ts — and a random token), and is removed
 * when the database closes or the process exits. A lock whose holder no longer runs (kill -9,
 * power loss) is stale and is taken over.
 *
 * Taking over is where naive pid files go wrong: two starters judge the same stale lock, the
 * first removes it and creates its own, then the second removes that *new* lock, and both run.
 * Here a stale lock is removed only by the holder of a marker named after the stale lock's token
 * (`vitrine.lock.takeover-<token>`, created exclusively too), and only after re-reading that the
 * lock still carries that token. Tokens are never reused, so each lock is removed at most once,
 * and only while it is the stale one. A marker whose holder died inside that millisecond is a
 * stale lock in turn and is cleared the same way, one level down. (PostgreSQL's postmaster.pid
 * works alike without the marker, accepting that race; proper-lockfile judges staleness by an
 * mtime it must refresh on a timer, which a long synchronous seed could miss.)
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, unlinkSync } from 'node:fs';
import { open, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { DatabaseStartError } from './database-start-error';
import { currentProcess, mayBeRunning, type ProcessIdentity } from './process-identity';

export const LOCK_FILE = 'vitrine.lock';

export interface LockRecord extends ProcessIdentity {
  token: string;
  /** ISO time the lock was taken, for the operator */
  since: string;
}

export interface DataDirLock {
  readonly path: string;
  release(): Promise<void>;
}

/** Files this process holds (locks and takeover markers): path → token. */
const held = new Map<string, string>();
let exitHookInstalled = false;
/** How long to keep trying while other starters take a stale lock over (seconds on a busy machine). */
const PATIENCE_MS = 10_000;
const MARKER_DEPTH = 3;
/** A creator writes its record right after creating the file: give it two seconds to do so. */
const UNREADABLE_TRIES = 80;

function newRecord(): LockRecord {
  return { ...currentProcess(), token: randomUUID(), since: new Date().toISOString() };
}

function parseRecord(text: string): LockRecord | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockRecord>;
    const valid =
      typeof value.pid === 'number' &&
      typeof value.host === 'string' &&
      typeof value.token === 'string';
    return valid ? (value as LockRecord) : undefined;
  } catch {
    return undefined;
  }
}

async function readRecord(path: string): Promise<LockRecord | 'missing' | 'unreadable'> {
  for (let attempt = 0; attempt < UNREADABLE_TRIES; attempt++) {
    const text = await readFile(path, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (text === undefined) return 'missing';
    const record = parseRecord(text);
    if (record) return record;
    await delay(25);
  }
  return 'unreadable';
}

/** Creates `path` holding `record` unless it exists; false when it does. */
async function createExclusive(path: string, record: LockRecord): Promise<boolean> {
  const file = await open(path, 'wx').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'EEXIST') return undefined;
    throw error;
  });
  if (!file) return false;
  try {
    await file.writeFile(JSON.stringify(record));
    await file.sync();
  } catch (error) {
    await file.close();
    await unlink(path);
    throw error;
  }
  await file.close();
  held.set(path, record.token);
  return true;
}

function isRunning(path: string, holder: LockRecord): boolean {
  return mayBeRunning(holder, () => held.get(path) === holder.token);
}

async function release(path: string, token: string): Promise<void> {
  if (held.get(path) !== token) return;
  held.delete(path);
  const current = await readRecord(path);
  if (typeof current === 'object' && current.token === token) await unlink(path);
}

function unreadable(path: string): DatabaseStartError {
  return new DatabaseStartError(
    'locked',
    `The lock file ${path} cannot be read (it is empty or was not written by Vitrine).\n` +
      'If no Vitrine process uses this data directory, delete that file and start again.',
  );
}

/** Removes the file at `path` if it still holds `stale`'s token: one remover per token. */
async function removeIfStill(path: string, stale: LockRecord, depth: number): Promise<void> {
  const marker = `${path}.takeover-${stale.token}`;
  const taking = newRecord();
  if (!(await createExclusive(marker, taking))) {
    const taker = await readRecord(marker);
    if (taker === 'missing') return;
    if (taker === 'unreadable' || depth >= MARKER_DEPTH) throw unreadable(marker);
    // Another starter is taking this lock over right now: look again once it is done.
    if (isRunning(marker, taker)) return void (await delay(20));
    return removeIfStill(marker, taker, depth + 1);
  }
  try {
    const current = await readRecord(path);
    if (typeof current === 'object' && current.token === stale.token) await unlink(path);
  } finally {
    await release(marker, taking.token);
  }
}

function releaseAllOnExit(): void {
  for (const [path, token] of held) {
    try {
      if (parseRecord(readFileSync(path, 'utf8'))?.token === token) unlinkSync(path);
    } catch {
      // exiting anyway: a lock left behind is stale and will be taken over
    }
  }
}

function lockedBy(dataDir: string, path: string, holder: LockRecord): DatabaseStartError {
  const elsewhere = holder.host !== currentProcess().host;
  return new DatabaseStartError(
    'locked',
    `The data directory ${dataDir} is in use by another process: pid ${holder.pid}` +
      `${elsewhere ? ` on host ${holder.host}` : ''} has held ${path} since ${holder.since}.\n` +
      'Only one process may open the embedded database (npm start, serve, dev, seed and ' +
      'db:backup each do): stop that one first.' +
      (elsewhere ? `\nIf it no longer runs on ${holder.host}, delete ${path}.` : ''),
  );
}

/**
 * Locks DATA_DIR (which must exist) for this process, taking over a stale lock; throws
 * DatabaseStartError naming the holder's pid when another process holds it.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const path = join(dataDir, LOCK_FILE);
  const record = newRecord();
  const deadline = Date.now() + PATIENCE_MS;
  while (Date.now() < deadline) {
    if (await createExclusive(path, record)) {
      if (!exitHookInstalled) process.once('exit', releaseAllOnExit);
      exitHookInstalled = true;
      return { path, release: () => release(path, record.token) };
    }
    const holder = await readRecord(path);
    if (holder === 'missing') continue;
    if (holder === 'unreadable') throw unreadable(path);
    if (isRunning(path, holder)) throw lockedBy(dataDir, path, holder);
    await removeIfStill(path, holder, 0);
  }
  throw new DatabaseStartError(
    'locked',
    `Could not lock ${dataDir} within ${PATIENCE_MS / 1000} s: other processes kept taking it over.`,
  );
}
