import { Link } from 'wouter';
import type { RecentlyViewedEntry } from '../store/recently-viewed-list';
import {
  brandClass,
  cardLinkClass,
  frameClass,
  itemClass,
  listClass,
  nameClass,
} from './recently-viewed.styles';

export interface RecentlyViewedListProps {
  items: readonly RecentlyViewedEntry[];
  /** the list's accessible name (the heading it sits under) */
  'aria-labelledby'?: string;
}

/**
 * A row of small product cards from the stored snapshots: each card is one link whose name is
 * the brand and product name (the image repeats them, so it is decorative).
 */
export function RecentlyViewedList({ items, ...rest }: RecentlyViewedListProps) {
  return (
    <ul className={listClass} aria-labelledby={rest['aria-labelledby']}>
      {items.map((item) => (
        <li key={`${item.site}:${item.productId}`} className={itemClass}>
          <Link href={item.path} className={cardLinkClass}>
            <span className={frameClass}>
              {item.image ? (
                <img src={item.image} alt="" width={300} height={400} loading="lazy" />
              ) : null}
            </span>
            <span className={brandClass}>{item.brand}</span>
            <span className={nameClass} data-name="">
              {item.name}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
