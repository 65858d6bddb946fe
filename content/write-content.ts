/**
 * Writes the seeded sites' content files under public/ (see content/content-files.ts), so the
 * navigation always matches the taxonomy.
 *
 * - The content data (public/{folder}/data/{lang}/*.json: navigation, home, header …) is
 *   build output: Vite's `vitrine-content-data` plugin writes it on every build and dev start,
 *   and git ignores it.
 * - sites.json, themes/config.json and sortOptions.json are committed, because the server
 *   reads them before any build. After changing the taxonomy or copy, rewrite them with
 *
 *     node --import tsx content/write-content.ts
 *
 * Label packs (public/{folder}/language/) belong to the app and are not touched.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildContentFiles } from './content-files';

const PUBLIC_DIR = fileURLToPath(new URL('../public/', import.meta.url));

/** Content files made by every build rather than committed: the data/ folders. */
export function isBuiltContent(path: string): boolean {
  return path.split('/').includes('data');
}

export function writeContent(
  publicDir: string = PUBLIC_DIR,
  select: (path: string) => boolean = () => true,
): string[] {
  const written: string[] = [];
  for (const file of buildContentFiles()) {
    if (!select(file.path)) continue;
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
