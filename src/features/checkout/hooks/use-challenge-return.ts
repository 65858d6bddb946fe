import { useEffect, useState } from 'react';
import type { ApiClient } from '../../../platform/http/api-client';
import { useApi } from '../../../platform/http/api-context';
import { ApiError } from '../../../shared/api/api-error';
import type { PlacedOrder } from '../../../shared/api/checkout-payment';
import { completePayment } from '../api/order-calls';
import {
  outcomeOfError,
  outcomeOfPlaced,
  type PlaceMessage,
  type PlaceOutcome,
} from '../logic/place-outcome';
import { useSettleOutcome } from './use-settle-outcome';

/**
 * Each redirect result is sent once per page: React's development mode runs an effect twice,
 * and a remount must not send it again; a reload sends it again, and the server answers the
 * order as it now is (PAID, or refused; a result used elsewhere 422). A failed connection or a
 * server failure lets it go, so Try again sends it anew.
 */
const completions = new Map<string, Promise<PlacedOrder>>();

function completeOnce(api: ApiClient, orderReference: string, redirectResult: string) {
  let completion = completions.get(redirectResult);
  if (!completion) {
    completion = completePayment(api, { orderReference, redirectResult });
    completions.set(redirectResult, completion);
    completion.catch((error: unknown) => {
      if (error instanceof ApiError && (error.isNetworkError || error.status >= 500))
        completions.delete(redirectResult);
    });
  }
  return completion;
}

export interface ChallengeReturnState {
  /** what went wrong, while the shopper stays to try again */
  message: PlaceMessage | null;
  retry: () => void;
}

/**
 * Talon of the review step's return from the 3-D Secure page (the provider sends the shopper
 * back to /checkout/review?orderReference=…&redirectResult=…): POST …/payment/details once,
 * then /complete when the order is paid, or back to the payment choice with the refusal. A
 * connection or server failure stays here with Try again.
 */
export function useChallengeReturn(
  orderReference: string,
  redirectResult: string,
): ChallengeReturnState {
  const api = useApi();
  const settle = useSettleOutcome();
  const [message, setMessage] = useState<PlaceMessage | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    const act = (outcome: PlaceOutcome) => {
      if (!live) return;
      if (outcome.kind === 'message') setMessage(outcome.message);
      else if (
        outcome.kind === 'complete' ||
        outcome.kind === 'refused' ||
        outcome.kind === 'card-again'
      )
        settle(outcome, true);
      // nothing else answers a completed challenge: let the shopper choose a card again
      else settle({ kind: 'card-again', notice: 'CHALLENGE_INVALID' }, true);
    };
    completeOnce(api, orderReference, redirectResult).then(
      (placed) => act(outcomeOfPlaced(placed)),
      (error: unknown) => act(outcomeOfError(error)),
    );
    return () => {
      live = false;
    };
    // settle is made anew each render; the attempt is what asks for a new try
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, orderReference, redirectResult, attempt]);

  return {
    message,
    retry: () => {
      setMessage(null);
      setAttempt((count) => count + 1);
    },
  };
}
