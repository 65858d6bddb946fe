import { useSearch } from 'wouter';
import { useT } from '../../../platform/i18n/i18n-context';
import { orderPaths } from '../../../platform/routing/order-paths';
import { usePageTitle } from '../../content';
import { useLinkedOrder } from '../api/get-linked-order';
import { useOrderState } from '../hooks/use-order-state';
import { isLinkHash } from '../logic/order-dates';
import { CopyButton } from './copy-button';
import { LookupForm } from './lookup-form';
import { OrderScreen } from './order-screen';
import { OrderStateView } from './order-state-view';
import { eyebrowClass, heroClass, leadClass, pageClass, titleClass } from './order-page.styles';

/**
 * /orders/order-status (spec §2): a guest finds an order with its number and their e-mail or
 * phone; with `?hash=`, the order their signed link opens, and the link to copy and keep.
 */
export function OrderStatusPage() {
  const hash = new URLSearchParams(useSearch()).get('hash');
  return hash === null ? <LookupPage /> : <LinkedOrderPage hash={hash} />;
}

function LookupPage() {
  const t = useT();
  usePageTitle(t('WEB.ORDER.LOOKUP.TITLE'));
  return (
    <div className={pageClass}>
      <header className={heroClass}>
        <p className={eyebrowClass}>{t('WEB.ORDER.LOOKUP.EYEBROW')}</p>
        <h1 className={titleClass}>{t('WEB.ORDER.LOOKUP.TITLE')}</h1>
        <p className={leadClass}>{t('WEB.ORDER.LOOKUP.INTRO')}</p>
      </header>
      <LookupForm />
    </div>
  );
}

/** The link's own address, with nothing else of the page's: what the shopper keeps. */
function linkAddress(hash: string): string {
  const url = new URL(window.location.href);
  url.search = new URLSearchParams({ hash }).toString();
  url.hash = '';
  return url.toString();
}

function LinkedOrderPage({ hash }: { hash: string }) {
  const t = useT();
  const valid = isLinkHash(hash);
  const state = useOrderState(useLinkedOrder(valid ? hash : null), valid);
  usePageTitle(t('WEB.ORDER.LOOKUP.TITLE'));
  return (
    <OrderStateView state={state} expiredLink>
      {(order) => (
        <OrderScreen
          order={order}
          trackingHref={orderPaths.tracking({ hash })}
          extra={<CopyButton text={() => linkAddress(hash)} label={t('WEB.ORDER.LINK.COPY')} />}
        />
      )}
    </OrderStateView>
  );
}
