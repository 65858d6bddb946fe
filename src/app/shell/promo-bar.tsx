import { css } from '@linaria/core';
import { Link } from 'wouter';
import { useContentData } from '../../features/content';
import { LanguageSwitcher } from '../../features/locale';
import { useT } from '../../platform/i18n/i18n-context';
import { media, tokens } from '../../platform/ui/tokens';

const barClass = css`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 1rem;
  min-block-size: 2.25rem;
  padding-block: 0.375rem;
  padding-inline: 1rem;
  background: ${tokens.ink};
  color: ${tokens.paper};
  font-size: 0.75rem;
  letter-spacing: 0.08em;
  text-align: center;

  a {
    color: inherit;
    text-underline-offset: 0.25em;
  }

  ${media.tabletMedium} {
    justify-content: space-between;
    padding-inline: 3rem;
  }
`;

const messageClass = css`
  margin: 0;

  ${media.tabletMedium} {
    flex: 1;
  }
`;

/** Keeps the message centred on desktop with the language links at the end. */
const spacerClass = css`
  display: none;

  ${media.tabletMedium} {
    display: block;
    min-inline-size: 6rem;
  }
`;

const languagesClass = css`
  display: none;

  ${media.tabletMedium} {
    display: flex;
    justify-content: flex-end;
    min-inline-size: 6rem;
  }
`;

/** The announcement strip above the header (header.json) with the language links on desktop. */
export function PromoBar() {
  const t = useT();
  const header = useContentData('header');
  const promo = header.data?.promoBar;
  if (!promo) return null;
  return (
    <aside className={barClass} aria-label={t('WEB.PROMO.LABEL')}>
      <span className={spacerClass} />
      <p className={messageClass}>
        {promo.path ? <Link href={promo.path}>{promo.text}</Link> : promo.text}
      </p>
      <div className={languagesClass}>
        <LanguageSwitcher />
      </div>
    </aside>
  );
}
