/**
 * Everything the content files say, per language. Amounts arrive already formatted for the
 * site's locale and currency, so one copy serves every site that speaks the language.
 */
import type { Gender } from '../../src/shared/domain/product';

export interface Copy {
  promo: {
    freeDelivery(amount: string): string;
    freeReturns: string;
    saleUpTo: string;
    newSeason: string;
  };
  nav: {
    newIn: string;
    sale: string;
    highlights: string;
    viewAll: string;
    bestsellers: string;
    /** h1 of the l1 pages */
    genderHeading: Record<Gender, string>;
    newInHeading: Record<Gender, string>;
    saleHeading: Record<Gender, string>;
    feature: Record<Gender, { label: string; sublabel: string }>;
  };
  /**
   * The footer links only to pages the shop has; the customer-service and legal pages come
   * with the content pages, and their words with them.
   */
  footer: {
    /** title of the column of shop pages */
    shop: string;
    /** the brands index */
    brands: string;
    disclaimer: string;
  };
  seo: {
    siteTitle: string;
    siteDescription: string;
    /** description of a listing page from its heading */
    listing(heading: string): string;
    favourites: string;
    search: string;
  };
  home: {
    heroTitle: string;
    heroSubtitle: string;
    heroCta: string;
    tilesTitle: string;
    tiles: { women: string; men: string; newIn: string; shoes: string };
    newInTitle: string;
    bestsellersTitle: string;
    aboutTitle: string;
    aboutBody: string;
  };
}
