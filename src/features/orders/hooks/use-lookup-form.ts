import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { useOnline } from '../../../platform/offline/online-status';
import { orderPaths } from '../../../platform/routing/order-paths';
import { ApiError } from '../../../shared/api/api-error';
import { useLookUpOrder } from '../api/look-up-order';
import {
  EMPTY_LOOKUP,
  lookupBody,
  validateLookup,
  type LookupErrors,
  type LookupField,
  type LookupValues,
} from '../logic/lookup-form';

/** Why a lookup found nothing to show; never which detail was wrong (the server never says). */
export type LookupFailure =
  | { kind: 'not-found' }
  | { kind: 'too-many'; minutes: number }
  | { kind: 'offline' }
  | { kind: 'failed' };

function failureOf(error: unknown): LookupFailure {
  if (!(error instanceof ApiError)) return { kind: 'failed' };
  if (error.isNetworkError) return { kind: 'offline' };
  if (error.status === 404) return { kind: 'not-found' };
  if (error.status === 429) {
    const seconds = (error.details as { retryAfter?: unknown } | undefined)?.retryAfter;
    const wait = typeof seconds === 'number' && seconds > 0 ? seconds : 60;
    return { kind: 'too-many', minutes: Math.max(1, Math.ceil(wait / 60)) };
  }
  return { kind: 'failed' };
}

/**
 * Talon of the guest lookup form (spec §3 "Order lookup"): the reference and the e-mail or
 * phone, every problem beside its field at once; offline it is refused before anything is sent
 * and what was typed stays; an order found opens at its signed link's address.
 * @returns {{ values, errors, failure: LookupFailure | null, pending: boolean, online: boolean,
 *   setField: (field, value) => void, setContact: (contact) => void, submit: () => Promise<boolean> }}
 * `submit` resolves false when nothing was found or sent.
 */
export function useLookupForm() {
  const online = useOnline();
  const [, navigate] = useLocation();
  const lookup = useLookUpOrder();
  const [values, setValues] = useState<LookupValues>(EMPTY_LOOKUP);
  const [errors, setErrors] = useState<LookupErrors>({});
  const [failure, setFailure] = useState<LookupFailure | null>(null);

  const setField = useCallback((field: LookupField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  }, []);
  const setContact = useCallback((contact: LookupValues['contact']) => {
    setValues((current) => ({ ...current, contact }));
    setErrors(({ email: _email, phone: _phone, ...rest }) => rest);
  }, []);

  const submit = useCallback(async (): Promise<boolean> => {
    const problems = validateLookup(values);
    setErrors(problems);
    setFailure(null);
    if (Object.keys(problems).length > 0) return false;
    if (!navigator.onLine) {
      setFailure({ kind: 'offline' });
      return false;
    }
    try {
      const answer = await lookup.mutateAsync(lookupBody(values));
      navigate(orderPaths.orderStatus(answer.hash));
      return true;
    } catch (error) {
      setFailure(failureOf(error));
      return false;
    }
  }, [values, lookup, navigate]);

  return {
    values,
    errors,
    failure,
    pending: lookup.isPending,
    online,
    setField,
    setContact,
    submit,
  };
}
