import { useEffect, useState } from 'react';
import { useT } from '../../platform/i18n/i18n-context';
import { getSessionId } from '../../platform/http/session';
import { useOnline } from '../../platform/offline/online-status';
import { useActiveLocale } from '../../platform/site/site-context';
import { ErrorState } from '../../platform/ui/error-state';
import { RELOAD_DELAY_MS } from '../../shared/constants';
import { alreadyRetried, isChunkLoadError, markRetried } from './chunk-load-error';

/**
 * A generic render failure: spec §8 names its texts (the GENERIC keys below) and a retry that
 * re-renders the route. Data that failed to load is another failure, with its own words: LoadError.
 */
function RenderFailure({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <ErrorState
      headingLevel={1}
      title={t('WEB.CHECKOUT.FORM.ERROR.GENERIC.TITLE')}
      description={t('WEB.CHECKOUT.FORM.ERROR.GENERIC.DESCRIPTION')}
      actionLabel={t('WEB.ERROR.RETRY')}
      onAction={onRetry}
    />
  );
}

/**
 * A missing route chunk (spec §4, §8): reload once into the new build, then the error with
 * Refresh, the shopping session id and Continue shopping. Offline, a chunk fails for want of a
 * network, not because a new build replaced it, and a reload would only open the browser's
 * own offline page, losing the shop: the page says it is not available offline and goes on
 * with the reload once the network is back.
 */
function ChunkFailure({ error }: { error: Error }) {
  const t = useT();
  const { base } = useActiveLocale();
  const online = useOnline();
  const [state, setState] = useState<{ retried: boolean; reference: string } | null>(null);

  useEffect(() => {
    if (!online) return;
    const retried = alreadyRetried();
    setState({ retried, reference: getSessionId() ?? '' });
    if (retried) return;
    markRetried(error.message);
    const timer = window.setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [error, online]);

  if (!online) {
    return (
      <ErrorState
        headingLevel={1}
        title={t('WEB.OFFLINE.UNAVAILABLE.TITLE')}
        description={t('WEB.OFFLINE.INDICATOR')}
      />
    );
  }
  if (!state) return null;
  if (!state.retried) {
    return (
      <ErrorState
        headingLevel={1}
        title={t('WEB.UPDATING.TITLE')}
        description={t('WEB.UPDATING.DESCRIPTION')}
      />
    );
  }
  return (
    <ErrorState
      headingLevel={1}
      title={t('WEB.APP.ERROR.TITLE')}
      description={t('WEB.APP.ERROR.SUBTITLE')}
      actionLabel={t('WEB.REFRESH.CTA')}
      onAction={() => window.location.reload()}
    >
      {state.reference ? (
        <p>
          {t('WEB.APP.ERROR.CODE')} <code>{state.reference}</code>
        </p>
      ) : null}
      {/* A full load of the home page: a client-side move could need the same missing chunk. */}
      <p>
        <a href={`${base}/`}>{t('WEB.ERROR.CONTINUE')}</a>
      </p>
    </ErrorState>
  );
}

export function RouteErrorView({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return isChunkLoadError(error) ? (
    <ChunkFailure error={error} />
  ) : (
    <RenderFailure onRetry={onRetry} />
  );
}
