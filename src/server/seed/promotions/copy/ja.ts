import type { PromotionCopy } from './types';

export const JA: PromotionCopy = {
  knitwearSale: {
    name: 'ニットセール',
    badge: '20%オフ',
    banner: 'ニットセール：20%オフ',
    page: 'ニット全品20%オフ。割引はカートで適用されます。',
  },
  dressDuo: {
    name: 'ドレス2点割',
    badge: '2点でお得',
    tiers: 'ドレス2点：10%オフ | 3点：15%オフ',
    page: 'ドレス2点で10%オフ、3点で15%オフ。',
  },
  freeDelivery: {
    name: '通常配送無料',
    text: (threshold) => `${threshold}以上のご注文で通常配送無料`,
  },
  gift: {
    name: 'トートバッグプレゼント',
    pageHtml: (threshold) =>
      `${threshold}以上のご注文で<strong>トートバッグをプレゼント</strong>（なくなり次第終了）。`,
  },
  flashSale: {
    name: 'タイムセール',
    badge: 'タイムセール15%オフ',
    banner: 'タイムセール：ドレス15%オフ、まもなく終了',
  },
  vouchers: {
    welcome: {
      name: 'ウェルカム10%オフ',
      message: 'ご注文から10%オフ',
      promotion: 'ウェルカムクーポン',
    },
    save: {
      name: 'SAVE20',
      message: (off, minimum) => `${minimum}以上のご注文で${off}オフ`,
      promotion: 'クーポンSAVE20',
    },
    expired: {
      name: '前シーズン15%オフ',
      message: '15%オフ（終了）',
      promotion: '前シーズンクーポン',
    },
    notYet: {
      name: '次シーズン15%オフ',
      message: '15%オフ（近日開始）',
      promotion: '次シーズンクーポン',
    },
    used: { name: '1回限り25%オフ', message: '25%オフ（1回限り）', promotion: '1回限りクーポン' },
  },
};
