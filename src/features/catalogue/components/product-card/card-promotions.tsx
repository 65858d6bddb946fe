import type { CSSProperties } from 'react';
import type { PromotionContent } from '../../../../shared/domain/product';
import { promoAdditionalClass, promoBadgeClass, promoBannerClass } from './product-card.styles';

type CardArea = 'badge' | 'banner' | 'additional';

const AREA_CLASS: Record<CardArea, string> = {
  badge: promoBadgeClass,
  banner: promoBannerClass,
  additional: promoAdditionalClass,
};

/** Colours come from the promotion's data; only plain colour values are let through. */
function safeColour(value: string | undefined): string | undefined {
  return value && /^(#[0-9a-f]{3,8}|[a-z]+|rgba?\([\d\s.,%]+\))$/i.test(value.trim())
    ? value.trim()
    : undefined;
}

function promotionStyle(promotion: PromotionContent): CSSProperties {
  return {
    backgroundColor: safeColour(promotion.styling?.backgroundColor),
    color: safeColour(promotion.styling?.color),
  };
}

/**
 * The promotions of one product-card area (spec §3 "Promotion content": badge over the image,
 * banner across the image's foot, additional text under the price). Texts are plain text.
 */
export function CardPromotions({
  promotions,
  area,
}: {
  promotions: readonly PromotionContent[];
  area: CardArea;
}) {
  const inArea = promotions.filter((promotion) => promotion.area === area);
  if (inArea.length === 0) return null;
  return (
    <ul className={AREA_CLASS[area]} data-area={area}>
      {inArea.map((promotion, index) => (
        <li key={`${promotion.content.text}-${index}`} style={promotionStyle(promotion)}>
          {promotion.content.text}
        </li>
      ))}
    </ul>
  );
}
