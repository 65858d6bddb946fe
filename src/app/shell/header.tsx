import { Link } from 'wouter';
import { CartButton } from '../../features/cart';
import { FavouritesLink } from '../../features/favourites';
import { useT } from '../../platform/i18n/i18n-context';
import { paths } from '../../platform/routing/paths';
import {
  actionsClass,
  barClass,
  innerClass,
  menuAreaClass,
  navAreaClass,
  searchAreaClass,
  wordmarkClass,
} from './header.styles';
import { lazyRegion } from '../../platform/ui/lazy-region';

const loadMenus = () =>
  import('../../features/navigation/menus').then((module) => module.PrimaryNavigation);
/**
 * The menus are regions of their own (issue 10): the bar (hundreds of links) comes to life
 * when it is visible, so never on a phone, where CSS hides it; the pullout's button once the
 * page is idle, or at once when touched.
 */
const MobileMenu = lazyRegion(loadMenus, { when: 'idle' });
const DesktopMenu = lazyRegion(loadMenus);
/** The search box: its form works without script; it comes to life when the page is idle. */
const SearchInput = lazyRegion(
  () => import('../../features/search').then((module) => module.SearchInput),
  { when: 'idle' },
);

/**
 * The account menu (spec §2), a region of its own: the server renders it signed out (it cannot
 * know the device's sign-in); it comes to life when the page is idle, reads the device's
 * tokens and greets a signed-in shopper. The identity library loads only with the account
 * pages or a sign-out.
 */
const AccountMenu = lazyRegion(
  () => import('../../features/account/menu').then((module) => module.AccountMenu),
  { when: 'idle' },
);

/** The sticky banner: navigation, the wordmark home link, search, favourites and the bag. */
export function Header() {
  const t = useT();
  return (
    <header className={barClass}>
      <div className={innerClass}>
        <div className={menuAreaClass}>
          <MobileMenu variant="mobile" />
        </div>
        <Link href={paths.home()} asChild>
          <a className={wordmarkClass} aria-label={t('WEB.HEADER.HOME')} translate="no">
            VITRINE
          </a>
        </Link>
        <div className={navAreaClass}>
          <DesktopMenu variant="desktop" />
        </div>
        <div className={searchAreaClass}>
          <SearchInput />
        </div>
        <div className={actionsClass}>
          <AccountMenu />
          <FavouritesLink />
          <CartButton />
        </div>
      </div>
    </header>
  );
}
