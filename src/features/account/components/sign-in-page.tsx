import { useId, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useT } from '../../../platform/i18n/i18n-context';
import { accountPaths } from '../../../platform/routing/account-paths';
import { Button } from '../../../platform/ui/button';
import { useAccountActions } from '../hooks/use-account-actions';
import { useAccountForm } from '../hooks/use-account-form';
import { emailProblem } from '../logic/account-rules';
import { safeReturnPath } from '../logic/return-path';
import * as identity from '../api/identity-client';
import { AccountFrame } from './account-frame';
import { formClass, linksClass, plainClass } from './account.styles';
import { FormStatus, problemText } from './form-status';
import { PasswordField } from './password-field';
import { EmailField } from './email-field';
import { noticeFromSearch } from '../logic/notice';

const validators = {
  email: emailProblem,
  // the provider judges the password itself: any rule here would only say less than it does
  password: (value: string) => (value ? null : ('REQUIRED' as const)),
};

/** /account/sign-in (spec §2, §4 "Sign-in"): back to where the shopper came from once signed in. */
export function SignInPage() {
  const t = useT();
  const id = useId();
  const search = new URLSearchParams(useSearch());
  const returnTo = safeReturnPath(search.get('returnTo'));
  const [, navigate] = useLocation();
  const { pool, signIn } = useAccountActions();
  const form = useAccountForm({
    form: 'sign-in',
    initial: { email: search.get('email') ?? '', password: '' },
    validators,
    secret: ['password'],
    submit: async ({ email, password }) => {
      try {
        await signIn(email, password);
      } catch (code) {
        if (code === 'NOT_CONFIRMED') {
          // a new code, and the page that takes it
          await identity.resendCode(pool, email).catch(() => undefined);
          navigate(accountPaths.verify(email.trim()));
        }
        throw code;
      }
    },
  });
  const { values, errors } = form;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit().then((done) => {
      if (done) navigate(returnTo, { replace: true });
      else document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  };
  return (
    <AccountFrame
      eyebrow={t('WEB.ACCOUNT.SIGN-IN.EYEBROW')}
      title={t('WEB.ACCOUNT.SIGN-IN.TITLE')}
      lead={t('WEB.ACCOUNT.SIGN-IN.INTRO')}
    >
      <form className={formClass} noValidate onSubmit={onSubmit}>
        <FormStatus code={form.failure ?? noticeFromSearch(search)} />
        <EmailField
          id={`${id}-email`}
          error={problemText(t, errors.email)}
          autoComplete="username"
          value={values.email}
          onChange={(event) => form.setField('email', event.target.value)}
        />
        <PasswordField
          id={`${id}-password`}
          label={t('WEB.ACCOUNT.FIELD.PASSWORD')}
          error={problemText(t, errors.password)}
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => form.setField('password', event.target.value)}
        />
        <Button type="submit" block disabled={form.pending}>
          {form.pending ? t('WEB.ACCOUNT.PENDING') : t('WEB.ACCOUNT.SIGN-IN.SUBMIT')}
        </Button>
      </form>
      <div className={linksClass}>
        <Link href={accountPaths.forgotPassword()}>{t('WEB.ACCOUNT.SIGN-IN.FORGOT')}</Link>
        <p className={plainClass}>
          {t('WEB.ACCOUNT.SIGN-IN.NEW')}{' '}
          <Link href={accountPaths.create()}>{t('WEB.ACCOUNT.SIGN-IN.CREATE')}</Link>
        </p>
      </div>
    </AccountFrame>
  );
}
