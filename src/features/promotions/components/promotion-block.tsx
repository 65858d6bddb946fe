import type { PlacedBlock } from '../logic/promotion-blocks';
import { safeStyling } from '../logic/safe-styling';
import { blockClass, iconClass, imageClass, tiersClass } from './promotion-blocks.styles';
import { PromotionIcon } from './promotion-icon';

/** Same-origin paths and https only: a campaign's picture never comes over plain http or data. */
const isSafeImage = (src: string) => /^\/(?!\/)/.test(src) || /^https:\/\//i.test(src);

export interface PromotionBlockProps {
  placed: PlacedBlock;
  /** the promotion's tiers in words, '' when it has none */
  tiers: string;
}

/**
 * One promotion content block (spec §3): its picture, icon, HTML or text, and the tiers of a
 * multi-tier promotion. HTML was sanitised before it was cached (logic/sanitise-campaigns.ts);
 * text is text. A badge shows its tiers only when it has no words of its own (badges are short).
 */
export function PromotionBlock({ placed, tiers }: PromotionBlockProps) {
  const { block } = placed;
  const { html, text, iconRef, imageSrc } = block.content;
  const hasWords = Boolean(html || text);
  const showTiers = tiers !== '' && (block.type !== 'badge' || !hasWords);
  return (
    <li className={blockClass} data-type={block.type} style={safeStyling(block.styling)}>
      {imageSrc && isSafeImage(imageSrc) && (
        <img className={imageClass} src={imageSrc} alt="" loading="lazy" decoding="async" />
      )}
      {iconRef && <PromotionIcon name={iconRef} className={iconClass} />}
      {html ? <span dangerouslySetInnerHTML={{ __html: html }} /> : text && <span>{text}</span>}
      {showTiers && <span className={tiersClass}>{tiers}</span>}
    </li>
  );
}
