/**
 * The site and language of a request, decided once (DESIGN §3 "One active locale"): routes that
 * need them add the `requireSiteLanguage` preHandler and read `request.site`,
 * `request.language` and `request.requestedLanguage`. The rule itself (query `siteTag`/`lang`,
 * a new session's body, the session's own) is sites/resolve-site-language.ts; no route reads
 * `siteTag` or `lang` from the query itself.
 *
 * The preHandler runs after validation, so the query and body it reads are the schema-checked
 * ones, and after the session is loaded (`requireSession`, or for a session-bound route that
 * names no site or language, its own preHandler), so a session's site is known. Reading
 * `request.site` on a route without the preHandler is a programming error and throws.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SiteRuntime } from '../catalogue/types';
import { resolveSiteLanguage, type SiteLanguage } from '../sites/resolve-site-language';

declare module 'fastify' {
  interface FastifyRequest {
    /** the country site the request is for (requireSiteLanguage) */
    readonly site: SiteRuntime;
    /** the language to show texts in: one the site ships (requireSiteLanguage) */
    readonly language: string;
    /** the language the request asked for, as sent; messages name it (requireSiteLanguage) */
    readonly requestedLanguage: string;
  }
}

const resolved = new WeakMap<FastifyRequest, SiteLanguage>();

function resolvedOf(request: FastifyRequest): SiteLanguage {
  const found = resolved.get(request);
  if (!found) throw new Error('request.site read on a route without requireSiteLanguage');
  return found;
}

function text(record: unknown, key: string): string | undefined {
  if (typeof record !== 'object' || record === null) return undefined;
  const value = (record as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}

/** preHandler: resolves the request's site and language, or answers 400 for an unknown site. */
export async function requireSiteLanguage(request: FastifyRequest): Promise<void> {
  const { query, body } = request;
  resolved.set(
    request,
    resolveSiteLanguage(request.server.sites, {
      siteTag: text(query, 'siteTag'),
      sitePublicId: text(body, 'sitePublicId'),
      lang: text(query, 'lang') ?? text(body, 'language'),
      session: request.shoppingSession,
    }),
  );
}

async function siteLanguagePlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest('site', {
    getter(this: FastifyRequest) {
      return resolvedOf(this).site;
    },
  });
  app.decorateRequest('language', {
    getter(this: FastifyRequest) {
      return resolvedOf(this).language;
    },
  });
  app.decorateRequest('requestedLanguage', {
    getter(this: FastifyRequest) {
      return resolvedOf(this).requestedLanguage;
    },
  });
}

export default fp(siteLanguagePlugin, { name: 'site-language', dependencies: ['sites'] });
