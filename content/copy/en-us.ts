import { EN } from './en';
import type { Copy } from './types';

/**
 * English as the US site writes it: the same copy in American spelling and words ("shipping",
 * "favorites", "colors", "closet"). Only what differs is written here.
 */
export const EN_US: Copy = {
  ...EN,
  promo: {
    ...EN.promo,
    freeDelivery: (amount) => `Free standard shipping on orders over ${amount}`,
  },
  seo: { ...EN.seo, favourites: 'My favorites' },
  home: {
    ...EN.home,
    heroSubtitle: 'Fluid dresses, easy tailoring and everyday layers in warm, quiet colors.',
    aboutBody: EN.home.aboutBody.replace('in your wardrobe', 'in your closet'),
  },
};
