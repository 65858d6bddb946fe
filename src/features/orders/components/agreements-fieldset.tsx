import { useT } from '../../../platform/i18n/i18n-context';
import type { LabelKey } from '../../../platform/i18n/i18n';
import { useActiveLocale, useSite } from '../../../platform/site/site-context';
import { VisuallyHidden } from '../../../platform/ui/visually-hidden';
import { agreementClass, agreementsClass, checkboxRowClass } from './express-confirm.styles';

/**
 * The site's agreements (spec §3 "agreements by id"), as the review step shows them and with its
 * labels: each unticked until the shopper ticks it, with its page opened in a new tab so the
 * order is not left. The checkout's own fieldset is that feature's internals, which the orders
 * may not import (docs/architecture.md), hence this one for the express order confirmed here.
 */
export function AgreementsFieldset({
  agreed,
  disabled,
  onChange,
}: {
  agreed: ReadonlySet<string>;
  disabled: boolean;
  onChange: (id: string, ticked: boolean) => void;
}) {
  const t = useT();
  const { config } = useSite();
  const { base } = useActiveLocale();
  return (
    <fieldset className={agreementsClass}>
      <legend>{t('WEB.CHECKOUT.AGREEMENTS.TITLE')}</legend>
      {config.agreements.map((agreement) => (
        <div key={agreement.id} className={agreementClass}>
          <label className={checkboxRowClass}>
            <input
              type="checkbox"
              name="agreements"
              value={agreement.id}
              checked={agreed.has(agreement.id)}
              disabled={disabled}
              required
              onChange={(event) => onChange(agreement.id, event.target.checked)}
            />
            {t(agreement.label as LabelKey)}
          </label>
          {agreement.link && (
            <a href={`${base}${agreement.link.path}`} target="_blank" rel="noreferrer">
              {t(agreement.link.label as LabelKey)}
              <VisuallyHidden> {t('WEB.CHECKOUT.NEW-TAB')}</VisuallyHidden>
            </a>
          )}
        </div>
      ))}
    </fieldset>
  );
}
