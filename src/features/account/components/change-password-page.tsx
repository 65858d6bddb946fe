import { useId, type FormEvent } from 'react';
import { useT } from '../../../platform/i18n/i18n-context';
import { Button } from '../../../platform/ui/button';
import * as identity from '../api/identity-client';
import { useAccountActions } from '../hooks/use-account-actions';
import { useAccountForm } from '../hooks/use-account-form';
import { accountCodeOf } from '../logic/account-codes-of';
import { PASSWORD_MIN, passwordProblem } from '../logic/account-rules';
import { identityChanged, type SignedInUser } from '../store/identity-store';
import { AccountFrame } from './account-frame';
import { formClass } from './account.styles';
import { FormStatus, problemText } from './form-status';
import { PasswordField } from './password-field';
import { RequireSignIn } from './require-sign-in';

const validators = {
  current: (value: string) => (value ? null : ('REQUIRED' as const)),
  next: passwordProblem,
};

/** /account/set-password, labelled "Change password" (spec §2). */
export function ChangePasswordPage() {
  return <RequireSignIn>{(user) => <ChangePasswordForm user={user} />}</RequireSignIn>;
}

function ChangePasswordForm({ user }: { user: SignedInUser }) {
  const t = useT();
  const id = useId();
  const { pool } = useAccountActions();
  const form = useAccountForm({
    form: 'change-password',
    initial: { current: '', next: '' },
    validators,
    secret: ['current', 'next'],
    submit: async ({ current, next }) => {
      try {
        await identity.changePassword(pool, current, next);
      } catch (error) {
        throw accountCodeOf(error, 'changePassword');
      }
      // a changed password revokes the refresh tokens: this device signs in again with it
      await identity.signIn(pool, user.email, next).catch(() => undefined);
      identityChanged();
      form.setValues({ current: '', next: '' });
      return 'SUCCESS_NEW_PASSWORD';
    },
  });
  const { values, errors } = form;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit().then((done) => {
      if (!done) document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  };
  return (
    <AccountFrame
      eyebrow={t('WEB.ACCOUNT.DETAILS.EYEBROW')}
      title={t('WEB.ACCOUNT.CHANGE.TITLE')}
      lead={t('WEB.ACCOUNT.CHANGE.INTRO')}
    >
      <form className={formClass} noValidate onSubmit={onSubmit}>
        <FormStatus code={form.failure ?? form.notice} />
        {/* the account's username, for password managers */}
        <input type="hidden" autoComplete="username" value={user.email} readOnly />
        <PasswordField
          id={`${id}-current`}
          label={t('WEB.ACCOUNT.FIELD.CURRENT-PASSWORD')}
          error={problemText(t, errors.current)}
          autoComplete="current-password"
          value={values.current}
          onChange={(event) => form.setField('current', event.target.value)}
        />
        <PasswordField
          id={`${id}-next`}
          label={t('WEB.ACCOUNT.FIELD.NEW-PASSWORD')}
          hint={t('WEB.ACCOUNT.PASSWORD.RULES', { min: PASSWORD_MIN })}
          error={problemText(t, errors.next)}
          autoComplete="new-password"
          value={values.next}
          onChange={(event) => form.setField('next', event.target.value)}
        />
        <Button type="submit" block disabled={form.pending}>
          {form.pending ? t('WEB.ACCOUNT.PENDING') : t('WEB.ACCOUNT.CHANGE.SUBMIT')}
        </Button>
      </form>
    </AccountFrame>
  );
}
