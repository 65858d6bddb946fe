/**
 * Who holds a lock, and whether that process still runs. A pid alone is not enough: after a
 * kill -9 the pid is free, and a restarted container or a rebooted machine hands the same small
 * numbers out again — often to the very process that now asks. So a holder is recorded with
 * its host, and on Linux with the kernel's boot id and the process's start time (clock ticks
 * since boot, /proc/<pid>/stat field 22): a live pid whose start time differs is another
 * process that reused the number. Elsewhere (no /proc) the pid check stands alone.
 */
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';

export interface ProcessIdentity {
  pid: number;
  host: string;
  /** Linux only: /proc/sys/kernel/random/boot_id, new on every boot */
  bootId?: string;
  /** Linux only: the process's start time in clock ticks since boot */
  startTime?: string;
}

function readProc(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** Field 22 of /proc/<pid>/stat; the command name (field 2) may hold spaces and parentheses. */
export function processStartTime(pid: number): string | undefined {
  const stat = readProc(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  const afterName = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return afterName[22 - 3];
}

export function currentProcess(): ProcessIdentity {
  const bootId = readProc('/proc/sys/kernel/random/boot_id')?.trim();
  const startTime = processStartTime(process.pid);
  return {
    pid: process.pid,
    host: hostname(),
    ...(bootId ? { bootId } : {}),
    ...(startTime ? { startTime } : {}),
  };
}

function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the recorded process may still be running. Another host's processes cannot be seen
 * from here, so they count as running: guessing wrong there would let two machines share one
 * directory. `ownedHere` answers for this process's own pid, which only this process can judge.
 */
export function mayBeRunning(holder: ProcessIdentity, ownedHere: () => boolean): boolean {
  const me = currentProcess();
  if (holder.host !== me.host) return true;
  if (holder.pid === me.pid) return ownedHere();
  if (!Number.isInteger(holder.pid) || holder.pid <= 0 || !pidExists(holder.pid)) return false;
  if (holder.bootId && me.bootId && holder.bootId !== me.bootId) return false;
  const startTime = processStartTime(holder.pid);
  if (holder.startTime && startTime && holder.startTime !== startTime) return false;
  return true;
}
