import { useEffect } from 'react';
import { siteIndexName } from '../../../shared/search/index-names';
import { onSessionReset } from '../../../platform/session-reset';
import { useActiveLocale, useSite } from '../../../platform/site/site-context';
import { holdAnalytics, track } from '../logic/track';
import { renewUserToken } from '../store/user-token';

/**
 * Runs the insights sender for the active site and language (mounted once by the app shell).
 * The sender and the outbox client it uses are a chunk of their own, loaded once the page is
 * live: nothing before the first interaction needs them (issue 10). Events tracked while it
 * loads are held and sent with the rest.
 */
export function useInsights(): void {
  const { config } = useSite();
  const { language } = useActiveLocale();
  useEffect(() => {
    const held = holdAnalytics();
    // Until the sender is here, a reset does what the sender would: the events held are the
    // previous shopper's, and the next shopper gets another user token.
    const stopReset = onSessionReset(() => {
      held.clear();
      renewUserToken();
    });
    let stop = () => {
      stopReset();
      held.cancel();
    };
    let active = true;
    Promise.all([import('../logic/start-insights'), import('../api/send-insights')])
      .then(([{ startInsights }, { insightsEndpoint }]) => {
        if (!active) return;
        const settings = {
          index: siteIndexName(config, language),
          countryCode: config.country.code,
          endpoint: insightsEndpoint(config),
        };
        stopReset();
        stop = startInsights(settings, held.subscribe);
      })
      .catch((error: unknown) => console.warn('Insights sender not loaded', error));
    return () => {
      active = false;
      stop();
    };
  }, [config, language]);
}

/** Tracks a product page view (viewProduct) once per product and colour shown. */
export function useTrackProductView(productId: string | undefined, colour?: string): void {
  useEffect(() => {
    if (productId) track({ type: 'viewProduct', productId, ...(colour ? { color: colour } : {}) });
  }, [productId, colour]);
}
