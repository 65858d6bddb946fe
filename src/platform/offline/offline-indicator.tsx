import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../i18n/i18n-context';
import { bannerClass, dotClass } from './offline-indicator.styles';
import { useOnline } from './online-status';

/** Pages that cannot work without a network; offline they say so and keep what is there. */
const NEEDS_CONNECTION = /^\/(cart|checkout)(\/|$)/;
const BACK_ONLINE_MS = 3000;

/**
 * A visible, announced offline indicator (role status). Offline it says visited pages still
 * work, or on the bag and checkout that a connection is needed and nothing is lost; back
 * online it says so briefly. The live region stays mounted so screen readers hear changes.
 */
export function OfflineIndicator() {
  const t = useT();
  const online = useOnline();
  const [location] = useLocation();
  const [backOnline, setBackOnline] = useState(false);
  const wasOffline = useRef(false);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    setBackOnline(true);
    const timer = window.setTimeout(() => setBackOnline(false), BACK_ONLINE_MS);
    return () => window.clearTimeout(timer);
  }, [online]);

  let message: string | null = null;
  if (!online) {
    message = NEEDS_CONNECTION.test(location)
      ? t('WEB.OFFLINE.CONNECTION_NEEDED')
      : t('WEB.OFFLINE.INDICATOR');
  } else if (backOnline) {
    message = t('WEB.OFFLINE.BACK_ONLINE');
  }
  return (
    <div role="status" aria-live="polite">
      {message ? (
        <div className={bannerClass} data-state={online ? 'online' : 'offline'}>
          {online ? null : <span className={dotClass} aria-hidden="true" />}
          <span>{message}</span>
        </div>
      ) : null}
    </div>
  );
}
