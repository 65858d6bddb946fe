import { cx } from '@linaria/core';
import { useMemo } from 'react';
import type { PromotionArea } from '../../../shared/domain/promotions';
import { useCampaigns } from '../api/get-campaigns';
import { useStateKeyChange } from '../hooks/use-state-key-change';
import { useTierText } from '../hooks/use-tier-text';
import { promotionBlocksFor } from '../logic/promotion-blocks';
import { PromotionBlock } from './promotion-block';
import { listClass } from './promotion-blocks.styles';

export interface PromotionBlocksProps {
  area: PromotionArea;
  /** the products in view: one (a card, the product page) or the bag's; absent: any */
  productIds?: readonly string[];
  /** the consumer's placement of the list (a card's badge corner, the summary's column) */
  className?: string;
  /** called when the running campaigns change (spec §4: a card resets to its first colour) */
  onCampaignsChange?: () => void;
}

/** The content of the running campaigns for one area, as a list; nothing when there is none. */
export function PromotionBlocks({
  area,
  productIds,
  className,
  onCampaignsChange,
}: PromotionBlocksProps) {
  const { campaigns, stateKey } = useCampaigns();
  useStateKeyChange(stateKey, onCampaignsChange);
  const tierText = useTierText();
  const ids = productIds?.join('\n');
  const placed = useMemo(
    () => promotionBlocksFor(campaigns, area, ids === undefined ? undefined : ids.split('\n')),
    [campaigns, area, ids],
  );
  if (placed.length === 0) return null;
  return (
    <ul className={cx(listClass, className)} data-area={area}>
      {placed.map((item) => (
        <PromotionBlock
          key={item.key}
          placed={item}
          tiers={tierText(item.promotion.discount, item.campaign)}
        />
      ))}
    </ul>
  );
}
