import { useId, useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { useT } from '../../../platform/i18n/i18n-context';
import type { CardFormState } from '../hooks/use-card-form';
import { HOLDER_NAME_MAX, type CardField } from '../logic/card-form';
import { CardMark } from './card-mark';
import { FormField } from './form-field';
import { cardFieldsClass, numberWrapClass } from './payment.styles';

/** Digits in a text up to `end`: where the caret stands, counted in what formatting keeps. */
const digitsBefore = (text: string, end: number) => text.slice(0, end).replace(/\D/g, '').length;

/** The position in `text` just after its `count`th digit. */
function afterDigits(text: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (/\d/.test(text[i]!) && ++seen === count) return i + 1;
  }
  return text.length;
}

/**
 * A field the form reformats as it is typed (the number's groups, the expiry's slash): the
 * caret stays after the digit it followed, so a shopper correcting a digit mid-number is not
 * thrown to the end.
 */
function useFormattedInput(value: string, onValue: (typed: string) => void) {
  const ref = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const input = ref.current;
    if (caret.current === null || !input || document.activeElement !== input) return;
    const at = afterDigits(value, caret.current);
    input.setSelectionRange(at, at);
    caret.current = null;
  }, [value]);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { value: typed, selectionStart } = event.target;
    caret.current = selectionStart === null ? null : digitsBefore(typed, selectionStart);
    onValue(typed);
  };
  return { ref, onChange };
}

/**
 * The card's fields (spec §5): number (grouped as typed, its scheme's mark shown), expiry
 * MM/YY, security code and name on the card, each with its autocomplete token so the browser
 * and password managers fill them, a numeric keypad for the digits, and every problem beside
 * its field (aria-invalid, aria-describedby).
 */
export function CardForm({ form, disabled }: { form: CardFormState; disabled: boolean }) {
  const t = useT();
  const id = useId();
  const { values, errors, brand } = form;
  const number = useFormattedInput(values.number, (typed) => form.setField('number', typed));
  const expiry = useFormattedInput(values.expiry, (typed) => form.setField('expiry', typed));
  const fieldId = (field: CardField) => `${id}-${field}`;

  return (
    <fieldset className={cardFieldsClass} disabled={disabled}>
      <legend>{t('WEB.CHECKOUT.PAYMENT.CARD-DETAILS')}</legend>
      <FormField
        id={fieldId('number')}
        label={t('WEB.CHECKOUT.FIELD.CARDNUMBER')}
        required
        errors={errors.number}
      >
        {({ describedBy, invalid }) => (
          // a card number reads left to right in every language, its scheme's mark at its end
          <div className={numberWrapClass} dir="ltr">
            <input
              ref={number.ref}
              id={fieldId('number')}
              name="cardnumber"
              type="text"
              inputMode="numeric"
              autoComplete="cc-number"
              autoCorrect="off"
              spellCheck={false}
              dir="ltr"
              maxLength={23}
              placeholder="1234 5678 9012 3456"
              value={values.number}
              onChange={number.onChange}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
            />
            {brand && <CardMark brand={brand} />}
          </div>
        )}
      </FormField>
      <FormField
        id={fieldId('expiry')}
        label={t('WEB.CHECKOUT.FIELD.EXPIRY')}
        required
        half
        errors={errors.expiry}
      >
        {({ describedBy, invalid }) => (
          <input
            ref={expiry.ref}
            id={fieldId('expiry')}
            name="cc-exp"
            type="text"
            inputMode="numeric"
            autoComplete="cc-exp"
            dir="ltr"
            maxLength={7}
            placeholder={t('WEB.CHECKOUT.FIELD.EXPIRY.PLACEHOLDER')}
            value={values.expiry}
            onChange={expiry.onChange}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
          />
        )}
      </FormField>
      <FormField
        id={fieldId('cvc')}
        label={t('WEB.CHECKOUT.FIELD.CVC')}
        required
        half
        errors={errors.cvc}
        hint={t('WEB.CHECKOUT.FIELD.CVC.HINT')}
      >
        {({ describedBy, invalid }) => (
          <input
            id={fieldId('cvc')}
            name="cvc"
            type="text"
            inputMode="numeric"
            autoComplete="cc-csc"
            dir="ltr"
            maxLength={4}
            value={values.cvc}
            onChange={(event) => form.setField('cvc', event.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
          />
        )}
      </FormField>
      <FormField
        id={fieldId('holderName')}
        label={t('WEB.CHECKOUT.FIELD.HOLDERNAME')}
        required
        errors={errors.holderName}
      >
        {({ describedBy, invalid }) => (
          <input
            id={fieldId('holderName')}
            name="ccname"
            type="text"
            autoComplete="cc-name"
            autoCapitalize="words"
            spellCheck={false}
            maxLength={HOLDER_NAME_MAX + 20}
            value={values.holderName}
            onChange={(event) => form.setField('holderName', event.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
          />
        )}
      </FormField>
    </fieldset>
  );
}
