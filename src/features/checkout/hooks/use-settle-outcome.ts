import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { useApi } from '../../../platform/http/api-context';
import { leaveApp } from '../../../platform/routing/leave-app';
import { paths } from '../../../platform/routing/paths';
import { useSite } from '../../../platform/site/site-context';
import { cartQueryOptions } from '../../cart/checkout';
import { checkoutKeys } from '../api/checkout-keys';
import type { PlaceOutcome } from '../logic/place-outcome';
import { clearFailedAttempts, countFailedAttempt } from '../store/checkout-session';
import { forgetPayment, forgetPaymentLeaving } from '../store/payment-store';

export type LeavingOutcome = Extract<
  PlaceOutcome,
  { kind: 'complete' | 'redirect' | 'refused' | 'card-again' }
>;

/**
 * The outcomes of placing an order (or completing its 3-D Secure payment) that take the shopper
 * from the review step: the order placed or being paid → /complete, the bag refetched (the
 * server took the bought lines out of it) and the payment forgotten; a provider's page (3-D
 * Secure, PayPal, the bank, Alipay), followed as its action says — a GET, or a form POST of its
 * data —, the payment forgotten first while this tab's session state (failedCheckoutAttempts,
 * ?showTestPayments, the method chosen) stays for the return; a declined card → back to the
 * payment choice with the reason, counted in failedCheckoutAttempts; a payment to give again →
 * back to the payment choice. The payment held in memory is forgotten whichever way the
 * shopper leaves. `replace` for a return from the 3-D Secure page, whose URL is not one to come
 * back to.
 */
export function useSettleOutcome(): (outcome: LeavingOutcome, replace?: boolean) => void {
  const api = useApi();
  const { config } = useSite();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  return (outcome, replace = false) => {
    switch (outcome.kind) {
      case 'complete':
        clearFailedAttempts(config.siteTag);
        navigate(paths.complete(outcome.orderReference), { replace });
        forgetPayment();
        void queryClient.invalidateQueries({ queryKey: cartQueryOptions(api).queryKey });
        void queryClient.invalidateQueries({ queryKey: checkoutKeys.storedCards(config.siteTag) });
        return;
      case 'redirect':
        forgetPaymentLeaving(outcome.action.paymentMethodType);
        leaveApp.follow(outcome.action);
        return;
      case 'refused':
        countFailedAttempt(config.siteTag);
        navigate(paths.checkout('payment'), { replace });
        forgetPayment(outcome.notice);
        return;
      case 'card-again':
        navigate(paths.checkout('payment'), { replace });
        forgetPayment(outcome.notice);
        // the provider may have turned to another key (CARD_KEY_UNKNOWN): the card is
        // encrypted again with the key it serves now
        void queryClient.invalidateQueries({ queryKey: checkoutKeys.providerKey() });
    }
  };
}
