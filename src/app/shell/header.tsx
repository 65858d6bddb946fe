import { Link } from 'wouter';
import { CartButton } from '../../features/cart';
import { FavouritesLink } from '../../features/favourites';
import { PrimaryNavigation } from '../../features/navigation';
import { SearchInput } from '../../features/search';
import { useT } from '../../platform/i18n/i18n-context';
import { paths } from '../../platform/routing/paths';
import { Actions, Bar, Inner, MenuArea, NavArea, SearchArea, Wordmark } from './header.styles';

/** The sticky banner: navigation, the wordmark home link, search, favourites and the bag. */
export function Header() {
  const t = useT();
  return (
    <Bar>
      <Inner>
        <MenuArea>
          <PrimaryNavigation variant="mobile" />
        </MenuArea>
        <Link href={paths.home()} asChild>
          <Wordmark aria-label={t('WEB.HEADER.HOME')} translate="no">
            VITRINE
          </Wordmark>
        </Link>
        <NavArea>
          <PrimaryNavigation variant="desktop" />
        </NavArea>
        <SearchArea>
          <SearchInput />
        </SearchArea>
        <Actions>
          <FavouritesLink />
          <CartButton />
        </Actions>
      </Inner>
    </Bar>
  );
}
