import { useEffect } from 'react';
import { useContentData } from '../../content';

/**
 * Brand pages name themselves ("Harrow & Finch | Vitrine") after the route-level metadata,
 * which only knows navigation-tree listings.
 */
export function usePageTitle(title: string | undefined) {
  const seo = useContentData('seoData');
  const site = seo.data?.site.title.split(/\s+[|–—-]\s+/)[0];
  useEffect(() => {
    if (title && site) document.title = `${title} | ${site}`;
  }, [title, site]);
}
