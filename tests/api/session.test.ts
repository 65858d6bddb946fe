import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_HEADER } from '../../src/shared/api/contract';
import type { SiteRuntime } from '../../src/server/catalogue/types';
import { openSession, request, siteQuery } from './helpers/api';
import { startServer, type StartedServer } from './helpers/start-server';

let server: StartedServer;
let gb: SiteRuntime;

beforeAll(async () => {
  server = await startServer();
  gb = server.app.sites.all.find((site) => site.folder === 'gb') ?? server.app.sites.all[0]!;
});
afterAll(() => server?.close());

describe('POST /api/basic-session', () => {
  it('creates a session and returns its id in the header and the body', async () => {
    const response = await request<{ sessionId: string }>(`${server.url}/api/basic-session`, {
      method: 'POST',
      body: { language: 'en', sitePublicId: gb.sitePublicId ?? gb.siteTag },
    });
    expect(response.status).toBe(201);
    const id = response.headers.get(SESSION_HEADER);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.body.sessionId).toBe(id);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('gives every call a different session', async () => {
    const [a, b] = await Promise.all([openSession(server.url, gb), openSession(server.url, gb)]);
    expect(a).not.toBe(b);
  });

  it('rejects an invalid body with 400 JSON', async () => {
    const response = await request(`${server.url}/api/basic-session`, {
      method: 'POST',
      body: { language: 'en' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
  });

  it('rejects an unknown site with 400', async () => {
    const response = await request(`${server.url}/api/basic-session`, {
      method: 'POST',
      body: { language: 'en', sitePublicId: 'no-such-site' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('session header', () => {
  it('is required by the cart: 401 UNAUTHORIZED without it', async () => {
    const response = await request(`${server.url}/api/cart?${siteQuery(gb)}`);
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });

  it.each([
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', "x' or 1=1 --"],
  ])('answers 401 for %s', async (_label, session) => {
    const response = await request(`${server.url}/api/cart?${siteQuery(gb)}`, { session });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('is checked before the body: 401 even for an invalid add', async () => {
    const response = await request(`${server.url}/api/cart?${siteQuery(gb)}`, {
      method: 'POST',
      body: { nonsense: true },
    });
    expect(response.status).toBe(401);
  });

  it('opens the cart with a valid session', async () => {
    const session = await openSession(server.url, gb);
    const response = await request(`${server.url}/api/cart?${siteQuery(gb)}`, { session });
    expect(response.status).toBe(200);
  });
});
