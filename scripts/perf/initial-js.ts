/**
 * Initial JS of a route (issue 10): the scripts the HTML loads or modulepreloads, the page
 * chunk(s) boot preloads for the URL, and every chunk those import statically, each counted
 * once and sized as a CDN would send it (gzip, level 9). Pure: the build's manifest, HTML and
 * files come in as values, so the calculation is tested on a tiny fake build.
 */
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';

/** Where a built file's bytes come from, by its path inside dist ("assets/index-x.js"). */
export type ReadBuiltFile = (file: string) => Uint8Array;

export interface InitialJs {
  /** built files counted, in a stable order (dist-relative paths) */
  files: string[];
  /** gzip bytes of all of them */
  gzipBytes: number;
}

const ATTRIBUTE = /([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g;

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name, ...values] of tag.matchAll(ATTRIBUTE)) {
    attributes.set(name!.toLowerCase(), values.find((v) => v !== undefined) ?? '');
  }
  return attributes;
}

/**
 * Scripts the HTML starts loading by itself: `<script type="module" src>` and
 * `<link rel="modulepreload" href>`, as dist-relative paths ("assets/index-x.js").
 */
export function htmlScripts(html: string): string[] {
  const files: string[] = [];
  const markup = html.replace(/<!--[\s\S]*?-->/g, '');
  for (const [tag, element] of markup.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const attributes = attributesOf(tag);
    const url =
      element!.toLowerCase() === 'script'
        ? attributes.get('src')
        : attributes.get('rel')?.split(/\s+/).includes('modulepreload')
          ? attributes.get('href')
          : undefined;
    if (!url) continue;
    // A script from another origin is initial JS too, but the build cannot size it.
    if (/^[a-z]+:|^\/\//i.test(url)) throw new Error(`cannot size ${url}: not a file of the build`);
    files.push(url.replace(/^\.?\//, '').replace(/[?#].*$/, ''));
  }
  return files;
}

/** The chunks and everything they import statically, transitively (dynamic imports are not). */
export function staticClosure(manifest: Manifest, keys: readonly string[]): string[] {
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

/** A page's import: the module it opens and the modules that one imports statically. */
export interface PageImport {
  entry: string;
  files: readonly string[];
}

/**
 * The chunks a page's import loads, found from its source modules (absolute paths): the chunk
 * that holds the imported module itself (its manifest `src`, or a chunk whose source map lists
 * it). A feature's index.ts of re-exports has no code of its own in any chunk; then the chunks
 * holding the modules it imports are the ones it loads. `sources` gives each chunk's
 * source-map sources as absolute paths.
 */
export function chunksOfImport(
  manifest: Manifest,
  sources: ReadonlyMap<string, readonly string[]>,
  root: string,
  page: PageImport,
): string[] {
  const holder = (module: string): string | undefined => {
    const relative = module.startsWith(`${root}/`) ? module.slice(root.length + 1) : module;
    const entry = Object.keys(manifest).find((k) => manifest[k]!.src === relative);
    return entry ?? [...sources].find(([, list]) => list.includes(module))?.[0];
  };
  const own = holder(page.entry);
  if (own) return [own];
  const keys = new Set(page.files.flatMap((file) => holder(file) ?? []));
  if (keys.size === 0) throw new Error(`no chunk of the build holds ${page.entry}`);
  return [...keys];
}

/**
 * Whether a built chunk is only statements that import or re-export other chunks (`import
 * "./x.js";`, `export{t as Tray}from"./x.js";`): a facade over other chunks (the build makes one
 * for a module whose code it grouped elsewhere), with no code and no map.
 */
export function isFacade(code: string): boolean {
  const statement = String.raw`\s*(import\s*["'][^"']+["']|export\s*\{[^}]*\}\s*from\s*["'][^"']+["']);?`;
  return new RegExp(`^(${statement})*\\s*$`).test(code.replace(/^\/\/#.*$/gm, ''));
}

export function gzipBytes(bytes: Uint8Array): number {
  return gzipSync(bytes, { level: 9 }).length;
}

/**
 * The initial JS of one route: the HTML's scripts plus the page chunks, with their static
 * imports. A script of the HTML that the build did not make (no manifest entry) counts as is.
 */
export function initialJs(
  manifest: Manifest,
  html: string,
  pageChunks: readonly string[],
  read: ReadBuiltFile,
): InitialJs {
  const chunkFiles = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const scripts = htmlScripts(html);
  const roots = [...scripts.flatMap((file) => chunkFiles.get(file) ?? []), ...pageChunks];
  const files = [
    ...scripts.filter((file) => !chunkFiles.has(file)),
    ...staticClosure(manifest, roots).map((key) => manifest[key]!.file),
  ].filter((file) => file.endsWith('.js'));
  const unique = [...new Set(files)];
  return { files: unique, gzipBytes: unique.reduce((sum, file) => sum + gzipBytes(read(file)), 0) };
}
