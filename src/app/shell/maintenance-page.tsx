import { css } from '@linaria/core';
import { useT } from '../../platform/i18n/i18n-context';
import { tokens } from '../../platform/ui/tokens';

const screenClass = css`
  display: grid;
  place-content: center;
  gap: 1.25rem;
  min-block-size: 100vh;
  padding: 2rem 1.5rem;
  text-align: center;

  p {
    margin: 0;
    max-inline-size: 30rem;
    color: ${tokens.muted};
    line-height: 1.6;
  }

  h1 {
    margin: 0;
    font-family: ${tokens.fontDisplay};
    font-size: clamp(1.75rem, 5vw, 2.5rem);
    font-weight: 400;
  }
`;

const wordmarkClass = css`
  justify-self: center;
  font-family: ${tokens.fontDisplay};
  font-size: 1.25rem;
  letter-spacing: 0.32em;
  color: ${tokens.ink} !important;
`;

/** The whole shop is closed for maintenance: a full-screen notice, nothing else. */
export function MaintenancePage() {
  const t = useT();
  return (
    <main className={screenClass}>
      <p className={wordmarkClass} aria-hidden="true" translate="no">
        VITRINE
      </p>
      <h1>{t('WEB.MAINTENANCE.TITLE')}</h1>
      <p>{t('WEB.MAINTENANCE.DESCRIPTION')}</p>
    </main>
  );
}
