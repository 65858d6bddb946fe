import type { PromotionCopy } from './types';

export const FR: PromotionCopy = {
  knitwearSale: {
    name: 'Soldes maille',
    badge: '−20 %',
    banner: 'Soldes maille : −20 %',
    page: '−20 % sur toute la maille, déduits dans votre panier.',
  },
  dressDuo: {
    name: 'Duo de robes',
    badge: '2 achetées, remise',
    tiers: '2 robes : −10 % | 3 robes : −15 %',
    page: 'Achetez 2 robes et économisez 10 %, ou 3 et économisez 15 %.',
  },
  freeDelivery: {
    name: 'Livraison standard offerte',
    text: (threshold) => `Livraison standard offerte dès ${threshold} d’achat`,
  },
  gift: {
    name: 'Tote bag offert',
    pageHtml: (threshold) =>
      `<strong>Un tote bag offert</strong> pour toute commande de plus de ${threshold}, dans la limite des stocks.`,
  },
  flashSale: {
    name: 'Vente flash',
    badge: 'Flash −15 %',
    banner: 'Vente flash : −15 % sur les robes, bientôt terminée',
  },
  vouchers: {
    welcome: {
      name: 'Bienvenue −10 %',
      message: '−10 % sur votre commande',
      promotion: 'Code de bienvenue',
    },
    save: {
      name: 'Économisez 20',
      message: (off, minimum) => `${off} de remise dès ${minimum} d’achat`,
      promotion: 'Code SAVE20',
    },
    expired: {
      name: 'Saison passée −15 %',
      message: '−15 % (terminé)',
      promotion: 'Code saison passée',
    },
    notYet: {
      name: 'Saison prochaine −15 %',
      message: '−15 % (bientôt)',
      promotion: 'Code saison prochaine',
    },
    used: { name: 'Code unique −25 %', message: '−25 %, une seule fois', promotion: 'Code unique' },
  },
};
