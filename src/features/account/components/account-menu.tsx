import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useT } from '../../../platform/i18n/i18n-context';
import { accountPaths } from '../../../platform/routing/account-paths';
import { useSite } from '../../../platform/site/site-context';
import { iconButtonClass } from '../../../platform/ui/button';
import { useAccountContext } from '../hooks/use-account-context';
import { useSignedInUser } from '../hooks/use-signed-in-user';
import type { SignedInUser } from '../store/identity-store';
import { greetingClass, listClass, menuClass, panelClass } from './account-menu.styles';

/** A person: the account's mark (inline here, so the shared icon set in every entry stays as it is). */
function PersonIcon() {
  return (
    <svg width={24} height={24} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 3.5a4.25 4.25 0 1 0 0 8.5 4.25 4.25 0 0 0 0-8.5ZM9.25 7.75a2.75 2.75 0 1 1 5.5 0 2.75 2.75 0 0 1-5.5 0ZM4.5 20c0-3.6 3.2-6 7.5-6s7.5 2.4 7.5 6H18c0-2.6-2.4-4.5-6-4.5S6 17.4 6 20H4.5Z"
      />
    </svg>
  );
}

/**
 * The header's account menu (spec §2 "Account menu", only when sign-in is enabled): signed
 * out, a link to sign in (and back); signed in, a button opening a menu that greets the
 * shopper by given name, with their account's pages and Sign out (which returns to /).
 */
export function AccountMenu() {
  const { config } = useSite();
  const user = useSignedInUser();
  const t = useT();
  const [location] = useLocation();
  if (!config.integrations.cognito.enabled) return null;
  if (!user) {
    const returnTo = location.startsWith('/account') ? undefined : location;
    return (
      <Link
        href={accountPaths.signIn(returnTo)}
        className={iconButtonClass}
        aria-label={t('WEB.ACCOUNT.MENU.SIGN-IN')}
      >
        <PersonIcon />
      </Link>
    );
  }
  return <OpenableMenu user={user} />;
}

function OpenableMenu({ user }: { user: SignedInUser }) {
  const t = useT();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const [location, navigate] = useLocation();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const context = useAccountContext();

  // a new page closes it
  useEffect(() => setOpen(false), [location]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const leave = async () => {
    setSigningOut(true);
    try {
      // the identity library comes with the sequence, only now: the menu is on every page
      const { signOut } = await import('../api/account-sequences');
      await signOut(context);
    } finally {
      setSigningOut(false);
      setOpen(false);
      navigate('/');
    }
  };

  return (
    <div className={menuClass} ref={root}>
      <button
        ref={button}
        type="button"
        className={iconButtonClass}
        aria-label={t('WEB.ACCOUNT.MENU.LABEL')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <PersonIcon />
      </button>
      <div id={panelId} className={panelClass} hidden={!open}>
        <p className={greetingClass}>{t('WEB.ACCOUNT.MENU.HELLO', { name: user.givenName })}</p>
        <nav aria-label={t('WEB.ACCOUNT.MENU.LABEL')}>
          <ul className={listClass}>
            <li>
              <Link href={accountPaths.details()}>{t('WEB.ACCOUNT.MENU.DETAILS')}</Link>
            </li>
            <li>
              <Link href={accountPaths.setPassword()}>{t('WEB.ACCOUNT.MENU.CHANGE-PASSWORD')}</Link>
            </li>
            <li>
              <Link href={accountPaths.orders()}>{t('WEB.ACCOUNT.MENU.ORDERS')}</Link>
            </li>
            <li>
              <Link href={accountPaths.addresses()}>{t('WEB.ACCOUNT.MENU.ADDRESSES')}</Link>
            </li>
            <li>
              <Link href={accountPaths.paymentMethods()}>
                {t('WEB.ACCOUNT.MENU.PAYMENT-METHODS')}
              </Link>
            </li>
            <li>
              <button type="button" disabled={signingOut} onClick={() => void leave()}>
                {signingOut ? t('WEB.ACCOUNT.PENDING') : t('WEB.ACCOUNT.MENU.SIGN-OUT')}
              </button>
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}
