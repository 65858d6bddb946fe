/**
 * Every seeded site and language, for writing the demo promotions' texts once per language and
 * currency (campaigns/campaign-texts.ts keys `lang:CUR`). Amounts are written as people write a
 * round threshold ("£50", not "£50.00"), as the content files' promo bar does.
 */
import type { Lang } from '../../../../content/languages';
import { localeOf, SEED_SITES, type SeedCurrency, type SeedSite } from '../../../../content/sites';
import { toMajorUnits } from '../../../shared/domain/currency';
import { promotionCopyFor, type PromotionCopy } from './copy';

export type PerCurrency = Record<SeedCurrency, number>;

export interface SiteLanguage {
  site: SeedSite;
  lang: Lang;
  copy: PromotionCopy;
  /** an amount of `amounts` in this site's currency, formatted without decimals */
  money(amounts: PerCurrency): string;
}

function siteLanguage(site: SeedSite, lang: Lang): SiteLanguage {
  const format = new Intl.NumberFormat(localeOf(site, lang), {
    style: 'currency',
    currency: site.currency,
    maximumFractionDigits: 0,
  });
  return {
    site,
    lang,
    copy: promotionCopyFor(lang, site.countryCode),
    money: (amounts) => format.format(toMajorUnits(amounts[site.currency], site.countryCode)),
  };
}

export const SITE_LANGUAGES: readonly SiteLanguage[] = SEED_SITES.flatMap((site) =>
  site.languages.map((lang) => siteLanguage(site, lang)),
);

/** The shop's default site in its default language: a definition's own texts. */
export const DEFAULT_SITE_LANGUAGE: SiteLanguage = SITE_LANGUAGES[0]!;

/** Texts built for every site and language, under their `lang:CUR` keys. */
export function everyLanguage<T>(build: (at: SiteLanguage) => T): Record<string, T> {
  return Object.fromEntries(
    SITE_LANGUAGES.map((at) => [`${at.lang}:${at.site.currency}`, build(at)]),
  );
}

/** The same amount in every seeded currency's minor units. */
export function everyCurrency(minor: number): PerCurrency {
  return { GBP: minor, EUR: minor, JPY: minor, AED: minor, USD: minor };
}

/** Free standard delivery from each site's own threshold (the promo bar quotes it). */
export const FREE_DELIVERY_FROM = Object.fromEntries(
  SEED_SITES.map((site) => [site.currency, site.freeDeliveryMinor]),
) as PerCurrency;
