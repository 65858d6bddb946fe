import { useT } from '../../../platform/i18n/i18n-context';
import { Button } from '../../../platform/ui/button';
import { MAX_ADDRESSES } from '../../../shared/constants';
import { useAddressBook } from '../hooks/use-address-book';
import { addressCodeOf, addressCodeText } from '../logic/address-codes';
import type { SignedInUser } from '../store/identity-store';
import { AccountFrame } from './account-frame';
import { alertClass, formClass, hintClass, plainClass } from './account.styles';
import { AddressCard } from './address-card';
import { AddressEditor } from './address-editor';
import { listClass } from './addresses.styles';
import { RequireSignIn } from './require-sign-in';

/**
 * /account/addresses (issue 14, spec §4 "Address"): the account's shipping addresses, the
 * default marked, each changed, removed (after a question) or made the default; a new one
 * added through checkout's form, until the book holds MAX_ADDRESSES (spec §9).
 */
export function AddressesPage() {
  return <RequireSignIn>{(user) => <AddressBook user={user} />}</RequireSignIn>;
}

function AddressBook({ user }: { user: SignedInUser }) {
  const t = useT();
  const page = useAddressBook();
  const { book, mode } = page;
  const addresses = book.data?.addresses ?? [];
  const canAdd = book.data?.canAddNewAddress ?? false;
  return (
    <AccountFrame
      eyebrow={t('WEB.ACCOUNT.DETAILS.EYEBROW')}
      title={t('WEB.ACCOUNT.ADDRESSES.TITLE')}
      lead={t('WEB.ACCOUNT.ADDRESSES.INTRO')}
    >
      <div role="status">
        {page.notice && (
          <p className={alertClass} data-tone="success">
            {t(page.notice)}
          </p>
        )}
      </div>
      {page.failure && (
        <p className={alertClass} role="alert">
          {addressCodeText(t, page.failure)}
        </p>
      )}
      {mode.kind !== 'list' ? (
        <AddressEditor
          key={mode.kind === 'edit' ? mode.address.id : 'new'}
          editing={mode.kind === 'edit' ? mode.address : null}
          user={user}
          first={addresses.length === 0}
          onSaved={page.saved}
          onCancel={page.close}
        />
      ) : book.isPending ? (
        <p className={plainClass} role="status">
          {t('WEB.ACCOUNT.ADDRESSES.LOADING')}
        </p>
      ) : book.isError ? (
        <>
          <p className={alertClass} role="alert">
            {addressCodeText(t, addressCodeOf(book.error, 'list'))}
          </p>
          <Button variant="secondary" onClick={() => void book.refetch()}>
            {t('WEB.ACCOUNT.ADDRESSES.RETRY')}
          </Button>
        </>
      ) : (
        <div className={formClass}>
          {addresses.length === 0 ? (
            <p className={plainClass}>{t('WEB.ACCOUNT.ADDRESSES.EMPTY')}</p>
          ) : (
            <ul className={listClass} aria-label={t('WEB.ACCOUNT.ADDRESSES.LIST')}>
              {addresses.map((address) => (
                <AddressCard
                  key={address.id}
                  address={address}
                  confirming={page.confirming === address.id}
                  busy={page.busy}
                  onEdit={() => page.startEdit(address)}
                  onMakeDefault={() => void page.makeDefault(address)}
                  onAskRemove={() => page.askRemove(address.id)}
                  onRemove={() => void page.remove(address.id)}
                  onKeep={page.keep}
                />
              ))}
            </ul>
          )}
          <Button
            disabled={!canAdd}
            aria-describedby={canAdd ? undefined : 'address-book-full'}
            onClick={page.startAdd}
          >
            {t('WEB.ACCOUNT.ADDRESSES.ADD')}
          </Button>
          {!canAdd && (
            <p id="address-book-full" className={hintClass}>
              {t('WEB.ACCOUNT.ADDRESSES.FULL', { max: MAX_ADDRESSES })}
            </p>
          )}
        </div>
      )}
    </AccountFrame>
  );
}
