import { css } from '@linaria/core';
import { pageTitleClass, resultsSummaryClass } from '../../../platform/ui/page-heading.styles';
import { media, tokens } from '../../../platform/ui/tokens';

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

export const headerClass = css`
  display: grid;
  gap: 0.5rem;
  margin-block: 1.5rem 2rem;
`;

export const crumbsClass = css`
  font-size: 0.75rem;
  letter-spacing: 0.04em;
  color: ${tokens.muted};

  & ol {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  & li + li::before {
    content: '/';
    margin-inline-end: 0.25rem;
    color: ${tokens.line};
  }

  & a {
    color: inherit;
    text-decoration: none;
  }

  & a:hover,
  & a[aria-current='page'] {
    color: ${tokens.ink};
  }
`;

export const emptyClass = css`
  padding-block: 4rem;
  color: ${tokens.muted};
  text-align: center;
`;

/** Shared with every results page (platform/ui/page-heading.styles.ts). */
export { pageTitleClass as titleClass, resultsSummaryClass as summaryClass };
