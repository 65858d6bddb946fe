import { useT } from '../../../platform/i18n/i18n-context';
import type { LabelKey } from '../../../platform/i18n/i18n';
import { CHECKOUT_STEPS, type CheckoutStep } from '../logic/steps';
import { stepsClass } from './checkout.styles';

/** Where the shopper is in checkout: the steps in order, the current one aria-current="step". */
export function StepIndicator({ current }: { current: CheckoutStep }) {
  const t = useT();
  const at = CHECKOUT_STEPS.indexOf(current);
  return (
    <nav aria-label={t('WEB.CHECKOUT.STEPS.LABEL')}>
      <ol className={stepsClass}>
        {CHECKOUT_STEPS.map((step, index) => (
          <li
            key={step}
            aria-current={step === current ? 'step' : undefined}
            data-done={index < at || undefined}
          >
            {t(`WEB.CHECKOUT.STEP.${step.toUpperCase()}` as LabelKey)}
          </li>
        ))}
      </ol>
    </nav>
  );
}
