import { Link } from 'wouter';
import { CartButton } from '../../features/cart';
import { FavouritesLink } from '../../features/favourites';
import { PrimaryNavigation } from '../../features/navigation';
import { SearchInput } from '../../features/search';
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
import { HydrateLater } from '../../platform/ui/hydrate-later';

/** The sticky banner: navigation, the wordmark home link, search, favourites and the bag. */
export function Header() {
  const t = useT();
  return (
    <header className={barClass}>
      <div className={innerClass}>
        <div className={menuAreaClass}>
          <HydrateLater>
            <PrimaryNavigation variant="mobile" />
          </HydrateLater>
        </div>
        <Link href={paths.home()} asChild>
          <a className={wordmarkClass} aria-label={t('WEB.HEADER.HOME')} translate="no">
            VITRINE
          </a>
        </Link>
        {/* the menus (hundreds of links) and search each hydrate in a pass of their own */}
        <div className={navAreaClass}>
          <HydrateLater>
            <PrimaryNavigation variant="desktop" />
          </HydrateLater>
        </div>
        <div className={searchAreaClass}>
          <HydrateLater>
            <SearchInput />
          </HydrateLater>
        </div>
        <div className={actionsClass}>
          <FavouritesLink />
          <CartButton />
        </div>
      </div>
    </header>
  );
}
