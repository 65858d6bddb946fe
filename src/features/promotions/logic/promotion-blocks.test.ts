import { describe, expect, it } from 'vitest';
import { campaign, promotion } from '../testing/campaign-fixture';
import { promotionBlocksFor } from './promotion-blocks';

const blocks = [
  { area: 'productCardBadge', type: 'badge', content: { text: '−20%' } },
  { area: 'productPage', type: 'box', content: { text: 'Twenty percent off dresses' } },
  { area: 'checkoutShipping', type: 'text', content: { text: 'Free delivery over £50' } },
] as const;

describe('promotionBlocksFor', () => {
  const dresses = campaign('dresses', {
    items: ['P1', 'P2'],
    promotions: [promotion('twenty', [...blocks])],
  });
  const everything = campaign('all', {
    data: { promotionFormatting: {}, promotionLocations: ['checkoutShipping'] },
    promotions: [promotion('ship', [...blocks])],
  });

  it('gives the blocks of one area, from campaigns covering the product', () => {
    const placed = promotionBlocksFor([dresses, everything], 'productCardBadge', ['P1']);
    expect(placed.map((p) => p.block.content.text)).toEqual(['−20%']);
    expect(promotionBlocksFor([dresses], 'productCardBadge', ['P9'])).toEqual([]);
  });

  it('shows a block only where its campaign lists the area among its locations', () => {
    // "all" carries a product-page block but shows content only in checkout shipping
    expect(promotionBlocksFor([everything], 'productPage', ['P9'])).toEqual([]);
    expect(
      promotionBlocksFor([everything], 'checkoutShipping').map((p) => p.block.content.text),
    ).toEqual(['Free delivery over £50']);
  });

  it('covers a bag when any of its products is in the campaign; no items covers all', () => {
    expect(promotionBlocksFor([dresses], 'checkoutShipping', ['P9', 'P2'])).toHaveLength(1);
    expect(promotionBlocksFor([dresses], 'checkoutShipping', ['P9'])).toEqual([]);
    expect(promotionBlocksFor([everything], 'checkoutShipping', ['P9'])).toHaveLength(1);
  });

  it('keys each block by campaign, promotion and place', () => {
    expect(promotionBlocksFor([dresses], 'productPage', ['P1'])[0]!.key).toBe('dresses/twenty/1');
  });
});
