/**
 * Which site and language a request is for: the one rule every /api route follows, applied by
 * the site-language preHandler (plugins/site-language.ts).
 *
 * - The site is named by `siteTag` (the query parameter of every /api call, spec §7), or, when
 *   a session is being opened, by the body's `sitePublicId`; a call of an existing session that
 *   names none is for the session's site. An unknown name is the client's mistake (400).
 * - Texts are shown in the requested language when the site ships it, else in the site's
 *   default, so a stale or hand-edited `lang` never produces empty names. Messages still name
 *   the language that was asked for (spec §8 "Product not found … Language: {lang}").
 */
import type { SiteRuntime } from '../catalogue/types';
import { badRequest } from '../http/api-error';
import type { SiteRegistry } from './site-registry';

/** How a request names its site and language; every field is optional. */
export interface SiteNaming {
  siteTag?: string | undefined;
  sitePublicId?: string | undefined;
  lang?: string | undefined;
  /** the site and language of the request's shopping session, if it has one */
  session?: { site: string; language: string } | null | undefined;
}

export interface SiteLanguage {
  site: SiteRuntime;
  /** the language texts are shown in: one the site ships */
  language: string;
  /** the language the request asked for, as sent (the shown one when it asked for none) */
  requestedLanguage: string;
}

function findSite(registry: SiteRegistry, naming: SiteNaming): SiteRuntime {
  if (naming.siteTag === undefined && naming.sitePublicId !== undefined) {
    const site = registry.byPublicId(naming.sitePublicId);
    if (!site) throw badRequest(`Unknown sitePublicId "${naming.sitePublicId}"`);
    return site;
  }
  const known = registry.all.map((candidate) => candidate.siteTag).join(', ');
  const siteTag = naming.siteTag ?? naming.session?.site;
  if (siteTag === undefined) throw badRequest(`siteTag is required (known: ${known})`);
  const site = registry.bySiteTag(siteTag);
  if (!site) throw badRequest(`Unknown siteTag "${siteTag}" (known: ${known})`);
  return site;
}

export function resolveSiteLanguage(registry: SiteRegistry, naming: SiteNaming): SiteLanguage {
  const site = findSite(registry, naming);
  const asked = naming.lang ?? naming.session?.language;
  const language = asked && site.languages.includes(asked) ? asked : site.defaultLanguage;
  return { site, language, requestedLanguage: asked || language };
}
