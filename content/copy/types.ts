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
  footer: {
    customerService: string;
    contact: string;
    delivery: string;
    returns: string;
    orderStatus: string;
    sizeGuide: string;
    about: string;
    aboutUs: string;
    sustainability: string;
    careers: string;
    legal: string;
    privacy: string;
    terms: string;
    cookies: string;
    accessibility: string;
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
