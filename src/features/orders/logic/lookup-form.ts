import { isEmailAddress } from '../../../shared/domain/email';
import { isOrderReference, normaliseReference } from '../../../shared/domain/order-reference';
import type { OrderLookupBody } from '../../../shared/api/order';

/** The guest lookup's form (spec §3 "Order lookup"): the reference, and the e-mail or phone. */
export interface LookupValues {
  orderReference: string;
  contact: 'email' | 'phone';
  email: string;
  phone: string;
}

export type LookupField = 'orderReference' | 'email' | 'phone';
export type LookupProblem = 'REQUIRED' | 'INVALID_FORMAT' | 'INVALID_PHONE';
export type LookupErrors = Partial<Record<LookupField, LookupProblem>>;

export const EMPTY_LOOKUP: LookupValues = {
  orderReference: '',
  contact: 'email',
  email: '',
  phone: '',
};

/** Enough digits to be a phone number at all: whether it is the order's is the server's to say. */
const MIN_PHONE_DIGITS = 6;

/** Every problem at once, beside its field; nothing for the contact not chosen. */
export function validateLookup(values: LookupValues): LookupErrors {
  const errors: LookupErrors = {};
  const reference = values.orderReference.trim();
  if (!reference) errors.orderReference = 'REQUIRED';
  else if (!isOrderReference(normaliseReference(reference)))
    errors.orderReference = 'INVALID_FORMAT';
  if (values.contact === 'email') {
    const email = values.email.trim();
    if (!email) errors.email = 'REQUIRED';
    else if (!isEmailAddress(email)) errors.email = 'INVALID_FORMAT';
  } else {
    const digits = values.phone.replace(/\D/g, '');
    if (!values.phone.trim()) errors.phone = 'REQUIRED';
    else if (digits.length < MIN_PHONE_DIGITS) errors.phone = 'INVALID_PHONE';
  }
  return errors;
}

/** The body of POST /api/order/s/query: the reference as typed in its form, one contact. */
export function lookupBody(values: LookupValues): OrderLookupBody {
  const orderReference = normaliseReference(values.orderReference.trim());
  return values.contact === 'email'
    ? { orderReference, email: values.email.trim() }
    : { orderReference, phone: values.phone.trim() };
}
