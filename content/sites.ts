/**
 * The seeded country sites: which folder, country, currency and languages each has, and the
 * few commercial facts their copy quotes (free-delivery threshold, payment methods).
 */
import type { Lang } from './languages';

/** The currencies the seeded sites sell in; the seed prices every product in each. */
export const SEED_CURRENCIES = ['GBP', 'EUR', 'JPY', 'AED', 'USD'] as const;
export type SeedCurrency = (typeof SEED_CURRENCIES)[number];

export interface SeedSite {
  folder: string;
  countryCode: string;
  alpha3Code: string;
  /** English country name (SiteConfig.country.name) */
  countryName: string;
  /** the country as its own default language writes it (the site selector's label) */
  label: string;
  currency: SeedCurrency;
  currencySymbol: string;
  /** price filter step in major units (spec §5) */
  stepMultiple: number;
  languages: readonly Lang[];
  defaultLanguage: Lang;
  /** free standard delivery from this order value, in minor units */
  freeDeliveryMinor: number;
  paymentIcons: readonly string[];
  /**
   * Prices are shown before tax and the tax is calculated at checkout for the delivery address
   * (the US: sales tax depends on the state); elsewhere prices include it (VAT, GST).
   */
  taxCalculatedAtCheckout: boolean;
}

export const SEED_SITES: readonly SeedSite[] = [
  {
    folder: 'gb',
    countryCode: 'GB',
    alpha3Code: 'GBR',
    countryName: 'United Kingdom',
    label: 'United Kingdom',
    currency: 'GBP',
    currencySymbol: '£',
    stepMultiple: 5,
    languages: ['en'],
    defaultLanguage: 'en',
    freeDeliveryMinor: 50_00,
    paymentIcons: ['visa', 'mastercard', 'amex', 'paypal', 'apple-pay', 'google-pay'],
    taxCalculatedAtCheckout: false,
  },
  {
    folder: 'fr',
    countryCode: 'FR',
    alpha3Code: 'FRA',
    countryName: 'France',
    label: 'France',
    currency: 'EUR',
    currencySymbol: '€',
    stepMultiple: 5,
    languages: ['fr'],
    defaultLanguage: 'fr',
    freeDeliveryMinor: 60_00,
    paymentIcons: ['cartes-bancaires', 'visa', 'mastercard', 'amex', 'paypal', 'apple-pay'],
    taxCalculatedAtCheckout: false,
  },
  {
    folder: 'jp',
    countryCode: 'JP',
    alpha3Code: 'JPN',
    countryName: 'Japan',
    label: '日本',
    currency: 'JPY',
    currencySymbol: '¥',
    stepMultiple: 1000,
    languages: ['ja', 'en'],
    defaultLanguage: 'ja',
    freeDeliveryMinor: 10_000,
    paymentIcons: ['visa', 'mastercard', 'jcb', 'amex', 'paypal'],
    taxCalculatedAtCheckout: false,
  },
  {
    folder: 'ae',
    countryCode: 'AE',
    alpha3Code: 'ARE',
    countryName: 'United Arab Emirates',
    label: 'الإمارات العربية المتحدة',
    currency: 'AED',
    currencySymbol: 'AED',
    stepMultiple: 20,
    languages: ['ar', 'en'],
    defaultLanguage: 'ar',
    freeDeliveryMinor: 200,
    paymentIcons: ['visa', 'mastercard', 'amex', 'apple-pay'],
    taxCalculatedAtCheckout: false,
  },
  {
    folder: 'us',
    countryCode: 'US',
    alpha3Code: 'USA',
    countryName: 'United States',
    label: 'United States',
    currency: 'USD',
    currencySymbol: '$',
    stepMultiple: 10,
    languages: ['en'],
    defaultLanguage: 'en',
    freeDeliveryMinor: 100_00,
    paymentIcons: ['visa', 'mastercard', 'amex', 'paypal', 'apple-pay', 'google-pay'],
    taxCalculatedAtCheckout: true,
  },
];

/** Endonyms for the language selector. */
export const LANGUAGE_LABELS: Record<Lang, string> = {
  en: 'English',
  fr: 'Français',
  ja: '日本語',
  ar: 'العربية',
};

/** Intl locale of a language on a site: "en-GB", "ar-AE". */
export function localeOf(site: SeedSite, lang: Lang): string {
  return `${lang}-${site.countryCode}`;
}
