import { useId, type ReactNode } from 'react';
import { useT } from '../../../../platform/i18n/i18n-context';
import { OfflineUnavailable } from '../../../../platform/offline/unavailable-slot';
import { LoadError } from '../../../../platform/ui/load-error';
import { visuallyHidden } from '../../../../platform/ui/visually-hidden';
import { usePageTitle } from '../../../content';
import { useBasketPage } from '../../hooks/use-basket-page';
import { itemCount } from '../../logic/item-count';
import { BasketEmpty } from './basket-empty';
import { BasketLine } from './basket-line';
import { linesClass } from './basket-line.styles';
import { BasketOfflineNotice } from './basket-offline-notice';
import {
  countClass,
  headClass,
  layoutClass,
  noticeClass,
  pageClass,
  sectionTitleClass,
  titleClass,
} from './basket-page.styles';
import { BasketSkeleton } from './basket-skeleton';
import { BasketSummary } from './basket-summary';
import { EditableBasketLine } from './editable-basket-line';

export interface BasketPageProps {
  /**
   * The express checkouts under Proceed (PayPal's, issue 13), which the checkout feature owns
   * and gives the page (the cart feature does not use the checkout's: docs/architecture.md);
   * `canPay` is whether the bag can be ordered now, as Proceed is.
   */
  expressCheckout?: (bag: { canPay: boolean }) => ReactNode;
}

/**
 * /checkout/basket, the first checkout step (issue 12): the bag's lines newest first, the
 * unavailable ones apart (they block Proceed until removed), the order summary with the promo
 * code, Proceed to checkout and the express checkouts it was given. Offline it shows the last
 * known bag, read-only.
 */
export function BasketPage({ expressCheckout }: BasketPageProps) {
  const t = useT();
  const ids = { lines: useId(), unavailable: useId() };
  const page = useBasketPage();
  usePageTitle(t('WEB.BASKET.TITLE'));
  if (page.status === 'unavailable-offline') return <OfflineUnavailable headingLevel={1} />;
  if (page.status === 'error') return <LoadError headingLevel={1} onRetry={page.handleRetry} />;

  const { cart, summary } = page;
  // the units the shopper chose, as the header's bag counts them: a promotion's gift is not one
  const count = itemCount(cart);
  return (
    <div className={pageClass}>
      <header className={headClass}>
        <h1 className={titleClass}>{t('WEB.BASKET.TITLE')}</h1>
        {page.status === 'items' && count > 0 && (
          <p className={countClass}>
            {count === 1 ? t('WEB.BASKET.COUNT.ONE') : t('WEB.BASKET.COUNT', { count })}
          </p>
        )}
      </header>
      {page.readOnly && (
        <BasketOfflineNotice fetchedAt={page.fetchedAt} onRetry={page.handleRetry} />
      )}
      {page.status === 'loading' && <BasketSkeleton />}
      {page.status === 'empty' && <BasketEmpty />}
      {page.status === 'items' && cart && summary && (
        <div className={layoutClass}>
          <div>
            <section aria-labelledby={ids.lines}>
              <h2 id={ids.lines} className={visuallyHidden}>
                {t('WEB.BASKET.LINES')}
              </h2>
              {page.hasAdvanceOrders && (
                <p className={noticeClass}>{t('WEB.BASKET.PREORDER-ITEMS')}</p>
              )}
              {cart.items.length > 0 && (
                <ul className={linesClass} aria-labelledby={ids.lines}>
                  {cart.items.map((item) =>
                    item.giftOnly || page.readOnly ? (
                      <BasketLine
                        key={item.id}
                        item={item}
                        kind="item"
                        shipDates={page.shipDatesOf(item)}
                      />
                    ) : (
                      <EditableBasketLine
                        key={item.id}
                        item={item}
                        kind="item"
                        shipDates={page.shipDatesOf(item)}
                      />
                    ),
                  )}
                </ul>
              )}
            </section>
            {cart.unavailableItems.length > 0 && (
              <section aria-labelledby={ids.unavailable}>
                <h2 id={ids.unavailable} className={sectionTitleClass}>
                  {t('WEB.BASKET.UNAVAILABLE.TITLE')}
                </h2>
                <p className={noticeClass} data-tone="alert">
                  {t('WEB.BASKET.UNAVAILABLE-ITEMS')}
                </p>
                <ul className={linesClass} aria-labelledby={ids.unavailable}>
                  {cart.unavailableItems.map((item) =>
                    page.readOnly ? (
                      <BasketLine key={item.id} item={item} kind="unavailable" shipDates={null} />
                    ) : (
                      <EditableBasketLine
                        key={item.id}
                        item={item}
                        kind="unavailable"
                        shipDates={null}
                      />
                    ),
                  )}
                </ul>
              </section>
            )}
          </div>
          <BasketSummary
            cart={cart}
            figures={summary}
            readOnly={page.readOnly}
            canProceed={page.canProceed}
            blockedBy={
              cart.unavailableItems.length > 0 ? t('WEB.BASKET.UNAVAILABLE-ITEMS') : undefined
            }
            after={expressCheckout?.({ canPay: page.canProceed })}
          />
        </div>
      )}
      <p role="status" className={visuallyHidden}>
        {page.busy ? t('WEB.BASKET.UPDATING') : ''}
      </p>
    </div>
  );
}
