import { contentPaths } from '../../platform/content/fetch-content';

/** The files a returning shopper needs to open this country site offline, in every language. */
const CONTENT_FILES = ['navMenu', 'navTree', 'seoData', 'header', 'footer', 'promotions', 'home'];
export function offlineContent(folder: string, languages: readonly string[]): string[] {
  return [
    contentPaths.sites(),
    contentPaths.config(folder),
    contentPaths.sortOptions(folder),
    ...languages.flatMap((language) => [
      contentPaths.labels(folder, language),
      ...CONTENT_FILES.map((file) => contentPaths.data(folder, language, file)),
    ]),
  ];
}
