import { useId, useState, type FormEvent } from 'react';
import { useT } from '../../../platform/i18n/i18n-context';
import { Button } from '../../../platform/ui/button';
import { useBackInStock } from '../hooks/use-back-in-stock';
import {
  bodyClass,
  errorClass,
  fieldClass,
  formClass,
  statusClass,
  titleClass,
} from './back-in-stock-form.styles';

export interface SoldOutSize {
  sku: string;
  /** the size as shoppers read it ("M", "38") */
  label: string;
}

export interface BackInStockFormProps {
  /** the colour variant (search objectID) whose sizes are sold out */
  variantId: string;
  /** its sold-out sizes; with several, the shopper picks one */
  sizes: SoldOutSize[];
}

/** "Email me when it's back" for sold-out sizes (spec §7 Other), offline-safe via the outbox. */
export function BackInStockForm({ variantId, sizes }: BackInStockFormProps) {
  const t = useT();
  const ids = { title: useId(), email: useId(), error: useId(), size: useId() };
  const [email, setEmail] = useState('');
  const [sku, setSku] = useState(sizes[0]?.sku ?? '');
  const form = useBackInStock();
  const chosen = sizes.find((size) => size.sku === sku) ?? sizes[0];
  if (!chosen) return null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.subscribe({ email, variantId, sku: chosen.sku });
  };
  const status =
    form.status === 'pending'
      ? t('WEB.OUTBOX.PENDING')
      : form.status === 'done'
        ? `${form.sentLater ? `${t('WEB.OUTBOX.SENT')}. ` : ''}${t('WEB.BACK_IN_STOCK.DONE', { email: email.trim(), size: chosen.label })}`
        : '';

  return (
    <form className={formClass} aria-labelledby={ids.title} noValidate onSubmit={onSubmit}>
      <h2 id={ids.title} className={titleClass}>
        {t('WEB.BACK_IN_STOCK.TITLE', { size: chosen.label })}
      </h2>
      <p className={bodyClass}>{t('WEB.BACK_IN_STOCK.BODY')}</p>
      {sizes.length > 1 && (
        <label className={fieldClass} htmlFor={ids.size}>
          {t('WEB.PRODUCT.SIZE.LABEL')}
          <select
            id={ids.size}
            value={chosen.sku}
            onChange={(event) => {
              setSku(event.target.value);
              form.reset();
            }}
          >
            {sizes.map((size) => (
              <option key={size.sku} value={size.sku}>
                {size.label}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className={fieldClass} htmlFor={ids.email}>
        {t('WEB.BACK_IN_STOCK.EMAIL')}
        <input
          id={ids.email}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          maxLength={254}
          value={email}
          aria-invalid={form.status === 'invalid'}
          aria-describedby={form.status === 'invalid' ? ids.error : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
      </label>
      {form.status === 'invalid' && (
        <p id={ids.error} className={errorClass} role="alert">
          {t('WEB.BACK_IN_STOCK.INVALID')}
        </p>
      )}
      {form.status === 'error' && (
        <p className={errorClass} role="alert">
          {t('WEB.BACK_IN_STOCK.ERROR')}
        </p>
      )}
      <Button type="submit" variant="secondary" disabled={form.status === 'sending'}>
        {t('WEB.BACK_IN_STOCK.SUBMIT')}
      </Button>
      <p role="status" className={statusClass}>
        {status}
      </p>
    </form>
  );
}
