/**
 * Builds for the update journeys: `vite build` into a temporary dist with its own BUILD_ID,
 * and a helper that renames one hashed chunk in a dist (and every reference to it), as a new
 * build does when that chunk's code changed: the old name is then missing on the server.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function buildInto(outDir: string, buildId: string): void {
  execFileSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      env: { ...process.env, BUILD_ID: buildId },
      stdio: 'inherit',
    },
  );
}

function textFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return textFiles(path);
    return /\.(js|html|css|json|webmanifest)$/.test(name) ? [path] : [];
  });
}

/** Renames the chunk whose name starts with `prefix-`; returns [old, new] file names. */
export function renameChunk(dist: string, prefix: string): [string, string] {
  const assets = join(dist, 'assets');
  const old = readdirSync(assets).find((name) => new RegExp(`^${prefix}-[\\w-]+\\.js$`).test(name));
  if (!old) throw new Error(`no ${prefix} chunk in ${assets}`);
  const renamed = old.replace(/\.js$/, 'x.js');
  renameSync(join(assets, old), join(assets, renamed));
  for (const file of textFiles(dist)) {
    const text = readFileSync(file, 'utf8');
    if (text.includes(old)) writeFileSync(file, text.split(old).join(renamed));
  }
  return [old, renamed];
}
