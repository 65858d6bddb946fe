import { Link } from 'wouter';
import { useT } from '../../../platform/i18n/i18n-context';
import { paths } from '../../../platform/routing/paths';
import { buttonClass } from '../../../platform/ui/button';
import { Icon } from '../../../platform/ui/icon';
import { Skeleton } from '../../../platform/ui/skeleton';
import type { ProductHit } from '../../../shared/domain/product';
import { useFavouriteHits } from '../api/favourite-hits';
import { useFavourites } from '../hooks/use-favourites';
import { FavouriteCard } from './favourite-card';
import {
  countClass,
  emptyBodyClass,
  emptyClass,
  emptyTitleClass,
  gridClass,
  headerClass,
  noticeClass,
  pageClass,
  titleClass,
} from './favourites-page.styles';
import { FavouritesSyncStatus } from './favourites-sync-status';

function CardSkeleton() {
  return (
    <li aria-hidden="true">
      <Skeleton aspectRatio="3 / 4" />
      <Skeleton width="40%" height="0.75rem" />
      <Skeleton width="80%" />
    </li>
  );
}

/** /my-favorites: the favourite variants as cards (newest first) with remove; an empty state. */
export function FavouritesPage() {
  const t = useT();
  const favourites = useFavourites();
  const hits = useFavouriteHits(favourites.variantIds);
  const { variantIds, loaded } = favourites;
  const shown = variantIds
    .map((id) => hits.data?.get(id))
    .filter((hit): hit is ProductHit => hit !== undefined);
  const remove = (hit: ProductHit) =>
    favourites.remove({
      variantId: hit.objectID,
      productId: hit.productId,
      colour: hit.color.name,
    });

  return (
    <div className={pageClass}>
      <header className={headerClass}>
        <h1 className={titleClass}>{t('WEB.FAVOURITES.TITLE')}</h1>
        {variantIds.length > 0 && (
          <p className={countClass}>{t('WEB.FAVOURITES.COUNT', { count: variantIds.length })}</p>
        )}
      </header>
      <FavouritesSyncStatus />
      {loaded && variantIds.length === 0 ? (
        <section className={emptyClass} aria-labelledby="favourites-empty">
          <Icon name="heart" />
          <h2 id="favourites-empty" className={emptyTitleClass}>
            {t('WEB.FAVOURITES.EMPTY.TITLE')}
          </h2>
          <p className={emptyBodyClass}>{t('WEB.FAVOURITES.EMPTY.BODY')}</p>
          <Link href={paths.home()} className={buttonClass} data-variant="primary">
            {t('WEB.FAVOURITES.EMPTY.CTA')}
          </Link>
        </section>
      ) : (
        <>
          {hits.isError && <p className={noticeClass}>{t('WEB.FAVOURITES.UNAVAILABLE')}</p>}
          <ul className={gridClass} aria-busy={!loaded || hits.isPending}>
            {!loaded || (hits.isPending && variantIds.length > 0)
              ? Array.from({ length: Math.min(Math.max(variantIds.length, 4), 8) }, (_, i) => (
                  <CardSkeleton key={i} />
                ))
              : shown.map((hit) => (
                  <li key={hit.objectID}>
                    <FavouriteCard hit={hit} onRemove={remove} />
                  </li>
                ))}
          </ul>
        </>
      )}
    </div>
  );
}
