/** Where a production build keeps what the budget checks read, and a quick test that it is there. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Vite's manifest (build.manifest in vite.config.ts): every chunk and what it imports. */
export const MANIFEST_PATH = '.vite/manifest.json';

/** Fails at once, with what to do, when there is no build to measure. */
export function assertBuilt(distDir: string): void {
  if (!existsSync(join(distDir, MANIFEST_PATH)) || !existsSync(join(distDir, 'index.html'))) {
    throw new Error(
      `${join(distDir, MANIFEST_PATH)} is missing: run \`npm run build\` first ` +
        '(vite.config.ts keeps build.manifest on for the budget checks)',
    );
  }
}
