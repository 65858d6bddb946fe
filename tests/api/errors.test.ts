/** Bad input never yields a 500: every failure under /api is `{ status, code, message }` JSON. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteRuntime } from '../../src/server/catalogue/types';
import { openSession, request, siteQuery } from './helpers/api';
import { startServer, type StartedServer } from './helpers/start-server';

let server: StartedServer;
let gb: SiteRuntime;
let session: string;

beforeAll(async () => {
  server = await startServer();
  gb = server.app.sites.all.find((site) => site.folder === 'gb') ?? server.app.sites.all[0]!;
  session = await openSession(server.url, gb);
});
afterAll(() => server?.close());

describe('error bodies', () => {
  it.each([
    ['malformed JSON', '{"productId": "a", '],
    ['a JSON string instead of an object', '"hello"'],
    ['an empty body', ''],
  ])('answers 400 JSON for %s', async (_label, body) => {
    const response = await fetch(`${server.url}/api/cart?${siteQuery(gb)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shopping-session-id': session },
      body,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
  });

  it('answers 400 JSON for malformed JSON on session creation', async () => {
    const response = await request(`${server.url}/api/basic-session`, {
      method: 'POST',
      body: '{language:',
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
  });

  it('answers 415 JSON for an unsupported content type', async () => {
    const response = await request(`${server.url}/api/basic-session`, {
      method: 'POST',
      body: 'language=en',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
    expect(response.body).toMatchObject({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('answers 413 JSON for an oversized body', async () => {
    const response = await request(`${server.url}/api/basic-session`, {
      method: 'POST',
      body: JSON.stringify({ language: 'en', sitePublicId: 'x'.repeat(2_000_000) }),
    });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ status: 413 });
  });

  it.each([
    ['GET', '/api/nothing-here'],
    ['POST', '/api/nothing-here'],
    ['DELETE', '/api/cart'],
  ])('answers 404 JSON for %s %s', async (method, path) => {
    const response = await request(`${server.url}${path}`, { method, session });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});
