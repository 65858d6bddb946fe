import type { PromotionCopy } from './types';

export const EN: PromotionCopy = {
  knitwearSale: {
    name: 'Knitwear sale',
    badge: '−20%',
    banner: 'Knitwear sale: 20% off',
    page: '20% off all knitwear, taken off in your bag.',
  },
  dressDuo: {
    name: 'Dress duo',
    badge: 'Buy 2, save',
    tiers: 'Buy 2 dresses: 10% off | Buy 3: 15% off',
    page: 'Buy 2 dresses and save 10%, or 3 and save 15%.',
  },
  freeDelivery: {
    name: 'Free standard delivery',
    text: (threshold) => `Free standard delivery on orders over ${threshold}`,
  },
  gift: {
    name: 'Free tote bag',
    pageHtml: (threshold) =>
      `<strong>A free tote bag</strong> with every order over ${threshold}, while stocks last.`,
  },
  flashSale: {
    name: 'Flash sale',
    badge: 'Flash −15%',
    banner: 'Flash sale: 15% off dresses, ends soon',
  },
  vouchers: {
    welcome: { name: 'Welcome 10%', message: '10% off your order', promotion: 'Welcome voucher' },
    save: {
      name: 'Save 20',
      message: (off, minimum) => `${off} off orders over ${minimum}`,
      promotion: 'Voucher SAVE20',
    },
    expired: {
      name: 'Last season 15%',
      message: '15% off (ended)',
      promotion: 'Last season voucher',
    },
    notYet: {
      name: 'Next season 15%',
      message: '15% off (coming soon)',
      promotion: 'Next season voucher',
    },
    used: { name: 'One-off 25%', message: '25% off, once', promotion: 'One-off voucher' },
  },
};
