/**
 * The demo campaigns a shopper meets on the home page and the default listings, in every
 * seeded currency and language (README "Demo promotions"):
 *
 * - knitwear-sale: 20 % off knitwear (PERCENT_OFF on ITEM, a category sale);
 * - dress-duo: on dresses, 10 % off the dresses from the second, 15 % from the third (a
 *   PERCENT_OFF on BASKET with ITEM_COUNT tiers), so two sizes of one dress reach it;
 * - free-standard-delivery: standard delivery free over each site's threshold (VALUE_OVERRIDE
 *   0 on SHIPPING, condition shippingMethod STANDARD: it applies once shipping is chosen);
 * - gift-with-purchase: a tote bag at 0 over a basket total (VALUE_OVERRIDE 0 with a gift);
 *   its sku becomes a secondary variant, never sold alone;
 * - flash-sale: 15 % off dresses, its window set by each server start to DEMO_CAMPAIGN_MINUTES
 *   (campaigns/renew-windows), so the app's reload at a campaign's end can be seen.
 *
 * Their content covers every area of spec §3: card badge, banner and additional, product page
 * and checkout shipping.
 */
import type {
  PromotionArea,
  PromotionContentBlock,
  PromotionDiscount,
  StoredCampaign,
} from '../../../shared/domain/promotions';
import type { CampaignTexts } from '../../campaigns/campaign-texts';
import type { CampaignWrite } from '../../campaigns/campaign-repository';
import {
  DEFAULT_SITE_LANGUAGE,
  everyCurrency,
  everyLanguage,
  FREE_DELIVERY_FROM,
  type PerCurrency,
  type SiteLanguage,
} from './site-languages';

/** Which products and sku the campaigns name, read from the seeded catalogue. */
export interface CampaignFacts {
  knitwear: string[];
  dresses: string[];
  /** an orderable accessory sku to give away, or null when the catalogue has none */
  gift: { productId: string; sku: string } | null;
}

/** Long-running campaigns: from 2020 until 2100. */
const ALWAYS = { start: Date.UTC(2020, 0, 1), end: Date.UTC(2100, 0, 1) };

const GIFT_FROM: PerCurrency = { GBP: 120_00, EUR: 140_00, JPY: 23_000, AED: 560, USD: 150_00 };

const SALE_COLOURS = { backgroundColor: '#b3261e', color: '#ffffff' };
const OFFER_COLOURS = { backgroundColor: '#1f3a5f', color: '#ffffff' };

const block = (
  area: PromotionArea,
  type: PromotionContentBlock['type'],
  content: PromotionContentBlock['content'],
  styling?: PromotionContentBlock['styling'],
): PromotionContentBlock => ({ area, type, content, ...(styling ? { styling } : {}) });

interface PromotionSpec {
  id: string;
  messageId: string;
  discount: PromotionDiscount<PerCurrency>;
  gift?: { productId: string; sku: string };
  texts(at: SiteLanguage): { name: string; content: PromotionContentBlock[] };
}

interface CampaignSpec {
  id: string;
  items: string[];
  locations: PromotionArea[];
  window?: { start: number; end: number };
  name(at: SiteLanguage): string;
  promotion: PromotionSpec;
}

function write(spec: CampaignSpec, position: number, renewsAtStart = false): CampaignWrite {
  const { promotion } = spec;
  const own = promotion.texts(DEFAULT_SITE_LANGUAGE);
  const campaign: StoredCampaign = {
    id: spec.id,
    name: spec.name(DEFAULT_SITE_LANGUAGE),
    status: 'ACTIVE',
    ...(spec.window ?? ALWAYS),
    data: { promotionFormatting: { tierSeparator: ' | ' }, promotionLocations: spec.locations },
    items: spec.items,
    promotions: [
      {
        id: promotion.id,
        name: own.name,
        messageId: promotion.messageId,
        discount: promotion.discount,
        content: own.content,
        ...(promotion.gift ? { gift: promotion.gift } : {}),
      },
    ],
  };
  const texts = everyLanguage((at): CampaignTexts => ({
    name: spec.name(at),
    promotions: { [promotion.id]: promotion.texts(at) },
  }));
  return { campaign, texts, position, renewsAtStart };
}

const knitwearSale = (items: string[]): CampaignSpec => ({
  id: 'knitwear-sale',
  items,
  locations: ['productCardBadge', 'productCardBanner', 'productPage'],
  name: ({ copy }) => copy.knitwearSale.name,
  promotion: {
    id: 'knitwear-20',
    messageId: 'PROMOTION.KNITWEAR_SALE',
    discount: { type: 'PERCENT_OFF', component: 'ITEM', amount: 20 },
    texts: ({ copy: { knitwearSale: c } }) => ({
      name: c.name,
      content: [
        block('productCardBadge', 'badge', { text: c.badge }, SALE_COLOURS),
        block('productCardBanner', 'banner', { text: c.banner }, SALE_COLOURS),
        block('productPage', 'box', { text: c.page }),
      ],
    }),
  },
});

const dressDuo = (items: string[]): CampaignSpec => ({
  id: 'dress-duo',
  items,
  locations: ['productCardBadge', 'productCardAdditional', 'productPage'],
  name: ({ copy }) => copy.dressDuo.name,
  promotion: {
    id: 'dresses-buy-2',
    messageId: 'PROMOTION.DRESS_DUO',
    discount: {
      type: 'PERCENT_OFF',
      component: 'BASKET',
      tierDiscount: {
        tierType: 'ITEM_COUNT',
        tiers: [
          { min: 2, discountAmount: 10 },
          { min: 3, discountAmount: 15 },
        ],
      },
    },
    texts: ({ copy: { dressDuo: c } }) => ({
      name: c.name,
      content: [
        block('productCardBadge', 'badge', { text: c.badge }, OFFER_COLOURS),
        block('productCardAdditional', 'text', { text: c.tiers }),
        block('productPage', 'banner', { text: c.page }, OFFER_COLOURS),
      ],
    }),
  },
});

const freeDelivery = (): CampaignSpec => ({
  id: 'free-standard-delivery',
  items: [],
  locations: ['checkoutShipping', 'productPage'],
  name: ({ copy }) => copy.freeDelivery.name,
  promotion: {
    id: 'standard-delivery-free',
    messageId: 'PROMOTION.FREE_STANDARD_DELIVERY',
    discount: {
      type: 'VALUE_OVERRIDE',
      component: 'SHIPPING',
      amount: everyCurrency(0),
      conditions: { shippingMethod: 'STANDARD', basketTotal: { min: FREE_DELIVERY_FROM } },
    },
    texts: ({ copy, money }) => ({
      name: copy.freeDelivery.name,
      content: [
        block('checkoutShipping', 'text', {
          text: copy.freeDelivery.text(money(FREE_DELIVERY_FROM)),
        }),
        block('productPage', 'text', { text: copy.freeDelivery.text(money(FREE_DELIVERY_FROM)) }),
      ],
    }),
  },
});

const giftWithPurchase = (gift: { productId: string; sku: string }): CampaignSpec => ({
  id: 'gift-with-purchase',
  items: [],
  locations: ['productPage'],
  name: ({ copy }) => copy.gift.name,
  promotion: {
    id: 'free-tote',
    messageId: 'PROMOTION.GIFT_WITH_PURCHASE',
    discount: {
      type: 'VALUE_OVERRIDE',
      component: 'ITEM',
      amount: everyCurrency(0),
      conditions: { basketTotal: { min: GIFT_FROM } },
    },
    gift,
    texts: ({ copy, money }) => ({
      name: copy.gift.name,
      content: [block('productPage', 'box', { html: copy.gift.pageHtml(money(GIFT_FROM)) })],
    }),
  },
});

const flashSale = (items: string[]): CampaignSpec => ({
  id: 'flash-sale',
  items,
  locations: ['productCardBadge', 'productCardBanner'],
  name: ({ copy }) => copy.flashSale.name,
  promotion: {
    id: 'flash-15',
    messageId: 'PROMOTION.FLASH_SALE',
    discount: { type: 'PERCENT_OFF', component: 'ITEM', amount: 15 },
    texts: ({ copy: { flashSale: c } }) => ({
      name: c.name,
      content: [
        block('productCardBadge', 'badge', { text: c.badge }, SALE_COLOURS),
        block('productCardBanner', 'banner', { text: c.banner }, SALE_COLOURS),
      ],
    }),
  },
});

/**
 * The demo campaigns for a catalogue. The flash sale's window is a placeholder until the
 * server starts (it renews at start); a campaign whose products the catalogue lacks is left out.
 */
export function demoCampaigns(facts: CampaignFacts): CampaignWrite[] {
  const writes: CampaignWrite[] = [];
  if (facts.knitwear.length > 0) writes.push(write(knitwearSale(facts.knitwear), 1));
  if (facts.dresses.length > 0) writes.push(write(dressDuo(facts.dresses), 2));
  writes.push(write(freeDelivery(), 3));
  if (facts.gift) writes.push(write(giftWithPurchase(facts.gift), 4));
  if (facts.dresses.length > 0)
    writes.push(write({ ...flashSale(facts.dresses), window: { start: 0, end: 1 } }, 5, true));
  return writes;
}
