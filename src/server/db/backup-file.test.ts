import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BackupError, writeBackupFile } from './backup-file';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vitrine-backup-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const writing = (text: string) => (partial: string) => writeFile(partial, text);

describe('writeBackupFile', () => {
  it('publishes the backup under its name (creating folders) and reports its size', async () => {
    const file = join(dir, 'nested', 'shop.tar.gz');
    expect(await writeBackupFile(file, false, writing('first'))).toBe(5);
    expect(await readFile(file, 'utf8')).toBe('first');
    expect(await readdir(join(dir, 'nested'))).toEqual(['shop.tar.gz']);
  });

  it('never replaces an existing file unless forced, and replaces it whole when forced', async () => {
    const file = join(dir, 'shop.tar.gz');
    await writeBackupFile(file, false, writing('first'));
    const refused = writeBackupFile(file, false, writing('second'));
    await expect(refused).rejects.toBeInstanceOf(BackupError);
    await expect(refused).rejects.toThrow(`${file} exists`);
    expect(await readFile(file, 'utf8')).toBe('first');

    await writeBackupFile(file, true, writing('second'));
    expect(await readFile(file, 'utf8')).toBe('second');
    expect(await readdir(dir)).toEqual(['shop.tar.gz']);
  });

  it('leaves no file under the name when writing fails half-way', async () => {
    const file = join(dir, 'shop.tar.gz');
    const failing = async (partial: string) => {
      await writeFile(partial, 'half');
      throw new Error('disk full');
    };
    await expect(writeBackupFile(file, false, failing)).rejects.toThrow('disk full');
    expect(await readdir(dir)).toEqual([]);
  });
});
