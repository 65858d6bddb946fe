import { useId, type FormEvent } from 'react';
import { useT } from '../../../platform/i18n/i18n-context';
import type { LabelKey } from '../../../platform/i18n/i18n';
import { useActiveLocale } from '../../../platform/site/site-context';
import { Button } from '../../../platform/ui/button';
import { useLookupForm, type LookupFailure } from '../hooks/use-lookup-form';
import type { LookupProblem } from '../logic/lookup-form';
import { LookupField } from './lookup-field';
import { alertClass, choiceClass, formClass } from './lookup-form.styles';

const PROBLEMS: Record<LookupProblem, LabelKey> = {
  REQUIRED: 'WEB.CHECKOUT.ERROR.REQUIRED',
  INVALID_FORMAT: 'WEB.CHECKOUT.ERROR.INVALID_FORMAT',
  INVALID_PHONE: 'WEB.CHECKOUT.ERROR.INVALID_PHONE',
};

function useFailureText(failure: LookupFailure | null): string | null {
  const t = useT();
  const { intlLocale } = useActiveLocale();
  if (!failure) return null;
  switch (failure.kind) {
    case 'not-found':
      return t('WEB.ORDER.LOOKUP.NOT-FOUND');
    case 'too-many': {
      const unit = { style: 'unit', unit: 'minute', unitDisplay: 'long' } as const;
      const duration = new Intl.NumberFormat(intlLocale, unit).format(failure.minutes);
      return t('WEB.ORDER.LOOKUP.TOO-MANY', { duration });
    }
    case 'offline':
      return t('WEB.ORDER.LOOKUP.OFFLINE');
    case 'failed':
      return t('WEB.CHECKOUT.ERROR.GENERIC');
  }
}

/**
 * The guest lookup (spec §2 /orders/order-status, §3 "Order lookup"): the order number and,
 * by the shopper's choice, the e-mail address or mobile number it was placed with.
 */
export function LookupForm() {
  const t = useT();
  const id = useId();
  const form = useLookupForm();
  const { values, errors } = form;
  const failure = useFailureText(form.failure);
  const problem = (field: keyof typeof errors) => {
    const code = errors[field];
    return code && t(PROBLEMS[code]);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit().then((found) => {
      if (!found) document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  };
  return (
    <form className={formClass} noValidate onSubmit={onSubmit}>
      {failure && (
        <p className={alertClass} role="alert">
          {failure}
        </p>
      )}
      {!form.online && !failure && (
        <p className={alertClass} data-tone="info">
          {t('WEB.ORDER.LOOKUP.OFFLINE')}
        </p>
      )}
      <LookupField
        id={`${id}-reference`}
        label={t('WEB.ORDER.REFERENCE')}
        hint={t('WEB.ORDER.LOOKUP.REFERENCE.HINT')}
        error={problem('orderReference')}
        value={values.orderReference}
        onChange={(event) => form.setField('orderReference', event.target.value)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        dir="ltr"
        maxLength={32}
      />
      <fieldset className={choiceClass}>
        <legend>{t('WEB.ORDER.LOOKUP.CONTACT')}</legend>
        {(['email', 'phone'] as const).map((contact) => (
          <label key={contact}>
            <input
              type="radio"
              name={`${id}-contact`}
              value={contact}
              checked={values.contact === contact}
              onChange={() => form.setContact(contact)}
            />
            {t(contact === 'email' ? 'WEB.ORDER.LOOKUP.BY-EMAIL' : 'WEB.ORDER.LOOKUP.BY-PHONE')}
          </label>
        ))}
      </fieldset>
      {values.contact === 'email' ? (
        <LookupField
          key="email"
          id={`${id}-email`}
          label={t('WEB.ORDER.LOOKUP.EMAIL')}
          error={problem('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          dir="ltr"
          maxLength={254}
          value={values.email}
          onChange={(event) => form.setField('email', event.target.value)}
        />
      ) : (
        <LookupField
          key="phone"
          id={`${id}-phone`}
          label={t('WEB.ORDER.LOOKUP.PHONE')}
          hint={t('WEB.ORDER.LOOKUP.PHONE.HINT')}
          error={problem('phone')}
          type="tel"
          autoComplete="tel"
          dir="ltr"
          maxLength={32}
          value={values.phone}
          onChange={(event) => form.setField('phone', event.target.value)}
        />
      )}
      <Button type="submit" block disabled={form.pending}>
        {form.pending ? t('WEB.ORDER.LOOKUP.SEARCHING') : t('WEB.ORDER.LOOKUP.SUBMIT')}
      </Button>
    </form>
  );
}
