import { useContentData } from '../../content';
import { DesktopNav } from './desktop-nav';
import { MobileMenu } from '../pullout/mobile-menu';

/**
 * The header navigation from navMenu.json: the megamenu bar on desktop (≥ 992 px) and the Menu
 * button with its pullout below that; CSS shows one or the other. Until the file loads both
 * render empty so the header keeps its shape.
 */
export function PrimaryNavigation() {
  const menu = useContentData('navMenu');
  const contexts = (menu.data?.items ?? []).filter((item) => !item.hide);
  return (
    <>
      <MobileMenu contexts={contexts} />
      <DesktopNav contexts={contexts} />
    </>
  );
}
