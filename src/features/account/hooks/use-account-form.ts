import { useCallback, useEffect, useRef, useState } from 'react';
import type { AccountCode } from '../logic/account-codes';
import type { FieldProblem } from '../logic/account-rules';
import { clearDraft, readDraft, writeDraft } from '../store/form-drafts';

export type Validators<F extends string> = Record<F, (value: string) => FieldProblem | null>;

export interface AccountFormOptions<F extends string> {
  /** the draft's name (sessionStorage) */
  form: string;
  initial: Record<F, string>;
  validators: Validators<F>;
  /** fields never written to storage (passwords, codes) */
  secret?: readonly NoInfer<F>[];
  /** the identity call; resolves with a notice to show, or rejects with an account code */
  submit: (values: Record<F, string>) => Promise<AccountCode | void>;
}

/**
 * The talon of an account form. Returns `{ values, errors, failure, notice, pending, setField,
 * submit, setFailure, setNotice }`: errors are checked on submit and then again as the shopper
 * corrects them; `failure` is the account code the provider answered; what was typed (but the
 * secret fields) is restored after a reload and kept across errors, and dropped once done.
 */
export function useAccountForm<F extends string>(options: AccountFormOptions<F>) {
  const { form, initial, validators, secret = [] } = options;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, FieldProblem>>>({});
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<AccountCode | null>(null);
  const [notice, setNotice] = useState<AccountCode | null>(null);
  const [pending, setPending] = useState(false);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  // restored after the first render: the server's markup has empty fields
  useEffect(() => {
    const draft = readDraft(form);
    setValues((current) => {
      const next = { ...current };
      for (const field of Object.keys(current) as F[]) {
        if (!secret.includes(field) && draft[field] !== undefined && !current[field]) {
          next[field] = draft[field];
        }
      }
      return next;
    });
    // once, for the form it opened with
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form]);

  const check = useCallback(
    (next: Record<F, string>) => {
      const found: Partial<Record<F, FieldProblem>> = {};
      for (const field of Object.keys(validators) as F[]) {
        const problem = validators[field](next[field]);
        if (problem) found[field] = problem;
      }
      return found;
    },
    [validators],
  );

  const setField = (field: F, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setFailure(null);
    if (checked) setErrors(check(next));
    writeDraft(
      form,
      Object.fromEntries(
        Object.entries(next).filter(([name]) => !secret.includes(name as F)),
      ) as Record<string, string>,
    );
  };

  /** Resolves true once the call succeeded. */
  const submit = async (): Promise<boolean> => {
    const found = check(values);
    setChecked(true);
    setErrors(found);
    if (Object.keys(found).length > 0) return false;
    setPending(true);
    setFailure(null);
    setNotice(null);
    try {
      const result = await latest.current.submit(values);
      if (result) setNotice(result);
      clearDraft(form);
      return true;
    } catch (code) {
      setFailure(typeof code === 'string' ? (code as AccountCode) : 'UNABLE_TO_ACTION');
      return false;
    } finally {
      setPending(false);
    }
  };

  return {
    values,
    errors,
    failure,
    notice,
    pending,
    setField,
    submit,
    setFailure,
    setNotice,
    setValues,
  };
}

export type AccountForm<F extends string> = ReturnType<typeof useAccountForm<F>>;
