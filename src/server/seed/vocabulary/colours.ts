/**
 * The colour palette: a name per language, a colour family for the colour filter, and the
 * hex the image renderer tints garments with.
 */
import type { CatalogueColour } from '../../catalogue/types';

function colour(
  slug: string,
  group: string,
  hex: string,
  en: string,
  fr: string,
  ja: string,
  ar: string,
): CatalogueColour {
  return { slug, group, hex: [hex], names: { en, fr, ja, ar } };
}

export const COLOURS: readonly CatalogueColour[] = [
  colour('black', 'black', '#1d1d1f', 'Black', 'Noir', 'ブラック', 'أسود'),
  colour('optic-white', 'white', '#f6f5f1', 'White', 'Blanc', 'ホワイト', 'أبيض'),
  colour('ivory', 'white', '#ece4d3', 'Ivory', 'Ivoire', 'アイボリー', 'عاجي'),
  colour('charcoal', 'grey', '#45464a', 'Charcoal', 'Anthracite', 'チャコール', 'فحمي'),
  colour('grey-marl', 'grey', '#9d9c98', 'Grey Marl', 'Gris chiné', '杢グレー', 'رمادي مبرقش'),
  colour('navy', 'blue', '#1f2a44', 'Navy', 'Bleu marine', 'ネイビー', 'كحلي'),
  colour('sky', 'blue', '#9dbfdc', 'Sky Blue', 'Bleu ciel', 'スカイブルー', 'أزرق سماوي'),
  colour('indigo', 'blue', '#2c3a64', 'Indigo', 'Indigo', 'インディゴ', 'نيلي'),
  colour(
    'washed-blue',
    'blue',
    '#7091b4',
    'Washed Blue',
    'Bleu délavé',
    'ウォッシュドブルー',
    'أزرق باهت',
  ),
  colour('olive', 'green', '#5d603b', 'Olive', 'Olive', 'オリーブ', 'زيتوني'),
  colour('sage', 'green', '#a4b192', 'Sage', 'Vert sauge', 'セージグリーン', 'أخضر مريمي'),
  colour(
    'forest',
    'green',
    '#2f4a3a',
    'Forest Green',
    'Vert forêt',
    'フォレストグリーン',
    'أخضر غامق',
  ),
  colour('burgundy', 'red', '#6b1f2e', 'Burgundy', 'Bordeaux', 'バーガンディ', 'عنابي'),
  colour('red', 'red', '#b3261e', 'Red', 'Rouge', 'レッド', 'أحمر'),
  colour('blush', 'pink', '#e7bcb1', 'Blush', 'Rose poudré', 'ブラッシュピンク', 'وردي فاتح'),
  colour('sand', 'beige', '#d9c7a7', 'Sand', 'Sable', 'サンド', 'رملي'),
  colour('camel', 'beige', '#b98c5b', 'Camel', 'Camel', 'キャメル', 'جملي'),
  colour('tan', 'brown', '#9c6238', 'Tan', 'Cognac', 'タン', 'بني فاتح'),
  colour('chocolate', 'brown', '#4b3226', 'Chocolate', 'Chocolat', 'チョコレート', 'بني داكن'),
  colour('mustard', 'yellow', '#c9a12c', 'Mustard', 'Moutarde', 'マスタード', 'خردلي'),
  colour('lilac', 'purple', '#b5a3c8', 'Lilac', 'Lilas', 'ライラック', 'ليلكي'),
  colour('rust', 'orange', '#b0552f', 'Rust', 'Rouille', 'ラスト', 'صدئي'),
];

const bySlug = new Map(COLOURS.map((c) => [c.slug, c]));

export function colourBySlug(slug: string): CatalogueColour {
  const found = bySlug.get(slug);
  if (!found) throw new Error(`Unknown colour ${slug}`);
  return found;
}

/** Colours every garment can come in unless its material restricts them (denim, leather). */
export const DEFAULT_COLOUR_SLUGS: readonly string[] = COLOURS.map((c) => c.slug).filter(
  (slug) => slug !== 'indigo' && slug !== 'washed-blue' && slug !== 'tan',
);
