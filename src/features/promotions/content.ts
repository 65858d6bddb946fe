/**
 * The promotions' content and data, a second door of the feature (docs/architecture.md "Lazy
 * doors"), for pages that are lazy chunks themselves (the basket): importing it statically
 * puts the campaigns' code in that page's chunk instead of a slot's.
 */
export { PromotionBlocks, type PromotionBlocksProps } from './components/promotion-blocks';
export { campaignsQueryOptions, useCampaigns, type CampaignsState } from './api/get-campaigns';
export { promotionKeys } from './api/promotion-keys';
