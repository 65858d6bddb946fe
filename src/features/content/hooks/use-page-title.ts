import { useEffect } from 'react';
import { useServerHead } from '../../../platform/routing/server-response';
import { useContentData } from '../api/get-content-data';

/**
 * A page that names itself ("Harrow & Finch | Vitrine", a product's name) after the route-level
 * metadata, which only knows navigation-tree listings: in the server's render it goes into the
 * document's head, in the browser onto the document.
 */
export function usePageTitle(title: string | undefined) {
  const seo = useContentData('seoData');
  const site = seo.data?.site.title.split(/\s+[|–—-]\s+/)[0];
  const full = title && site ? `${title} | ${site}` : null;
  useServerHead(full ? { title: full } : null);
  useEffect(() => {
    if (full) document.title = full;
  }, [full]);
}
