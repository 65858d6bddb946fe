import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { SavedAddress } from '../../../shared/api/addresses';
import type { Cart } from '../../../shared/domain/cart';
import { savedAddressesKey, useSavedAddresses } from '../api/saved-addresses';
import { withDeliveryAddress } from '../logic/initial-draft';
import { firstChoice, hasTypedAddress, shippableAddresses } from '../logic/saved-addresses';
import type { ShippingFormState } from './use-shipping-form';

/** A saved address's id, 'new' for the form, null while it is not known yet. */
export type AddressChoice = string | 'new' | null;

/**
 * Talon of the shipping step's saved addresses (issue 14), for a signed-in shopper (the cart's
 * session is an account's): the account's book is read, and the step starts with the address
 * the cart holds, else the one the shopper was typing (a reload keeps it), else the default
 * one, which is filled in and pushed to the cart at once (spec §4 "Address": one that did not
 * come from the cart is pushed). Choosing another does the
 * same. A new address is saved to the book unless the shopper unticks it (saveShippingAddress,
 * default true) or the book is full. Signed out, nothing of this is asked or shown.
 * Returns `{ signedIn, offered, choice, choose, saveToBook, canSave, setSaveToBook, submit }`.
 */
export function useSavedAddressChoice(cart: Cart, form: ShippingFormState) {
  const signedIn = cart.consumer.accountId !== null;
  const book = useSavedAddresses(signedIn);
  const queryClient = useQueryClient();
  const offered = shippableAddresses(book.data?.addresses ?? [], form.countries);
  const [choice, setChoice] = useState<AddressChoice>(null);
  const [saveToBook, setSaveToBook] = useState(true);
  const started = useRef(false);
  const canSave = book.data?.canAddNewAddress ?? false;

  const send = (address: SavedAddress) => {
    const next = withDeliveryAddress(form.draft, address);
    form.replaceDraft(next);
    return form.submit(next, false);
  };

  useEffect(() => {
    if (!signedIn || started.current || book.isPending) return;
    started.current = true;
    if (book.isError) {
      setChoice('new');
      return;
    }
    const delivery = cart.addresses.find((address) => address.addressType === 'DELIVERY');
    const first = firstChoice(offered, delivery, hasTypedAddress(form.draft.delivery));
    setChoice(first.choice);
    if (first.send) void send(first.send);
    // once, when the book first answers
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn, book.isPending, book.isError]);

  const choose = (id: string) => {
    setChoice(id);
    const address = offered.find((one) => one.id === id);
    if (address) void send(address);
  };

  /** The form's own submit, saying whether a new address goes to the book. */
  async function submit(): Promise<boolean> {
    const save = signedIn ? choice === 'new' && saveToBook && canSave : undefined;
    const sent = await form.submit(form.draft, save);
    if (sent && save) void queryClient.invalidateQueries({ queryKey: savedAddressesKey() });
    return sent;
  }

  return { signedIn, offered, choice, choose, saveToBook, canSave, setSaveToBook, submit };
}

export type SavedAddressChoice = ReturnType<typeof useSavedAddressChoice>;
