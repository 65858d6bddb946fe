/**
 * The pages the budgets are measured on (issue 10): home, listing, product, search and brand,
 * in every budget locale. Home and the listing are fixed places of the shop; the product, the
 * brand and the search words are found in the data (the seed catalogue, or a running shop),
 * never written down here, so a change of ids or names cannot leave them pointing nowhere.
 * Paths are built with the app's own link builders.
 */
import { readFileSync } from 'node:fs';
import { paths } from '../../src/platform/routing/paths';
import type { SiteConfig } from '../../src/shared/domain/site';
import { generateCatalogue } from '../../src/server/seed/generate-catalogue';
import { PAGE_KINDS, type PageKind } from './budgets';

/** The listing of the measurements. */
export const LISTING_PATH = '/women/clothing/dresses';

export interface PerfPage {
  kind: PageKind;
  /** router base, "/gb/en" */
  locale: string;
  /** full path with query: "/gb/en/search?query=dress" */
  url: string;
}

/** What a locale's product, brand and search pages show, found in the data. */
export interface PageRefs {
  /** app-relative product path, as the shop links it ("/product/slug/P000001?color=red") */
  productPath: string;
  brandTag: string;
  query: string;
}

/** "search /ae/ar/search?query=مريح": the kind and the URL, readable (decoded) for tables. */
export const pageName = (page: PerfPage): string => `${page.kind} ${decodeURI(page.url)}`;

/** The brands word of a locale's site (its configuration names the brand pages' path). */
export function brandsPathname(publicDir: URL, locale: string): string {
  const folder = locale.split('/')[1];
  const config = JSON.parse(
    readFileSync(new URL(`${folder}/themes/config.json`, publicDir), 'utf8'),
  ) as SiteConfig;
  return config.options.navigation.brandsPathname;
}

export function perfPages(
  locales: readonly string[],
  refs: (locale: string) => PageRefs,
  brands: (locale: string) => string,
): PerfPage[] {
  return locales.flatMap((locale) => {
    const { productPath, brandTag, query } = refs(locale);
    const relative: Record<PageKind, string> = {
      home: paths.home(),
      listing: LISTING_PATH,
      product: productPath,
      search: paths.search(query),
      brand: paths.brand(brands(locale), brandTag),
    };
    return PAGE_KINDS.map((kind) => ({
      kind,
      locale,
      url: `${locale}${relative[kind]}`,
    }));
  });
}

/**
 * Refs from the seed catalogue, for checks that run without a shop: its first product (the
 * same on every machine and for every catalogue size), that product's brand, and a word of its
 * name as the search.
 */
export function seedRefs(): PageRefs {
  const product = generateCatalogue({ products: 1 }).products[0];
  if (!product) throw new Error('the seed catalogue made no product');
  return {
    productPath: paths.product(product.slug, product.productId),
    brandTag: product.brandTag,
    query: product.slug.split('-').at(-1) ?? product.slug,
  };
}
