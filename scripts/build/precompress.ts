/**
 * The last step of `npm run build`: every text file of the client build gets a Brotli (.br,
 * quality 11) and a gzip (.gz, level 9) sibling, which the server sends to browsers that accept
 * them (@fastify/static's preCompressed). Compressing once at build time at the highest levels
 * costs nothing per request; on a phone's network the entry script is a quarter of its size.
 * A sibling is written only when it is smaller than the file; small files are left as they are.
 * DIST_DIR picks another build.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text formats the build holds; images other than SVG and fonts are compressed already. */
const TEXT_EXTENSIONS = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.webmanifest',
  '.txt',
  '.xml',
]);
/** Below this a compressed response saves less than its headers cost. */
const MIN_BYTES = 1024;

export interface Precompressed {
  file: string;
  bytes: number;
  br?: number;
  gz?: number;
}

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

export function isCompressible(path: string, bytes: number): boolean {
  return bytes >= MIN_BYTES && TEXT_EXTENSIONS.has(extname(path).toLowerCase());
}

/** Writes the .br and .gz siblings of every compressible file under `dir`. */
export function precompress(dir: string): Precompressed[] {
  const done: Precompressed[] = [];
  for (const file of [...filesUnder(dir)]) {
    const { size } = statSync(file);
    if (!isCompressible(file, size)) continue;
    const source = readFileSync(file);
    const result: Precompressed = { file, bytes: size };
    const br = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: size,
      },
    });
    if (br.length < size) {
      writeFileSync(`${file}.br`, br);
      result.br = br.length;
    }
    const gz = gzipSync(source, { level: 9 });
    if (gz.length < size) {
      writeFileSync(`${file}.gz`, gz);
      result.gz = gz.length;
    }
    done.push(result);
  }
  return done;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = process.env.DIST_DIR ?? fileURLToPath(new URL('../../dist', import.meta.url));
  const done = precompress(dist);
  const total = (key: 'bytes' | 'br') => done.reduce((sum, f) => sum + (f[key] ?? f.bytes), 0);
  console.log(
    `precompressed ${done.length} files in ${dist}: ${(total('bytes') / 1e3).toFixed(0)} kB → ` +
      `${(total('br') / 1e3).toFixed(0)} kB brotli`,
  );
}
