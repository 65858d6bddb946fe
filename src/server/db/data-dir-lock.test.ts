import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCK_FILE, lockDataDir, type LockRecord } from './data-dir-lock';
import { DatabaseStartError } from './database-start-error';
import { currentProcess, processStartTime } from './process-identity';

let dataDir: string;
let lockPath: string;
const children: ChildProcess[] = [];
/** Each contender is a Node process compiling TypeScript: seconds on a busy machine. */
const SPAWNING = { timeout: 60_000 };

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'vitrine-lock-'));
  lockPath = join(dataDir, LOCK_FILE);
});

afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

interface Report {
  pid: number;
  outcome: 'ready' | 'locked' | 'refused';
  message?: string;
}

/** Starts lock-contender.fixture.ts and resolves once it is ready for "go". */
async function contender(): Promise<{ child: ChildProcess; next: () => Promise<Report> }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'lock-contender.fixture.ts'), dataDir],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  children.push(child);
  const reports = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const next = async () => JSON.parse((await reports.next()).value as string) as Report;
  expect((await next()).outcome).toBe('ready');
  return { child, next };
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

async function leaveLock(record: Partial<LockRecord>): Promise<void> {
  const base: LockRecord = { ...currentProcess(), token: 'left-behind', since: '2020-01-01' };
  await writeFile(lockPath, JSON.stringify({ ...base, ...record }));
}

const holderPid = async () => (JSON.parse(await readFile(lockPath, 'utf8')) as LockRecord).pid;

describe('lockDataDir', () => {
  it('lets one holder in at a time and removes the lock file on release', async () => {
    const lock = await lockDataDir(dataDir);
    expect(await holderPid()).toBe(process.pid);
    const second = lockDataDir(dataDir);
    await expect(second).rejects.toThrow(DatabaseStartError);
    await expect(second).rejects.toThrow(
      `${dataDir} is in use by another process: pid ${process.pid}`,
    );
    await lock.release();
    expect(existsSync(lockPath)).toBe(false);
    await (await lockDataDir(dataDir)).release();
  });

  it(
    'refuses while another process holds it, and takes it over once that one is killed',
    SPAWNING,
    async () => {
      const holder = await contender();
      holder.child.stdin!.write('go\n');
      expect((await holder.next()).outcome).toBe('locked');
      await expect(lockDataDir(dataDir)).rejects.toThrow(`pid ${holder.child.pid}`);

      holder.child.kill('SIGKILL');
      await exited(holder.child);
      expect(await holderPid()).toBe(holder.child.pid);
      const lock = await lockDataDir(dataDir);
      expect(await holderPid()).toBe(process.pid);
      await lock.release();
    },
  );

  it('gives a stale lock to exactly one of several starters racing for it', SPAWNING, async () => {
    await leaveLock({ pid: 2 ** 22 + 1 }); // above Linux's pid_max: no such process
    const racers = await Promise.all([contender(), contender(), contender(), contender()]);
    for (const racer of racers) racer.child.stdin!.write('go\n');
    const reports = await Promise.all(racers.map((racer) => racer.next()));
    const winners = reports.filter((report) => report.outcome === 'locked');
    expect(winners).toHaveLength(1);
    const winner = winners[0]!.pid;
    for (const report of reports.filter((r) => r.outcome === 'refused'))
      expect(report.message).toContain(`pid ${winner} `);
    expect(await holderPid()).toBe(winner);

    const child = racers.find((racer) => racer.child.pid === winner)!.child;
    child.kill('SIGTERM');
    await exited(child);
    expect(existsSync(lockPath)).toBe(false);
  });

  it('takes over a lock whose pid now belongs to another process (pid reuse)', async () => {
    // This very pid, not held here: a restarted container reuses its predecessor's pid.
    await leaveLock({ pid: process.pid });
    await (await lockDataDir(dataDir)).release();
    // A live process that started at another time than the one recorded.
    await leaveLock({ pid: process.ppid, startTime: '1' });
    await (await lockDataDir(dataDir)).release();
    // A pid recorded before the last boot.
    await leaveLock({ pid: process.ppid, bootId: 'an earlier boot', startTime: undefined });
    await (await lockDataDir(dataDir)).release();
  });

  it.runIf(process.platform === 'linux')(
    'keeps a lock whose recorded start time matches the running process',
    async () => {
      await leaveLock({ pid: process.ppid, startTime: processStartTime(process.ppid) });
      await expect(lockDataDir(dataDir)).rejects.toThrow(`pid ${process.ppid}`);
    },
  );

  it('keeps a lock taken on another host, saying which host and how to clear it', async () => {
    await leaveLock({ pid: 2 ** 22 + 1, host: 'elsewhere.example' });
    await expect(lockDataDir(dataDir)).rejects.toThrow(
      `on host elsewhere.example has held ${lockPath}`,
    );
    await expect(lockDataDir(dataDir)).rejects.toThrow(`delete ${lockPath}`);
  });

  it('refuses an unreadable lock file rather than guessing', async () => {
    await writeFile(lockPath, 'not json');
    await expect(lockDataDir(dataDir)).rejects.toThrow(`The lock file ${lockPath} cannot be read`);
  });
});
