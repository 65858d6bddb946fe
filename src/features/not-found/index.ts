/**
 * Not found: the soft 404 page (spec §2) and the redirects map it consults first, so an old
 * or mistyped path lands where the site says it moved.
 */
import { lazyPage } from '../../platform/routing/lazy-page';

/**
 * A chunk of its own: most pages never show it, and the entry imports this index for the
 * route table (issue 10: initial JS). The server renders it like any lazy page (its render
 * waits for the chunk), and a hydrating 404 page keeps the server's markup until it is here.
 */
export const NotFoundPage = lazyPage(() =>
  import('./components/not-found-page').then((m) => m.NotFoundPage),
);
