import { css } from '@linaria/core';
import { useLocation, useSearch } from 'wouter';
import { useT } from '../../../platform/i18n/i18n-context';
import { useActiveLocale, useSite } from '../../../platform/site/site-context';
import { tokens } from '../../../platform/ui/tokens';
import { switchLanguageUrl } from '../../../shared/locale/locale-url';

const listClass = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 1rem;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    color: inherit;
    font-size: 0.8125rem;
    letter-spacing: 0.06em;
    text-decoration: none;
  }

  a[aria-current='true'] {
    font-weight: 600;
    text-decoration: underline;
    text-underline-offset: 0.3em;
  }

  a:hover {
    color: ${tokens.accent};
  }
`;

/**
 * Links to the same page in the site's other languages (spec §2: the language segment is
 * rewritten, path and query kept). They are plain links: the new language is a new router base
 * with its own labels and content, so a full load is the honest way there. Nothing renders for
 * a one-language site.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const t = useT();
  const { config } = useSite();
  const { site, language } = useActiveLocale();
  const [location] = useLocation();
  const search = useSearch();
  if (config.languages.length < 2) return null;
  const query = search ? `?${search}` : '';
  return (
    <ul
      className={className ? `${listClass} ${className}` : listClass}
      aria-label={t('WEB.FOOTER.LANGUAGE')}
    >
      {config.languages.map((option) => (
        <li key={option.code}>
          <a
            href={switchLanguageUrl(site, option.code, location, query)}
            hrefLang={option.code}
            lang={option.code}
            aria-current={option.code === language ? 'true' : undefined}
          >
            {option.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
