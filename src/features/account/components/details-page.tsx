import { useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { useT } from '../../../platform/i18n/i18n-context';
import { accountPaths } from '../../../platform/routing/account-paths';
import { Button } from '../../../platform/ui/button';
import * as identity from '../api/identity-client';
import { useAccountActions } from '../hooks/use-account-actions';
import { useAccountForm } from '../hooks/use-account-form';
import { accountCodeOf } from '../logic/account-codes-of';
import { nameProblem } from '../logic/account-rules';
import { identityChanged, type SignedInUser } from '../store/identity-store';
import { AccountFrame } from './account-frame';
import {
  actionsClass,
  alertClass,
  detailsClass,
  formClass,
  linksClass,
  rowClass,
} from './account.styles';
import { FormStatus, problemText } from './form-status';
import { RequireSignIn } from './require-sign-in';
import { TextField } from './text-field';

const validators = { givenName: nameProblem, familyName: nameProblem };

/** /account (spec §2): the account's name and e-mail; the name can be changed. */
export function DetailsPage() {
  return <RequireSignIn>{(user) => <Details user={user} />}</RequireSignIn>;
}

function Details({ user }: { user: SignedInUser }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  return (
    <AccountFrame eyebrow={t('WEB.ACCOUNT.DETAILS.EYEBROW')} title={t('WEB.ACCOUNT.DETAILS.TITLE')}>
      {saved && (
        <p className={alertClass} role="status" data-tone="success">
          {t('WEB.ACCOUNT.DETAILS.SAVED')}
        </p>
      )}
      {editing ? (
        <NameForm
          user={user}
          onDone={(changed) => {
            setEditing(false);
            setSaved(changed);
          }}
        />
      ) : (
        <>
          <dl className={detailsClass}>
            <div>
              <dt>{t('WEB.ACCOUNT.DETAILS.NAME')}</dt>
              <dd>{`${user.givenName} ${user.familyName}`.trim()}</dd>
            </div>
            <div>
              <dt>{t('WEB.ACCOUNT.DETAILS.EMAIL')}</dt>
              <dd dir="ltr">{user.email}</dd>
            </div>
          </dl>
          <Button
            variant="secondary"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            {t('WEB.ACCOUNT.DETAILS.EDIT')}
          </Button>
        </>
      )}
      <nav className={linksClass} aria-label={t('WEB.ACCOUNT.DETAILS.EYEBROW')}>
        <Link href={accountPaths.setPassword()}>{t('WEB.ACCOUNT.MENU.CHANGE-PASSWORD')}</Link>
        <Link href={accountPaths.orders()}>{t('WEB.ACCOUNT.MENU.ORDERS')}</Link>
        <Link href={accountPaths.addresses()}>{t('WEB.ACCOUNT.MENU.ADDRESSES')}</Link>
        <Link href={accountPaths.paymentMethods()}>{t('WEB.ACCOUNT.MENU.PAYMENT-METHODS')}</Link>
      </nav>
    </AccountFrame>
  );
}

function NameForm({ user, onDone }: { user: SignedInUser; onDone: (changed: boolean) => void }) {
  const t = useT();
  const id = useId();
  const { pool } = useAccountActions();
  const form = useAccountForm({
    form: 'details',
    initial: { givenName: user.givenName, familyName: user.familyName },
    validators,
    submit: async (name) => {
      try {
        await identity.updateName(pool, name);
      } catch (error) {
        throw accountCodeOf(error, 'updateAttributes');
      }
      identityChanged();
    },
  });
  const { values, errors } = form;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit().then((done) => {
      if (done) onDone(true);
      else document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  };
  return (
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
      <div className={actionsClass}>
        <Button type="submit" disabled={form.pending}>
          {form.pending ? t('WEB.ACCOUNT.PENDING') : t('WEB.ACCOUNT.DETAILS.SAVE')}
        </Button>
        <Button variant="ghost" onClick={() => onDone(false)}>
          {t('WEB.ACCOUNT.DETAILS.CANCEL')}
        </Button>
      </div>
    </form>
  );
}
