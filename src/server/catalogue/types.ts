/**
 * The catalogue as the server holds it: written by the seed generator into the database,
 * read back by the repositories, and turned into search records by the search engine.
 * Prices are integer minor units per currency (see src/shared/domain/currency.ts).
 */
import type { Collection, Gender } from '../../shared/domain/product';

/** Localised text: one entry per shipped language ("en", "fr", "ja", "ar"). */
export type Localised = Record<string, string>;

export interface CatalogueBrand {
  tag: string;
  name: string;
}

export interface CatalogueColour {
  slug: string;
  names: Localised;
  /** colour family for filtering: "blue", "black", … */
  group: string;
  hex: string[];
}

/** A size: its slug (the last SKU segment) and, per language, its name and its label. */
export interface CatalogueSize {
  slug: string;
  name: Localised;
  labelSize: Localised;
}

export interface CatalogueSku {
  sku: string;
  size: string;
  /** availability code of spec §3: -2 backorder, -1 preorder, 1, 2 lowstock, 3 out, 4 discontinued */
  availability: number;
  stock: number;
  shipDateStart?: number;
  shipDateEnd?: number;
}

export interface CatalogueVariant {
  /** the search objectID: `${productId}-${colour.slug}` */
  id: string;
  colour: CatalogueColour;
  /** image URLs served by this server (generated SVG), main first */
  images: string[];
  skus: CatalogueSku[];
}

export interface CatalogueProduct {
  productId: string;
  slug: string;
  names: Localised;
  descriptions: Localised;
  brandTag: string;
  gender: Gender;
  /** garment kind used by the image generator: "dress", "shirt", … */
  garment: string;
  /** category labels per language, l1 → leaf, e.g. { en: ["Women", "Clothing", "Dresses"] } */
  categories: Record<string, string[]>;
  /** listing ids of every level: ["women", "women-clothing", "women-clothing-dresses"] */
  categoryPageIds: string[];
  collections: Collection[];
  sizes: CatalogueSize[];
  /** by ISO currency: list and sale in minor units of that site's currency */
  prices: Record<string, { list: number; sale: number }>;
  finalSale: boolean;
  popularity: number;
  createdAt: number;
  variants: CatalogueVariant[];
}

export interface Catalogue {
  brands: CatalogueBrand[];
  products: CatalogueProduct[];
}

/** A country site as the server knows it, read from public/sites.json and themes/config.json. */
export interface SiteRuntime {
  folder: string;
  siteTag: string;
  /** what the client sends as `sitePublicId` when it opens a session */
  sitePublicId?: string;
  countryCode: string;
  currency: string;
  languages: string[];
  defaultLanguage: string;
  /** search index name prefix; a language's index is `${indexPrefix}_${lang}` */
  indexPrefix: string;
  /**
   * prices are before tax, which is calculated at checkout for the delivery address
   * (SiteConfig catalog.taxCalculatedAtCheckout); absent or false: prices include it
   */
  taxCalculatedAtCheckout?: boolean;
  /** the ids of the agreements an order must carry (SiteConfig.agreements) */
  agreements: readonly string[];
}
