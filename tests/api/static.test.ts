/** Cache headers, SPA fallback and security headers, on a tiny fake build in a temp folder. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type StartedServer } from './helpers/start-server';

const INDEX = '<!doctype html><title>fake shell</title><div id="root"></div>';
const FILES: Record<string, string> = {
  'index.html': INDEX,
  'assets/index-Ab12Cd34.js': 'console.log(1)',
  'sw.js': 'self.addEventListener("fetch", () => {})',
  'manifest.webmanifest': '{"name":"Vitrine"}',
  'metadata-v2.json': '{"buildDate":"2024-01-01"}',
  'sites.json': '{"sites":[]}',
  'gb/themes/config.json': '{"siteTag":"gb"}',
  'gb/data/en/navTree.json': '{"items":[]}',
  'gb/language/en.json': '{}',
  'sortOptions.json': '[]',
  'icons/icon-192.png': 'png',
};

let distDir: string;
let server: StartedServer;
let emptyServer: StartedServer;

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'vitrine-dist-'));
  for (const [path, content] of Object.entries(FILES)) {
    await mkdir(dirname(join(distDir, path)), { recursive: true });
    await writeFile(join(distDir, path), content);
  }
  server = await startServer({ distDir });
  emptyServer = await startServer({ distDir: join(distDir, 'missing') });
});
afterAll(async () => {
  await server?.close();
  await emptyServer?.close();
  await rm(distDir, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const get = (path: string, headers: Record<string, string> = {}, base = server.url) =>
  fetch(`${base}${path}`, { headers });

describe('static files', () => {
  it('serves hashed assets as immutable for a year', async () => {
    const response = await get('/assets/index-Ab12Cd34.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/sw.js', '/index.html', '/', '/manifest.webmanifest', '/metadata-v2.json'])(
    'serves %s with no-cache',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it('keeps /index.html with a query a file', async () => {
    const response = await get('/index.html?x=1', html);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INDEX);
  });

  it.each([
    '/sites.json',
    '/gb/themes/config.json',
    '/gb/data/en/navTree.json',
    '/gb/language/en.json',
    '/sortOptions.json',
  ])('revalidates content JSON %s with an ETag', async (path) => {
    const first = await get(path);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    // What a browser sends to revalidate. (Without a Cache-Control of its own, fetch adds
    // `no-cache` to conditional requests, which rightly forbids a 304.)
    const second = await get(path, { 'if-none-match': etag!, 'cache-control': 'max-age=0' });
    expect(second.status).toBe(304);
  });

  it('caches other unhashed files briefly', async () => {
    const response = await get('/icons/icon-192.png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  });
});

describe('fallbacks', () => {
  it('answers a client-side route with the shell, no-cache', async () => {
    const response = await get('/gb/en/women', html);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(INDEX);
  });

  it.each([
    ['/gb/en/index.html', '/gb/en/'],
    ['/gb/en/index.html?utm_source=mail&x=1', '/gb/en/?utm_source=mail&x=1'],
    ['/ae/ar/index.html', '/ae/ar/'],
    ['/jp/en/index.html?q', '/jp/en/?q'],
  ])('redirects %s to the site home %s, query kept (spec §2)', async (path, target) => {
    const response = await fetch(`${server.url}${path}`, { headers: html, redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(target);
  });

  it('opens the shell after the index.html redirect on a first visit', async () => {
    const response = await get('/gb/en/index.html?x=1', html);
    expect(response.redirected).toBe(true);
    expect(new URL(response.url).pathname + new URL(response.url).search).toBe('/gb/en/?x=1');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INDEX);
  });

  it('does not redirect index.html below an unknown site or language', async () => {
    const response = await fetch(`${server.url}/gb/de/index.html`, {
      headers: html,
      redirect: 'manual',
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('answers a missing JSON file with a JSON 404, not the shell', async () => {
    const response = await get('/gb/data/en/missing.json', html);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('answers a non-HTML request for an unknown path with JSON 404', async () => {
    const response = await get('/gb/en/women', { accept: 'application/json' });
    expect(response.status).toBe(404);
  });

  it.each(['/api/unknown', '/api/cart/x/y', '/search/1/nothing', '/media/nothing'])(
    'answers %s with a JSON 404 even for HTML requests',
    async (path) => {
      const response = await get(path, html);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    },
  );

  it('answers 503 JSON on / when the app is not built', async () => {
    const response = await get('/', html, emptyServer.url);
    expect(response.status).toBe(503);
    const body = (await response.json()) as { message: string };
    expect(body.message).toContain('npm run build');
  });
});

describe('security headers', () => {
  it.each(['/', '/assets/index-Ab12Cd34.js', '/api/unknown', '/gb/en/women'])(
    'are on %s',
    async (path) => {
      const response = await get(path, html);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("img-src 'self' data:");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("connect-src 'self'");
    },
  );
});
