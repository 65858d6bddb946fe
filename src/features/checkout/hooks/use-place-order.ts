import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useInvisibleCaptcha } from '../../../platform/captcha/use-invisible-captcha';
import { useApi } from '../../../platform/http/api-context';
import { paths } from '../../../platform/routing/paths';
import { useSite } from '../../../platform/site/site-context';
import type { Cart } from '../../../shared/domain/cart';
import { cartQueryOptions } from '../../cart/checkout';
import { placeOrder } from '../api/order-calls';
import { isWalletChoice, type PaymentChoice, type PlacedChoice } from '../logic/payment-choice';
import { paymentBody } from '../logic/payment-payload';
import {
  outcomeOfError,
  outcomeOfPlaced,
  type PlaceMessage,
  type PlaceOutcome,
} from '../logic/place-outcome';
import { attemptKey } from '../store/payment-store';
import { useSettleOutcome } from './use-settle-outcome';
import { useWalletSheet, type WalletAttempt } from './use-wallet-sheet';

export interface PlaceOrderState {
  /** the agreements ticked (spec §3: each starts unchecked) */
  agreed: ReadonlySet<string>;
  setAgreed: (id: string, ticked: boolean) => void;
  /** every agreement of the site is ticked: Place order may be pressed */
  allAgreed: boolean;
  /** the order is being placed: Place order waits */
  pending: boolean;
  /** what happened to the last attempt, when the shopper stays on the step */
  message: PlaceMessage | null;
  /** the total the order would now cost, when it changed since the page showed it */
  priceChanged: { total: number; currency: string } | null;
  place: () => Promise<void>;
}

/**
 * Talon of Place order (spec §4 "Cart actions: place order", §5 payment payloads). Refused
 * before anything is sent while the browser is offline. The body carries the chosen payment
 * (payment-payload.ts), the total the shopper sees and the agreements ticked, under the
 * attempt's Idempotency-Key: the same attempt again (after a failed connection) sends the same
 * key and body, a changed one a new key. A wallet's sheet opens from the press itself and its
 * token pays the order (use-wallet-sheet.ts). The
 * answer is settled by useSettleOutcome (complete page, a provider's page, back to payment …);
 * a changed total reloads the cart and is shown, and other failures keep everything where it
 * is, with what happened.
 */
export function usePlaceOrder(cart: Cart, choice: PaymentChoice): PlaceOrderState {
  const api = useApi();
  const { config } = useSite();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const settle = useSettleOutcome();
  const captcha = useInvisibleCaptcha();
  const openWallet = useWalletSheet(cart);
  const [agreed, setAgreedIds] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<PlaceMessage | null>(null);
  const [priceChanged, setPriceChanged] = useState<PlaceOrderState['priceChanged']>(null);
  const placing = useRef(false);
  const required = config.agreements.map((agreement) => agreement.id);
  const allAgreed = required.every((id) => agreed.has(id));

  const setAgreed = (id: string, ticked: boolean) =>
    setAgreedIds((old) => {
      const next = new Set(old);
      if (ticked) next.add(id);
      else next.delete(id);
      return next;
    });

  const reloadCart = () =>
    queryClient.invalidateQueries({ queryKey: cartQueryOptions(api).queryKey });

  async function act(outcome: PlaceOutcome): Promise<void> {
    switch (outcome.kind) {
      case 'price-changed':
        setPriceChanged({ total: outcome.total, currency: outcome.currency });
        await reloadCart();
        return;
      case 'step':
        await reloadCart();
        navigate(paths.checkout('shipping'));
        return;
      case 'bag':
        setMessage('BAG_CHANGED');
        await reloadCart();
        return;
      case 'message':
        setMessage(outcome.message);
        return;
      default:
        settle(outcome);
    }
  }

  async function place(): Promise<void> {
    if (placing.current || !allAgreed) return;
    setMessage(null);
    setPriceChanged(null);
    if (!navigator.onLine) {
      setMessage('OFFLINE');
      return;
    }
    placing.current = true;
    setPending(true);
    const done = () => {
      placing.current = false;
      setPending(false);
    };
    let placed: PlacedChoice;
    let wallet: WalletAttempt | null = null;
    if (isWalletChoice(choice)) {
      const opened = await openWallet(choice.brandCode);
      if (opened === 'closed' || opened === 'failed') {
        // closed by the shopper: nothing to say
        if (opened === 'failed') setMessage('WALLET_FAILED');
        done();
        return;
      }
      wallet = opened;
      placed = { ...choice, ...opened.token };
    } else placed = choice;
    const body = paymentBody(
      placed,
      cart.cartSummary.totalCost,
      required.filter((id) => agreed.has(id)),
    );
    let outcome: PlaceOutcome;
    try {
      outcome = outcomeOfPlaced(await placeOrder(api, body, attemptKey(body), captcha));
    } catch (error) {
      outcome = outcomeOfError(error);
    }
    await wallet?.finish(outcome);
    try {
      await act(outcome);
    } finally {
      // leaving for a provider's page: Place order stays waiting until the page goes
      if (outcome.kind !== 'redirect') done();
    }
  }

  return { agreed, setAgreed, allAgreed, pending, message, priceChanged, place };
}
