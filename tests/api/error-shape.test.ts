/**
 * One error shape (DESIGN §5): every error the server can send, the framework's own and Node's
 * parser's included, is `{ status, code, message }` JSON with a code of the project's list.
 */
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/shared/domain/errors';
import { openRaw, rawRequest } from './helpers/raw-http';
import { startServer, type StartedServer } from './helpers/start-server';

let server: StartedServer;
let closed: Promise<void> | undefined;

beforeAll(async () => {
  server = await startServer();
});
// The last test shuts the server down itself.
afterAll(() => closed ?? server?.close());

function expectErrorShape(status: number, body: string, code?: string) {
  const parsed = JSON.parse(body) as Record<string, unknown>;
  expect(parsed).toMatchObject({ status, message: expect.any(String) });
  expect(ERROR_CODES).toContain(parsed.code);
  if (code) expect(parsed.code).toBe(code);
  expect(Object.keys(parsed).sort()).toEqual(['code', 'message', 'status']);
}

async function get(path: string, init: RequestInit = {}) {
  const response = await fetch(`${server.url}${path}`, init);
  return { status: response.status, body: await response.text() };
}

describe('the framework\u2019s own errors', () => {
  it('answers a URL whose escapes do not decode with 400 BAD_REQUEST', async () => {
    const { status, body } = await get('/api/product/s/%ZZ');
    expect(status).toBe(400);
    expectErrorShape(400, body, 'BAD_REQUEST');
  });

  it('answers a path parameter over the length limit with 414 URI_TOO_LONG', async () => {
    const { status, body } = await get(`/api/cart/${'a'.repeat(300)}`, { method: 'PUT' });
    expect(status).toBe(414);
    expectErrorShape(414, body, 'URI_TOO_LONG');
  });

  it('answers headers over the size limit with 431 HEADERS_TOO_LARGE', async () => {
    const big = 'a'.repeat(20_000);
    const response = await rawRequest(
      server.url,
      `GET /api/filters/s/ALL HTTP/1.1\r\nHost: shop\r\nX-Big: ${big}\r\n\r\n`,
    );
    expect(response.status).toBe(431);
    expectErrorShape(431, response.body, 'HEADERS_TOO_LARGE');
  });

  it('answers an unknown method with 400 BAD_REQUEST', async () => {
    const response = await rawRequest(server.url, 'FOO /api/cart HTTP/1.1\r\nHost: shop\r\n\r\n');
    expect(response.status).toBe(400);
    expectErrorShape(400, response.body, 'BAD_REQUEST');
  });

  it.each(['//api/product/s/x', '/api//cart', '/gb//en', '//evil.example/gb/index.html'])(
    'answers a path with an empty segment (%s) with 404 NOT_FOUND',
    async (path) => {
      const { status, body } = await get(path, { redirect: 'manual' });
      expect(status).toBe(404);
      expectErrorShape(404, body, 'NOT_FOUND');
    },
  );

  it('answers errors of the search protocol with the code beside Algolia\u2019s fields', async () => {
    const { status, body } = await get('/search/1/indexes/nope/query', {
      method: 'POST',
      body: '{}',
    });
    expect(status).toBe(404);
    expectErrorShape(404, body, 'NOT_FOUND');
  });
});

describe('shutting down', () => {
  it('answers a request that arrives during shutdown with 503 SERVICE_UNAVAILABLE', async () => {
    const own = server;
    const connection = await openRaw(own.url);
    const body = JSON.stringify({ language: 'en', sitePublicId: 'none' });
    const arrived = once(own.app.server, 'request');
    // The first request is in flight (half its body sent) when the shutdown starts ...
    connection.socket.write(
      `POST /api/basic-session HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
    );
    await arrived;
    closed = own.close();
    await expect.poll(() => own.app.server.listening).toBe(false);
    // ... and a second one arrives on the same connection behind it.
    connection.socket.write(
      `${body.slice(5)}GET /api/filters/s/ALL HTTP/1.1\r\nHost: shop\r\n\r\n`,
    );
    const responses = await connection.closed;
    await closed;
    expect(responses).toHaveLength(2);
    expect(responses[0]?.status).not.toBe(503);
    expect(responses[1]?.status).toBe(503);
    expect(responses[1]?.headers.connection).toBe('close');
    expectErrorShape(503, responses[1]?.body ?? '', 'SERVICE_UNAVAILABLE');
  });
});
