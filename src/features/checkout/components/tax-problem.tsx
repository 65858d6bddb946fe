import { cx } from '@linaria/core';
import { useT } from '../../../platform/i18n/i18n-context';
import { Button } from '../../../platform/ui/button';
import type { TaxCalculationState } from '../hooks/use-tax-calculation';
import { noticeClass } from './checkout.styles';
import { taxProblemClass } from './tax-problem.styles';

/**
 * Why the shipping step has no tax to show (spec §8 "Tax"): the calculation failed or never came
 * (WEB.CHECKOUT.ERROR.CART-TAX-CALC), or the tax service asks to wait; with a button to ask
 * again. Nothing while there is no problem.
 */
export function TaxProblem({ tax, disabled }: { tax: TaxCalculationState; disabled: boolean }) {
  const t = useT();
  if (!tax.problem) return null;
  return (
    <div className={cx(noticeClass, taxProblemClass)} data-tone="alert" role="alert">
      <p>
        {t(
          tax.problem === 'THROTTLED'
            ? 'WEB.CHECKOUT.TAX.THROTTLED'
            : 'WEB.CHECKOUT.ERROR.CART-TAX-CALC',
        )}
      </p>
      <Button variant="secondary" disabled={disabled} onClick={tax.retry}>
        {t('WEB.ERROR.RETRY')}
      </Button>
    </div>
  );
}
