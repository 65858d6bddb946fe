import { EN } from './en';
import type { PromotionCopy } from './types';

/** The promotions' English as the US site writes it: "shipping" where Britain says delivery. */
export const EN_US: PromotionCopy = {
  ...EN,
  freeDelivery: {
    name: 'Free standard shipping',
    text: (threshold) => `Free standard shipping on orders over ${threshold}`,
  },
};
