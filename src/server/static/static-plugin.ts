/**
 * Serves the built PWA from DIST_DIR with explicit cache headers (cache-policy.ts), and
 * answers every unmatched request: a site's index.html redirects to its home (index-redirect.ts),
 * client-side routes get the app shell (index.html, the SPA resolves the route or shows its
 * soft 404), everything else a JSON 404 (spec §8).
 */
import { access } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RenderPage } from '../render/render-plugin';
import fp from 'fastify-plugin';
import { ApiError } from '../../shared/api/api-error';
import { notFound, sendApiError, type ServerApiError } from '../http/api-error';
import { cacheControlFor, isSpaRoute, REVALIDATE, SHORT } from './cache-policy';
import { indexHtmlRedirect } from './index-redirect';

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

function notBuilt(distDir: string): ServerApiError {
  return new ApiError(
    503,
    'SERVICE_UNAVAILABLE',
    `The app is not built: ${join(distDir, 'index.html')} is missing. Run \`npm run build\`.`,
  );
}

/**
 * The server's render of the page; if it fails (a bug, content that cannot load), the app shell,
 * whose boot shows the page or its own error screen, rather than a server error page.
 */
async function renderOrShell(
  renderPage: RenderPage,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  try {
    return await renderPage(request, reply);
  } catch (error) {
    request.log.error({ err: error }, 'server render failed: sending the app shell');
    return reply.status(200).header('cache-control', REVALIDATE).sendFile('index.html');
  }
}

async function staticPlugin(app: FastifyInstance): Promise<void> {
  const { distDir } = app.config;
  const indexFile = join(distDir, 'index.html');
  if (!(await exists(indexFile))) {
    app.log.warn({ distDir }, 'no built app in DIST_DIR: run `npm run build`');
  }

  await app.register(fastifyStatic, {
    root: distDir,
    // Cache-Control is chosen per file below; send() would otherwise set max-age=0.
    cacheControl: false,
    // "/" is a page (the default site's home, through the render), not index.html
    index: false,
    etag: true,
    // the .br/.gz siblings the build wrote (scripts/build/precompress.ts), with Vary
    preCompressed: true,
    lastModified: true,
    suppressWarning: true,
    setHeaders(reply, path) {
      // a precompressed sibling (sw.js.br) is sent for its file (sw.js), under that file's policy
      const file = path.replace(/\.(br|gz)$/, '');
      const urlPath = `/${relative(distDir, file).split(sep).join('/')}`;
      reply.header('cache-control', cacheControlFor(urlPath));
    },
  });

  /** A page of the app: the server's render, or the app shell when there is none. */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!(await exists(indexFile))) return sendApiError(reply, notBuilt(distDir));
    if (app.renderPage) return renderOrShell(app.renderPage, request, reply);
    reply.header('cache-control', REVALIDATE);
    return reply.sendFile('index.html');
  };
  // "/" is the default site's home, found by the page's locale redirect
  app.get('/', sendPage);

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const home = isRead ? indexHtmlRedirect(request.url, app.sites.all) : null;
    if (home) return reply.header('cache-control', SHORT).redirect(home, 301);
    if (isRead && isSpaRoute(pathname, request.headers.accept)) return sendPage(request, reply);
    return sendApiError(reply, notFound(`No route for ${request.method} ${pathname}`));
  });
}

export default fp(staticPlugin, { name: 'static', dependencies: ['config', 'sites', 'render'] });
