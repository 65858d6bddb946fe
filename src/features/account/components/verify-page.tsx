import { useId, useState, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useT } from '../../../platform/i18n/i18n-context';
import { accountPaths } from '../../../platform/routing/account-paths';
import { Button } from '../../../platform/ui/button';
import * as identity from '../api/identity-client';
import { useAccountActions } from '../hooks/use-account-actions';
import { useAccountForm } from '../hooks/use-account-form';
import type { AccountCode } from '../logic/account-codes';
import { accountCodeOf } from '../logic/account-codes-of';
import { codeProblem, emailProblem } from '../logic/account-rules';
import { takeSignIn } from '../store/pending-sign-in';
import { AccountFrame } from './account-frame';
import { formClass, linkButtonClass } from './account.styles';
import { FormStatus, problemText } from './form-status';
import { EmailField } from './email-field';
import { TextField } from './text-field';

const validators = { email: emailProblem, code: codeProblem };

/**
 * /account/verify (spec §2): the code the e-mail carried confirms the account. Just after
 * creating it in this tab the shopper is signed in at once; otherwise they sign in next.
 */
export function VerifyPage() {
  const t = useT();
  const id = useId();
  const known = new URLSearchParams(useSearch()).get('email') ?? '';
  const [, navigate] = useLocation();
  const { pool, signIn } = useAccountActions();
  const [resending, setResending] = useState(false);
  const form = useAccountForm({
    form: 'verify',
    initial: { email: known, code: '' },
    validators,
    secret: ['code'],
    submit: async ({ email, code }) => {
      try {
        await identity.confirmSignUp(pool, email, code);
      } catch (error) {
        throw accountCodeOf(error, 'confirmSignUp');
      }
    },
  });
  const { values, errors } = form;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit().then(async (done) => {
      if (!done) {
        document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
        return;
      }
      const held = takeSignIn(values.email);
      const signedIn = held
        ? await signIn(held.email, held.password).then(
            () => true,
            () => false,
          )
        : false;
      navigate(
        signedIn
          ? accountPaths.details()
          : `${accountPaths.signIn()}?${new URLSearchParams({ email: values.email.trim(), notice: 'created' }).toString()}`,
        { replace: true },
      );
    });
  };

  const resend = async () => {
    const problem = emailProblem(values.email);
    if (problem) return form.submit();
    setResending(true);
    const answer: AccountCode = await identity.resendCode(pool, values.email).then(
      () => 'NEW_CODE' as const,
      (error: unknown) => accountCodeOf(error, 'resendCode'),
    );
    setResending(false);
    if (answer === 'NEW_CODE') form.setNotice(answer);
    else form.setFailure(answer);
  };

  return (
    <AccountFrame
      eyebrow={t('WEB.ACCOUNT.VERIFY.EYEBROW')}
      title={t('WEB.ACCOUNT.VERIFY.TITLE')}
      lead={
        known ? t('WEB.ACCOUNT.VERIFY.INTRO', { email: known }) : t('WEB.ACCOUNT.VERIFY.INTRO-ANY')
      }
    >
      <form className={formClass} noValidate onSubmit={onSubmit}>
        <FormStatus code={form.failure ?? form.notice} />
        {!known && (
          <EmailField
            id={`${id}-email`}
            error={problemText(t, errors.email)}
            autoComplete="email"
            value={values.email}
            onChange={(event) => form.setField('email', event.target.value)}
          />
        )}
        <TextField
          id={`${id}-code`}
          label={t('WEB.ACCOUNT.FIELD.CODE')}
          error={problemText(t, errors.code)}
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
          maxLength={6}
          value={values.code}
          onChange={(event) => form.setField('code', event.target.value.replace(/\s/g, ''))}
        />
        <Button type="submit" block disabled={form.pending}>
          {form.pending ? t('WEB.ACCOUNT.PENDING') : t('WEB.ACCOUNT.VERIFY.SUBMIT')}
        </Button>
        <button
          type="button"
          className={linkButtonClass}
          disabled={resending}
          onClick={() => void resend()}
        >
          {t('WEB.ACCOUNT.VERIFY.RESEND')}
        </button>
      </form>
    </AccountFrame>
  );
}
