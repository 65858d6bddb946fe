import { css } from '@linaria/core';
import { media, tokens } from '../../../platform/ui/tokens';

/** Phones: gallery then details. Desktop: gallery beside a sticky details column. */
export const layoutClass = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.5rem;
  max-inline-size: 90rem;
  margin-inline: auto;
  padding-block-end: 4rem;

  ${media.tabletMedium} {
    grid-template-columns: minmax(0, 1.5fr) minmax(22rem, 1fr);
    gap: 3rem;
    padding-block-start: 2rem;
    padding-inline: 2rem;
  }

  ${media.desktop} {
    padding-inline: 3rem;
    gap: 4rem;
  }
`;

/** One view per screen on phones, swiped sideways; a 2-column grid from tablets up. */
export const galleryClass = css`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 100%;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  margin: 0;
  padding: 0;
  list-style: none;
  scrollbar-width: none;

  /* the row scrolls inside its own box: draw the focus ring inside it, where it is seen */
  &:focus-visible {
    outline-offset: -2px;
  }

  ${media.tabletMedium} {
    grid-auto-flow: row;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 0.5rem;
    overflow: visible;
  }
`;

export const galleryItemClass = css`
  scroll-snap-align: start;
  background: ${tokens.sand};
`;

export const galleryImageClass = css`
  display: block;
  inline-size: 100%;
  block-size: auto;
  aspect-ratio: 3 / 4;
  object-fit: cover;
`;

export const detailsClass = css`
  padding-inline: 1rem;

  ${media.tabletSmall} {
    padding-inline: 2rem;
  }

  ${media.tabletMedium} {
    padding-inline: 0;
  }
`;

export const stickyClass = css`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;

  ${media.tabletMedium} {
    position: sticky;
    inset-block-start: calc(${tokens.headerHeight} + 2rem);
  }
`;

export const brandClass = css`
  margin: 0 0 -1rem;
  font-size: 0.75rem;
  font-weight: 500;
  letter-spacing: 0.16em;
  text-transform: uppercase;
  color: ${tokens.muted};
`;

/** the name with the favourite heart at its end */
export const nameRowClass = css`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 1rem;
`;

export const nameClass = css`
  margin: 0 0 -0.75rem;
  font-family: ${tokens.fontDisplay};
  font-size: clamp(1.625rem, 3vw, 2.25rem);
  font-weight: 400;
  line-height: 1.15;
`;

export const stockClass = css`
  margin: -0.75rem 0 0;
  font-size: 0.8125rem;
  color: ${tokens.accent};
`;

export const descriptionClass = css`
  margin: 0;
  line-height: 1.7;
  color: ${tokens.ink};
`;

export const detailsListClass = css`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.375rem 1.5rem;
  margin: 0;

  & dt {
    color: ${tokens.ink};
  }

  & dd {
    margin: 0;
  }
`;

export const messageClass = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 1.25rem;
  max-inline-size: 32rem;
  margin-inline: auto;
  padding: 5rem 1rem;
  text-align: center;

  & h1 {
    margin: 0;
    font-family: ${tokens.fontDisplay};
    font-size: clamp(1.5rem, 4vw, 2.25rem);
    font-weight: 400;
  }

  & p {
    margin: 0;
    color: ${tokens.muted};
  }
`;

export const skeletonStackClass = css`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
`;
