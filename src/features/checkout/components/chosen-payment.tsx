import { useT } from '../../../platform/i18n/i18n-context';
import type { LabelKey } from '../../../platform/i18n/i18n';
import { paths } from '../../../platform/routing/paths';
import { useCardText } from '../hooks/use-card-text';
import type { PaymentChoice } from '../logic/payment-choice';
import { methodLabelKey } from '../logic/payment-options';
import { isWalletBrand } from '../logic/wallet-order';
import { CardMark } from './card-mark';
import { ChoiceBlock } from './choice-block';
import { MethodMark } from './method-mark';
import { cardLineClass, mutedClass } from './review.styles';

/** What Place order leads to, for a method paid on the provider's page or in a wallet. */
function nextKey(choice: Exclude<PaymentChoice, { brandCode: 'creditcard' }>): LabelKey {
  return isWalletBrand(choice.brandCode)
    ? 'WEB.CHECKOUT.PAYMENT.NEXT.WALLET'
    : (`WEB.CHECKOUT.PAYMENT.NEXT.${choice.brandCode.toUpperCase()}` as LabelKey);
}

/**
 * The review's payment method, with Edit back to the payment step: a card by its scheme and
 * last four digits (never more), another method by its name, with what Place order leads to.
 */
export function ChosenPayment({ choice }: { choice: PaymentChoice }) {
  const t = useT();
  const cardText = useCardText();
  return (
    <ChoiceBlock title={t('WEB.CHECKOUT.PAYMENT.METHODS')} editHref={paths.checkout('payment')}>
      {choice.brandCode === 'creditcard' ? (
        <p className={cardLineClass}>
          <CardMark brand={choice.card.brand} decorative />
          {cardText(choice.card)}
        </p>
      ) : (
        <>
          <p className={cardLineClass}>
            <MethodMark logo={choice.brandCode} />
            {t(methodLabelKey(choice.brandCode))}
          </p>
          <p className={mutedClass}>
            {t(nextKey(choice), { method: t(methodLabelKey(choice.brandCode)) })}
          </p>
        </>
      )}
    </ChoiceBlock>
  );
}
