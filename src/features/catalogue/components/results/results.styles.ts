import { css } from '@linaria/core';
import { pageTitleClass, resultsSummaryClass } from '../../../../platform/ui/page-heading.styles';
import { media, tokens } from '../../../../platform/ui/tokens';

export const resultsClass = css`
  margin-block-start: 1.5rem;
`;

export const errorClass = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 1rem;
  padding-block: 4rem;
  color: ${tokens.muted};
  text-align: center;
`;

/** Page frame shared by the listing and search pages. */
export const pageClass = css`
  max-inline-size: 90rem;
  margin-inline: auto;
  padding-block: 1.5rem 4rem;
  padding-inline: 1rem;

  ${media.tabletSmall} {
    padding-inline: 2rem;
  }

  ${media.desktop} {
    padding-inline: 3rem;
  }
`;

export const pageHeaderClass = css`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin-block: 1.5rem 0.5rem;
`;

/** Shared with every results page (platform/ui/page-heading.styles.ts). */
export { pageTitleClass as titleClass, resultsSummaryClass as summaryClass };
