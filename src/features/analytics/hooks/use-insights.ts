import { useEffect } from 'react';
import { siteIndexName } from '../../../shared/search/index-names';
import { useActiveLocale, useSite } from '../../../platform/site/site-context';
import { track } from '../logic/track';
import { startInsights } from '../logic/start-insights';
import { insightsEndpoint } from '../api/send-insights';

/** Runs the insights sender for the active site and language (mounted once by the app shell). */
export function useInsights(): void {
  const { config } = useSite();
  const { language } = useActiveLocale();
  useEffect(
    () =>
      startInsights({
        index: siteIndexName(config, language),
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
