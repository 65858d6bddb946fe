/**
 * The campaigns as the server holds them: every stored campaign resolved once per site
 * currency (resolveCampaigns), and each currency's campaigns with their texts in a language,
 * made on first use. Resolved objects are reused by every request, as the engine wants (it
 * keys its item sets by the `items` array), and a language's copy shares them.
 *
 * Which campaigns run is decided at each request's time (the engine filters them; GET
 * /api/cart/promotions with runningCampaigns), never when they were loaded.
 */
import type { Campaign } from '../../shared/domain/promotions';
import { giftSkus, resolveCampaigns } from '../promotions';
import { localiseCampaign, type CampaignTranslations } from './campaign-texts';
import type { CampaignRows } from './campaign-repository';

export interface CurrencyCampaigns {
  /** every campaign that resolves in this currency, in their order, running or not */
  readonly campaigns: readonly Campaign[];
  /** the skus the campaigns give away (their prices come from the catalogue) */
  readonly giftSkus: readonly string[];
  /** the same campaigns with their texts in `lang` */
  inLanguage(lang: string): readonly Campaign[];
}

export interface CampaignSet {
  readonly revision: number;
  forCurrency(currency: string): CurrencyCampaigns;
}

/** A campaign refused in a currency, for the log. */
export interface Refused {
  currency: string;
  id: string;
  reason: string;
}

const NONE: CurrencyCampaigns = { campaigns: [], giftSkus: [], inLanguage: () => [] };

function currencyCampaigns(
  campaigns: Campaign[],
  texts: ReadonlyMap<string, CampaignTranslations>,
  currency: string,
): CurrencyCampaigns {
  const languages = new Map<string, readonly Campaign[]>();
  return {
    campaigns,
    giftSkus: giftSkus(campaigns),
    inLanguage(lang) {
      let localised = languages.get(lang);
      if (!localised) {
        localised = campaigns.map((campaign) =>
          localiseCampaign(campaign, texts.get(campaign.id) ?? {}, lang, currency),
        );
        languages.set(lang, localised);
      }
      return localised;
    },
  };
}

/** Resolves the stored campaigns for each currency; `refused` lists what was left out. */
export function buildCampaignSet(
  rows: CampaignRows,
  currencies: readonly string[],
): { set: CampaignSet; refused: Refused[] } {
  const stored = rows.campaigns.map((row) => row.campaign);
  const texts = new Map(rows.campaigns.map((row) => [row.campaign.id, row.texts]));
  const refused: Refused[] = [];
  const byCurrency = new Map<string, CurrencyCampaigns>();
  for (const currency of new Set(currencies)) {
    const resolved = resolveCampaigns(stored, currency);
    refused.push(...resolved.refused.map((refusal) => ({ currency, ...refusal })));
    refused.push(...rows.invalid.map((invalid) => ({ currency, ...invalid })));
    byCurrency.set(currency, currencyCampaigns(resolved.campaigns, texts, currency));
  }
  return {
    set: {
      revision: rows.revision,
      forCurrency: (currency) => byCurrency.get(currency) ?? NONE,
    },
    refused,
  };
}
