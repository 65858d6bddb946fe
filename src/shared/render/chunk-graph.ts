/**
 * The build's chunk graph, read from Vite's client manifest (dist/.vite/manifest.json): which
 * chunks a chunk imports statically, and which chunk a stylesheet comes with. Plain data in,
 * plain data out: the initial-JS check (scripts/perf) and the server's page document use it.
 */

/** The part of a Vite manifest entry this module reads. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type ChunkManifest = Readonly<Record<string, ManifestChunk>>;

/** The chunks and everything they import statically, transitively (dynamic imports are not). */
export function staticClosure(manifest: ChunkManifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen];
}

/**
 * The script files ("assets/x.js") that the chunks bringing these stylesheets need, beyond
 * what the entry loads itself: for a server-rendered page, the chunks that rendered it (each
 * styled component's stylesheet comes with its chunk), to fetch beside the entry instead of
 * after it.
 */
export function chunksForStylesheets(
  manifest: ChunkManifest,
  stylesheets: readonly string[],
): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const loadedByEntry = new Set(staticClosure(manifest, entries));
  const wanted = new Set(stylesheets);
  const owners = Object.keys(manifest).filter(
    (key) =>
      !loadedByEntry.has(key) &&
      manifest[key]!.file.endsWith('.js') &&
      (manifest[key]!.css ?? []).some((css) => wanted.has(css)),
  );
  return staticClosure(manifest, owners)
    .filter((key) => !loadedByEntry.has(key))
    .map((key) => manifest[key]!.file);
}
