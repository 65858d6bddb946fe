/**
 * Page metadata on route change (spec §2 "Shell"): the root path uses the site-level SEO title
 * and description; other paths use a configured page entry when seoData.json has one; a listing
 * is named after its category; anything else keeps the site's texts until its page names itself.
 */
import type { NavTreeNode, SeoData } from '../../shared/domain/content';

export interface PageSeo {
  title: string;
  description: string;
}

function normalise(path: string): string {
  const bare = (path.split(/[?#]/)[0] ?? '/').replace(/\/+$/, '');
  return (bare || '/').toLowerCase();
}

/**
 * The shop's name for composed titles: site titles read "Brand | tagline", and "Dresses |
 * Brand" reads better than repeating the tagline after every category.
 */
export function siteName(seo: SeoData): string {
  return seo.site.title.split(/\s+[|–—-]\s+/)[0] ?? seo.site.title;
}

export function resolveSeo(pathname: string, seo: SeoData, listing: NavTreeNode | null): PageSeo {
  const site = { title: seo.site.title, description: seo.site.description };
  const path = normalise(pathname);
  if (path === '/') return site;
  const entry = seo.pages.find((page) => normalise(page.path) === path);
  if (entry) return { title: entry.title, description: entry.description || site.description };
  if (listing)
    return {
      title: `${listing.h1 ?? listing.label} | ${siteName(seo)}`,
      description: site.description,
    };
  return site;
}

/** "Page not found | Site": the soft 404 names itself so the tab says what happened. */
export function notFoundTitle(label: string, seo: SeoData | undefined): string {
  return seo ? `${label} | ${siteName(seo)}` : label;
}
