import { useId } from 'react';
import { useT } from '../../../../platform/i18n/i18n-context';
import { Button } from '../../../../platform/ui/button';
import type { CartSummary } from '../../../../shared/domain/cart';
import { useVoucherForm, VOUCHER_MAX_LENGTH } from '../../hooks/use-voucher-form';
import { removeClass } from '../line/line-actions.styles';
import {
  appliedClass,
  errorTextClass,
  fieldRowClass,
  labelClass,
  voucherClass,
} from './voucher-form.styles';

/**
 * The basket's promo code: a field and Apply, or the applied code with its name, message and
 * Remove. A refusal is said under the field in the shopper's language, one message per reason.
 */
export function VoucherForm({ summary }: { summary: CartSummary }) {
  const t = useT();
  const inputId = useId();
  const errorId = useId();
  const voucher = useVoucherForm(summary);
  const error = voucher.error && (
    <p id={errorId} role="alert" className={errorTextClass}>
      {voucher.error}
    </p>
  );

  if (voucher.hasProvidedVoucher) {
    const code = voucher.appliedCode ?? '';
    return (
      <div className={voucherClass} aria-busy={voucher.isUpdatingVoucher || undefined}>
        <span className={labelClass}>{t('WEB.BASKET.VOUCHER.LABEL')}</span>
        <div className={appliedClass}>
          <div>
            <p>{t('WEB.BASKET.VOUCHER.APPLIED', { code })}</p>
            {voucher.appliedName && <p>{voucher.appliedName}</p>}
            {voucher.appliedMessage && <p>{voucher.appliedMessage}</p>}
          </div>
          <button
            type="button"
            className={removeClass}
            aria-label={t('WEB.BASKET.VOUCHER.REMOVE', { code })}
            disabled={voucher.disabled}
            onClick={voucher.handleRemove}
          >
            {t('WEB.MINICART.REMOVE.SHORT')}
          </button>
        </div>
        {error}
      </div>
    );
  }

  return (
    <form className={voucherClass} onSubmit={voucher.handleApply} noValidate>
      <label htmlFor={inputId} className={labelClass}>
        {t('WEB.BASKET.VOUCHER.LABEL')}
      </label>
      <div className={fieldRowClass}>
        <input
          id={inputId}
          name="voucher"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={VOUCHER_MAX_LENGTH}
          value={voucher.draft}
          aria-invalid={voucher.error ? true : undefined}
          aria-describedby={voucher.error ? errorId : undefined}
          onChange={(event) => voucher.handleDraft(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={voucher.disabled}>
          {voucher.isUpdatingVoucher
            ? t('WEB.BASKET.VOUCHER.APPLYING')
            : t('WEB.BASKET.VOUCHER.APPLY')}
        </Button>
      </div>
      {error}
    </form>
  );
}
