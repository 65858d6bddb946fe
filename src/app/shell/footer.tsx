import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { useContentData } from '../../features/content';
import { LanguageSwitcher } from '../../features/locale';
import { CountrySelect } from '../../features/locale/country-select';
import { useT } from '../../platform/i18n/i18n-context';
import { useSite } from '../../platform/site/site-context';
import {
  asideClass,
  badgesClass,
  barClass,
  columnsClass,
  groupClass,
  innerClass,
  legalClass,
} from './footer.styles';

/** "paypal" → "PayPal"-ish display text; the names come from footer.json. */
function paymentName(name: string): string {
  return name.replace(/[-_]/g, ' ');
}

/** The contentinfo landmark: link columns, payment methods, country and language, disclaimer. */
export function Footer() {
  const t = useT();
  const { config } = useSite();
  const footer = useContentData('footer');
  // The year is read after mount so a prerendered shell never bakes in a stale one.
  const [year, setYear] = useState<number | null>(null);
  useEffect(() => setYear(new Date().getFullYear()), []);
  const data = footer.data;

  return (
    <footer className={barClass}>
      <div className={innerClass}>
        <nav className={columnsClass} aria-label={t('WEB.FOOTER.NAV')}>
          {data?.columns.map((column) => (
            <div key={column.title}>
              <h2>{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={`${link.label}-${link.path}`}>
                    <Link href={link.path}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className={asideClass}>
          <CountrySelect />
          {config.languages.length > 1 ? (
            <div className={groupClass}>
              <h2>{t('WEB.FOOTER.LANGUAGE')}</h2>
              <LanguageSwitcher />
            </div>
          ) : null}
          {data && data.paymentIcons.length > 0 ? (
            <div className={groupClass}>
              <h2>{t('WEB.FOOTER.PAYMENT')}</h2>
              <ul className={badgesClass}>
                {data.paymentIcons.map((name) => (
                  <li key={name}>{paymentName(name)}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </div>
      <div className={legalClass}>
        {data?.disclaimer ? <p>{data.disclaimer}</p> : null}
        {year ? <p>{t('WEB.FOOTER.COPYRIGHT', { year })}</p> : null}
      </div>
    </footer>
  );
}
