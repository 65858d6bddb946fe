/**
 * What a journey needs to know about a country site, read from the same files the shop serves:
 * label texts by key (so journeys find controls by their accessible names in any language) and
 * the navigation menu.
 */
import { readFileSync } from 'node:fs';
import type { NavMenu } from '../../../src/shared/domain/content';
import type { SiteConfig } from '../../../src/shared/domain/site';

export interface SiteUnderTest {
  folder: string;
  language: string;
  base: string;
  config: SiteConfig;
  menu: NavMenu;
  /** label text for a key, with {placeholders} filled */
  label(key: string, params?: Record<string, string | number>): string;
}

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(new URL(`../../../public/${path}`, import.meta.url), 'utf8')) as T;
}

export function siteUnderTest(folder: string, language: string): SiteUnderTest {
  const labels = readJson<Record<string, string>>(`${folder}/language/${language}.json`);
  return {
    folder,
    language,
    base: `/${folder}/${language}`,
    config: readJson<SiteConfig>(`${folder}/themes/config.json`),
    menu: readJson<NavMenu>(`${folder}/data/${language}/navMenu.json`),
    label(key, params = {}) {
      const text = labels[key];
      if (text === undefined) throw new Error(`label ${key} missing in ${folder}/${language}`);
      return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
    },
  };
}

/** The l3 menu entry of a context (e.g. women → clothing → dresses) by its key. */
export function menuEntry(
  site: SiteUnderTest,
  key: string,
): { context: string; label: string; path: string } {
  for (const context of site.menu.items) {
    for (const column of context.items ?? []) {
      const entry = column.items?.find((item) => item.key === key);
      if (entry) return { context: context.label, label: entry.label, path: entry.path };
    }
  }
  throw new Error(`no menu entry ${key} in ${site.base}`);
}
