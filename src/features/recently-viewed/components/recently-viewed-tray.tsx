import { useId } from 'react';
import { useT } from '../../../platform/i18n/i18n-context';
import { useRecentlyViewed } from '../hooks/use-recently-viewed';
import { RecentlyViewedList } from './recently-viewed-list';
import { traySectionClass, trayTitleClass } from './recently-viewed.styles';

export interface RecentlyViewedTrayProps {
  /** the product on screen, left out of the tray */
  excludeProductId?: string;
}

/** Spec §2 product page "recently viewed tray": nothing at all while the list is empty. */
export function RecentlyViewedTray({ excludeProductId }: RecentlyViewedTrayProps) {
  const t = useT();
  const titleId = useId();
  const items = useRecentlyViewed(excludeProductId);
  if (items.length === 0) return null;
  return (
    <section className={traySectionClass} aria-labelledby={titleId}>
      <h2 id={titleId} className={trayTitleClass}>
        {t('WEB.OFFLINE.RECENTLY_VIEWED')}
      </h2>
      <RecentlyViewedList items={items} aria-labelledby={titleId} />
    </section>
  );
}
