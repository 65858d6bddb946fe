import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, Redirect, useParams } from 'wouter';
import { useT } from '../../../platform/i18n/i18n-context';
import type { LabelKey } from '../../../platform/i18n/i18n';
import { OfflineUnavailable } from '../../../platform/offline/unavailable-slot';
import { paths } from '../../../platform/routing/paths';
import { buttonClass } from '../../../platform/ui/button';
import { ErrorState } from '../../../platform/ui/error-state';
import { LoadError } from '../../../platform/ui/load-error';
import { ApiError } from '../../../shared/api/api-error';
import type { Cart } from '../../../shared/domain/cart';
import { track } from '../../analytics';
import { BasketPage, useCart } from '../../cart/checkout';
import { usePageTitle } from '../../content';
import { isCheckoutStep, reachableStep, type CheckoutStep } from '../logic/steps';
import { pageClass, stepsWrapClass } from './checkout.styles';
import { StepIndicator } from './step-indicator';

// the shipping step carries the address rules and libphonenumber-js: the basket never loads them
const ShippingStep = lazy(() =>
  import('./shipping-step').then((m) => ({ default: m.ShippingStep })),
);

/**
 * /checkout/:step (spec §2: basket, shipping, payment, review), each step its own URL so back,
 * forward and reload keep it. A step the cart is not ready for sends the shopper, replacing the
 * history entry, to the first incomplete one. Payment and review come with their own issue and
 * say so plainly until then.
 */
export function CheckoutPage() {
  const { step = 'basket' } = useParams<{ step?: string }>();
  if (!isCheckoutStep(step)) return <Redirect to={paths.checkout('basket')} replace />;
  if (step === 'basket') {
    return (
      <>
        <div className={stepsWrapClass}>
          <StepIndicator current="basket" />
        </div>
        <BasketPage />
      </>
    );
  }
  return <GuardedStep step={step} />;
}

function GuardedStep({ step }: { step: Exclude<CheckoutStep, 'basket'> }) {
  const t = useT();
  const cart = useCart();
  usePageTitle(t(`WEB.CHECKOUT.STEP.${step.toUpperCase()}` as LabelKey));
  useTrackStep(step, cart.data);
  if (!cart.data) {
    const failure = cart.error ?? cart.failureReason;
    if (failure instanceof ApiError && failure.isNetworkError) {
      return <OfflineUnavailable headingLevel={1} />;
    }
    if (cart.isError) return <LoadError headingLevel={1} onRetry={() => void cart.refetch()} />;
    return <div className={pageClass} aria-busy="true" />;
  }
  const reachable = reachableStep(cart.data, step);
  if (reachable !== step) return <Redirect to={paths.checkout(reachable)} replace />;
  return (
    <div className={pageClass}>
      <StepIndicator current={step} />
      {step === 'shipping' ? (
        <Suspense fallback={<div aria-busy="true" />}>
          <ShippingStep cart={cart.data} />
        </Suspense>
      ) : (
        <CheckoutStepPending />
      )}
    </div>
  );
}

/** Each step opened is a checkout-step event; the shipping step's is also "Started Checkout". */
function useTrackStep(step: CheckoutStep, cart: Cart | undefined): void {
  const tracked = useRef<string | null>(null);
  useEffect(() => {
    if (!cart || tracked.current === step) return;
    if (reachableStep(cart, step) !== step) return;
    tracked.current = step;
    const { totalItemCount, totalCost, currency } = cart.cartSummary;
    track({
      type: 'checkoutStep',
      step,
      ...(step === 'shipping' && {
        startedCheckout: { itemCount: totalItemCount, value: totalCost, currency },
      }),
    });
  }, [step, cart]);
}

function CheckoutStepPending() {
  const t = useT();
  return (
    <ErrorState
      headingLevel={1}
      title={t('WEB.CHECKOUT.PENDING.TITLE')}
      description={t('WEB.CHECKOUT.PENDING.BODY')}
    >
      <Link href={paths.checkout('basket')} className={buttonClass} data-variant="secondary">
        {t('WEB.CHECKOUT.PENDING.BACK')}
      </Link>
    </ErrorState>
  );
}
