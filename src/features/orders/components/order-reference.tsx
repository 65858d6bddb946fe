import { useT } from '../../../platform/i18n/i18n-context';
import { CopyButton } from './copy-button';
import { referenceClass } from './order-page.styles';

/** The order's number, large and apart, with a button that copies it. */
export function OrderReference({ reference }: { reference: string }) {
  const t = useT();
  return (
    <div className={referenceClass}>
      <dl>
        <dt>{t('WEB.ORDER.REFERENCE')}</dt>
        <dd>{reference}</dd>
      </dl>
      <CopyButton text={reference} label={t('WEB.ORDER.REFERENCE.COPY')} />
    </div>
  );
}
