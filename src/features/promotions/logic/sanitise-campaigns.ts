import type { Campaign } from '../../../shared/domain/promotions';
import { loadSanitiser } from './html-sanitiser';

const hasHtml = (campaigns: readonly Campaign[]) =>
  campaigns.some((campaign) =>
    campaign.promotions.some((promotion) =>
      promotion.content.some((block) => block.content.html !== undefined),
    ),
  );

/**
 * The campaigns with every HTML block sanitised (spec: HTML content goes through DOMPurify
 * before it reaches the DOM). Without an HTML block the sanitiser is never loaded.
 */
export async function sanitiseCampaigns(campaigns: Campaign[]): Promise<Campaign[]> {
  if (!hasHtml(campaigns)) return campaigns;
  const sanitise = await loadSanitiser();
  return campaigns.map((campaign) => ({
    ...campaign,
    promotions: campaign.promotions.map((promotion) => ({
      ...promotion,
      content: promotion.content.map((block) =>
        block.content.html === undefined
          ? block
          : { ...block, content: { ...block.content, html: sanitise(block.content.html) } },
      ),
    })),
  }));
}
