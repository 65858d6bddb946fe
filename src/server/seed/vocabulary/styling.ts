/**
 * Styling sentences for descriptions, by family of garment. Two per family, so neighbouring
 * products do not all read the same.
 */
import type { GarmentKind } from '../../../shared/media/garment-kinds';
import type { Texts } from '../../../../content/languages';

type Family = 'dress' | 'top' | 'knit' | 'bottom' | 'outer' | 'shoe' | 'bag' | 'small';

const FAMILY: Record<GarmentKind, Family> = {
  dress: 'dress',
  skirt: 'dress',
  top: 'top',
  tshirt: 'top',
  shirt: 'top',
  knit: 'knit',
  cardigan: 'knit',
  trousers: 'bottom',
  jeans: 'bottom',
  shorts: 'bottom',
  coat: 'outer',
  jacket: 'outer',
  suit: 'outer',
  sneaker: 'shoe',
  boot: 'shoe',
  loafer: 'shoe',
  sandal: 'shoe',
  bag: 'bag',
  backpack: 'bag',
  scarf: 'small',
  belt: 'small',
};

const SENTENCES: Record<Family, readonly Texts[]> = {
  dress: [
    {
      en: 'Wear it with sandals by day, or add heels and a jacket for the evening.',
      fr: 'Portez-le avec des sandales le jour, ou avec des talons et une veste le soir.',
      ja: '昼はサンダルで軽やかに、夜はヒールとジャケットを合わせてドレスアップして。',
      ar: 'يمكن ارتداؤها مع صندل خلال النهار، أو مع حذاء بكعب وسترة في المساء.',
    },
    {
      en: 'The easy shape skims the body and moves beautifully as you walk.',
      fr: 'Sa ligne fluide effleure la silhouette et bouge joliment à chaque pas.',
      ja: '体のラインを拾いすぎないシルエットで、歩くたびに美しく揺れます。',
      ar: 'قصتها الانسيابية تلامس الجسم بلطف وتتحرك بأناقة مع كل خطوة.',
    },
  ],
  top: [
    {
      en: 'Tuck it into tailored trousers or wear it loose over jeans.',
      fr: 'À rentrer dans un pantalon ajusté ou à porter librement sur un jean.',
      ja: 'テーラードパンツにタックインしても、デニムにさらりと合わせても。',
      ar: 'يمكن إدخالها في بنطال مفصّل أو ارتداؤها فضفاضة فوق الجينز.',
    },
    {
      en: 'An easy layer that works from the office to the weekend.',
      fr: 'Une pièce facile à superposer, du bureau au week-end.',
      ja: 'オフィスから週末まで活躍する、重ね着しやすい一枚です。',
      ar: 'قطعة سهلة التنسيق تناسب العمل وعطلة نهاية الأسبوع.',
    },
  ],
  knit: [
    {
      en: 'Layer it over a shirt now and on its own when the weather cools.',
      fr: 'À superposer sur une chemise dès maintenant, puis à porter seul quand le temps se rafraîchit.',
      ja: '今はシャツに重ねて、肌寒くなったら一枚でさらりと。',
      ar: 'يمكن ارتداؤها فوق قميص الآن، ووحدها عندما يبرد الطقس.',
    },
    {
      en: 'Ribbed cuffs and hem keep the shape neat wear after wear.',
      fr: 'Ses poignets et son ourlet côtelés gardent une tenue impeccable au fil des ports.',
      ja: 'リブ仕様の袖口と裾で、何度着てもきれいなシルエットが続きます。',
      ar: 'تحافظ الأساور والحافة المضلعة على شكل أنيق مهما تكرر الارتداء.',
    },
  ],
  bottom: [
    {
      en: 'A mid-rise waist and belt loops make it an easy everyday choice.',
      fr: 'Sa taille mi-haute et ses passants de ceinture en font un choix facile au quotidien.',
      ja: 'ミッドライズのウエストとベルトループで、毎日はきやすいデザインです。',
      ar: 'يجعل الخصر المتوسط وحلقات الحزام منها خياراً سهلاً لكل يوم.',
    },
    {
      en: 'Pair it with a crisp shirt or a soft knit and clean sneakers.',
      fr: 'À associer à une chemise nette ou à une maille douce et des baskets épurées.',
      ja: 'パリッとしたシャツや柔らかなニット、きれいなスニーカーと合わせて。',
      ar: 'يمكن تنسيقها مع قميص أنيق أو كنزة ناعمة وحذاء رياضي بسيط.',
    },
  ],
  outer: [
    {
      en: 'Fully lined, with deep pockets and a collar that frames the face.',
      fr: 'Entièrement doublé, avec des poches profondes et un col qui encadre le visage.',
      ja: '総裏地仕立てで、深めのポケットと顔まわりをすっきり見せる襟が特徴です。',
      ar: 'مبطنة بالكامل، بجيوب عميقة وياقة تؤطر الوجه بأناقة.',
    },
    {
      en: 'Cut with room to layer over knitwear when the temperature drops.',
      fr: 'Sa coupe laisse la place de superposer une maille quand les températures baissent.',
      ja: '気温が下がる日にはニットの上にも重ねられる、ゆとりのあるカットです。',
      ar: 'قصتها تترك مساحة لارتداء الكنزات تحتها عندما تنخفض درجات الحرارة.',
    },
  ],
  shoe: [
    {
      en: 'A cushioned footbed and a flexible rubber sole keep you comfortable all day.',
      fr: 'Une semelle intérieure rembourrée et une semelle en caoutchouc souple assurent un confort toute la journée.',
      ja: 'クッション性のあるインソールとしなやかなラバーソールで、一日中快適に過ごせます。',
      ar: 'توفر البطانة الداخلية المريحة والنعل المطاطي المرن راحة طوال اليوم.',
    },
    {
      en: 'Made on a true-to-size last; take your usual size.',
      fr: 'Ce modèle taille normalement : prenez votre pointure habituelle.',
      ja: '標準的なサイズ感です。普段のサイズをお選びください。',
      ar: 'المقاس مطابق للمعتاد، اختر مقاسك المعتاد.',
    },
  ],
  bag: [
    {
      en: 'Roomy enough for a laptop, with an inner zip pocket for the essentials.',
      fr: 'Assez spacieux pour un ordinateur portable, avec une poche intérieure zippée pour l’essentiel.',
      ja: 'ノートパソコンも入る容量で、内側には小物用のファスナーポケット付き。',
      ar: 'واسعة بما يكفي لحاسوب محمول، مع جيب داخلي بسحّاب للأغراض الأساسية.',
    },
    {
      en: 'Finished with sturdy hardware and an adjustable strap.',
      fr: 'Finitions en métal robuste et bandoulière réglable.',
      ja: '丈夫な金具と調節可能なストラップで仕上げました。',
      ar: 'تتميز بإكسسوارات معدنية متينة وحزام قابل للتعديل.',
    },
  ],
  small: [
    {
      en: 'The finishing touch that pulls a whole outfit together.',
      fr: 'La touche finale qui donne toute sa cohérence à une tenue.',
      ja: 'コーディネート全体をまとめる、仕上げのアクセントに。',
      ar: 'اللمسة الأخيرة التي تمنح الإطلالة تناسقها الكامل.',
    },
    {
      en: 'Easy to wear with everything, and made to last for years.',
      fr: 'Facile à porter avec tout, et conçu pour durer des années.',
      ja: 'どんな服にも合わせやすく、長く愛用できるつくりです。',
      ar: 'سهلة التنسيق مع كل شيء، ومصنوعة لتدوم لسنوات.',
    },
  ],
};

export function stylingSentence(kind: GarmentKind, choice: number): Texts {
  const options = SENTENCES[FAMILY[kind]];
  return options[choice % options.length] as Texts;
}

export const STYLING_CHOICES = 2;
