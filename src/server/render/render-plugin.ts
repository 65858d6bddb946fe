/**
 * Server rendering of pages (issue 10): a first visit, a search engine or a link preview gets
 * the page itself, in its language and direction, with its data, instead of an empty shell.
 * The static plugin's catch-all asks `app.renderPage` for every client-side route; when there
 * is no server render of this build it stays null and the shell is sent as before. Once a
 * service worker controls the page, navigations never reach here: the worker answers them
 * from its precached shell and the persisted queries (repeat visits stay instant and offline).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerEntry } from '../../shared/render/render-contract';
import { contentSecurityPolicy } from '../plugins/security-headers';
import { documentEnd, documentStart, prepareDocument, type DocumentParts } from './html-document';
import { loadServerEntry } from './load-server-entry';
import { installSameOriginFetch } from './same-origin-fetch';

export type RenderPage = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

declare module 'fastify' {
  interface FastifyInstance {
    /** null when the build has no server render: pages go out as the app shell */
    renderPage: RenderPage | null;
  }
}

function readDocument(distDir: string): DocumentParts {
  const shell = readFileSync(join(distDir, 'index.html'), 'utf8');
  const assets = join(distDir, 'assets');
  const stylesheets = readdirSync(assets)
    .filter((file) => file.endsWith('.css'))
    .sort()
    .map((file) => `/assets/${file}`);
  return prepareDocument(shell, (href) => readFileSync(join(distDir, href), 'utf8'), stylesheets);
}

function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function pageRenderer(entry: ServerEntry, parts: DocumentParts): RenderPage {
  return async (request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    const outcome = await entry.render({ url: request.url, nonce });
    if (outcome.kind === 'redirect') {
      return reply.header('cache-control', 'no-cache').redirect(outcome.location, outcome.status);
    }
    const app = new PassThrough();
    outcome.pipe(app);
    const body = Readable.from(
      (async function* document() {
        // The page is whole once its shell is ready (its data and chunks were loaded first),
        // so its markup is read before the head, which holds the styles that markup uses.
        const chunks: Buffer[] = [];
        for await (const chunk of app) chunks.push(chunk as Buffer);
        const markup = Buffer.concat(chunks).toString('utf8');
        yield documentStart(parts, outcome, originOf(request), markup);
        yield markup;
        yield documentEnd(parts, outcome.state, nonce);
      })(),
    );
    return reply
      .status(outcome.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', contentSecurityPolicy(nonce))
      .send(body);
  };
}

async function renderPlugin(app: FastifyInstance): Promise<void> {
  const { ssrDir, distDir } = app.config;
  const entry = ssrDir ? await loadServerEntry(ssrDir, distDir, app.log) : null;
  if (!entry) {
    app.decorate('renderPage', null);
    return;
  }
  const restoreFetch = installSameOriginFetch(app);
  app.addHook('onClose', async () => restoreFetch());
  app.decorate('renderPage', pageRenderer(entry, readDocument(distDir)));
}

export default fp(renderPlugin, { name: 'render', dependencies: ['config'] });
