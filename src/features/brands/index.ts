/**
 * Brands: the brands index (by letter A–Z, 0–9) and brand pages under the configured brands
 * path. Both pages are lazy chunks; the brand tag rule is shared with links elsewhere.
 */
import { lazy } from 'react';

export const BrandsIndexPage = lazy(() =>
  import('./components/brands-index-page').then((module) => ({ default: module.BrandsIndexPage })),
);
export const BrandPage = lazy(() =>
  import('./components/brand-page').then((module) => ({ default: module.BrandPage })),
);
export { brandTag } from './logic/brand-tag';
