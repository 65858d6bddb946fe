/**
 * Reads the country sites the server knows from the content files: public/sites.json lists
 * them, each public/{folder}/themes/config.json gives its siteTag, currency and languages.
 * Read once at start; a missing or malformed file stops the server with the file's name.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SiteConfig, SitesIndex } from '../../shared/domain/site';
import type { SiteRuntime } from '../catalogue/types';

export class SiteContentError extends Error {
  override name = 'SiteContentError';
}

async function readJson(path: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new SiteContentError(`Cannot read ${path}: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new SiteContentError(`${path} is not valid JSON: ${(error as Error).message}`);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function assertSitesIndex(value: unknown, path: string): asserts value is SitesIndex {
  if (!isRecord(value) || !Array.isArray(value.sites) || value.sites.length === 0) {
    throw new SiteContentError(`${path} must hold { sites: [...] } with at least one site`);
  }
  for (const site of value.sites) {
    if (!isRecord(site) || typeof site.folder !== 'string' || !/^[a-z0-9-]+$/.test(site.folder)) {
      throw new SiteContentError(`${path}: every site needs a folder name (a-z, 0-9, -)`);
    }
  }
}

function assertSiteConfig(value: unknown, path: string): asserts value is SiteConfig {
  const ok =
    isRecord(value) &&
    typeof value.siteTag === 'string' &&
    isRecord(value.currency) &&
    typeof value.currency.code === 'string' &&
    isRecord(value.country) &&
    typeof value.country.code === 'string' &&
    Array.isArray(value.languages) &&
    typeof value.defaultLanguage === 'string' &&
    Array.isArray(value.agreements) &&
    value.agreements.every((agreement) => isRecord(agreement) && typeof agreement.id === 'string');
  if (!ok) {
    throw new SiteContentError(
      `${path} must define siteTag, currency.code, country.code, languages, defaultLanguage and agreements (each with an id)`,
    );
  }
}

function toRuntime(folder: string, config: SiteConfig): SiteRuntime {
  return {
    folder,
    siteTag: config.siteTag,
    sitePublicId: config.sitePublicId,
    countryCode: config.country.code,
    currency: config.currency.code,
    languages: config.languages.map((language) => language.code),
    defaultLanguage: config.defaultLanguage,
    indexPrefix: config.integrations?.algolia?.indexPrefix ?? config.siteTag,
    taxCalculatedAtCheckout: config.catalog?.taxCalculatedAtCheckout === true,
    agreements: config.agreements.map((agreement) => agreement.id),
  };
}

/** Loads every site listed in `${publicDir}/sites.json`. */
export async function loadSites(publicDir: string): Promise<SiteRuntime[]> {
  const indexPath = join(publicDir, 'sites.json');
  const index = await readJson(indexPath);
  assertSitesIndex(index, indexPath);
  const sites = await Promise.all(
    index.sites.map(async (entry) => {
      const configPath = join(publicDir, entry.folder, 'themes', 'config.json');
      const config = await readJson(configPath);
      assertSiteConfig(config, configPath);
      return toRuntime(entry.folder, config);
    }),
  );
  const seen = new Set<string>();
  for (const site of sites) {
    if (seen.has(site.siteTag)) {
      throw new SiteContentError(`siteTag "${site.siteTag}" is used by more than one site`);
    }
    seen.add(site.siteTag);
  }
  return sites;
}
