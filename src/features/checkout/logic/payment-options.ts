/**
 * Which of the site's payment options the payment step offers (spec §3 "Payment option"):
 * those listed for the step, a test-mode one only with ?showTestPayments (spec §2), and only
 * those whose panel the app has built — an option declared before its flow exists is never
 * shown to a shopper who could not finish paying with it.
 */
import type { PaymentOption } from '../../../shared/domain/site';

export function offeredPaymentOptions(
  options: readonly PaymentOption[],
  {
    showTestPayments,
    hasPanel,
  }: { showTestPayments: boolean; hasPanel: (code: string) => boolean },
): PaymentOption[] {
  return options.filter(
    (option) =>
      option.showAtPaymentStep &&
      (!option.inTestMode || showTestPayments) &&
      hasPanel(option.brandCode),
  );
}
