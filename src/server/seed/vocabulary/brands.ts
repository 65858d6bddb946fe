/**
 * Invented brands. Each makes some of clothing, shoes and accessories, and has one sentence
 * of story per language that product descriptions can close with.
 */
import type { Texts } from '../../../../content/languages';
import { slugify } from '../../../shared/routes/slug';
import type { L2Key } from '../../../../content/taxonomy/labels';

export interface BrandSpec {
  tag: string;
  name: string;
  makes: readonly L2Key[];
  story: Texts;
}

function brand(name: string, makes: readonly L2Key[], story: Texts): BrandSpec {
  return { tag: slugify(name), name, makes, story };
}

export const BRANDS: readonly BrandSpec[] = [
  brand('Atelier Nord', ['clothing', 'accessories'], {
    en: 'Atelier Nord designs quiet, considered essentials in its Copenhagen studio.',
    fr: 'Atelier Nord conçoit des essentiels sobres et réfléchis dans son studio de Copenhague.',
    ja: 'アトリエ・ノールは、コペンハーゲンのスタジオで静かで洗練された定番服を生み出しています。',
    ar: 'تصمم أتيليه نورد قطعاً أساسية هادئة ومدروسة في استوديوها في كوبنهاغن.',
  }),
  brand('Maison Céleste', ['clothing', 'accessories'], {
    en: 'Maison Céleste brings a Parisian ease to everyday dressing.',
    fr: 'Maison Céleste apporte une aisance toute parisienne au vestiaire du quotidien.',
    ja: 'メゾン・セレストは、日々の装いにパリらしい軽やかさを添えます。',
    ar: 'تضفي ميزون سيليست لمسة باريسية عفوية على الأزياء اليومية.',
  }),
  brand('Harrow & Finch', ['clothing', 'shoes'], {
    en: 'Harrow & Finch has cut tailoring and outerwear in London since 1987.',
    fr: 'Harrow & Finch réalise tailleurs et vêtements d’extérieur à Londres depuis 1987.',
    ja: 'ハロー&フィンチは、1987年からロンドンでテーラリングとアウターを手がけています。',
    ar: 'تصنع هارو آند فينش البدلات والملابس الخارجية في لندن منذ عام 1987.',
  }),
  brand('Kōyō Studio', ['clothing', 'accessories'], {
    en: 'Kōyō Studio in Kyoto pairs Japanese fabrics with relaxed, modern shapes.',
    fr: 'Depuis Kyoto, Kōyō Studio associe tissus japonais et coupes modernes et décontractées.',
    ja: '京都の紅葉スタジオは、日本の生地とリラックスしたモダンなシルエットを組み合わせています。',
    ar: 'يجمع كويو ستوديو في كيوتو بين الأقمشة اليابانية والقصات العصرية المريحة.',
  }),
  brand('Sable Row', ['clothing', 'shoes', 'accessories'], {
    en: 'Sable Row makes light, sun-ready pieces for long days and warm evenings.',
    fr: 'Sable Row imagine des pièces légères pour les longues journées et les soirées douces.',
    ja: 'セーブル・ロウは、長い一日と暖かな夜のための軽やかなアイテムを届けます。',
    ar: 'تصنع سيبل رو قطعاً خفيفة تناسب الأيام المشمسة الطويلة والأمسيات الدافئة.',
  }),
  brand('Linea Verde', ['clothing', 'shoes'], {
    en: 'Linea Verde works with certified mills in Tuscany to make clothes that last.',
    fr: 'Linea Verde travaille avec des filatures certifiées de Toscane pour créer des vêtements durables.',
    ja: 'リネア・ヴェルデは、トスカーナの認証工場と協力し、長く着られる服を作っています。',
    ar: 'تتعاون لينيا فيردي مع مصانع معتمدة في توسكانا لصنع ملابس تدوم طويلاً.',
  }),
  brand('North Thread', ['clothing', 'accessories'], {
    en: 'North Thread knits its jumpers and scarves in small runs in the Scottish Borders.',
    fr: 'North Thread tricote ses pulls et écharpes en petites séries dans les Borders écossais.',
    ja: 'ノース・スレッドは、スコットランド・ボーダーズ地方でニットとマフラーを少量生産しています。',
    ar: 'تحيك نورث ثريد كنزاتها وأوشحتها بكميات صغيرة في منطقة الحدود الاسكتلندية.',
  }),
  brand('Marlowe Street', ['clothing', 'shoes'], {
    en: 'Marlowe Street mixes sportswear comfort with a sharp city edge.',
    fr: 'Marlowe Street allie le confort du sportswear à une allure urbaine affirmée.',
    ja: 'マーロウ・ストリートは、スポーツウェアの快適さと都会的なシャープさを融合させています。',
    ar: 'تمزج مارلو ستريت راحة الملابس الرياضية بلمسة حضرية أنيقة.',
  }),
  brand('Alba Leather', ['shoes', 'accessories'], {
    en: 'Alba Leather crafts shoes, bags and belts in family workshops near Valencia.',
    fr: 'Alba Leather fabrique chaussures, sacs et ceintures dans des ateliers familiaux près de Valence.',
    ja: 'アルバ・レザーは、バレンシア近郊の家族経営の工房で靴やバッグ、ベルトを作っています。',
    ar: 'تصنع ألبا ليذر الأحذية والحقائب والأحزمة في ورش عائلية قرب فالنسيا.',
  }),
  brand('Odile & Co', ['clothing', 'shoes', 'accessories'], {
    en: 'Odile & Co designs playful, colourful pieces with a nod to the seventies.',
    fr: 'Odile & Co dessine des pièces ludiques et colorées, clin d’œil aux années soixante-dix.',
    ja: 'オディール&コーは、70年代へのオマージュを込めた遊び心あるカラフルなアイテムを手がけます。',
    ar: 'تصمم أوديل آند كو قطعاً مرحة وملونة تستلهم روح السبعينيات.',
  }),
];
