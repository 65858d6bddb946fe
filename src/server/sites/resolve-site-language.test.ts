import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import type { SiteRuntime } from '../catalogue/types';
import { resolveSiteLanguage } from './resolve-site-language';
import { createSiteRegistry } from './site-registry';

const site = (folder: string, languages: string[], sitePublicId?: string): SiteRuntime => ({
  folder,
  siteTag: `vitrine-${folder}`,
  sitePublicId,
  countryCode: folder.toUpperCase(),
  currency: 'GBP',
  languages,
  defaultLanguage: languages[0]!,
  indexPrefix: `vitrine_${folder}`,
  agreements: [],
});
const registry = createSiteRegistry([site('gb', ['en']), site('ae', ['ar', 'en'], 'pub-ae')]);

function rejection(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}

describe('resolveSiteLanguage', () => {
  it('takes the site from siteTag and the language the site ships', () => {
    const found = resolveSiteLanguage(registry, { siteTag: 'vitrine-ae', lang: 'en' });
    expect(found.site.folder).toBe('ae');
    expect(found).toMatchObject({ language: 'en', requestedLanguage: 'en' });
  });

  it('shows the default language for one the site does not ship, but remembers what was asked', () => {
    const found = resolveSiteLanguage(registry, { siteTag: 'vitrine-ae', lang: 'fr' });
    expect(found).toMatchObject({ language: 'ar', requestedLanguage: 'fr' });
    expect(resolveSiteLanguage(registry, { siteTag: 'vitrine-gb' })).toMatchObject({
      language: 'en',
      requestedLanguage: 'en',
    });
  });

  it('finds a new session’s site by its public id (or tag)', () => {
    expect(resolveSiteLanguage(registry, { sitePublicId: 'pub-ae' }).site.folder).toBe('ae');
    expect(resolveSiteLanguage(registry, { sitePublicId: 'vitrine-gb' }).site.folder).toBe('gb');
  });

  it('falls back to the session’s site and language, the query winning over both', () => {
    const session = { site: 'vitrine-ae', language: 'en' };
    expect(resolveSiteLanguage(registry, { session })).toMatchObject({ language: 'en' });
    expect(resolveSiteLanguage(registry, { session }).site.folder).toBe('ae');
    const named = resolveSiteLanguage(registry, { session, siteTag: 'vitrine-gb', lang: 'en' });
    expect(named.site.folder).toBe('gb');
  });

  it('answers 400 BAD_REQUEST for an unknown or missing site', () => {
    expect(rejection(() => resolveSiteLanguage(registry, { siteTag: 'nope' }))).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST',
    });
    expect(rejection(() => resolveSiteLanguage(registry, { sitePublicId: 'nope' })).message).toBe(
      'Unknown sitePublicId "nope"',
    );
    expect(rejection(() => resolveSiteLanguage(registry, {})).message).toMatch(
      /siteTag is required/,
    );
  });
});
