import { useEffect } from 'react';
import { indexName } from '../../../platform/search/search-client';
import { useActiveLocale, useSite } from '../../../platform/site/site-context';
import { track } from '../track';
import { startInsights } from './start-insights';
import { insightsEndpoint } from './send-insights';

/** Runs the insights sender for the active site and language (mounted once by the app shell). */
export function useInsights(): void {
  const { config } = useSite();
  const { language } = useActiveLocale();
  useEffect(
    () =>
      startInsights({
        index: indexName(config, language),
        countryCode: config.country.code,
        endpoint: insightsEndpoint(config),
      }),
    [config, language],
  );
}

/** Tracks a product page view (viewProduct) once per product and colour shown. */
export function useTrackProductView(productId: string | undefined, colour?: string): void {
  useEffect(() => {
    if (productId) track({ type: 'viewProduct', productId, ...(colour ? { color: colour } : {}) });
  }, [productId, colour]);
}
