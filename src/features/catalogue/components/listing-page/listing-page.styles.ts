import { css } from '@linaria/core';
import { media, tokens } from '../../../../platform/ui/tokens';

/** The toolbar switches layout at spec §9's tabletLarge breakpoint (1025 px). */
const desktopUp = '@media (min-width: 1025px)';

export const controlsClass = css`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  padding-block: 1rem;
  border-block: 1px solid ${tokens.line};
  margin-block-start: 1rem;
`;

export const desktopToolbarClass = css`
  display: none;

  ${desktopUp} {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 1rem;
  }

  &[data-align='end'] {
    justify-content: flex-end;
  }
`;

export const mobileToolbarClass = css`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 1fr;
  gap: 0.5rem;

  ${desktopUp} {
    display: none;
  }
`;

export const mobileButtonClass = css`
  min-block-size: 2.75rem;
  border: 1px solid ${tokens.ink};
  border-radius: ${tokens.radius};
  background: ${tokens.paper};
  color: ${tokens.ink};
  font: inherit;
  font-size: 0.8125rem;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${tokens.focus};
    outline-offset: 2px;
  }

  ${media.tabletSmall} {
    font-size: 0.875rem;
  }
`;

export const categoryLinksClass = css`
  margin: 0;
  padding: 0;
  list-style: none;

  & a {
    display: block;
    padding-block: 0.875rem;
    border-block-end: 1px solid ${tokens.line};
    color: ${tokens.ink};
    text-decoration: none;
  }

  & a:focus-visible {
    outline: 2px solid ${tokens.focus};
  }
`;

/** Side navigation in a column beside the results on desktop; below, the Categories pullout. */
export const withSideClass = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;

  ${desktopUp} {
    grid-template-columns: minmax(12rem, 15rem) minmax(0, 1fr);
    gap: 2.5rem;
    align-items: start;
  }
`;

export const sideColumnClass = css`
  display: none;

  ${desktopUp} {
    display: block;
    padding-block-start: 1rem;
  }

  & > nav:not(:first-child) {
    margin-block-start: 2rem;
  }
`;

/** A grid item may shrink below its content's width, so nothing widens the phone page. */
export const resultsColumnClass = css`
  min-inline-size: 0;
`;

/**
 * The browse-by chip row under the title: it scrolls sideways on phones, so it may run to the
 * page edge there (the negative margin undoes the page padding, the padding keeps the first chip
 * aligned with the title).
 */
export const browseByClass = css`
  margin-block: 0.75rem 0.25rem;
  margin-inline: -1rem;
  padding-inline: 1rem;

  ${media.tabletSmall} {
    margin-inline: 0;
    padding-inline: 0;
  }
`;
