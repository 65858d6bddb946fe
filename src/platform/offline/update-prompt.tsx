import { useSyncExternalStore } from 'react';
import { useLocation } from 'wouter';
import { css } from '@linaria/core';
import { useT } from '../i18n/i18n-context';
import { tokens } from '../ui/tokens';
import { isUpdateReady, subscribeToUpdate } from './update-state';

/** The bridge is loaded by boot before any update can be ready, so this resolves at once. */
function reloadIntoUpdate(): void {
  import('./sw-bridge')
    .then(({ acceptUpdate }) => acceptUpdate())
    .catch((error: unknown) => {
      console.error('Update not applied; reloading', error);
      window.location.reload();
    });
}

const barClass = css`
  position: fixed;
  inset-inline: 1rem;
  inset-block-end: 1rem;
  z-index: 200;
  display: flex;
  gap: 1rem;
  align-items: center;
  justify-content: space-between;
  max-inline-size: 28rem;
  margin-inline: auto;
  padding: 0.875rem 1rem;
  background: ${tokens.ink};
  color: ${tokens.paper};
  border-radius: ${tokens.radius};
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.18);
  font-size: 0.9375rem;

  button {
    flex: none;
    padding: 0.5rem 1rem;
    border: 1px solid currentColor;
    background: transparent;
    color: inherit;
    font: inherit;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    cursor: pointer;
  }
`;

/** Checkout is never interrupted: the prompt waits until the shopper leaves it. */
const HOLD_PROMPT = /^\/checkout(\/|$)/;

/** "A new version is available" with a Reload button, shown while a new worker waits. */
export function UpdatePrompt() {
  const t = useT();
  const [location] = useLocation();
  const ready = useSyncExternalStore(subscribeToUpdate, isUpdateReady, () => false);
  if (!ready || HOLD_PROMPT.test(location)) return null;
  return (
    <div className={barClass} role="status" aria-live="polite">
      <span>{t('WEB.UPDATE.AVAILABLE')}</span>
      <button type="button" onClick={reloadIntoUpdate}>
        {t('WEB.UPDATE.RELOAD')}
      </button>
    </div>
  );
}
