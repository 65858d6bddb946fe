import { css } from '@linaria/core';
import { useId, type ChangeEvent } from 'react';
import { useT } from '../../../platform/i18n/i18n-context';
import { useActiveLocale, useSite } from '../../../platform/site/site-context';
import { Icon } from '../../../platform/ui/icon';
import { tokens } from '../../../platform/ui/tokens';
import { countrySiteUrl } from '../../../shared/locale/locale-url';

const fieldClass = css`
  display: grid;
  gap: 0.5rem;

  label {
    font-size: 0.75rem;
    letter-spacing: 0.14em;
    text-transform: uppercase;
  }
`;

const selectWrapClass = css`
  position: relative;
  display: flex;
  align-items: center;
  gap: 0.5rem;
  max-inline-size: 18rem;
  padding-inline-start: 0.75rem;
  border: 1px solid ${tokens.line};
  background: ${tokens.paper};
  border-radius: ${tokens.radius};

  select {
    flex: 1;
    min-block-size: 2.75rem;
    padding-inline-end: 0.75rem;
    border: 0;
    background: transparent;
    color: inherit;
    font: inherit;
    font-size: 0.875rem;
    cursor: pointer;
  }

  option {
    color: ${tokens.ink};
  }
`;

/** Where the shopper is shopping from: each country site opens on its default-language home. */
export function CountrySelect() {
  const t = useT();
  const { sites } = useSite();
  const { site: current } = useActiveLocale();
  const id = useId();

  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const target = sites.sites.find((site) => site.folder === event.target.value);
    if (!target || target.folder === current.folder) return;
    // Another country is another router base, currency and cart: a full load starts it cleanly.
    window.location.assign(countrySiteUrl(target));
  };

  return (
    <div className={fieldClass}>
      <label htmlFor={id}>{t('WEB.FOOTER.COUNTRY')}</label>
      <div className={selectWrapClass}>
        <Icon name="globe" size={18} />
        <select id={id} value={current.folder} onChange={handleChange}>
          {sites.sites.map((site) => (
            <option key={site.folder} value={site.folder}>
              {site.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
