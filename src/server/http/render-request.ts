/**
 * The server's own render traffic: the requests its page render makes to itself in process
 * (src/server/render/same-origin-fetch.ts) carry a secret drawn once per process, so the rate
 * limits can tell them from a client's (they all come from 127.0.0.1, and one popular page
 * would otherwise exhaust one "client's" search allowance for every shopper). The header is
 * redacted from logs; a client cannot guess it.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

export const RENDER_REQUEST_HEADER = 'x-vitrine-render';

const token = Buffer.from(randomBytes(24).toString('hex'));

/** The header the render's in-process requests carry. */
export function renderRequestHeaders(): Record<string, string> {
  return { [RENDER_REQUEST_HEADER]: token.toString() };
}

export function isRenderRequest(request: FastifyRequest): boolean {
  const value = request.headers[RENDER_REQUEST_HEADER];
  if (typeof value !== 'string' || value.length !== token.length) return false;
  return timingSafeEqual(Buffer.from(value), token);
}
