import { lazy, Suspense, useEffect, useRef } from 'react';
import { Redirect, useParams, useSearch } from 'wouter';
import { useT } from '../../../platform/i18n/i18n-context';
import type { LabelKey } from '../../../platform/i18n/i18n';
import { OfflineUnavailable } from '../../../platform/offline/unavailable-slot';
import { paths } from '../../../platform/routing/paths';
import { useSite } from '../../../platform/site/site-context';
import { LoadError } from '../../../platform/ui/load-error';
import { ApiError } from '../../../shared/api/api-error';
import type { Cart } from '../../../shared/domain/cart';
import type { PaymentOption } from '../../../shared/domain/site';
import { track } from '../../analytics';
import { BasketPage, useCart } from '../../cart/checkout';
import { usePageTitle } from '../../content';
import { useShowTestPayments } from '../hooks/use-show-test-payments';
import { isCheckoutStep, reachableStep, type CheckoutStep } from '../logic/steps';
import { rememberedPaymentMethod } from '../store/checkout-session';
import { forgetPayment, paymentState, usePaymentState } from '../store/payment-store';
import { pageClass, stepsWrapClass } from './checkout.styles';
import { LeavingNotice } from './leaving-notice';
import { StepIndicator } from './step-indicator';

// each step is a chunk of its own: the basket never loads the address rules, libphonenumber-js
// or the card encryption
const ShippingStep = lazy(() =>
  import('./shipping-step').then((m) => ({ default: m.ShippingStep })),
);
const PaymentStep = lazy(() => import('./payment-step').then((m) => ({ default: m.PaymentStep })));
const ReviewStep = lazy(() => import('./review-step').then((m) => ({ default: m.ReviewStep })));
const ChallengeReturn = lazy(() =>
  import('./challenge-return').then((m) => ({ default: m.ChallengeReturn })),
);
// the basket's express button and its order call: only where the site offers one
const ExpressCheckout = lazy(() =>
  import('./express-checkout').then((m) => ({ default: m.ExpressCheckout })),
);

/** The express checkouts the site's configuration offers from the basket (PayPal's). */
function expressCheckout(options: readonly PaymentOption[]) {
  const paypal = options.some((option) => option.brandCode === 'paypal' && option.expressPayment);
  if (!paypal) return undefined;
  return ({ canPay }: { canPay: boolean }) => (
    <Suspense fallback={null}>
      <ExpressCheckout canPay={canPay} />
    </Suspense>
  );
}

/**
 * /checkout/:step (spec §2: basket, shipping, payment, review), each step its own URL so back,
 * forward and reload keep it. A step the cart is not ready for sends the shopper, replacing the
 * history entry, to the first incomplete one. The payment chosen is held in memory for the
 * checkout alone: leaving the checkout forgets it.
 */
export function CheckoutPage() {
  const { step = 'basket' } = useParams<{ step?: string }>();
  const { config } = useSite();
  // ?showTestPayments on any checkout URL is kept for the session (spec §2)
  useShowTestPayments();
  useEffect(() => () => forgetPayment(), []);
  useEffect(() => {
    // back from a provider's page to this page as the browser kept it (back-forward cache):
    // the payment was forgotten as the shopper left, so the review asks for it again
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted && paymentState().leaving !== null) forgetPayment();
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);
  if (!isCheckoutStep(step)) return <Redirect to={paths.checkout('basket')} replace />;
  if (step === 'basket') {
    return (
      <>
        <div className={stepsWrapClass}>
          <StepIndicator current="basket" />
        </div>
        <BasketPage expressCheckout={expressCheckout(config.paymentOptions)} />
      </>
    );
  }
  return <StepRoute step={step} />;
}

/** The 3-D Secure page returns to the review step with the order and its result. */
function StepRoute({ step }: { step: Exclude<CheckoutStep, 'basket'> }) {
  const query = new URLSearchParams(useSearch());
  const orderReference = query.get('orderReference');
  const redirectResult = query.get('redirectResult');
  if (step === 'review' && orderReference && redirectResult) {
    return (
      <div className={pageClass}>
        <Suspense fallback={<div aria-busy="true" />}>
          <ChallengeReturn orderReference={orderReference} redirectResult={redirectResult} />
        </Suspense>
      </div>
    );
  }
  return <GuardedStep step={step} />;
}

function GuardedStep({ step }: { step: Exclude<CheckoutStep, 'basket'> }) {
  const t = useT();
  const cart = useCart();
  const { choice, leaving } = usePaymentState();
  usePageTitle(t(`WEB.CHECKOUT.STEP.${step.toUpperCase()}` as LabelKey));
  useTrackStep(step, cart.data, choice !== null);
  // the order is placed and the browser is leaving for the provider's page: say where to
  if (leaving !== null && step === 'review') {
    return (
      <div className={pageClass}>
        <LeavingNotice method={leaving} />
      </div>
    );
  }
  if (!cart.data) {
    const failure = cart.error ?? cart.failureReason;
    if (failure instanceof ApiError && failure.isNetworkError) {
      return <OfflineUnavailable headingLevel={1} />;
    }
    if (cart.isError) return <LoadError headingLevel={1} onRetry={() => void cart.refetch()} />;
    return <div className={pageClass} aria-busy="true" />;
  }
  const reachable = reachableStep(cart.data, step, choice !== null);
  if (reachable !== step) {
    // the payment is held in memory only: after a reload the shopper is told to give it again
    if (step === 'review' && reachable === 'payment') return <PaymentAgain />;
    return <Redirect to={paths.checkout(reachable)} replace />;
  }
  return (
    <div className={pageClass}>
      <StepIndicator current={step} />
      <Suspense fallback={<div aria-busy="true" />}>
        {step === 'shipping' && <ShippingStep cart={cart.data} />}
        {step === 'payment' && <PaymentStep cart={cart.data} />}
        {step === 'review' && choice && <ReviewStep cart={cart.data} choice={choice} />}
      </Suspense>
    </div>
  );
}

/**
 * Back to payment from a review without a payment, saying why (unless a refusal already does):
 * a card is given again, another method chosen again.
 */
function PaymentAgain() {
  const { config } = useSite();
  useEffect(() => {
    if (paymentState().notice !== null) return;
    const method = rememberedPaymentMethod(config.siteTag);
    forgetPayment(method === null || method === 'creditcard' ? 'CARD_AGAIN' : 'PAYMENT_AGAIN');
  }, [config.siteTag]);
  return <Redirect to={paths.checkout('payment')} replace />;
}

/** Each step opened is a checkout-step event; the shipping step's is also "Started Checkout". */
function useTrackStep(step: CheckoutStep, cart: Cart | undefined, paymentChosen: boolean): void {
  const tracked = useRef<string | null>(null);
  useEffect(() => {
    if (!cart || tracked.current === step) return;
    if (reachableStep(cart, step, paymentChosen) !== step) return;
    tracked.current = step;
    const { totalItemCount, totalCost, currency } = cart.cartSummary;
    track({
      type: 'checkoutStep',
      step,
      ...(step === 'shipping' && {
        startedCheckout: { itemCount: totalItemCount, value: totalCost, currency },
      }),
    });
  }, [step, cart, paymentChosen]);
}
