import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useInvisibleCaptcha } from '../../../platform/captcha/use-invisible-captcha';
import { useApi } from '../../../platform/http/api-context';
import type { LabelKey } from '../../../platform/i18n/i18n';
import { leaveApp } from '../../../platform/routing/leave-app';
import type { PaymentBody } from '../../../shared/api/checkout-payment';
import { cartQueryOptions } from '../../cart/checkout';
import { placeOrder } from '../api/order-calls';
import {
  outcomeOfError,
  outcomeOfPlaced,
  placeMessageLabel,
  type PlaceOutcome,
} from '../logic/place-outcome';
import { forgetPayment } from '../store/payment-store';

export interface ExpressCheckoutState {
  /** the order is being placed, then the browser leaves for PayPal: the button waits */
  pending: boolean;
  /** why the last press did not lead to PayPal, said beside the button */
  message: LabelKey | null;
  start: () => Promise<void>;
  /** the shopper reaches for the button: the invisible captcha token starts being made */
  warm: () => void;
}

const EXPRESS: PaymentBody = { paymentMethod: 'paypal', express: true };

/** What the basket says when the express order could not go to PayPal. */
function expressMessage(outcome: PlaceOutcome): LabelKey {
  if (outcome.kind === 'card-again' && outcome.notice === 'METHOD_UNAVAILABLE')
    return 'WEB.BASKET.EXPRESS.UNAVAILABLE';
  if (outcome.kind === 'bag') return 'WEB.CHECKOUT.PLACE.BAG_CHANGED';
  if (outcome.kind !== 'message') return 'WEB.CHECKOUT.PLACE.GENERIC';
  if (outcome.message === 'OFFLINE') return 'WEB.BASKET.EXPRESS.OFFLINE';
  return placeMessageLabel(outcome.message);
}

/**
 * Talon of the basket's PayPal express button (spec §3 expressPayment, issue 13): POST
 * /api/checkout/payment `{ paymentMethod: "paypal", express: true }` — before any address,
 * PayPal's page gives it — under an Idempotency-Key, taking part in the captcha as Place order
 * does, then PayPal's page (the action followed, the payment held in memory forgotten first).
 * The attempt keeps its key while its answer is unknown (a failed connection), so pressing
 * again is answered rather than placed twice; any answer starts a new attempt. Failures are
 * said beside the button (offline, an order still waiting, PayPal unavailable, a server
 * failure as code 500) and nothing of the bag is changed; a bag that can no longer be ordered
 * as it is is read again.
 */
export function useExpressCheckout(): ExpressCheckoutState {
  const api = useApi();
  const queryClient = useQueryClient();
  const captcha = useInvisibleCaptcha({ onDemand: true });
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<LabelKey | null>(null);
  const key = useRef<string | null>(null);
  const placing = useRef(false);

  async function start(): Promise<void> {
    if (placing.current) return;
    setMessage(null);
    if (!navigator.onLine) {
      setMessage('WEB.BASKET.EXPRESS.OFFLINE');
      return;
    }
    placing.current = true;
    setPending(true);
    key.current ??= crypto.randomUUID();
    let outcome: PlaceOutcome;
    try {
      outcome = outcomeOfPlaced(await placeOrder(api, EXPRESS, key.current, captcha));
    } catch (error) {
      outcome = outcomeOfError(error);
    }
    if (!(outcome.kind === 'message' && outcome.message === 'OFFLINE')) key.current = null;
    if (outcome.kind === 'redirect') {
      // the page stays waiting until the browser has gone
      forgetPayment();
      leaveApp.follow(outcome.action);
      return;
    }
    setMessage(expressMessage(outcome));
    if (outcome.kind === 'bag')
      await queryClient.invalidateQueries({ queryKey: cartQueryOptions(api).queryKey });
    placing.current = false;
    setPending(false);
  }

  return { pending, message, start, warm: captcha.warm };
}
