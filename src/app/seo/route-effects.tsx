import { useEffect, useLayoutEffect, useRef } from 'react';
import { matchRoute, useLocation, useRouter } from 'wouter';
import { useContentData } from '../../features/content';
import { useNavMatch } from '../../features/navigation';
import { useT } from '../../platform/i18n/i18n-context';
import { useServerHead } from '../../platform/routing/server-response';
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

  const listing = nav.status === 'listing' ? nav.match.node : null;
  const notFound = !knownRoute && nav.status === 'not-found';
  const page = seo.data ? resolveSeo(location, seo.data, listing) : null;
  const head = page &&
    seo.data && {
      title: notFound ? notFoundTitle(t('WEB.NOTFOUND.TITLE'), seo.data) : page.title,
      description: page.description,
      canonicalPath: `${base}${location === '/' ? '/' : location}`,
      ogLocale: intlLocale.replace(/-/g, '_'),
      siteName: seo.data.site.title,
    };
  // the server's render writes the same metadata into the document it sends
  useServerHead(head || null);

  useLayoutEffect(() => {
    if (!head) return;
    const { canonicalPath, ...meta } = head;
    applyDocumentMeta(document, {
      ...meta,
      canonical: `${window.location.origin}${canonicalPath}`,
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- head is rebuilt from these inputs
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
