import { useT } from '../../../platform/i18n/i18n-context';
import { Button } from '../../../platform/ui/button';
import { usePaymentMethodsPage } from '../hooks/use-payment-methods-page';
import { PAYMENT_METHOD_CODE_LABELS } from '../logic/payment-method-codes';
import { useCardText } from '../../checkout/stored-cards';
import { AccountFrame } from './account-frame';
import { alertClass, leadClass } from './account.styles';
import { cardListClass, emptyClass, stackClass } from './payment-methods.styles';
import { RequireSignIn } from './require-sign-in';
import { SavedCardRow } from './saved-card-row';

/**
 * /account/payment-methods (spec §2, §3 "Payment methods"; issue 14 "Saved payment methods"):
 * the cards the payment provider stored for the account, each removable after a confirmation
 * in the page. Cards are only ever saved at checkout, so the page adds none.
 */
export function PaymentMethodsPage() {
  return <RequireSignIn>{() => <PaymentMethods />}</RequireSignIn>;
}

function PaymentMethods() {
  const t = useT();
  const page = usePaymentMethodsPage();
  const cardText = useCardText();
  return (
    <AccountFrame
      eyebrow={t('WEB.ACCOUNT.DETAILS.EYEBROW')}
      title={t('WEB.ACCOUNT.MENU.PAYMENT-METHODS')}
      lead={t('WEB.ACCOUNT.PAYMENT-METHODS.LEAD')}
    >
      <div className={stackClass}>
        {/* always there, so a screen reader hears the removal when the text arrives */}
        <div role="status">
          {page.removed && (
            <p className={alertClass} data-tone="success">
              {t('WEB.ACCOUNT.PAYMENT-METHODS.REMOVED', { card: cardText(page.removed) })}
            </p>
          )}
        </div>
        {page.status === 'loading' && (
          <p className={leadClass} role="status" aria-busy="true">
            {t('WEB.ACCOUNT.PENDING')}
          </p>
        )}
        {page.status === 'failed' && page.listFailure && (
          <>
            <p className={alertClass} role="alert">
              {t(PAYMENT_METHOD_CODE_LABELS[page.listFailure])}
            </p>
            <Button variant="secondary" onClick={page.retry}>
              {t('WEB.ERROR.RETRY')}
            </Button>
          </>
        )}
        {page.status === 'ready' && page.cards.length === 0 && (
          <section className={emptyClass}>
            <h2>{t('WEB.ACCOUNT.PAYMENT-METHODS.EMPTY.TITLE')}</h2>
            <p>
              {t('WEB.ACCOUNT.PAYMENT-METHODS.EMPTY.BODY', {
                save: t('WEB.CHECKOUT.PAYMENT.SAVE-CARD'),
              })}
            </p>
          </section>
        )}
        {page.cards.length > 0 && (
          <ul className={cardListClass} aria-label={t('WEB.ACCOUNT.PAYMENT-METHODS.LIST')}>
            {page.cards.map((card) => (
              <SavedCardRow
                key={card.id}
                card={card}
                confirming={page.confirming === card.id}
                removing={page.removing}
                failure={page.confirming === card.id ? page.removeFailure : null}
                onRemove={() => page.askToRemove(card.id)}
                onKeep={page.keep}
                onConfirm={page.confirmRemoval}
              />
            ))}
          </ul>
        )}
      </div>
    </AccountFrame>
  );
}
