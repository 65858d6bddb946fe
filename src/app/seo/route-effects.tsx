import { useEffect, useLayoutEffect, useRef } from 'react';
import { matchRoute, useLocation, useRouter } from 'wouter';
import { useContentData } from '../../features/content';
import { useNavMatch } from '../../features/navigation';
import { useT } from '../../platform/i18n/i18n-context';
import { useActiveLocale, useSite } from '../../platform/site/site-context';
import { brandRoutePatterns } from '../../platform/routing/paths';
import { KNOWN_ROUTES } from '../routes';
import { applyDocumentMeta } from './document-meta';
import { notFoundTitle, resolveSeo } from './resolve-seo';

/**
 * What happens on every route change (spec §2 "Shell", §4 "Route change"): the page's title,
 * description, canonical link and social tags, and a scroll to the top when the path changes.
 * Metadata is written in a layout effect, before the pages' own effects run, so a page that
 * names itself (a product) has the last word.
 */
export function RouteEffects() {
  const t = useT();
  const [location] = useLocation();
  const router = useRouter();
  const { config } = useSite();
  const { base, intlLocale } = useActiveLocale();
  const seo = useContentData('seoData');
  const nav = useNavMatch(location);
  const brandRoutes = brandRoutePatterns(config.options.navigation.brandsPathname);
  const knownRoute = [...KNOWN_ROUTES, brandRoutes.brand, brandRoutes.brands].some(
    (pattern) => matchRoute(router.parser, pattern, location)[0],
  );

  useLayoutEffect(() => {
    if (!seo.data) return;
    const listing = nav.status === 'listing' ? nav.match.node : null;
    const page = resolveSeo(location, seo.data, listing);
    const notFound = !knownRoute && nav.status === 'not-found';
    applyDocumentMeta(document, {
      title: notFound ? notFoundTitle(t('WEB.NOTFOUND.TITLE'), seo.data) : page.title,
      description: page.description,
      canonical: `${window.location.origin}${base}${location === '/' ? '/' : location}`,
      ogLocale: intlLocale.replace(/-/g, '_'),
      siteName: seo.data.site.title,
    });
  }, [location, seo.data, nav, knownRoute, base, intlLocale, t]);

  const previous = useRef(location);
  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    // A new page starts at its top; a change of query only (filters, sort) keeps the place.
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [location]);

  return null;
}
