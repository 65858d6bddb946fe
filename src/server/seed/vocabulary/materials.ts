/**
 * Materials a product can be made of, with the words each language uses in a product name
 * ("en lin", "リネン", "من الكتان") and one description sentence. `priceFactor` makes cashmere
 * cost more than cotton; `colours` narrows the palette where the material dictates it (denim
 * is blue, black or white; leather comes in leather colours).
 */
import type { Texts } from '../../../../content/languages';

export interface Material {
  key: string;
  /** the material as it appears inside a product name, per language */
  names: Texts;
  /** one sentence for the description, per language */
  sentence: Texts;
  priceFactor: number;
  /** palette slugs this material comes in; all colours when absent */
  colours?: readonly string[];
}

const LEATHER = ['black', 'chocolate', 'tan', 'burgundy', 'ivory', 'camel'];
const DENIM = ['indigo', 'washed-blue', 'black', 'ivory'];

export const MATERIALS = {
  cotton: {
    key: 'cotton',
    names: { en: 'Cotton', fr: 'coton', ja: 'コットン', ar: 'القطن' },
    sentence: {
      en: 'Made from soft, breathable cotton that gets better with every wash.',
      fr: 'Ce modèle est réalisé en coton doux et respirant, qui s’embellit à chaque lavage.',
      ja: '洗うたびに風合いが増す、やわらかく通気性のよいコットンを使用しています。',
      ar: 'صُنعت هذه القطعة من القطن الناعم الذي يسمح بمرور الهواء ويزداد جمالاً مع كل غسلة.',
    },
    priceFactor: 1,
  },
  'organic-cotton': {
    key: 'organic-cotton',
    names: {
      en: 'Organic Cotton',
      fr: 'coton biologique',
      ja: 'オーガニックコットン',
      ar: 'القطن العضوي',
    },
    sentence: {
      en: 'Cut from certified organic cotton, grown without synthetic pesticides.',
      fr: 'Ce modèle est coupé dans un coton biologique certifié, cultivé sans pesticides de synthèse.',
      ja: '化学農薬を使わずに栽培された認証オーガニックコットンを使用しています。',
      ar: 'صُنعت هذه القطعة من قطن عضوي معتمد زُرع دون مبيدات صناعية.',
    },
    priceFactor: 1.1,
  },
  linen: {
    key: 'linen',
    names: { en: 'Linen', fr: 'lin', ja: 'リネン', ar: 'الكتان' },
    sentence: {
      en: 'Cut from pure linen that stays cool and light on warm days.',
      fr: 'Ce modèle est coupé dans un lin pur, frais et léger par temps chaud.',
      ja: '暑い日も涼しく軽やかに過ごせる、ピュアリネンを使用しています。',
      ar: 'صُنعت هذه القطعة من الكتان الخالص الذي يبقى منعشاً وخفيفاً في الأيام الحارة.',
    },
    priceFactor: 1.15,
  },
  silk: {
    key: 'silk',
    names: { en: 'Silk', fr: 'soie', ja: 'シルク', ar: 'الحرير' },
    sentence: {
      en: 'Woven from fluid silk with a soft, natural sheen.',
      fr: 'Ce modèle est tissé dans une soie fluide au lustre naturel et délicat.',
      ja: '自然な光沢をもつ、しなやかなシルクで仕立てました。',
      ar: 'نُسجت هذه القطعة من حرير انسيابي يتميز بلمعان طبيعي ناعم.',
    },
    priceFactor: 1.5,
  },
  satin: {
    key: 'satin',
    names: { en: 'Satin', fr: 'satin', ja: 'サテン', ar: 'الساتان' },
    sentence: {
      en: 'Made from a lustrous satin that catches the light as you move.',
      fr: 'Ce modèle est réalisé dans un satin lumineux qui accroche la lumière à chaque mouvement.',
      ja: '動くたびに光をとらえる、つややかなサテン素材です。',
      ar: 'صُنعت هذه القطعة من الساتان اللامع الذي يلتقط الضوء مع كل حركة.',
    },
    priceFactor: 1.2,
  },
  jersey: {
    key: 'jersey',
    names: { en: 'Jersey', fr: 'jersey', ja: 'ジャージー', ar: 'الجيرسيه' },
    sentence: {
      en: 'Made from a stretchy jersey that moves with you all day.',
      fr: 'Ce modèle est réalisé dans un jersey extensible qui accompagne chacun de vos mouvements.',
      ja: '一日中動きやすい、伸縮性のあるジャージー素材です。',
      ar: 'صُنعت هذه القطعة من قماش الجيرسيه المرن الذي يتحرك معك طوال اليوم.',
    },
    priceFactor: 0.95,
  },
  crepe: {
    key: 'crepe',
    names: { en: 'Crepe', fr: 'crêpe', ja: 'クレープ', ar: 'الكريب' },
    sentence: {
      en: 'Made from a fluid crepe that drapes beautifully and resists creasing.',
      fr: 'Ce modèle est réalisé dans un crêpe fluide au joli tombé, qui se froisse peu.',
      ja: '美しいドレープを描き、しわになりにくいクレープ素材です。',
      ar: 'صُنعت هذه القطعة من قماش الكريب الانسيابي الذي ينسدل بأناقة ولا يتجعد بسهولة.',
    },
    priceFactor: 1.1,
  },
  poplin: {
    key: 'poplin',
    names: { en: 'Poplin', fr: 'popeline', ja: 'ポプリン', ar: 'البوبلين' },
    sentence: {
      en: 'Woven from a crisp cotton poplin with a smooth, clean finish.',
      fr: 'Ce modèle est tissé dans une popeline de coton nette au toucher lisse.',
      ja: 'ハリのある、なめらかなコットンポプリンで仕立てました。',
      ar: 'نُسجت هذه القطعة من بوبلين قطني متماسك بملمس ناعم ولمسة نهائية أنيقة.',
    },
    priceFactor: 1,
  },
  wool: {
    key: 'wool',
    names: { en: 'Wool', fr: 'laine', ja: 'ウール', ar: 'الصوف' },
    sentence: {
      en: 'Made from warm wool that holds its shape season after season.',
      fr: 'Ce modèle est réalisé dans une laine chaude qui garde sa forme saison après saison.',
      ja: 'シーズンを重ねても型崩れしにくい、暖かなウールを使用しています。',
      ar: 'صُنعت هذه القطعة من الصوف الدافئ الذي يحافظ على شكله موسماً بعد موسم.',
    },
    priceFactor: 1.3,
  },
  merino: {
    key: 'merino',
    names: { en: 'Merino', fr: 'laine mérinos', ja: 'メリノウール', ar: 'صوف المارينو' },
    sentence: {
      en: 'Knitted from fine merino wool that regulates warmth and never itches.',
      fr: 'Ce modèle est tricoté dans une fine laine mérinos qui régule la chaleur sans gratter.',
      ja: 'チクチクしにくく、温度調節にも優れたメリノウールで編み上げました。',
      ar: 'حيكت هذه القطعة من صوف المارينو الناعم الذي ينظم الدفء ولا يسبب الحكة.',
    },
    priceFactor: 1.4,
  },
  cashmere: {
    key: 'cashmere',
    names: { en: 'Cashmere', fr: 'cachemire', ja: 'カシミヤ', ar: 'الكشمير' },
    sentence: {
      en: 'Knitted from pure cashmere, exceptionally soft and light.',
      fr: 'Ce modèle est tricoté en pur cachemire, d’une douceur et d’une légèreté exceptionnelles.',
      ja: '驚くほどやわらかく軽い、ピュアカシミヤで編み上げました。',
      ar: 'حيكت هذه القطعة من الكشمير الخالص بنعومة وخفة استثنائيتين.',
    },
    priceFactor: 2.1,
  },
  tweed: {
    key: 'tweed',
    names: { en: 'Tweed', fr: 'tweed', ja: 'ツイード', ar: 'التويد' },
    sentence: {
      en: 'Woven from a textured wool tweed with a subtle flecked finish.',
      fr: 'Ce modèle est tissé dans un tweed de laine texturé au fin effet chiné.',
      ja: 'さりげないネップが表情豊かなウールツイードで仕立てました。',
      ar: 'نُسجت هذه القطعة من تويد صوفي بملمس غني ونقشات دقيقة.',
    },
    priceFactor: 1.4,
  },
  corduroy: {
    key: 'corduroy',
    names: { en: 'Corduroy', fr: 'velours côtelé', ja: 'コーデュロイ', ar: 'المخمل المضلع' },
    sentence: {
      en: 'Made from a soft cotton corduroy with a fine, velvety rib.',
      fr: 'Ce modèle est réalisé dans un velours côtelé de coton doux aux fines côtes veloutées.',
      ja: '細かな畝がやわらかな、コットンコーデュロイを使用しています。',
      ar: 'صُنعت هذه القطعة من مخمل قطني مضلع ناعم بخطوط دقيقة.',
    },
    priceFactor: 1.1,
  },
  twill: {
    key: 'twill',
    names: { en: 'Twill', fr: 'sergé', ja: 'ツイル', ar: 'التويل' },
    sentence: {
      en: 'Made from a sturdy cotton twill that softens with wear.',
      fr: 'Ce modèle est réalisé dans un sergé de coton robuste qui s’assouplit au fil du temps.',
      ja: '着るほどに体になじむ、丈夫なコットンツイルを使用しています。',
      ar: 'صُنعت هذه القطعة من قماش التويل القطني المتين الذي يزداد ليونة مع الارتداء.',
    },
    priceFactor: 1,
  },
  denim: {
    key: 'denim',
    names: { en: 'Denim', fr: 'denim', ja: 'デニム', ar: 'الدنيم' },
    sentence: {
      en: 'Made from rigid denim that moulds to you over time.',
      fr: 'Ce modèle est réalisé dans un denim brut qui se fait à votre silhouette avec le temps.',
      ja: 'はくほどに体になじむ、リジッドデニムを使用しています。',
      ar: 'صُنعت هذه القطعة من الدنيم المتين الذي يتشكل مع جسمك بمرور الوقت.',
    },
    priceFactor: 1,
    colours: DENIM,
  },
  'stretch-denim': {
    key: 'stretch-denim',
    names: { en: 'Stretch Denim', fr: 'denim stretch', ja: 'ストレッチデニム', ar: 'الدنيم المرن' },
    sentence: {
      en: 'Made from a comfortable stretch denim that keeps its shape.',
      fr: 'Ce modèle est réalisé dans un denim stretch confortable qui garde sa forme.',
      ja: '形をキープしながら快適にはける、ストレッチデニムを使用しています。',
      ar: 'صُنعت هذه القطعة من الدنيم المرن المريح الذي يحافظ على شكله.',
    },
    priceFactor: 1.05,
    colours: DENIM,
  },
  leather: {
    key: 'leather',
    names: { en: 'Leather', fr: 'cuir', ja: 'レザー', ar: 'الجلد' },
    sentence: {
      en: 'Crafted from full-grain leather that develops a rich patina with age.',
      fr: 'Ce modèle est façonné dans un cuir pleine fleur qui se patine joliment avec le temps.',
      ja: '経年変化で深みのある風合いに育つ、フルグレインレザーを使用しています。',
      ar: 'صُنعت هذه القطعة من الجلد الطبيعي الكامل الذي يكتسب لمعاناً مميزاً مع الوقت.',
    },
    priceFactor: 1.6,
    colours: LEATHER,
  },
  suede: {
    key: 'suede',
    names: { en: 'Suede', fr: 'daim', ja: 'スエード', ar: 'الشامواه' },
    sentence: {
      en: 'Crafted from a velvety suede with a soft, brushed finish.',
      fr: 'Ce modèle est façonné dans un daim velouté au fini brossé très doux.',
      ja: 'しっとりとした起毛感のある、ベルベットのようなスエードを使用しています。',
      ar: 'صُنعت هذه القطعة من جلد الشامواه المخملي بلمسة نهائية ناعمة.',
    },
    priceFactor: 1.5,
    colours: ['tan', 'chocolate', 'sand', 'olive', 'black', 'camel', 'rust'],
  },
  canvas: {
    key: 'canvas',
    names: { en: 'Canvas', fr: 'toile', ja: 'キャンバス', ar: 'الكانفاس' },
    sentence: {
      en: 'Made from a hard-wearing cotton canvas built for everyday use.',
      fr: 'Ce modèle est réalisé dans une toile de coton résistante, pensée pour tous les jours.',
      ja: '毎日使える、丈夫なコットンキャンバスを使用しています。',
      ar: 'صُنعت هذه القطعة من قماش الكانفاس القطني المتين المصمم للاستخدام اليومي.',
    },
    priceFactor: 0.9,
    colours: ['ivory', 'black', 'navy', 'olive', 'sand', 'optic-white', 'red'],
  },
  'recycled-nylon': {
    key: 'recycled-nylon',
    names: {
      en: 'Recycled Nylon',
      fr: 'nylon recyclé',
      ja: 'リサイクルナイロン',
      ar: 'النايلون المعاد تدويره',
    },
    sentence: {
      en: 'Made from lightweight recycled nylon that shrugs off showers.',
      fr: 'Ce modèle est réalisé en nylon recyclé léger, qui résiste aux averses.',
      ja: 'にわか雨も気にならない、軽量なリサイクルナイロンを使用しています。',
      ar: 'صُنعت هذه القطعة من النايلون المعاد تدويره الخفيف المقاوم للأمطار الخفيفة.',
    },
    priceFactor: 1.05,
    colours: ['black', 'navy', 'olive', 'charcoal', 'sand', 'forest'],
  },
} as const satisfies Record<string, Material>;

export type MaterialKey = keyof typeof MATERIALS;
