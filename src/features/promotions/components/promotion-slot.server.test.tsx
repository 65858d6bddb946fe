import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '../../../platform/http/api-context';
import { I18nProvider } from '../../../platform/i18n/i18n-context';
import { SiteProvider } from '../../../platform/site/site-context';
import { siteApiClient } from '../../../platform/site/site-api-client';
import { testSite } from '../../../platform/testing/site-fixture';
import { promotionKeys } from '../api/promotion-keys';
import { fetchCampaigns } from '../api/get-campaigns';
import { campaign, promotion } from '../testing/campaign-fixture';
import { PromotionSlot } from './promotion-slot';

async function html(element: ReactElement): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

describe('promotion content in the server’s render (no DOM)', () => {
  it('is in the markup the server sends, loaded chunk and all', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(promotionKeys.campaigns('vitrine-gb', 'en'), {
      currency: 'GBP',
      campaigns: [campaign('spring')],
    });
    const markup = await html(
      <QueryClientProvider client={queryClient}>
        <SiteProvider site={testSite}>
          <I18nProvider language="en" labels={testSite.labels}>
            <ApiProvider client={siteApiClient(testSite)}>
              <PromotionSlot area="productCardBadge" productIds={['P1']} />
            </ApiProvider>
          </I18nProvider>
        </SiteProvider>
      </QueryClientProvider>,
    );
    expect(markup).toContain('data-type="badge"');
    expect(markup).toContain('Sale');
  });

  it('sanitises HTML blocks before they are cached, with the server’s sanitiser', async () => {
    expect(import.meta.env.SSR).toBe(true);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              currency: 'GBP',
              campaigns: [
                campaign('c', {
                  promotions: [
                    promotion('p', [
                      {
                        area: 'productPage',
                        type: 'box',
                        content: { html: '<em>Soft</em><img src=x onerror=alert(1)>' },
                      },
                    ]),
                  ],
                }),
              ],
            }),
          ),
      ),
    );
    const answer = await fetchCampaigns(siteApiClient(testSite));
    expect(answer.campaigns[0]!.promotions[0]!.content[0]!.content.html).toBe('<em>Soft</em>');
    vi.unstubAllGlobals();
  });
});
