import { css } from '@linaria/core';
import type { Labels } from '../../platform/i18n/i18n';
import { tokens } from '../../platform/ui/tokens';

/**
 * The application error screen (spec §2, §4 "App start"): shown when boot fails, so it cannot
 * rely on anything boot provides. Texts come from the labels if they loaded, else from the
 * English below; the reference is the shopping session id (or a fresh one) for support.
 */
const FALLBACK = {
  'WEB.APP.ERROR.TITLE': 'Sorry, something went wrong.',
  'WEB.APP.ERROR.SUBTITLE': 'Please check back soon.',
  'WEB.APP.ERROR.CODE': 'If this error persists, please contact us with this code',
  'WEB.REFRESH.CTA': 'Refresh',
} as const;

type ErrorKey = keyof typeof FALLBACK;

const screenClass = css`
  display: grid;
  place-content: center;
  gap: 1.25rem;
  min-block-size: 100vh;
  padding: 2rem 1.5rem;
  text-align: center;
  background: ${tokens.paper};
  color: ${tokens.ink};

  h1 {
    margin: 0;
    font-family: ${tokens.fontDisplay};
    font-size: clamp(1.75rem, 5vw, 2.5rem);
    font-weight: 400;
  }

  p {
    margin: 0;
    color: ${tokens.muted};
    line-height: 1.6;
  }

  code {
    display: inline-block;
    margin-block-start: 0.5rem;
    padding: 0.375rem 0.75rem;
    background: ${tokens.sand};
    color: ${tokens.ink};
    font-size: 0.9375rem;
    letter-spacing: 0.04em;
    user-select: all;
  }

  button {
    justify-self: center;
    min-block-size: 2.75rem;
    padding-inline: 2rem;
    border: 1px solid ${tokens.ink};
    background: ${tokens.ink};
    color: ${tokens.paper};
    font: inherit;
    font-size: 0.8125rem;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    cursor: pointer;
  }
`;

const wordmarkClass = css`
  font-family: ${tokens.fontDisplay};
  font-size: 1.25rem;
  letter-spacing: 0.32em;
`;

export interface AppErrorScreenProps {
  /** the shopping session id, or a generated reference when there is no session */
  reference: string;
  /** the active language's labels when they loaded before the failure */
  labels?: Labels | null;
  onRefresh?: () => void;
}

export function AppErrorScreen({ reference, labels, onRefresh }: AppErrorScreenProps) {
  const text = (key: ErrorKey) => labels?.[key] || FALLBACK[key];
  const refresh = onRefresh ?? (() => window.location.reload());
  return (
    <main className={screenClass}>
      <p className={wordmarkClass} aria-hidden="true" translate="no">
        VITRINE
      </p>
      <h1>{text('WEB.APP.ERROR.TITLE')}</h1>
      <p>{text('WEB.APP.ERROR.SUBTITLE')}</p>
      <p>
        {text('WEB.APP.ERROR.CODE')}
        <br />
        <code>{reference}</code>
      </p>
      <button type="button" onClick={refresh}>
        {text('WEB.REFRESH.CTA')}
      </button>
    </main>
  );
}
