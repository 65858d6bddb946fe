import { useState } from 'react';
import { detectCardBrand, type CardBrand } from '../../../shared/payments/card-brand';
import {
  EMPTY_CARD,
  formatCardNumber,
  formatExpiry,
  validateCard,
  type CardField,
  type CardProblem,
  type CardValues,
  type CheckedCard,
} from '../logic/card-form';

export interface CardFormState {
  /** the fields as shown: the number in groups, the expiry as MM/YY */
  values: CardValues;
  /** every problem of the last check, per field */
  errors: Partial<Record<CardField, readonly CardProblem[]>>;
  /** the scheme the number typed so far belongs to */
  brand: CardBrand | undefined;
  setField: (field: CardField, typed: string) => void;
  /** checks every field at once and shows every problem; the card when all is well */
  check: () => CheckedCard | null;
  /** empties the form (the card is never kept once it has been encrypted) */
  clear: () => void;
}

/**
 * Talon of the card form. The card lives in this component's state only, as typed: never in
 * storage, a query or a log. The number is grouped and its scheme shown as it is typed; the
 * rules run when the shopper continues, reporting every problem at once, and a field's errors
 * go as soon as it is changed.
 */
export function useCardForm(now: () => Date = () => new Date()): CardFormState {
  const [values, setValues] = useState<CardValues>(EMPTY_CARD);
  const [errors, setErrors] = useState<CardFormState['errors']>({});

  const setField = (field: CardField, typed: string) => {
    const value =
      field === 'number'
        ? formatCardNumber(typed)
        : field === 'expiry'
          ? formatExpiry(typed)
          : field === 'cvc'
            ? typed.replace(/\D/g, '').slice(0, 4)
            : typed;
    setValues((old) => ({ ...old, [field]: value }));
    setErrors((old) => {
      if (!old[field]) return old;
      const { [field]: _fixed, ...rest } = old;
      return rest;
    });
  };

  const check = () => {
    const checked = validateCard(values, now());
    setErrors(checked.errors);
    return checked.valid ? checked.card : null;
  };

  const clear = () => {
    setValues(EMPTY_CARD);
    setErrors({});
  };

  return { values, errors, brand: detectCardBrand(values.number), setField, check, clear };
}
