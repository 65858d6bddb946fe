// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../../platform/testing/test-providers';
import type { Campaign } from '../../../shared/domain/promotions';
import { campaign, promotion } from '../testing/campaign-fixture';
import { PromotionBlocks } from './promotion-blocks';
import { PromotionSlot } from './promotion-slot';

function serve(campaigns: Campaign[] | 'fail') {
  const fetchMock = vi.fn(async (url: string) => {
    expect(url).toBe('/api/cart/promotions?lang=en&siteTag=vitrine-gb');
    return campaigns === 'fail'
      ? new Response(JSON.stringify({ status: 503, code: 'SERVICE_UNAVAILABLE', message: 'x' }), {
          status: 503,
        })
      : new Response(JSON.stringify({ currency: 'GBP', campaigns }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const buyTwo = campaign('dresses', {
  items: ['P1'],
  promotions: [
    promotion(
      'buy-2',
      [
        {
          area: 'productCardAdditional',
          type: 'text',
          content: { html: '<strong>Buy more, save more</strong><img src=x onerror="alert(1)">' },
        },
        { area: 'productCardBadge', type: 'badge', content: { iconRef: 'tag' } },
      ],
      {
        discount: {
          type: 'PERCENT_OFF',
          component: 'ITEM',
          tierDiscount: {
            tierType: 'ITEM_COUNT',
            tiers: [
              { min: 3, discountAmount: 20 },
              { min: 2, discountAmount: 10 },
            ],
          },
        },
      },
    ),
  ],
});

describe('PromotionBlocks', () => {
  it('shows the sanitised HTML of the area and the tiers joined by " | ", lowest first', async () => {
    serve([buyTwo]);
    const env = createTestEnvironment();
    render(<PromotionBlocks area="productCardAdditional" productIds={['P1']} />, {
      wrapper: env.wrapper,
    });
    const strong = await screen.findByText('Buy more, save more');
    expect(strong.tagName).toBe('STRONG');
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText('Buy 2, get 10% off | Buy 3, get 20% off')).toBeTruthy();
  });

  it('shows a badge with nothing else to say as its tiers, and nothing for other products', async () => {
    serve([buyTwo]);
    const env = createTestEnvironment();
    const view = render(<PromotionBlocks area="productCardBadge" productIds={['P1']} />, {
      wrapper: env.wrapper,
    });
    expect(await screen.findByText('Buy 2, get 10% off | Buy 3, get 20% off')).toBeTruthy();
    view.unmount();
    render(<PromotionBlocks area="productCardBadge" productIds={['P2']} />, {
      wrapper: env.wrapper,
    });
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows nothing when the campaigns cannot be loaded (spec §7: an empty list)', async () => {
    const fetchMock = serve('fail');
    const env = createTestEnvironment();
    render(
      <>
        <p>page</p>
        <PromotionSlot area="productPage" productIds={['P1']} />
      </>,
      { wrapper: env.wrapper },
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    // one retry (a second of back-off) before the call counts as failed
    await waitFor(
      () =>
        expect(
          env.queryClient.getQueryState(['promotions', 'campaigns', 'vitrine-gb', 'en'])?.status,
        ).toBe('error'),
      { timeout: 4000 },
    );
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('page')).toBeTruthy();
  });

  it('tells its consumer when the running campaigns change, not when they first arrive', async () => {
    serve([buyTwo]);
    const env = createTestEnvironment();
    const changed = vi.fn();
    render(
      <PromotionBlocks
        area="productCardAdditional"
        productIds={['P1']}
        onCampaignsChange={changed}
      />,
      { wrapper: env.wrapper },
    );
    await screen.findByText('Buy more, save more');
    expect(changed).not.toHaveBeenCalled();
    serve([buyTwo, campaign('new')]);
    await env.queryClient.refetchQueries({ queryKey: ['promotions'] });
    await waitFor(() => expect(changed).toHaveBeenCalledTimes(1));
  });
});
