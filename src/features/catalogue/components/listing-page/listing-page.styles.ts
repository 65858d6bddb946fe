import { css } from '@linaria/core';
import { media } from '../../../../platform/ui/tokens';

/** Side navigation above the results on phones, a column beside them from tablet up. */
export const withSideClass = css`
  display: grid;
  gap: 1rem;

  ${media.tabletMedium} {
    grid-template-columns: minmax(12rem, 15rem) minmax(0, 1fr);
    gap: 2.5rem;
    align-items: start;
  }
`;
