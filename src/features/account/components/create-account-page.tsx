import { useId, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { useT } from '../../../platform/i18n/i18n-context';
import { accountPaths } from '../../../platform/routing/account-paths';
import { Button } from '../../../platform/ui/button';
import { track } from '../../analytics';
import * as identity from '../api/identity-client';
import { useAccountActions } from '../hooks/use-account-actions';
import { useAccountForm } from '../hooks/use-account-form';
import { accountCodeOf } from '../logic/account-codes-of';
import { emailProblem, nameProblem, PASSWORD_MIN, passwordProblem } from '../logic/account-rules';
import { holdSignIn } from '../store/pending-sign-in';
import { AccountFrame } from './account-frame';
import { formClass, linksClass, plainClass, rowClass } from './account.styles';
import { FormStatus, problemText } from './form-status';
import { PasswordField } from './password-field';
import { EmailField } from './email-field';
import { TextField } from './text-field';

const validators = {
  givenName: nameProblem,
  familyName: nameProblem,
  email: emailProblem,
  password: passwordProblem,
};

/** /account/create (spec §2): the account's name, e-mail and password; then the code. */
export function CreateAccountPage() {
  const t = useT();
  const id = useId();
  const [, navigate] = useLocation();
  const { pool } = useAccountActions();
  const form = useAccountForm({
    form: 'create',
    initial: { givenName: '', familyName: '', email: '', password: '' },
    validators,
    secret: ['password'],
    submit: async (account) => {
      try {
        await identity.signUp(pool, account);
      } catch (error) {
        throw accountCodeOf(error, 'signUp');
      }
      track({ type: 'accountCreation', email: account.email });
      holdSignIn(account.email, account.password);
    },
  });
  const { values, errors } = form;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit().then((done) => {
      if (done) navigate(accountPaths.verify(values.email.trim()));
      else document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  };
  return (
    <AccountFrame
      eyebrow={t('WEB.ACCOUNT.CREATE.EYEBROW')}
      title={t('WEB.ACCOUNT.CREATE.TITLE')}
      lead={t('WEB.ACCOUNT.CREATE.INTRO')}
    >
      <form className={formClass} noValidate onSubmit={onSubmit}>
        <FormStatus code={form.failure} />
        <div className={rowClass}>
          <TextField
            id={`${id}-given`}
            label={t('WEB.ACCOUNT.FIELD.GIVEN-NAME')}
            error={problemText(t, errors.givenName)}
            autoComplete="given-name"
            maxLength={200}
            value={values.givenName}
            onChange={(event) => form.setField('givenName', event.target.value)}
          />
          <TextField
            id={`${id}-family`}
            label={t('WEB.ACCOUNT.FIELD.FAMILY-NAME')}
            error={problemText(t, errors.familyName)}
            autoComplete="family-name"
            maxLength={200}
            value={values.familyName}
            onChange={(event) => form.setField('familyName', event.target.value)}
          />
        </div>
        <EmailField
          id={`${id}-email`}
          error={problemText(t, errors.email)}
          autoComplete="email"
          value={values.email}
          onChange={(event) => form.setField('email', event.target.value)}
        />
        <PasswordField
          id={`${id}-password`}
          label={t('WEB.ACCOUNT.FIELD.PASSWORD')}
          hint={t('WEB.ACCOUNT.PASSWORD.RULES', { min: PASSWORD_MIN })}
          error={problemText(t, errors.password)}
          autoComplete="new-password"
          value={values.password}
          onChange={(event) => form.setField('password', event.target.value)}
        />
        <Button type="submit" block disabled={form.pending}>
          {form.pending ? t('WEB.ACCOUNT.PENDING') : t('WEB.ACCOUNT.CREATE.SUBMIT')}
        </Button>
      </form>
      <div className={linksClass}>
        <p className={plainClass}>
          {t('WEB.ACCOUNT.CREATE.HAVE')}{' '}
          <Link href={accountPaths.signIn()}>{t('WEB.ACCOUNT.SIGN-IN.SUBMIT')}</Link>
        </p>
      </div>
    </AccountFrame>
  );
}
