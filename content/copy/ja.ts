import type { Copy } from './types';

export const JA: Copy = {
  promo: {
    freeDelivery: (amount) => `${amount}以上のご注文で通常配送料無料`,
    freeReturns: '30日以内の返品無料',
    saleUpTo: '対象アイテムが最大50%オフ',
    newSeason: '新シーズン：毎週新作が入荷',
  },
  nav: {
    newIn: '新着アイテム',
    sale: 'セール',
    highlights: 'ピックアップ',
    viewAll: 'すべて見る',
    bestsellers: 'ベストセラー',
    genderHeading: { women: 'ウィメンズ ファッション', men: 'メンズ ファッション' },
    newInHeading: { women: 'ウィメンズ 新着アイテム', men: 'メンズ 新着アイテム' },
    saleHeading: { women: 'ウィメンズ セール', men: 'メンズ セール' },
    feature: {
      women: { label: '新シーズン', sublabel: '軽やかなレイヤードと着心地のよいドレス' },
      men: { label: 'きれいめカジュアル', sublabel: '毎日着られるテーラリング' },
    },
  },
  footer: {
    shop: 'ショップ',
    brands: 'ブランド',
    disclaimer: 'デモ用のショップです。掲載している商品、ブランド、価格はすべて架空のものです。',
  },
  seo: {
    siteTitle: 'Vitrine | ウィメンズ・メンズ ファッション通販',
    siteDescription:
      'インディペンデントブランドのウェア、シューズ、アクセサリーをお届けします。毎週新作入荷、返品無料。',
    listing: (heading) => `Vitrineで${heading}をチェック。毎週新作が入荷、返品は無料です。`,
    favourites: 'お気に入り',
    search: '検索',
  },
  home: {
    heroTitle: '新しい季節を、やわらかに',
    heroSubtitle:
      '流れるようなドレス、肩の力を抜いたテーラリング、温かく穏やかな色の定番アイテム。',
    heroCta: 'ウィメンズを見る',
    tilesTitle: 'カテゴリーから探す',
    tiles: { women: 'ウィメンズ', men: 'メンズ', newIn: '新着アイテム', shoes: 'シューズ' },
    newInTitle: '新着アイテム',
    bestsellersTitle: 'ベストセラー',
    aboutTitle: '何度でも着たくなる服を',
    aboutBody:
      'Vitrineは、コペンハーゲンから京都まで、ていねいなものづくりを続けるインディペンデントブランドを集めたショップです。素材、シルエット、そして長く着られるかどうかを基準に一点ずつ選んでいるので、ここで出会った服は何年もワードローブで活躍します。',
  },
};
