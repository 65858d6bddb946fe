import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../../../platform/i18n/i18n-context';
import { accountPaths } from '../../../platform/routing/account-paths';
import { Button } from '../../../platform/ui/button';
import { track } from '../../analytics';
import * as identity from '../api/identity-client';
import { useAccountActions } from '../hooks/use-account-actions';
import { useAccountForm } from '../hooks/use-account-form';
import { accountCodeOf } from '../logic/account-codes-of';
import { codeProblem, emailProblem, PASSWORD_MIN, passwordProblem } from '../logic/account-rules';
import { AccountFrame } from './account-frame';
import { formClass, linkButtonClass } from './account.styles';
import { FormStatus, problemText } from './form-status';
import { PasswordField } from './password-field';
import { EmailField } from './email-field';
import { TextField } from './text-field';

const emailValidators = { email: emailProblem };
const resetValidators = { code: codeProblem, password: passwordProblem };

const focusFirstProblem = () =>
  document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();

/**
 * /account/forgot-password (spec §2): the e-mail, to which a code is sent (the answer is the
 * same whether or not an account has it), then the code and a new password; then sign in.
 */
export function ForgotPasswordPage() {
  const t = useT();
  const id = useId();
  const [, navigate] = useLocation();
  const { pool } = useAccountActions();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const emailForm = useAccountForm({
    form: 'forgot',
    initial: { email: '' },
    validators: emailValidators,
    submit: async ({ email }) => {
      try {
        await identity.forgotPassword(pool, email);
      } catch (error) {
        const code = accountCodeOf(error, 'forgotPassword');
        track({ type: 'forgotPassword', email });
        throw code;
      }
      track({ type: 'forgotPassword', email });
    },
  });
  const resetForm = useAccountForm({
    form: 'forgot-reset',
    initial: { code: '', password: '' },
    validators: resetValidators,
    secret: ['code', 'password'],
    submit: async ({ code, password }) => {
      try {
        await identity.confirmForgotPassword(pool, sentTo ?? '', code, password);
      } catch (error) {
        throw accountCodeOf(error, 'confirmForgotPassword');
      }
    },
  });

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    void emailForm.submit().then((done) => {
      if (done) setSentTo(emailForm.values.email.trim());
      else focusFirstProblem();
    });
  };
  const reset = (event: FormEvent) => {
    event.preventDefault();
    void resetForm.submit().then((done) => {
      if (!done) return focusFirstProblem();
      const query = new URLSearchParams({ email: sentTo ?? '', notice: 'password' });
      navigate(`${accountPaths.signIn()}?${query.toString()}`, { replace: true });
    });
  };

  return (
    <AccountFrame
      eyebrow={t('WEB.ACCOUNT.FORGOT.EYEBROW')}
      title={t('WEB.ACCOUNT.FORGOT.TITLE')}
      lead={
        sentTo
          ? t('WEB.ACCOUNT.FORGOT.CODE-INTRO', { email: sentTo })
          : t('WEB.ACCOUNT.FORGOT.INTRO')
      }
    >
      {sentTo === null ? (
        <form className={formClass} noValidate onSubmit={sendCode}>
          <FormStatus code={emailForm.failure} />
          <EmailField
            id={`${id}-email`}
            error={problemText(t, emailForm.errors.email)}
            autoComplete="username"
            value={emailForm.values.email}
            onChange={(event) => emailForm.setField('email', event.target.value)}
          />
          <Button type="submit" block disabled={emailForm.pending}>
            {emailForm.pending ? t('WEB.ACCOUNT.PENDING') : t('WEB.ACCOUNT.FORGOT.SEND')}
          </Button>
        </form>
      ) : (
        <form className={formClass} noValidate onSubmit={reset}>
          <FormStatus code={resetForm.failure} />
          <TextField
            id={`${id}-code`}
            label={t('WEB.ACCOUNT.FIELD.CODE')}
            error={problemText(t, resetForm.errors.code)}
            inputMode="numeric"
            autoComplete="one-time-code"
            dir="ltr"
            maxLength={6}
            value={resetForm.values.code}
            onChange={(event) => resetForm.setField('code', event.target.value.replace(/\s/g, ''))}
          />
          <PasswordField
            id={`${id}-password`}
            label={t('WEB.ACCOUNT.FIELD.NEW-PASSWORD')}
            hint={t('WEB.ACCOUNT.PASSWORD.RULES', { min: PASSWORD_MIN })}
            error={problemText(t, resetForm.errors.password)}
            autoComplete="new-password"
            value={resetForm.values.password}
            onChange={(event) => resetForm.setField('password', event.target.value)}
          />
          <Button type="submit" block disabled={resetForm.pending}>
            {resetForm.pending ? t('WEB.ACCOUNT.PENDING') : t('WEB.ACCOUNT.FORGOT.SUBMIT')}
          </Button>
          <button type="button" className={linkButtonClass} onClick={() => setSentTo(null)}>
            {t('WEB.ACCOUNT.FORGOT.OTHER-EMAIL')}
          </button>
        </form>
      )}
    </AccountFrame>
  );
}
