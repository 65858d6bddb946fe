import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentPaths, fetchContent } from '../../../platform/content/fetch-content';
import { useActiveLocale } from '../../../platform/site/site-context';
import type {
  FooterData,
  HeaderData,
  HomeData,
  NavMenu,
  NavTree,
  Promotions,
  SeoData,
} from '../../../shared/domain/content';
import { contentKeys } from './content-keys';

/** The data files of a site language and the shape each one holds. */
export interface ContentFiles {
  navMenu: NavMenu;
  navTree: NavTree;
  seoData: SeoData;
  header: HeaderData;
  footer: FooterData;
  promotions: Promotions;
  home: HomeData;
}
export type ContentFile = keyof ContentFiles;

/**
 * Content changes with a deploy, not while a shopper browses: it stays fresh for the session
 * (the service worker revalidates the files in the background).
 */
export function contentQueryOptions<K extends ContentFile>(
  folder: string,
  language: string,
  file: K,
) {
  return queryOptions({
    queryKey: contentKeys.data(folder, language, file),
    queryFn: ({ signal }) =>
      fetchContent<ContentFiles[K]>(contentPaths.data(folder, language, file), signal),
    staleTime: Infinity,
  });
}

/** One content file of the active site and language. */
export function useContentData<K extends ContentFile>(file: K) {
  const { site, language } = useActiveLocale();
  return useQuery(contentQueryOptions(site.folder, language, file));
}
