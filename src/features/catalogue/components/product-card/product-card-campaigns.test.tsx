// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productHit } from '../../../../platform/testing/product-hit';
import { createTestEnvironment } from '../../../../platform/testing/test-providers';
import type { ColourOption } from '../../../../shared/domain/product';
import type { Campaign } from '../../../../shared/domain/promotions';
import { ProductCard } from './product-card';

function sale(id: string, text: string): Campaign {
  return {
    id,
    name: id,
    status: 'ACTIVE',
    start: 0,
    end: Date.UTC(2100, 0, 1),
    data: {
      promotionFormatting: {},
      promotionLocations: ['productCardBadge', 'productCardAdditional'],
    },
    items: ['p1'],
    promotions: [
      {
        id: `${id}-p`,
        name: text,
        messageId: 'PROMO',
        discount: { type: 'PERCENT_OFF', component: 'ITEM', amount: 20 },
        content: [
          { area: 'productCardBadge', type: 'badge', content: { text } },
          { area: 'productCardAdditional', type: 'text', content: { text: `${text} on dresses` } },
        ],
      },
    ],
  };
}

function serveCampaigns(campaigns: Campaign[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ currency: 'GBP', campaigns }))),
  );
}

const navy = productHit('p1', 'Linen wrap dress').options[0]!;
const sand: ColourOption = {
  ...navy,
  slug: 'sand',
  color: { ...navy.color, name: 'Sand', slug: 'sand' },
  sku: 'p1-sand-m',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProductCard with campaigns', () => {
  it('shows the running campaigns’ badge and text for its product', async () => {
    serveCampaigns([sale('spring', '20% off')]);
    const env = createTestEnvironment({ path: '/women' });
    render(<ProductCard hit={productHit('p1', 'Linen wrap dress')} priority />, {
      wrapper: env.wrapper,
    });
    expect(await screen.findByText('20% off')).toBeTruthy();
    expect(screen.getByText('20% off on dresses')).toBeTruthy();
  });

  it('goes back to its first colour when the running campaigns change (spec §4)', async () => {
    serveCampaigns([sale('spring', '20% off')]);
    const env = createTestEnvironment({ path: '/women' });
    render(
      <ProductCard
        hit={productHit('p1', 'Linen wrap dress', { options: [navy, sand] })}
        priority
      />,
      { wrapper: env.wrapper },
    );
    await screen.findByText('20% off');
    const swatches = screen.getByRole('group', { name: 'Colours' });
    fireEvent.click(within(swatches).getByRole('button', { name: 'Sand' }));
    expect(
      within(swatches).getByRole('button', { name: 'Sand' }).getAttribute('aria-pressed'),
    ).toBe('true');

    serveCampaigns([sale('summer', '30% off')]);
    await env.queryClient.refetchQueries({ queryKey: ['promotions'] });
    await screen.findByText('30% off');
    await waitFor(() =>
      expect(
        within(swatches).getByRole('button', { name: 'Navy' }).getAttribute('aria-pressed'),
      ).toBe('true'),
    );
  });
});
