import type {
  Campaign,
  Promotion,
  PromotionArea,
  PromotionContentBlock,
} from '../../../shared/domain/promotions';

export interface PlacedBlock {
  /** stable across renders: campaign, promotion and the block's place in it */
  key: string;
  block: PromotionContentBlock;
  promotion: Promotion;
  campaign: Campaign;
}

/**
 * The content blocks to show in one area (spec §3 "Promotion content"): blocks of that area,
 * from campaigns that list the area among their promotionLocations and cover the products in
 * view — one product (a card, the product page) or any of several (the bag). A campaign with
 * no items covers every product.
 */
export function promotionBlocksFor(
  campaigns: readonly Campaign[],
  area: PromotionArea,
  productIds?: readonly string[],
): PlacedBlock[] {
  const placed: PlacedBlock[] = [];
  for (const campaign of campaigns) {
    if (!campaign.data.promotionLocations.includes(area)) continue;
    const covers =
      !productIds ||
      campaign.items.length === 0 ||
      productIds.some((id) => campaign.items.includes(id));
    if (!covers) continue;
    for (const promotion of campaign.promotions) {
      promotion.content.forEach((block, index) => {
        if (block.area === area) {
          placed.push({
            key: `${campaign.id}/${promotion.id}/${index}`,
            block,
            promotion,
            campaign,
          });
        }
      });
    }
  }
  return placed;
}
