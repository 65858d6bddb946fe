/**
 * The head of a server-rendered page: what the route's components recorded while rendering
 * (RouteEffects, a product naming itself), over the site's own texts.
 */
import type { LoadedSite } from '../../platform/site/load-site';
import type { PageHead } from '../../shared/render/render-contract';

export function pageHead(
  recorded: Partial<PageHead> | undefined,
  site: LoadedSite,
  pathname: string,
): PageHead {
  return {
    title: recorded?.title ?? site.config.siteTag,
    description: recorded?.description ?? '',
    canonicalPath: recorded?.canonicalPath ?? pathname,
    ogLocale: recorded?.ogLocale ?? site.locale.intlLocale.replace(/-/g, '_'),
    siteName: recorded?.siteName ?? site.config.siteTag,
  };
}
