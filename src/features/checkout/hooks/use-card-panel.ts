import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { encryptCard } from '../../../platform/payments/encrypt-card';
import { ApiError } from '../../../shared/api/api-error';
import type { StoredCardSummary } from '../../../shared/api/stored-cards';
import { cardTypeCode } from '../../../shared/payments/card-brand';
import { providerKeyQueryOptions } from '../api/provider-key';
import { useStoredCards } from '../api/stored-cards';
import type { CardChoice, CardSummary, ChosenCard } from '../logic/payment-choice';
import { usePaymentState } from '../store/payment-store';
import { useCardForm, type CardFormState } from './use-card-form';

/** Which card pays: a stored card's id, the card given earlier in this checkout, or a new one. */
export type CardSelection = 'new' | 'entered' | `stored:${string}`;

export interface CardPanelState {
  /** the cards the shopper saved at the provider */
  storedCards: readonly StoredCardSummary[];
  /** the card given earlier in this checkout (held encrypted), offered again */
  entered: CardSummary | null;
  selected: CardSelection;
  select: (selection: CardSelection) => void;
  form: CardFormState;
  /** "Save this card for next time", unticked until the shopper ticks it */
  storeCard: boolean;
  setStoreCard: (store: boolean) => void;
  /** the card is being encrypted */
  busy: boolean;
  /** why the last Continue failed, when no field is to blame */
  failure: 'OFFLINE' | 'GENERIC' | null;
  /** the chosen payment, once every field is right and the card is encrypted; else null */
  submit: () => Promise<CardChoice | null>;
}

const storedSelection = (id: string): CardSelection => `stored:${id}`;

/**
 * Talon of the card panel. The shopper pays with a stored card (its id, no re-entry), the card
 * already given in this checkout, or a new card: its fields checked all at once, then
 * encrypted in the browser with the provider's public key; only the encrypted fields and what
 * the shopper recognises the card by leave this component (payment-store.ts holds them in
 * memory), and the typed card is cleared.
 */
export function useCardPanel(): CardPanelState {
  const queryClient = useQueryClient();
  const { choice: held } = usePaymentState();
  // the card chosen earlier in this checkout, if the payment chosen was a card
  const choice = held?.brandCode === 'creditcard' ? held : null;
  const stored = useStoredCards();
  // fetched as the step opens, so a new card is encrypted without waiting for it
  useQuery(providerKeyQueryOptions());
  const form = useCardForm();
  const [chosen, select] = useState<CardSelection | null>(null);
  const [storeCard, setStoreCard] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<CardPanelState['failure']>(null);

  const storedCards = stored.data?.storedCards ?? [];
  const entered = choice?.card.kind === 'new' ? choice.card : null;
  const first = storedCards[0];
  const selected: CardSelection =
    chosen ??
    (choice?.card.kind === 'stored'
      ? storedSelection(choice.card.id)
      : entered
        ? 'entered'
        : first
          ? storedSelection(first.id)
          : 'new');

  async function newCard(): Promise<ChosenCard | null> {
    const card = form.check();
    if (!card) return null;
    setBusy(true);
    try {
      const key = await queryClient.fetchQuery(providerKeyQueryOptions());
      const encrypted = await encryptCard(
        {
          number: card.digits,
          expiryMonth: card.expiryMonth,
          expiryYear: card.expiryYear,
          cvc: card.cvc,
        },
        key,
      );
      form.clear();
      return {
        kind: 'new',
        encrypted,
        holderName: card.holderName,
        storeCard,
        brand: card.brand ? cardTypeCode(card.brand) : 'card',
        lastFour: card.digits.slice(-4),
        expiryMonth: Number(card.expiryMonth),
        expiryYear: Number(card.expiryYear),
      };
    } catch (error) {
      setFailure(error instanceof ApiError && error.isNetworkError ? 'OFFLINE' : 'GENERIC');
      return null;
    } finally {
      setBusy(false);
    }
  }

  async function submit(): Promise<CardChoice | null> {
    setFailure(null);
    if (selected === 'entered' && choice) return choice;
    if (selected !== 'new') {
      const heldCard = choice?.card.kind === 'stored' ? [choice.card] : [];
      const card = [...storedCards, ...heldCard].find(
        (one) => storedSelection(one.id) === selected,
      );
      if (!card) return null;
      const { id, brand, lastFour, expiryMonth, expiryYear } = card;
      return {
        brandCode: 'creditcard',
        card: { kind: 'stored', id, brand, lastFour, expiryMonth, expiryYear },
      };
    }
    const card = await newCard();
    return card ? { brandCode: 'creditcard', card } : null;
  }

  return {
    storedCards,
    entered,
    selected,
    select,
    form,
    storeCard,
    setStoreCard,
    busy,
    failure,
    submit,
  };
}
