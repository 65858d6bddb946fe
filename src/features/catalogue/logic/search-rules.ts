/**
 * Query rules (spec §7 "ruleContexts", §3 "userData.redirect"): the engine answers a query that
 * matches a rule with `userData` entries. A redirect sends the shopper elsewhere; banners show
 * above the results. Anything else in userData is ignored, so a rule written for another client
 * cannot break this one.
 */
export interface SearchBanner {
  title?: string;
  text?: string;
  image?: string;
  /** a path in this shop (relative to the router base) or an absolute URL */
  link?: string;
  linkText?: string;
  /** 0-based slot in the product grid of its page (listings); absent: the first slot */
  position?: number;
  /** 1-based listing page the banner belongs to; absent: the first page */
  page?: number;
}

export interface SearchRules {
  redirect: string | undefined;
  banners: SearchBanner[];
}

/** A whole number at least `min`, else undefined (rules are data: anything may arrive). */
function whole(entry: Record<string, unknown>, key: string, min: number): number | undefined {
  const value = entry[key];
  return typeof value === 'number' && Number.isInteger(value) && value >= min ? value : undefined;
}

function text(entry: Record<string, unknown>, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const value = entry[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return undefined;
}

/** Reads Algolia's userData array (entries may be anything) into a redirect and banners. */
export function readSearchRules(userData: unknown): SearchRules {
  const rules: SearchRules = { redirect: undefined, banners: [] };
  if (!Array.isArray(userData)) return rules;
  for (const raw of userData as unknown[]) {
    if (!raw || typeof raw !== 'object') continue;
    const entry = raw as Record<string, unknown>;
    if (entry.type === 'redirect') {
      rules.redirect ??= text(entry, 'url', 'href', 'path');
    } else if (entry.type === 'banner') {
      const banner: SearchBanner = {
        title: text(entry, 'title', 'heading'),
        text: text(entry, 'text', 'subtitle', 'description', 'html'),
        image: text(entry, 'image', 'imageSrc', 'imageUrl'),
        link: text(entry, 'link', 'url', 'href', 'path'),
        linkText: text(entry, 'linkText', 'cta', 'buttonText'),
        position: whole(entry, 'position', 0),
        page: whole(entry, 'page', 1),
      };
      if (banner.title || banner.text || banner.image) rules.banners.push(banner);
    }
  }
  return rules;
}

export type RedirectTarget = { kind: 'route'; path: string } | { kind: 'external'; url: string };

/**
 * Where a rule's URL leads: a path of this shop (with or without the router base) stays in the
 * app; an absolute URL on another origin leaves it. Anything else (javascript:, data:) is refused.
 */
export function redirectTarget(
  url: string,
  base: string,
  origin: string,
): RedirectTarget | undefined {
  if (url.startsWith('/') && !url.startsWith('//')) {
    const inBase = url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`);
    return { kind: 'route', path: inBase ? url.slice(base.length) || '/' : url };
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
  if (parsed.origin === origin) {
    return redirectTarget(parsed.pathname + parsed.search, base, origin);
  }
  return { kind: 'external', url: parsed.href };
}
