/**
 * Responses travel compressed to clients that accept it: built files from the .br/.gz the build
 * wrote, everything else (API JSON, media) compressed on the way out; a client that accepts no
 * encoding gets the plain bytes, and a compressed request body is not inflated.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get as httpGet, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/build/precompress';
import { startServer, type StartedServer } from './helpers/start-server';

const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};\n`;
const FILES: Record<string, string> = {
  'index.html': '<!doctype html><title>fake shell</title><div id="root"></div>',
  'assets/index-Ab12Cd34.js': SCRIPT,
  'sw.js': SCRIPT,
  'manifest.webmanifest': JSON.stringify({ name: 'Vitrine', words: SCRIPT }),
};

let distDir: string;
let server: StartedServer;

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'vitrine-dist-'));
  for (const [path, content] of Object.entries(FILES)) {
    await mkdir(dirname(join(distDir, path)), { recursive: true });
    await writeFile(join(distDir, path), content);
  }
  precompress(distDir);
  server = await startServer({ distDir });
});
afterAll(async () => {
  await server?.close();
  await rm(distDir, { recursive: true, force: true });
});

interface Received {
  status: number;
  headers: IncomingMessage['headers'];
  bytes: Buffer;
}

/** A GET whose body comes back exactly as sent (fetch would decode it). */
function getRaw(path: string, headers: Record<string, string>): Promise<Received> {
  return new Promise((resolve, reject) => {
    httpGet(`${server.url}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          bytes: Buffer.concat(chunks),
        }),
      );
    }).on('error', reject);
  });
}

describe('compressed responses', () => {
  it('sends a built script as its Brotli file to a browser that accepts br', async () => {
    const response = await getRaw('/assets/index-Ab12Cd34.js', {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.bytes.length).toBeLessThan(SCRIPT.length / 3);
    expect(brotliDecompressSync(response.bytes).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a client that accepts only gzip, and plain bytes to one that accepts none', async () => {
    const gzip = await getRaw('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString()).toBe(SCRIPT);

    const plain = await getRaw('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.toString()).toBe(SCRIPT);
  });

  it.each([
    ['/assets/index-Ab12Cd34.js', 'public, max-age=31536000, immutable'],
    ['/sw.js', 'no-cache'],
    ['/manifest.webmanifest', 'no-cache'],
  ])('keeps the cache policy of %s when its compressed file is sent', async (path, policy) => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await getRaw(path, { 'accept-encoding': encoding });
      expect(response.headers['content-encoding'] ?? 'identity').toBe(encoding);
      expect(response.headers['cache-control'], encoding).toBe(policy);
    }
  });

  it('compresses API JSON on the way out', async () => {
    const plain = await getRaw('/api/product/s/P000001?lang=en&siteTag=vitrine-gb', {});
    expect(plain.status).toBe(200);
    const compressed = await getRaw('/api/product/s/P000001?lang=en&siteTag=vitrine-gb', {
      'accept-encoding': 'br',
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(compressed.bytes).toString())).toEqual(
      JSON.parse(plain.bytes.toString()),
    );
  });

  it('does not inflate a gzip request body: the body limits hold for what is sent', async () => {
    const batch = JSON.stringify({
      events: [
        {
          eventType: 'view',
          eventName: 'Product Viewed',
          index: 'vitrine_gb_en',
          userToken: 'user-gzip',
          objectIDs: ['P000001'],
        },
      ],
    });
    const send = (body: string | Uint8Array<ArrayBuffer>, encoding?: string) =>
      fetch(`${server.url}/search/1/events`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(encoding && { 'content-encoding': encoding }),
        },
        body,
      });
    // the same batch is accepted as plain JSON …
    expect((await send(batch)).status).toBe(200);
    // … and refused gzipped, with a JSON error rather than being inflated
    const response = await send(new Uint8Array(gzipSync(batch)), 'gzip');
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await response.json()).toMatchObject({ status: response.status });
  });
});
