/**
 * Writes the seeded sites' content files under public/ (see content/content-files.ts), so the
 * navigation always matches the taxonomy. Run after changing the taxonomy or copy, and commit
 * the output:
 *
 *   node --import tsx src/server/seed/write-content.ts
 *
 * Label packs (public/{folder}/language/) belong to the app and are not touched.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildContentFiles } from './content/content-files';

const PUBLIC_DIR = fileURLToPath(new URL('../../../public/', import.meta.url));

export function writeContent(publicDir: string = PUBLIC_DIR): string[] {
  const written: string[] = [];
  for (const file of buildContentFiles()) {
    const target = join(publicDir, file.path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, `${JSON.stringify(file.data, null, 2)}\n`);
    written.push(file.path);
  }
  return written;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const written = writeContent();
  console.log(`wrote ${written.length} content files under public/`);
}
