import { css } from '@linaria/core';
import { media } from '../../../../platform/ui/tokens';

/** Spec §9: 4 per row by default, 3 on medium tablets, 2 on small screens; card gap 2rem. */
export const gridClass = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 2rem 1rem;
  margin: 0;
  padding: 0;
  list-style: none;

  /*
   * Cards far from the viewport skip style, layout and paint until scrolled near (a listing
   * page holds up to 120): the first paint of a listing lays out one screen, not the page.
   */
  &[data-variant='listing'] > li {
    content-visibility: auto;
    contain-intrinsic-size: auto 30rem;
  }

  ${media.tabletSmall} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 2.5rem 1.5rem;
  }

  ${media.tabletMedium} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 3rem 2rem;
  }

  /* A tray is one row: on phones it scrolls sideways instead of wrapping. */
  &[data-variant='tray'] {
    grid-auto-flow: column;
    grid-template-columns: none;
    grid-auto-columns: minmax(42%, 1fr);
    overflow-x: auto;
    scroll-snap-type: x mandatory;
    padding-block-end: 0.5rem;

    & > li {
      scroll-snap-align: start;
    }

    ${media.tabletSmall} {
      grid-auto-columns: minmax(28%, 1fr);
    }

    ${media.tabletMedium} {
      grid-auto-flow: row;
      grid-template-columns: repeat(4, minmax(0, 1fr));
      overflow: visible;
    }
  }
`;
