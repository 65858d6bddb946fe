/**
 * The one place a payment method's panel is chosen, by its brandCode (spec §3 "Payment
 * option"). A panel gathers what its method needs and hands the step a PaymentChoice; an option
 * whose brandCode has no panel here is never offered (logic/payment-options.ts), so a method is
 * declared in the site configuration before its flow exists without a shopper meeting it: cards,
 * PayPal, the redirect methods (iDEAL, Alipay) and the wallets (Google Pay, Apple Pay, shown
 * only where the browser can pay with them: payment-step.tsx).
 */
import type { ComponentType, ReactNode } from 'react';
import type { Cart } from '../../../shared/domain/cart';
import type { PaymentOption } from '../../../shared/domain/site';
import type { PaymentChoice } from '../logic/payment-choice';
import { CardPanel } from './card-panel';
import { RedirectPanel } from './redirect-panel';
import { WalletPanel } from './wallet-panel';

export interface PaymentPanelProps {
  option: PaymentOption;
  cart: Cart;
  /** offline: the panel's controls wait for a connection */
  disabled: boolean;
  /** what the step shows above the panel's own Continue (the billing address) */
  footer: ReactNode;
  /** the shopper's payment, ready for review */
  onChosen: (choice: PaymentChoice) => void;
}

const PANELS: Readonly<Record<string, ComponentType<PaymentPanelProps>>> = {
  creditcard: CardPanel,
  paypal: RedirectPanel,
  ideal: RedirectPanel,
  alipay: RedirectPanel,
  googlepay: WalletPanel,
  applepay: WalletPanel,
};

export const hasPaymentPanel = (brandCode: string): boolean => Object.hasOwn(PANELS, brandCode);

export function PaymentPanel(props: PaymentPanelProps) {
  const Panel = PANELS[props.option.brandCode];
  return Panel ? <Panel {...props} /> : null;
}
