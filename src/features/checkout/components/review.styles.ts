import { css } from '@linaria/core';
import { media, tokens } from '../../../platform/ui/tokens';
import { eyebrow } from './payment.styles';

/** One part of the review (or the billing summary): heading, Edit at its end, the details. */
export const summaryBlockClass = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 0.5rem 1rem;
  padding-block: 1.25rem;
  border-block-start: 1px solid ${tokens.line};

  & > h2,
  & > h3 {
    ${eyebrow}
  }

  & > a {
    color: ${tokens.ink};
    font-size: 0.8125rem;
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }

  & > :not(h2, h3, a) {
    grid-column: 1 / -1;
    margin: 0;
    color: ${tokens.ink};
    font-size: 0.9375rem;
    line-height: 1.55;
  }
`;

export const addressClass = css`
  font-style: normal;
  white-space: pre-line;
`;

export const mutedClass = css`
  color: ${tokens.muted};
`;

export const cardLineClass = css`
  display: flex;
  align-items: center;
  gap: 0.625rem;
`;

export const reviewLinesClass = css`
  margin-block-end: 0.5rem;

  & > header {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: 1rem;
    padding-block-end: 0.25rem;
  }

  & > header h2 {
    margin: 0;
  }

  & > header a {
    color: ${tokens.ink};
    font-size: 0.8125rem;
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }

  & > ul > li:last-child {
    border-block-end: 0;
  }
`;

/** Summary, agreements and Place order: beside the review on wide screens, kept in view. */
export const asideClass = css`
  display: grid;
  gap: 1.5rem;

  ${media.tabletMedium} {
    position: sticky;
    inset-block-start: calc(${tokens.headerHeight} + 1.5rem);
  }
`;

export const agreementsClass = css`
  display: grid;
  gap: 0.875rem;
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    ${eyebrow}
    margin-block-end: 0.875rem;
    padding: 0;
  }

  & a {
    color: ${tokens.ink};
    font-size: 0.8125rem;
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
`;

export const agreementClass = css`
  display: grid;
  gap: 0.25rem;

  & > a {
    margin-inline-start: 1.875rem;
  }
`;
