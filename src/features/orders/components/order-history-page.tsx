import { Link } from 'wouter';
import { useT } from '../../../platform/i18n/i18n-context';
import {
  OfflineUnavailable,
  useUnavailableOffline,
} from '../../../platform/offline/unavailable-slot';
import { accountPaths } from '../../../platform/routing/account-paths';
import { orderPaths } from '../../../platform/routing/order-paths';
import { paths } from '../../../platform/routing/paths';
import { useSite } from '../../../platform/site/site-context';
import { Button, buttonClass } from '../../../platform/ui/button';
import { LoadError } from '../../../platform/ui/load-error';
import { Skeleton } from '../../../platform/ui/skeleton';
import { VisuallyHidden } from '../../../platform/ui/visually-hidden';
import { useHydrated, useSignedInUser } from '../../account';
import { usePageTitle } from '../../content';
import { useOrderHistory } from '../api/get-order-history';
import { useHistoryFormats } from '../hooks/use-history-formats';
import { OrderHistoryRow } from './order-history-row';
import {
  failureClass,
  historyClass,
  linksRowClass,
  messageClass,
  moreClass,
} from './order-history.styles';
import { eyebrowClass, heroClass, leadClass, pageClass, titleClass } from './order-page.styles';

/**
 * /orders (spec §2; issue 14 "Order history"): the signed-in shopper's orders, newest first,
 * 10 a page, "Show more orders" for the next. Only orders placed while signed in to the
 * account are its own (a guest order with the same e-mail is found with the guest lookup):
 * signed out, the page asks to sign in and offers that lookup. Who is signed in is known only
 * once the page lives (the server's markup knows nobody): a skeleton until then.
 */
export function OrderHistoryPage() {
  const t = useT();
  const identity = useSite().config.integrations.cognito.enabled;
  const user = useSignedInUser();
  const hydrated = useHydrated();
  const signedIn = identity && user !== null;
  usePageTitle(t('WEB.ACCOUNT.MENU.ORDERS'));
  return (
    <div className={pageClass}>
      <header className={heroClass}>
        <p className={eyebrowClass}>{t('WEB.ACCOUNT.DETAILS.EYEBROW')}</p>
        <h1 className={titleClass}>{t('WEB.ACCOUNT.MENU.ORDERS')}</h1>
        {signedIn && <p className={leadClass}>{t('WEB.ORDERS.HISTORY.LEAD')}</p>}
      </header>
      {!hydrated ? <HistorySkeleton /> : signedIn ? <History /> : <SignedOut identity={identity} />}
    </div>
  );
}

/** Signed out (or a site without accounts): sign in for the history, or find a guest order. */
function SignedOut({ identity }: { identity: boolean }) {
  const t = useT();
  return (
    <section className={messageClass}>
      <p>{t(identity ? 'WEB.ORDERS.HISTORY.SIGNED-OUT' : 'WEB.ORDERS.HISTORY.GUEST')}</p>
      <div className={linksRowClass}>
        {identity && (
          <Link
            href={accountPaths.signIn(orderPaths.history())}
            className={buttonClass}
            data-variant="primary"
          >
            {t('WEB.ACCOUNT.SIGN-IN.SUBMIT')}
          </Link>
        )}
        <Link href={orderPaths.orderStatus()} className={buttonClass} data-variant="secondary">
          {t('WEB.ORDER.LOOKUP.TITLE')}
        </Link>
      </div>
    </section>
  );
}

function History() {
  const t = useT();
  const history = useOrderHistory(true);
  const format = useHistoryFormats();
  const offline = useUnavailableOffline(history);
  const orders = history.data?.pages.flatMap((page) => page.orders) ?? [];

  if (!history.data) {
    if (offline) return <OfflineUnavailable headingLevel={2} />;
    if (history.isError) return <LoadError onRetry={() => void history.refetch()} />;
    return <HistorySkeleton />;
  }
  if (orders.length === 0)
    return (
      <section className={messageClass}>
        <h2>{t('WEB.ORDERS.HISTORY.EMPTY.TITLE')}</h2>
        <p>{t('WEB.ORDERS.HISTORY.EMPTY.BODY')}</p>
        <div className={linksRowClass}>
          <Link href={paths.home()} className={buttonClass} data-variant="primary">
            {t('WEB.ERROR.CONTINUE')}
          </Link>
          <Link href={orderPaths.orderStatus()} className={buttonClass} data-variant="secondary">
            {t('WEB.ORDER.LOOKUP.TITLE')}
          </Link>
        </div>
      </section>
    );
  return (
    <>
      <ul className={historyClass} aria-label={t('WEB.ORDERS.HISTORY.LIST')}>
        {orders.map((order) => (
          <OrderHistoryRow key={order.orderReference} order={order} format={format} />
        ))}
      </ul>
      <div className={moreClass}>
        {history.isFetchNextPageError && (
          <p className={failureClass} role="alert">
            {t('WEB.ORDERS.HISTORY.MORE-FAILED')}
          </p>
        )}
        {history.hasNextPage && (
          <Button
            variant="secondary"
            disabled={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
          >
            {history.isFetchingNextPage
              ? t('WEB.ORDERS.HISTORY.LOADING-MORE')
              : t('WEB.ORDERS.HISTORY.MORE')}
          </Button>
        )}
      </div>
    </>
  );
}

/** The list's shape while it loads (and in the server's render, which knows no shopper). */
function HistorySkeleton() {
  const t = useT();
  return (
    <div className={historyClass} aria-busy="true">
      <VisuallyHidden>
        <span role="status">{t('WEB.ACCOUNT.PENDING')}</span>
      </VisuallyHidden>
      <Skeleton height="5.5rem" />
      <Skeleton height="5.5rem" />
      <Skeleton height="5.5rem" />
    </div>
  );
}
