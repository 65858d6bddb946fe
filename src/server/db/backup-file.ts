/**
 * Where a backup lands. A file under a backup's name is always a whole backup: it is written
 * under a partial name, flushed, then linked into place. link() fails when the name exists, so
 * an existing backup is never replaced, not even by one finishing at the same moment; with
 * --force it is renamed over it instead (atomic: the old backup or the new one, never half).
 */
import { link, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { exists, syncDir } from './durable-files';

/** A backup or restore refused for a reason the operator can act on; the message says which. */
export class BackupError extends Error {
  override name = 'BackupError';
}

const existing = (file: string) =>
  new BackupError(`${file} exists: a backup never replaces a file unless --force is given.`);

/** Refuses early, before minutes of dumping, when the file exists and may not be replaced. */
export async function refuseExisting(file: string, force: boolean): Promise<void> {
  if (!force && (await exists(file))) throw existing(file);
}

/** Runs `write` into a partial file and publishes it as `file`; returns its size in bytes. */
export async function writeBackupFile(
  file: string,
  force: boolean,
  write: (partial: string) => Promise<void>,
): Promise<number> {
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.partial-${process.pid}`;
  try {
    await write(partial);
    const written = await open(partial, 'r+');
    await written.sync();
    await written.close();
    if (force) await rename(partial, file);
    else
      await link(partial, file).catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'EEXIST' ? existing(file) : error;
      });
    await syncDir(dirname(file));
    return (await stat(file)).size;
  } finally {
    await rm(partial, { force: true });
  }
}
