import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_CACHE_CONTROL, mediaRoutes } from './media-routes';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await app.register(mediaRoutes);
  await app.ready();
});

afterAll(() => app.close());

describe('GET /media/*', () => {
  it('serves a product image as immutable SVG with an ETag', async () => {
    const res = await app.inject('/media/p/dress/1f2a44/front.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.body.startsWith('<svg')).toBe(true);
    expect(res.body).toContain('fill="#1f2a44"');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await app.inject('/media/p/boot/9c6238/back.svg');
    const again = await app.inject({
      url: '/media/p/boot/9c6238/back.svg',
      headers: { 'if-none-match': `W/"other", ${first.headers.etag}` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves editorial images', async () => {
    const res = await app.inject('/media/editorial/hero-women.svg');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('viewBox="0 0 1440 960"');
  });

  it.each([
    '/media/p/spacesuit/1f2a44/front.svg',
    '/media/p/dress/1F2A44/front.svg',
    '/media/p/dress/1f2a4/front.svg',
    '/media/p/dress/zzzzzz/front.svg',
    '/media/p/dress/1f2a44/side.svg',
    '/media/p/dress/1f2a44/front.png',
    '/media/p/dress/1f2a44/front.svg/extra',
    '/media/p/dress/1f2a44/..%2F..%2Fetc%2Fpasswd',
    '/media/editorial/unknown.svg',
    '/media/editorial/hero-women',
    '/media/',
  ])('answers 404 JSON for %s', async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, code: 'NOT_FOUND', message: expect.any(String) });
  });
});
