/**
 * Measures the initial JS of pages on a production build (dist/): reads the build's manifest,
 * HTML and source maps, asks the app which page chunk boot preloads for each URL
 * (route-page-modules.ts) and adds it all up (initial-js.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Manifest } from 'vite';
import { resolveLocale } from '../../src/shared/locale/resolve-locale';
import type { SitesIndex } from '../../src/shared/domain/site';
import { assertBuilt, MANIFEST_PATH } from './built-app';
import { chunksOfImport, initialJs, isFacade, type InitialJs } from './initial-js';
import type { PerfPage } from './perf-pages';
import { loadRoutePageModules } from './route-page-modules';

export interface PageInitialJs extends InitialJs {
  page: PerfPage;
}

/** Each JS chunk's source-map sources, as absolute paths. */
function readSources(distDir: string, manifest: Manifest): Map<string, string[]> {
  const sources = new Map<string, string[]>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.file.endsWith('.js')) continue;
    const mapFile = join(distDir, `${chunk.file}.map`);
    if (!existsSync(mapFile)) {
      // A facade chunk (only imports of other chunks, no code of its own) gets no map, nor
      // does the bundler's own runtime (its module helpers), which holds no module of ours.
      if (
        chunk.name === 'rolldown-runtime' ||
        isFacade(readFileSync(join(distDir, chunk.file), 'utf8'))
      ) {
        sources.set(key, []);
        continue;
      }
      throw new Error(`${mapFile} is missing: keep build.sourcemap on`);
    }
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[] };
    sources.set(
      key,
      map.sources.map((source) => resolve(dirname(mapFile), source)),
    );
  }
  return sources;
}

export async function measureInitialJs(
  root: string,
  distDir: string,
  pages: readonly PerfPage[],
): Promise<PageInitialJs[]> {
  assertBuilt(distDir);
  const manifest = JSON.parse(readFileSync(join(distDir, MANIFEST_PATH), 'utf8')) as Manifest;
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const sites = JSON.parse(readFileSync(join(distDir, 'sites.json'), 'utf8')) as SitesIndex;
  const sources = readSources(distDir, manifest);
  const read = (file: string) => readFileSync(join(distDir, file));
  const routes = await loadRoutePageModules(root);
  try {
    const results: PageInitialJs[] = [];
    for (const page of pages) {
      const url = new URL(page.url, 'http://shop.invalid');
      // Boot splits the URL with the same parser before it preloads the page (app/boot).
      const { rest } = resolveLocale(url, sites);
      const imports = await routes.forPath(rest);
      const pageChunks = imports.flatMap((i) => chunksOfImport(manifest, sources, root, i));
      results.push({ page, ...initialJs(manifest, html, pageChunks, read) });
    }
    return results;
  } finally {
    await routes.close();
  }
}
