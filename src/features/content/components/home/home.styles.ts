import { css } from '@linaria/core';
import { media, tokens } from '../../../../platform/ui/tokens';

export const blocksClass = css`
  display: grid;
  /* minmax(0, …): a horizontally scrolling tray must not widen the page */
  grid-template-columns: minmax(0, 1fr);
  gap: 3.5rem;
  padding-block-end: 4rem;

  ${media.tabletMedium} {
    gap: 5.5rem;
  }
`;

export const sectionClass = css`
  padding-inline: 1rem;

  ${media.tabletSmall} {
    padding-inline: 2rem;
  }

  ${media.desktop} {
    /* a grid item with auto margins would shrink to its content: keep the full width */
    inline-size: 100%;
    max-inline-size: 90rem;
    margin-inline: auto;
    padding-inline: 3rem;
  }
`;

/** Section titles: small, spaced capitals, the editorial voice of the shop. */
export const sectionTitleClass = css`
  margin-block: 0 1.5rem;
  font-family: ${tokens.fontDisplay};
  font-size: 1.5rem;
  font-weight: 400;
  letter-spacing: 0.02em;
  text-align: center;

  ${media.tabletMedium} {
    font-size: 2rem;
  }
`;
