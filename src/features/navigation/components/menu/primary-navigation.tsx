import { useMemo } from 'react';
import { useContentData } from '../../../content';
import { DesktopNav } from './desktop-nav';
import { MobileMenu } from '../pullout/mobile-menu';

/**
 * The header navigation from navMenu.json: "desktop" is the megamenu bar (≥ 992 px), "mobile"
 * the Menu button with its pullout below that; CSS shows one or the other. They are placed
 * separately so the reading order follows each layout (menu button before the wordmark on
 * phones, the bar after it on desktop). Until the file loads they render empty.
 */
export function PrimaryNavigation({ variant }: { variant: 'desktop' | 'mobile' }) {
  const menu = useContentData('navMenu');
  const contexts = useMemo(
    () => (menu.data?.items ?? []).filter((item) => !item.hide),
    [menu.data],
  );
  return variant === 'mobile' ? (
    <MobileMenu contexts={contexts} />
  ) : (
    <DesktopNav contexts={contexts} />
  );
}
