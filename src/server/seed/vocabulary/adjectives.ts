/**
 * Adjectives for product names, with the grammar each language needs:
 * - English puts a cut word after the material ("Linen Midi Dress") and a quality word before
 *   it ("Relaxed Linen Shirt"): `en.position`.
 * - French adjectives agree with the noun: masculine, feminine, masculine plural, feminine
 *   plural ("Pull épais", "Baskets basses").
 * - Japanese prefixes the garment word directly ("ミディドレス").
 * - Arabic adjectives agree in gender; plurals of things take the feminine singular, so the
 *   noun's agreement gender is enough.
 */
export interface Adjective {
  en: { word: string; position: 'before-material' | 'after-material' };
  fr: readonly [m: string, f: string, mp: string, fp: string];
  ja: string;
  ar: readonly [m: string, f: string];
}

const inv = (w: string) => [w, w, w, w] as const;
const fr4 = (m: string, f: string, mp = `${m}s`, fp = `${f}s`) => [m, f, mp, fp] as const;
const ar2 = (m: string, f: string = m) => [m, f] as const;
const before = (word: string) => ({ word, position: 'before-material' as const });
const after = (word: string) => ({ word, position: 'after-material' as const });

export const ADJECTIVES = {
  classic: {
    en: before('Classic'),
    fr: fr4('classique', 'classique'),
    ja: 'クラシック',
    ar: ar2('كلاسيكي', 'كلاسيكية'),
  },
  relaxed: {
    en: before('Relaxed'),
    fr: fr4('ample', 'ample'),
    ja: 'リラックス',
    ar: ar2('مريح', 'مريحة'),
  },
  tailored: {
    en: before('Tailored'),
    fr: fr4('ajusté', 'ajustée'),
    ja: 'テーラード',
    ar: ar2('مفصّل', 'مفصّلة'),
  },
  oversized: {
    en: before('Oversized'),
    fr: inv('oversize'),
    ja: 'オーバーサイズ',
    ar: ar2('فضفاض', 'فضفاضة'),
  },
  soft: { en: before('Soft'), fr: fr4('souple', 'souple'), ja: 'ソフト', ar: ar2('ناعم', 'ناعمة') },
  minimal: {
    en: before('Minimal'),
    fr: fr4('minimaliste', 'minimaliste'),
    ja: 'ミニマル',
    ar: ar2('بسيط', 'بسيطة'),
  },
  striped: {
    en: before('Striped'),
    fr: fr4('rayé', 'rayée'),
    ja: 'ストライプ',
    ar: ar2('مخطط', 'مخططة'),
  },
  quilted: {
    en: before('Quilted'),
    fr: fr4('matelassé', 'matelassée'),
    ja: 'キルティング',
    ar: ar2('مبطن', 'مبطنة'),
  },
  chunky: {
    en: before('Chunky'),
    fr: fr4('épais', 'épaisse', 'épais'),
    ja: 'チャンキー',
    ar: ar2('سميك', 'سميكة'),
  },
  heavyweight: {
    en: before('Heavyweight'),
    fr: fr4('épais', 'épaisse', 'épais'),
    ja: 'ヘビーウェイト',
    ar: ar2('ثقيل', 'ثقيلة'),
  },
  reversible: {
    en: before('Reversible'),
    fr: fr4('réversible', 'réversible'),
    ja: 'リバーシブル',
    ar: ar2('قابل للعكس', 'قابلة للعكس'),
  },
  pleated: {
    en: after('Pleated'),
    fr: fr4('plissé', 'plissée'),
    ja: 'プリーツ',
    ar: ar2('بثنيات'),
  },
  midi: {
    en: after('Midi'),
    fr: inv('midi'),
    ja: 'ミディ',
    ar: ar2('متوسط الطول', 'متوسطة الطول'),
  },
  maxi: { en: after('Maxi'), fr: fr4('long', 'longue'), ja: 'マキシ', ar: ar2('طويل', 'طويلة') },
  mini: { en: after('Mini'), fr: fr4('court', 'courte'), ja: 'ミニ', ar: ar2('قصير', 'قصيرة') },
  wrap: { en: after('Wrap'), fr: inv('portefeuille'), ja: 'ラップ', ar: ar2('ملفوف', 'ملفوفة') },
  belted: {
    en: after('Belted'),
    fr: fr4('ceinturé', 'ceinturée'),
    ja: 'ベルテッド',
    ar: ar2('بحزام'),
  },
  cropped: {
    en: after('Cropped'),
    fr: fr4('court', 'courte'),
    ja: 'クロップド',
    ar: ar2('قصير', 'قصيرة'),
  },
  'v-neck': { en: after('V-Neck'), fr: inv('col V'), ja: 'Vネック', ar: ar2('بياقة على شكل V') },
  'crew-neck': {
    en: after('Crew-Neck'),
    fr: inv('col rond'),
    ja: 'クルーネック',
    ar: ar2('بياقة دائرية'),
  },
  boxy: { en: after('Boxy'), fr: inv('coupe carrée'), ja: 'ボクシー', ar: ar2('بقصة مربعة') },
  'fine-knit': {
    en: after('Fine-Knit'),
    fr: fr4('fin', 'fine'),
    ja: 'ファインゲージ',
    ar: ar2('ناعم الحياكة', 'ناعمة الحياكة'),
  },
  'short-sleeve': {
    en: after('Short-Sleeve'),
    fr: inv('à manches courtes'),
    ja: '半袖',
    ar: ar2('بأكمام قصيرة'),
  },
  'wide-leg': {
    en: after('Wide-Leg'),
    fr: fr4('large', 'large'),
    ja: 'ワイド',
    ar: ar2('واسع', 'واسعة'),
  },
  straight: {
    en: after('Straight'),
    fr: fr4('droit', 'droite'),
    ja: 'ストレート',
    ar: ar2('مستقيم', 'مستقيمة'),
  },
  slim: { en: after('Slim'), fr: inv('slim'), ja: 'スリム', ar: ar2('ضيق', 'ضيقة') },
  tapered: {
    en: after('Tapered'),
    fr: fr4('fuselé', 'fuselée'),
    ja: 'テーパード',
    ar: ar2('بقصة مستدقة'),
  },
  'double-breasted': {
    en: after('Double-Breasted'),
    fr: fr4('croisé', 'croisée'),
    ja: 'ダブルブレスト',
    ar: ar2('مزدوج الصدر', 'مزدوجة الصدر'),
  },
  'single-breasted': {
    en: after('Single-Breasted'),
    fr: fr4('droit', 'droite'),
    ja: 'シングルブレスト',
    ar: ar2('بصف أزرار واحد'),
  },
  longline: {
    en: after('Longline'),
    fr: fr4('long', 'longue'),
    ja: 'ロング',
    ar: ar2('طويل', 'طويلة'),
  },
  'low-top': {
    en: after('Low-Top'),
    fr: fr4('bas', 'basse', 'bas'),
    ja: 'ローカット',
    ar: ar2('منخفض', 'منخفضة'),
  },
  chelsea: { en: after('Chelsea'), fr: inv('chelsea'), ja: 'チェルシー', ar: ar2('تشيلسي') },
  'lace-up': { en: after('Lace-Up'), fr: inv('à lacets'), ja: 'レースアップ', ar: ar2('برباط') },
  strappy: { en: after('Strappy'), fr: inv('à brides'), ja: 'ストラップ', ar: ar2('بأشرطة') },
  flat: { en: after('Flat'), fr: fr4('plat', 'plate'), ja: 'フラット', ar: ar2('مسطح', 'مسطحة') },
  fringed: { en: after('Fringed'), fr: inv('à franges'), ja: 'フリンジ', ar: ar2('بأهداب') },
  braided: {
    en: after('Braided'),
    fr: fr4('tressé', 'tressée'),
    ja: 'メッシュ',
    ar: ar2('مضفور', 'مضفورة'),
  },
} as const satisfies Record<string, Adjective>;

export type AdjectiveKey = keyof typeof ADJECTIVES;

/** Pairs that contradict each other and never name the same product. */
const CLASHES: ReadonlyArray<readonly [AdjectiveKey, AdjectiveKey]> = [
  ['relaxed', 'slim'],
  ['oversized', 'slim'],
  ['relaxed', 'tapered'],
  ['chunky', 'fine-knit'],
  ['oversized', 'cropped'],
  ['tailored', 'wrap'],
];

export function adjectivesClash(a: AdjectiveKey, b: AdjectiveKey): boolean {
  return CLASHES.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}
