import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { media } from '../../../../platform/ui/tokens';
import { CategoryNavigation } from './lazy-side-nav';

const desktopUp = '@media (min-width: 1025px)';

const layoutClass = css`
  ${desktopUp} {
    display: grid;
    grid-template-columns: minmax(12rem, 15rem) minmax(0, 1fr);
    max-inline-size: 90rem;
    margin-inline: auto;
    padding-inline-start: 3rem;
  }
`;

const contentClass = css`
  ${desktopUp} {
    grid-column: 2;
    grid-row: 1;
  }
`;

/**
 * After the page in reading order (its h1 comes first), drawn in the first column level with
 * the page's heading.
 */
const asideClass = css`
  display: none;

  ${desktopUp} {
    display: block;
    grid-column: 1;
    grid-row: 1;
    padding-block-start: 4.5rem;
  }

  ${media.desktop} {
    padding-block-start: 5rem;
  }
`;

/**
 * Pages that are not a category (search, favourites) show the category navigation beside
 * them on desktop (spec §2 "Shell"); phones keep the page alone.
 */
export function WithCategoryNavigation({ children }: { children: ReactNode }) {
  return (
    <div className={layoutClass}>
      <div className={contentClass}>{children}</div>
      <div className={asideClass}>
        <CategoryNavigation />
      </div>
    </div>
  );
}
