import type { ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useT } from '../../../platform/i18n/i18n-context';
import { accountPaths } from '../../../platform/routing/account-paths';
import { buttonClass } from '../../../platform/ui/button';
import { PageSkeleton } from './page-skeleton';
import { useHydrated, useSignedInUser } from '../hooks/use-signed-in-user';
import type { SignedInUser } from '../store/identity-store';
import { AccountFrame } from './account-frame';

/**
 * A page for signed-in shoppers only: anyone else is asked to sign in, and brought back here
 * afterwards (`returnTo`). Until the page lives, who is signed in is unknown (the server's
 * markup knows nobody): a skeleton meanwhile.
 */
export function RequireSignIn({ children }: { children: (user: SignedInUser) => ReactNode }) {
  const t = useT();
  const user = useSignedInUser();
  const hydrated = useHydrated();
  const [location] = useLocation();
  const search = useSearch();
  if (!hydrated) return <PageSkeleton />;
  if (user) return <>{children(user)}</>;
  const here = search ? `${location}?${search}` : location;
  return (
    <AccountFrame title={t('WEB.ACCOUNT.REQUIRED.TITLE')} lead={t('WEB.ACCOUNT.REQUIRED.BODY')}>
      <Link href={accountPaths.signIn(here)} className={buttonClass} data-variant="primary">
        {t('WEB.ACCOUNT.SIGN-IN.SUBMIT')}
      </Link>
    </AccountFrame>
  );
}
