import type { LoadedSite } from '../../platform/site/load-site';
import { TOKEN_DEFAULTS } from '../../platform/ui/tokens';

/** Theme keys may be given with or without the leading "--" of a custom property. */
export function themeProperties(theme: Record<string, string>): Record<string, string> {
  const properties: Record<string, string> = { ...TOKEN_DEFAULTS };
  for (const [key, value] of Object.entries(theme)) {
    if (typeof value !== 'string' || !value) continue;
    properties[key.startsWith('--') ? key : `--${key}`] = value;
  }
  return properties;
}

/**
 * Puts the active site on the document (spec §2): the language, direction and language class
 * on <html>, and the site's theme as CSS custom properties over the token defaults.
 */
export function applySiteToDocument(
  doc: Document,
  site: Pick<LoadedSite, 'locale' | 'config'>,
): void {
  const root = doc.documentElement;
  const { language, dir } = site.locale;
  root.lang = language;
  root.dir = dir;
  for (const name of [...root.classList]) {
    if (name.startsWith('lang-')) root.classList.remove(name);
  }
  root.classList.add(`lang-${language}`);
  for (const [name, value] of Object.entries(themeProperties(site.config.theme ?? {}))) {
    root.style.setProperty(name, value);
  }
}
