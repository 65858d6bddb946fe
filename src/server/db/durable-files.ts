/**
 * File steps whose order matters after a crash or power cut: a marker or a backup must be on
 * disk, entry and all, before the step that relies on it.
 */
import { open, stat } from 'node:fs/promises';
import { join } from 'node:path';

export const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** Flushes a directory's entries (a created or removed file) to disk, where the OS allows it. */
export async function syncDir(dir: string): Promise<void> {
  const folder = await open(dir, 'r').catch(() => undefined);
  await folder?.sync().catch(() => undefined);
  await folder?.close();
}

/** Writes and flushes a file and its directory entry, so it survives a power cut. */
export async function writeDurably(dir: string, name: string, text: string): Promise<void> {
  const file = await open(join(dir, name), 'w');
  await file.writeFile(text);
  await file.sync();
  await file.close();
  await syncDir(dir);
}
