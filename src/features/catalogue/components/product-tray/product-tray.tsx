import { useId } from 'react';
import { Link } from 'wouter';
import { useT } from '../../../../platform/i18n/i18n-context';
import { VisuallyHidden } from '../../../../platform/ui/visually-hidden';
import { useProductSearch } from '../../api/search-products';
import { withListingRule } from '../../logic/listing-filters';
import { ProductGrid } from '../product-grid/product-grid';
import { trayClass, trayHeaderClass, trayTitleClass, viewAllClass } from './product-tray.styles';

/** Spec §9: a tray shows 4 items by default. */
const TRAY_HITS = 4;

export interface ProductTrayProps {
  title: string;
  /** Algolia filter expression, e.g. `collections.tag:"new-in"`; the listing rule is added */
  filters: string;
  hits?: number;
  viewAllPath?: string;
}

/**
 * A titled row of product cards (home page, product page). A tray that finds nothing renders
 * nothing: an empty shelf is not worth the space.
 */
export function ProductTray({ title, filters, hits = TRAY_HITS, viewAllPath }: ProductTrayProps) {
  const t = useT();
  const headingId = useId();
  const result = useProductSearch({ filters: withListingRule(filters), hitsPerPage: hits });
  if (result.data && result.data.hits.length === 0) return null;
  if (result.isError && !result.data) return null;
  return (
    <section className={trayClass} aria-labelledby={headingId} aria-busy={result.isPending}>
      <div className={trayHeaderClass}>
        <h2 id={headingId} className={trayTitleClass}>
          {title}
        </h2>
        {viewAllPath && (
          <Link href={viewAllPath} className={viewAllClass}>
            {t('WEB.TRAY.VIEWALL')}
            <VisuallyHidden>{`: ${title}`}</VisuallyHidden>
          </Link>
        )}
      </div>
      <ProductGrid
        hits={result.data?.hits}
        loading={result.isPending}
        skeletons={hits}
        headingLevel={3}
        priorityCount={0}
        variant="tray"
      />
    </section>
  );
}
