/**
 * A separate process that tries to lock a data directory, for data-dir-lock.test.ts: it waits
 * for "go" on stdin (so several start at the same moment), reports `locked` or `refused` on
 * stdout as one JSON line, and, if it won, holds the lock until SIGTERM (release, exit 0) or
 * SIGKILL (a stale lock left behind).
 */
import { createInterface } from 'node:readline';
import { lockDataDir } from './data-dir-lock';

const dataDir = process.argv[2] ?? '';
const lines = createInterface({ input: process.stdin });
const report = (value: object) => console.log(JSON.stringify({ pid: process.pid, ...value }));

report({ outcome: 'ready' });
for await (const line of lines) {
  if (line.trim() !== 'go') continue;
  try {
    const lock = await lockDataDir(dataDir);
    report({ outcome: 'locked' });
    process.once('SIGTERM', () => void lock.release().then(() => process.exit(0)));
    setInterval(() => undefined, 60_000);
  } catch (error) {
    report({ outcome: 'refused', message: (error as Error).message });
    process.exit(0);
  }
  break;
}
