/**
 * Not found: the soft 404 page (spec §2) and the redirects map it consults first, so an old
 * or mistyped path lands where the site says it moved.
 */
export { NotFoundPage } from './components/not-found-page';
