import { css } from '@linaria/core';
import { media, tokens } from '../../../platform/ui/tokens';

/** Under the product page's columns, as wide as they are. */
export const traySectionClass = css`
  display: grid;
  gap: 1rem;
  max-inline-size: 90rem;
  margin-inline: auto;
  padding-block: 2rem 3rem;
  padding-inline: 1rem;

  ${media.tabletMedium} {
    padding-inline: 2rem;
  }

  ${media.desktop} {
    padding-inline: 3rem;
  }
`;

export const trayTitleClass = css`
  margin: 0;
  font-family: ${tokens.fontDisplay};
  font-weight: 400;
  font-size: 1.375rem;
`;

/** One row that scrolls sideways on a phone; cards keep their size instead of stretching. */
export const listClass = css`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 8.5rem;
  gap: 0.75rem;
  margin: 0;
  padding: 0 0 0.5rem;
  list-style: none;
  overflow-x: auto;
  overscroll-behavior-inline: contain;
  scroll-snap-type: inline mandatory;

  ${media.tabletSmall} {
    grid-auto-columns: 10.5rem;
    gap: 1.25rem;
  }
`;

export const itemClass = css`
  scroll-snap-align: start;
  min-inline-size: 0;
`;

export const cardLinkClass = css`
  display: grid;
  gap: 0.25rem;
  color: inherit;
  text-decoration: none;

  &:hover [data-name] {
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }

  &:focus-visible {
    outline: 2px solid ${tokens.focus};
    outline-offset: 3px;
  }
`;

/** 3:4 frame on sand, as product cards have, so a missing image reads as a placeholder. */
export const frameClass = css`
  display: block;
  aspect-ratio: 3 / 4;
  margin-block-end: 0.375rem;
  overflow: hidden;
  background: ${tokens.sand};

  img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

export const brandClass = css`
  font-size: 0.6875rem;
  font-weight: 500;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${tokens.muted};
`;

export const nameClass = css`
  font-size: 0.875rem;
  line-height: 1.4;
  overflow-wrap: anywhere;
`;
