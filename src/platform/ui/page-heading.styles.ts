import { css } from '@linaria/core';
import { tokens } from './tokens';

/** The h1 of a results page (listing, search, brands): large display type. */
export const pageTitleClass = css`
  margin: 0;
  font-family: ${tokens.fontDisplay};
  font-size: clamp(1.75rem, 5vw, 2.75rem);
  font-weight: 400;
  letter-spacing: 0.01em;
  line-height: 1.15;
`;

/** The small muted line under it ("58 products"); keeps its height while the count loads. */
export const resultsSummaryClass = css`
  margin: 0;
  min-block-size: 1.25rem;
  font-size: 0.8125rem;
  letter-spacing: 0.04em;
  color: ${tokens.muted};
`;
