import { Link } from 'wouter';
import { useT } from '../../../platform/i18n/i18n-context';
import { orderPaths } from '../../../platform/routing/order-paths';
import { paths } from '../../../platform/routing/paths';
import { buttonClass } from '../../../platform/ui/button';
import { ErrorState } from '../../../platform/ui/error-state';

/**
 * An order this page cannot show (spec §8 ORDER_NOT_FOUND): unknown, another shopper's, or a
 * link that has expired. It never says which; it offers the guest lookup and the shop, and to a
 * signed-out shopper, signing in (`signInHref`): an account's order opens only for its account.
 */
export function OrderNotFound({
  expiredLink = false,
  signInHref,
}: {
  expiredLink?: boolean;
  signInHref?: string;
}) {
  const t = useT();
  const description = expiredLink
    ? 'WEB.ORDER.NOT-FOUND.LINK'
    : signInHref
      ? 'WEB.ORDER.NOT-FOUND.SIGNED-OUT'
      : 'WEB.ORDER.NOT-FOUND.BODY';
  return (
    <ErrorState
      headingLevel={1}
      title={t('WEB.ORDER.NOT-FOUND.TITLE')}
      description={t(description)}
    >
      {signInHref && (
        <Link href={signInHref} className={buttonClass}>
          {t('WEB.ACCOUNT.SIGN-IN.SUBMIT')}
        </Link>
      )}
      <Link
        href={orderPaths.orderStatus()}
        className={buttonClass}
        data-variant={signInHref ? 'secondary' : undefined}
      >
        {t('WEB.ORDER.LOOKUP.TITLE')}
      </Link>
      <Link href={paths.home()} className={buttonClass} data-variant="secondary">
        {t('WEB.ERROR.CONTINUE')}
      </Link>
    </ErrorState>
  );
}
