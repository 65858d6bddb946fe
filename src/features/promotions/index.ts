/**
 * Promotions: the running campaigns (GET /api/cart/promotions, reloaded when one ends) and
 * their content in the areas spec §3 names — product card badge, banner and additional text,
 * the product page, checkout shipping. This door holds only the slot, which loads the content
 * as a chunk of its own; content.ts is the lazy door for pages that are chunks themselves.
 */
export { PromotionSlot } from './components/promotion-slot';
export type { PromotionBlocksProps as PromotionSlotProps } from './components/promotion-blocks';
