import { Link } from 'wouter';
import { CartButton } from '../../features/cart';
import { FavouritesLink } from '../../features/favourites';
import { PrimaryNavigation } from '../../features/navigation';
import { SearchInput } from '../../features/search';
import { useT } from '../../platform/i18n/i18n-context';
import { paths } from '../../platform/routing/paths';
import { Actions, Bar, Inner, MenuArea, NavArea, SearchArea, Wordmark } from './header.styles';
import { HydrateLater } from '../../platform/ui/hydrate-later';

/** The sticky banner: navigation, the wordmark home link, search, favourites and the bag. */
export function Header() {
  const t = useT();
  return (
    <Bar>
      <Inner>
        <MenuArea>
          <HydrateLater>
            <PrimaryNavigation variant="mobile" />
          </HydrateLater>
        </MenuArea>
        <Link href={paths.home()} asChild>
          <Wordmark aria-label={t('WEB.HEADER.HOME')} translate="no">
            VITRINE
          </Wordmark>
        </Link>
        {/* the menus (hundreds of links) and search each hydrate in a pass of their own */}
        <NavArea>
          <HydrateLater>
            <PrimaryNavigation variant="desktop" />
          </HydrateLater>
        </NavArea>
        <SearchArea>
          <HydrateLater>
            <SearchInput />
          </HydrateLater>
        </SearchArea>
        <Actions>
          <FavouritesLink />
          <CartButton />
        </Actions>
      </Inner>
    </Bar>
  );
}
