/**
 * GET /media/*: generated product and editorial images. A URL names one drawing completely
 * (kind, colour, view), so its bytes never change: responses are immutable for a year and
 * carry a strong ETag. Rendered images are kept in a small LRU so hot images render once.
 */
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { renderEditorialImage } from './editorial';
import { parseMediaPath, type MediaRequest } from '../../shared/media/media-url';
import { notFound, sendApiError } from '../http/api-error';
import { renderProductImage } from './render-product';

export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Enough for every kind × palette colour × view with room to spare; about 5 KB each. */
const CACHE_ENTRIES = 2000;

interface Rendered {
  body: string;
  etag: string;
}

const cache = new Map<string, Rendered>();

function render(request: MediaRequest): string {
  return request.type === 'product'
    ? renderProductImage(request.kind, request.hex, request.view)
    : renderEditorialImage(request.name);
}

function renderCached(key: string, request: MediaRequest): Rendered {
  const hit = cache.get(key);
  if (hit) {
    // Re-insert so Map order stays least-recently-used first.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const body = render(request);
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  const rendered = { body, etag };
  cache.set(key, rendered);
  if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
  return rendered;
}

/** If-None-Match may list several tags, weak or strong, or be "*". */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

export const mediaRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
    const key = request.params['*'];
    const parsed = parseMediaPath(key);
    if (!parsed) return sendApiError(reply, notFound('No such media file.'));
    const { body, etag } = renderCached(key, parsed);
    reply
      .header('cache-control', MEDIA_CACHE_CONTROL)
      .header('etag', etag)
      // An SVG opened directly is a document: forbid scripts and sniffing outright.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('x-content-type-options', 'nosniff');
    if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('image/svg+xml').send(body);
  });
};
