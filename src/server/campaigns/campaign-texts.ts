/**
 * A campaign's and a voucher's texts in every language the shop ships. The stored definition
 * (StoredCampaign, StoredVoucher) carries one set of texts, the default; `texts` holds the
 * others, each under a key naming a language (`fr`) or a language in one currency (`fr:EUR`),
 * for texts that quote an amount ("Livraison offerte dès 60 €"). A text missing under both
 * keys is the definition's own: a campaign always shows something.
 */
import { Type, type Static } from 'typebox';
import { PromotionContentBlockSchema } from '../../shared/api/promotions';
import { Text } from '../../shared/api/text';
import type { Campaign, Voucher } from '../../shared/domain/promotions';

const Name = Text({ maxLength: 200 });
const TextKey = Type.String({ pattern: '^[a-z]{2,3}(-[A-Za-z]{2,4})?(:[A-Z]{3})?$' });

export const CampaignTextsSchema = Type.Object({
  name: Type.Optional(Name),
  promotions: Type.Optional(
    Type.Record(
      Type.String({ minLength: 1, maxLength: 64 }),
      Type.Object({
        name: Type.Optional(Name),
        content: Type.Optional(Type.Array(PromotionContentBlockSchema, { maxItems: 20 })),
      }),
      { maxProperties: 20 },
    ),
  ),
});
export type CampaignTexts = Static<typeof CampaignTextsSchema>;

export const CampaignTranslationsSchema = Type.Record(TextKey, CampaignTextsSchema, {
  maxProperties: 200,
});
export type CampaignTranslations = Static<typeof CampaignTranslationsSchema>;

export const VoucherTextsSchema = Type.Object({
  name: Type.Optional(Name),
  message: Type.Optional(Text({ maxLength: 500 })),
  /** the name of the voucher's promotion, shown beside its discount on a line */
  promotionName: Type.Optional(Name),
});
export type VoucherTexts = Static<typeof VoucherTextsSchema>;

export const VoucherTranslationsSchema = Type.Record(TextKey, VoucherTextsSchema, {
  maxProperties: 200,
});
export type VoucherTranslations = Static<typeof VoucherTranslationsSchema>;

/** The texts for a language in a currency: `lang:CUR` first, then `lang`. */
function textsFor<T>(
  translations: Record<string, T>,
  lang: string,
  currency: string,
): Partial<T> | undefined {
  return translations[`${lang}:${currency}`] ?? translations[lang];
}

/**
 * The campaign with its texts in `lang`. Only names and content change: the objects the
 * engine keys on (`items`, the discounts) stay the same, so every language of a currency
 * shares them.
 */
export function localiseCampaign(
  campaign: Campaign,
  translations: CampaignTranslations,
  lang: string,
  currency: string,
): Campaign {
  const texts = textsFor(translations, lang, currency);
  if (!texts) return campaign;
  return {
    ...campaign,
    name: texts.name ?? campaign.name,
    promotions: campaign.promotions.map((promotion) => {
      const own = texts.promotions?.[promotion.id];
      return own
        ? {
            ...promotion,
            name: own.name ?? promotion.name,
            content: own.content ?? promotion.content,
          }
        : promotion;
    }),
  };
}

/** The voucher with its texts in `lang`. */
export function localiseVoucher(
  voucher: Voucher,
  translations: VoucherTranslations,
  lang: string,
  currency: string,
): Voucher {
  const texts = textsFor(translations, lang, currency);
  if (!texts) return voucher;
  return {
    ...voucher,
    name: texts.name ?? voucher.name,
    message: texts.message ?? voucher.message,
    promotion: { ...voucher.promotion, name: texts.promotionName ?? voucher.promotion.name },
  };
}
