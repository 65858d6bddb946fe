/** Content feature: the homepage and the per-language content files every other feature reads. */
import { lazy } from 'react';

/**
 * The homepage is a lazy chunk of its own: the shell imports this index statically for the
 * content hooks, which would otherwise pull the page (and the product trays) into the entry.
 */
export const HomePage = lazy(() =>
  import('./home/home-page').then((module) => ({ default: module.HomePage })),
);
export { contentKeys } from './api/content-keys';
export {
  contentQueryOptions,
  useContentData,
  type ContentFile,
  type ContentFiles,
} from './api/get-content-data';
