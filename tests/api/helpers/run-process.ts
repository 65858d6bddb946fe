/**
 * Runs the project's commands as their own processes, as an operator would (the server as
 * tests/e2e/support/server.ts runs it, `npm run db:*` as their scripts), and records what they
 * print and how they end, so a test observes exit codes and messages.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { TEST_PRODUCTS } from './start-server';

export interface Ended {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface RunningProcess {
  child: ChildProcess;
  pid: number;
  ended: Promise<Ended>;
  /** Resolves with the server's URL once it listens; rejects with its output if it ends first. */
  listening(): Promise<string>;
}

export function runProcess(entry: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    env: {
      ...process.env,
      // Empty counts as unset: the embedded database unless a test names one.
      DATABASE_URL: '',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      SEED_PRODUCTS: String(TEST_PRODUCTS),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const ended = new Promise<Ended>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  const listening = async () => {
    for (;;) {
      const address = /Server listening at (http:\/\/[\d.:]+)/.exec(stdout)?.[1];
      if (address) return address;
      const end = await Promise.race([ended, new Promise((r) => setTimeout(r, 100))]);
      if (end) throw new Error(`${entry} ended before listening:\n${stdout}\n${stderr}`);
    }
  };
  return { child, pid: child.pid!, ended, listening } satisfies RunningProcess;
}

/** The real server (src/server/server.ts) on a data directory, with a built app or without. */
export const runServer = (dataDir: string, env: Record<string, string> = {}) =>
  runProcess('src/server/server.ts', [], {
    DATA_DIR: dataDir,
    DIST_DIR: join(dataDir, 'no-dist'),
    ...env,
  });

/** `npm run db:backup` / `db:restore` (their scripts, without npm in between). */
export const runDbCommand = (
  command: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
) => runProcess(`scripts/db-${command}.ts`, args, env).ended;
