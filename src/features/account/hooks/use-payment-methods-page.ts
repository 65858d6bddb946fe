import { useState } from 'react';
import type { StoredCardSummary } from '../../../shared/api/stored-cards';
import { isExpired } from '../../../shared/payments/card-number';
import { usePaymentMethods, useRemovePaymentMethod } from '../api/payment-methods';
import { paymentMethodCodeOf, type PaymentMethodCode } from '../logic/payment-method-codes';

export interface SavedCard extends StoredCardSummary {
  /** past the end of its expiry month: the provider would refuse it */
  expired: boolean;
}

export interface PaymentMethodsPageState {
  status: 'loading' | 'failed' | 'ready';
  /** why the list could not be loaded (status 'failed') */
  listFailure: PaymentMethodCode | null;
  retry: () => void;
  cards: readonly SavedCard[];
  /** the card whose removal waits for the shopper's confirmation */
  confirming: string | null;
  askToRemove: (id: string) => void;
  keep: () => void;
  confirmRemoval: () => void;
  removing: boolean;
  /** why the last removal failed */
  removeFailure: PaymentMethodCode | null;
  /** the card removed last, for the polite "… has been removed" */
  removed: SavedCard | null;
}

/**
 * Talon of the payment methods page: the saved cards (expired ones flagged), and removing one,
 * which asks first in the page (Remove, then "Yes, remove it" or "Keep it"; no window.confirm).
 */
export function usePaymentMethodsPage(): PaymentMethodsPageState {
  const list = usePaymentMethods();
  const remove = useRemovePaymentMethod();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [removed, setRemoved] = useState<SavedCard | null>(null);
  const now = new Date();
  const cards = (list.data?.storedCards ?? []).map((card) => ({
    ...card,
    expired: isExpired({ month: card.expiryMonth, year: card.expiryYear }, now),
  }));
  const status = list.data ? 'ready' : list.isError ? 'failed' : 'loading';

  function confirmRemoval() {
    const card = cards.find((one) => one.id === confirming);
    if (!card || remove.isPending) return;
    setRemoved(null);
    remove.mutate(card.id, {
      onSuccess: () => {
        setConfirming(null);
        setRemoved(card);
      },
    });
  }

  return {
    status,
    listFailure: status === 'failed' ? paymentMethodCodeOf(list.error, 'list') : null,
    retry: () => void list.refetch(),
    cards,
    confirming,
    askToRemove: (id) => {
      remove.reset();
      setRemoved(null);
      setConfirming(id);
    },
    keep: () => {
      remove.reset();
      setConfirming(null);
    },
    confirmRemoval,
    removing: remove.isPending,
    removeFailure: remove.isError ? paymentMethodCodeOf(remove.error, 'delete') : null,
    removed,
  };
}
