/**
 * Which of the site's payment options the payment step offers (spec §3 "Payment option"):
 * those listed for the step, a test-mode one only with ?showTestPayments (spec §2), and only
 * those whose panel the app has built — an option declared before its flow exists is never
 * shown to a shopper who could not finish paying with it —, and a wallet only where the
 * browser can pay with it.
 */
import type { LabelKey } from '../../../platform/i18n/i18n';
import type { PaymentOption } from '../../../shared/domain/site';

export function offeredPaymentOptions(
  options: readonly PaymentOption[],
  {
    showTestPayments,
    hasPanel,
    canPay = () => true,
  }: {
    showTestPayments: boolean;
    hasPanel: (code: string) => boolean;
    /** whether this browser can pay with it (a wallet: the Payment Request API says so) */
    canPay?: (code: string) => boolean;
  },
): PaymentOption[] {
  return options.filter(
    (option) =>
      option.showAtPaymentStep &&
      (!option.inTestMode || showTestPayments) &&
      hasPanel(option.brandCode) &&
      canPay(option.brandCode),
  );
}

/** The label of a method's name, by its brand code ("Credit or debit card", "PayPal" …). */
export const methodLabelKey = (brandCode: string): LabelKey =>
  `WEB.CHECKOUT.PAYMENT.METHOD.${brandCode.toUpperCase()}` as LabelKey;
