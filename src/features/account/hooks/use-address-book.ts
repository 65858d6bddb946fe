import { useEffect, useState } from 'react';
import type { LabelKey } from '../../../platform/i18n/i18n';
import type { SavedAddress } from '../../../shared/api/addresses';
import { useSavedAddresses } from '../../checkout/address-book';
import { bodyOf, useAddressWrite } from '../api/address-book-writes';
import { addressCodeOf, type AddressCode } from '../logic/address-codes';
import { clearDraft, readDraft, writeDraft } from '../store/form-drafts';
import { ADDRESS_EDITOR_DRAFT } from './use-address-editor';

/** Which form the page had open ('add' or an address's id), so a reload reopens it. */
const OPEN_FORM_DRAFT = 'addressBookOpen';

export type BookMode = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; address: SavedAddress };

/**
 * Talon of the address book page. Returns `{ book, mode, confirming, notice, failure, busy,
 * startAdd, startEdit, close, saved, askRemove, keep, remove, makeDefault }`: `book` is the
 * query (shipping entries only, the default first, canAddNewAddress); one form is open at a
 * time (`mode`); a removal is asked about first (`confirming`, an address id); `notice` is the
 * label of what just succeeded and `failure` the address code of what did not.
 */
export function useAddressBook() {
  const book = useSavedAddresses(true);
  const write = useAddressWrite();
  const [mode, setMode] = useState<BookMode>(() =>
    readDraft(OPEN_FORM_DRAFT).open === 'add' ? { kind: 'add' } : { kind: 'list' },
  );
  // an address's form open before a reload reopens once the book says which address it is
  const [reopen, setReopen] = useState(() => readDraft(OPEN_FORM_DRAFT).open);
  const addresses = book.data?.addresses;
  useEffect(() => {
    if (!reopen || reopen === 'add' || !addresses) return;
    const address = addresses.find((one) => one.id === reopen);
    if (address) setMode({ kind: 'edit', address });
    else clearDraft(OPEN_FORM_DRAFT);
    setReopen(undefined);
  }, [reopen, addresses]);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [notice, setNotice] = useState<LabelKey | null>(null);
  const [failure, setFailure] = useState<AddressCode | null>(null);

  const begin = (next: BookMode) => {
    setMode(next);
    // what is open is kept for a reload; a closed form's typed text is not kept any longer
    if (next.kind === 'list') {
      clearDraft(OPEN_FORM_DRAFT);
      clearDraft(ADDRESS_EDITOR_DRAFT);
    } else writeDraft(OPEN_FORM_DRAFT, { open: next.kind === 'add' ? 'add' : next.address.id });
    setConfirming(null);
    setNotice(null);
    setFailure(null);
  };

  const run = async (
    action: 'remove' | 'update',
    send: () => Promise<unknown>,
    done: LabelKey,
  ): Promise<void> => {
    setNotice(null);
    setFailure(null);
    try {
      await send();
      setNotice(done);
    } catch (error) {
      setFailure(addressCodeOf(error, action));
    } finally {
      setConfirming(null);
    }
  };

  return {
    book,
    mode,
    confirming,
    notice,
    failure,
    busy: write.isPending,
    startAdd: () => begin({ kind: 'add' }),
    startEdit: (address: SavedAddress) => begin({ kind: 'edit', address }),
    close: () => begin({ kind: 'list' }),
    /** the form saved its address */
    saved: () => {
      begin({ kind: 'list' });
      setNotice('WEB.ACCOUNT.ADDRESSES.SAVED');
    },
    askRemove: (id: string) => {
      setConfirming(id);
      setNotice(null);
      setFailure(null);
    },
    keep: () => setConfirming(null),
    remove: (id: string) =>
      run(
        'remove',
        () => write.mutateAsync({ kind: 'remove', id }),
        'WEB.ACCOUNT.ADDRESSES.REMOVED',
      ),
    makeDefault: (address: SavedAddress) =>
      run(
        'update',
        () =>
          write.mutateAsync({
            kind: 'update',
            id: address.id,
            body: { ...bodyOf(address), default: true },
          }),
        'WEB.ACCOUNT.ADDRESSES.DEFAULT-SET',
      ),
  };
}
