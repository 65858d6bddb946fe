/** Category labels in every seeded language, shared by both genders' trees. */
import type { Texts } from '../languages';

const t = (en: string, fr: string, ja: string, ar: string): Texts => ({ en, fr, ja, ar });

export const GENDER_LABELS = {
  women: t('Women', 'Femme', 'ウィメンズ', 'نساء'),
  men: t('Men', 'Homme', 'メンズ', 'رجال'),
} as const;

export const L2_LABELS = {
  clothing: t('Clothing', 'Vêtements', 'ウェア', 'ملابس'),
  shoes: t('Shoes', 'Chaussures', 'シューズ', 'أحذية'),
  accessories: t('Accessories', 'Accessoires', 'アクセサリー', 'إكسسوارات'),
} as const;
export type L2Key = keyof typeof L2_LABELS;

export const L3_LABELS = {
  dresses: t('Dresses', 'Robes', 'ドレス', 'فساتين'),
  tops: t('Tops', 'Tops et blouses', 'トップス', 'بلوزات'),
  't-shirts': t('T-Shirts', 'T-shirts', 'Tシャツ', 'تي شيرتات'),
  shirts: t('Shirts', 'Chemises', 'シャツ', 'قمصان'),
  knitwear: t('Knitwear', 'Maille', 'ニット', 'ملابس التريكو'),
  trousers: t('Trousers', 'Pantalons', 'パンツ', 'بناطيل'),
  jeans: t('Jeans', 'Jeans', 'ジーンズ', 'جينز'),
  shorts: t('Shorts', 'Shorts', 'ショートパンツ', 'شورتات'),
  skirts: t('Skirts', 'Jupes', 'スカート', 'تنانير'),
  'coats-jackets': t('Coats & Jackets', 'Manteaux et vestes', 'コート・ジャケット', 'معاطف وسترات'),
  suits: t('Suits', 'Costumes', 'スーツ', 'بدلات'),
  sneakers: t('Sneakers', 'Baskets', 'スニーカー', 'أحذية رياضية'),
  boots: t('Boots', 'Bottines', 'ブーツ', 'جزمات'),
  loafers: t('Loafers', 'Mocassins', 'ローファー', 'أحذية لوفر'),
  sandals: t('Sandals', 'Sandales', 'サンダル', 'صنادل'),
  bags: t('Bags', 'Sacs', 'バッグ', 'حقائب'),
  scarves: t('Scarves', 'Écharpes et foulards', 'マフラー・スカーフ', 'أوشحة'),
  belts: t('Belts', 'Ceintures', 'ベルト', 'أحزمة'),
} as const;
export type L3Key = keyof typeof L3_LABELS;

/** Page headings: "Women's Dresses", "Robes femme", "ウィメンズ ドレス", "فساتين للنساء". */
export function headingFor(gender: 'women' | 'men', label: Texts): Texts {
  const women = gender === 'women';
  return {
    en: `${women ? "Women's" : "Men's"} ${label.en}`,
    fr: `${label.fr} ${women ? 'femme' : 'homme'}`,
    ja: `${GENDER_LABELS[gender].ja} ${label.ja}`,
    ar: `${label.ar} ${women ? 'للنساء' : 'للرجال'}`,
  };
}
