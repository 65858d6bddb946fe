import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ApiClient } from '../../../platform/http/api-client';
import { useApi } from '../../../platform/http/api-context';
import type { PayPalReturnBody } from '../../../shared/api/checkout-payment';
import type { OrderDetails } from '../../../shared/api/order';
import { PAYPAL_RETURN_STATUSES } from '../../../shared/payments/paypal-return';
import { completePayPalReturn, completeRedirectReturn, sendOnce } from '../api/complete-return';
import { orderKeys } from '../api/order-keys';
import { outcomeOfAnswer, outcomeOfFailure, type ReturnOutcome } from '../logic/return-outcome';
import { isExpressWaiting, returnView, type ReturnView } from '../logic/return-view';
import { updateReturn, type KeptReturn } from '../store/payment-returns';
import type { KeptReturnState } from './use-kept-return';

/** What the express confirmation adds to PayPal's return. */
type Confirmation = Pick<PayPalReturnBody, 'agreements' | 'expectedTotal'>;

function send(api: ApiClient, reference: string, kept: KeptReturn, confirmation: Confirmation) {
  const fields = kept.fields!;
  if (fields.kind === 'redirect') {
    const body = { orderReference: reference, redirectResult: fields.redirectResult };
    return sendOnce(`details ${reference} ${fields.redirectResult}`, () =>
      completeRedirectReturn(api, body),
    );
  }
  if (fields.kind !== 'paypal') throw new Error('A cancelled return has nothing to send');
  // PayPal's return as its query had it (a field it lacked left out, spec §5), checked by the shop
  const status = PAYPAL_RETURN_STATUSES.find((known) => known === fields.status);
  const body: PayPalReturnBody = {
    utr: fields.utr,
    ...(fields.pgTransactionId ? { pgTransactionId: fields.pgTransactionId } : {}),
    ...(status ? { status } : {}),
    ...confirmation,
  };
  return sendOnce(`paypal ${reference} ${kept.key} ${JSON.stringify(body)}`, () =>
    completePayPalReturn(api, reference, body, kept.key),
  );
}

export interface ReturnCompletion {
  /** what the page shows for the order; null while the return is not read yet */
  view: ReturnView | null;
  /** an express order's Pay now, with the agreements ticked */
  confirm: (agreements: string[]) => void;
  retry: () => void;
}

/**
 * Talon of the payment return on /complete (docs/payments.md "The shop's calls for each
 * method"): an iDEAL or Alipay result is sent to POST …/payment/details at once; a PayPal
 * approval to PUT …/payment/{orderReference} once the order shows it is an ordinary PayPal order
 * waiting — an express one waits for the shopper's confirmation (`confirm`), which is refused
 * before sending while offline. Each answer is settled here: the order asked again and the
 * outcome kept with the return, so a reload shows it and sends nothing again.
 */
export function useReturnCompletion(
  reference: string | null,
  state: KeptReturnState,
  order: OrderDetails | undefined,
): ReturnCompletion {
  const api = useApi();
  const queryClient = useQueryClient();
  const { kept, setKept, activity, setActivity } = state;
  const [attempt, setAttempt] = useState(0);

  async function settle(outcome: ReturnOutcome): Promise<void> {
    if (!reference) return;
    const refetch = () => queryClient.invalidateQueries({ queryKey: orderKeys.detail(reference) });
    switch (outcome.kind) {
      case 'confirm':
      case 'price-changed': {
        const newTotal =
          outcome.kind === 'price-changed'
            ? { total: outcome.total, currency: outcome.currency }
            : (kept?.newTotal ?? null);
        setKept(updateReturn(reference, { express: true, newTotal }));
        setActivity(null);
        return;
      }
      case 'address':
        setActivity({ kind: 'address' });
        return;
      case 'retry':
        setActivity({ kind: 'retry', reason: outcome.reason });
        return;
      case 'in-progress':
        await refetch();
        setActivity({ kind: 'elsewhere' });
        return;
      default:
        await refetch();
        setKept(updateReturn(reference, { settled: outcome }));
        setActivity(null);
    }
  }

  const fields = kept && !kept.settled ? kept.fields : null;
  const waiting = order?.status === 'AWAITING_PAYMENT';
  const expressWaiting = order !== undefined && isExpressWaiting(order);
  const automatic =
    fields !== null &&
    (activity === null || activity.kind === 'sending') &&
    (fields.kind === 'redirect' ||
      (fields.kind === 'paypal' && waiting && !kept!.express && !expressWaiting));

  useEffect(() => {
    if (!automatic || !reference || !kept) return;
    let live = true;
    setActivity({ kind: 'sending' });
    send(api, reference, kept, {}).then(
      (placed) => live && void settle(outcomeOfAnswer(placed)),
      (error: unknown) => live && void settle(outcomeOfFailure(error)),
    );
    return () => {
      live = false;
    };
    // the return's key and the attempt are what ask for a send; settle is made anew each render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [automatic, reference, kept?.key, attempt]);

  // an express order once seen waiting stays one for this return, whatever the order shows next
  useEffect(() => {
    if (reference && fields?.kind === 'paypal' && expressWaiting && !kept?.express)
      setKept(updateReturn(reference, { express: true }));
  }, [reference, fields?.kind, expressWaiting, kept?.express, setKept]);

  return {
    view: kept === undefined || !order ? null : returnView(kept, activity, order),
    confirm(agreements) {
      if (!reference || !kept?.fields || activity?.kind === 'sending') return;
      if (!navigator.onLine) {
        setActivity({ kind: 'offline' });
        return;
      }
      setActivity({ kind: 'sending' });
      const expected = kept.newTotal ? { expectedTotal: kept.newTotal.total } : {};
      send(api, reference, kept, { agreements, ...expected }).then(
        (placed) => void settle(outcomeOfAnswer(placed)),
        (error: unknown) => void settle(outcomeOfFailure(error)),
      );
    },
    retry() {
      setActivity(null);
      setAttempt((count) => count + 1);
    },
  };
}
