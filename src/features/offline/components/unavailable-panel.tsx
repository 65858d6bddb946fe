import { useId } from 'react';
import { Link } from 'wouter';
import { useT } from '../../../platform/i18n/i18n-context';
import type { UnavailablePanelProps } from '../../../platform/offline/unavailable-slot';
import { paths } from '../../../platform/routing/paths';
import { buttonClass } from '../../../platform/ui/button';
import { Icon } from '../../../platform/ui/icon';
import { useFavourites } from '../../favourites';
import { RecentlyViewedList, useRecentlyViewed } from '../../recently-viewed';
import { useCachedCategories } from '../hooks/use-cached-categories';
import {
  categoryLinkClass,
  categoryListClass,
  categoryNameClass,
  favouritesLinkClass,
  groupClass,
  introClass,
  panelClass,
  trailClass,
} from './unavailable-panel.styles';

/**
 * Issue 4 "Offline experience": a page whose data isn't on this device says so and offers what
 * still opens offline — favourites, recently viewed products (stored snapshots) and the
 * categories whose listings are in the query cache. Every offer is a link that works offline.
 */
export function UnavailablePanel({ headingLevel }: UnavailablePanelProps) {
  const t = useT();
  const ids = { title: useId(), favourites: useId(), recent: useId(), categories: useId() };
  const { count } = useFavourites();
  const recent = useRecentlyViewed();
  const categories = useCachedCategories();
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const Group = headingLevel === 1 ? 'h2' : 'h3';

  return (
    <section className={panelClass} aria-labelledby={ids.title}>
      <div className={introClass}>
        <Title id={ids.title}>{t('WEB.OFFLINE.UNAVAILABLE.TITLE')}</Title>
        <p>{t('WEB.OFFLINE.UNAVAILABLE.BODY')}</p>
      </div>

      <section className={groupClass} aria-labelledby={ids.favourites}>
        <Group id={ids.favourites}>{t('WEB.FAVOURITES.TITLE')}</Group>
        <Link
          href={paths.favourites()}
          className={`${buttonClass} ${favouritesLinkClass}`}
          data-variant="secondary"
        >
          <Icon name={count > 0 ? 'heart-filled' : 'heart'} />
          {t('WEB.OFFLINE.FAVOURITES.LINK', { count })}
        </Link>
      </section>

      {recent.length > 0 && (
        <section className={groupClass} aria-labelledby={ids.recent}>
          <Group id={ids.recent}>{t('WEB.OFFLINE.RECENTLY_VIEWED')}</Group>
          <RecentlyViewedList items={recent} aria-labelledby={ids.recent} />
        </section>
      )}

      {categories.length > 0 && (
        <section className={groupClass} aria-labelledby={ids.categories}>
          <Group id={ids.categories}>{t('WEB.OFFLINE.CACHED_CATEGORIES')}</Group>
          <ul className={categoryListClass} aria-labelledby={ids.categories}>
            {categories.map(({ node, trail }) => (
              <li key={node.key}>
                <Link href={node.path} className={categoryLinkClass}>
                  {trail.length > 0 && <span className={trailClass}>{trail.join(' · ')}</span>}
                  <span className={categoryNameClass}>{node.h1 ?? node.label}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
