/** Content feature: the homepage and the per-language content files every other feature reads. */
import { lazyPage } from '../../platform/routing/lazy-page';

/**
 * The homepage is a lazy chunk of its own: the shell imports this index statically for the
 * content hooks, which would otherwise pull the page (and the product trays) into the entry.
 * Boot preloads it when the URL opens the homepage, so it renders without suspending.
 */
export const HomePage = lazyPage(() =>
  import('./components/home/home-page').then((m) => m.HomePage),
);
export { contentKeys } from './api/content-keys';
export {
  contentQueryOptions,
  useContentData,
  type ContentFile,
  type ContentFiles,
} from './api/get-content-data';
export { usePageTitle } from './hooks/use-page-title';
