/**
 * Security headers on every response, files and errors included. The policy allows this
 * origin only: the app loads nothing from elsewhere (no CDN, fonts or remote images), so
 * anything foreign that tries to run or load is blocked.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The policy of one response. A server-rendered page passes its nonce: React reveals content
 * that streamed in after the shell with small inline scripts carrying it; nothing else inline
 * may run.
 */
export function contentSecurityPolicy(scriptNonce?: string): string {
  const scripts = scriptNonce ? `script-src 'self' 'nonce-${scriptNonce}'` : "script-src 'self'";
  return CONTENT_SECURITY_POLICY.replace("script-src 'self'", scripts);
}

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // React sets style attributes and linaria may inline critical CSS.
  "style-src 'self' 'unsafe-inline'",
  // data: for small inline swatches and placeholders.
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const HEADERS = [
  ['x-content-type-options', 'nosniff'],
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['content-security-policy', CONTENT_SECURITY_POLICY],
] as const;

async function securityHeaders(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (_request, reply, payload) => {
    // A route may set a stricter policy of its own (media SVGs forbid everything): keep it.
    for (const [name, value] of HEADERS) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    return payload;
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
