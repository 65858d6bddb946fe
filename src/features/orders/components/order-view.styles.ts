import { css } from '@linaria/core';
import { media, tokens } from '../../../platform/ui/tokens';

/** Phones: the lines, then the summary and details. Wider: the summary in a column beside. */
export const viewClass = css`
  display: grid;
  gap: 2.5rem;

  ${media.tabletMedium} {
    grid-template-columns: minmax(0, 1fr) 24rem;
    align-items: start;
    gap: 4rem;
  }
`;

export const sectionTitleClass = css`
  margin: 0 0 1rem;
  font-family: ${tokens.fontDisplay};
  font-size: 1.375rem;
  font-weight: 400;
`;

export const linesClass = css`
  margin: 0;
  padding: 0;
  list-style: none;
  border-block-start: 1px solid ${tokens.line};
`;

export const lineClass = css`
  display: grid;
  grid-template-columns: 5.5rem minmax(0, 1fr);
  gap: 0.5rem 1.25rem;
  padding-block: 1.5rem;
  border-block-end: 1px solid ${tokens.line};

  ${media.tabletSmall} {
    grid-template-columns: 7rem minmax(0, 1fr) auto;
  }
`;

export const imageClass = css`
  grid-row: span 2;
  inline-size: 100%;
  block-size: auto;
  aspect-ratio: 3 / 4;
  object-fit: cover;
  background: ${tokens.sand};

  ${media.tabletSmall} {
    grid-row: auto;
  }
`;

export const lineDetailsClass = css`
  display: grid;
  align-content: start;
  gap: 0.375rem;
  min-inline-size: 0;
`;

export const brandClass = css`
  margin: 0;
  font-size: 0.6875rem;
  font-weight: 600;
  letter-spacing: 0.16em;
  text-transform: uppercase;

  &:dir(rtl) {
    font-size: 0.8125rem;
    letter-spacing: 0;
  }
`;

export const nameClass = css`
  margin: 0;
  font-family: ${tokens.fontDisplay};
  font-size: 1.0625rem;
  font-weight: 400;

  & a {
    color: inherit;
    text-decoration: none;
  }

  & a:hover {
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
`;

export const optionsClass = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  margin: 0;
  color: ${tokens.muted};
  font-size: 0.8125rem;
`;

export const linePriceClass = css`
  display: grid;
  align-content: start;
  gap: 0.25rem;
  margin: 0;
  font-size: 0.9375rem;
  font-variant-numeric: tabular-nums;

  ${media.tabletSmall} {
    justify-items: end;
    text-align: end;
  }

  & s {
    color: ${tokens.muted};
    font-size: 0.8125rem;
  }

  & [data-tone='sale'] {
    color: ${tokens.sale};
  }
`;

/** The summary column: totals, then the delivery and payment details, on sand. */
export const asideClass = css`
  display: grid;
  gap: 2rem;
  padding: 1.75rem 1.5rem;
  background: ${tokens.sand};

  ${media.tabletMedium} {
    position: sticky;
    inset-block-start: calc(${tokens.headerHeight} + 1.5rem);
    padding: 2rem 1.75rem;
  }
`;

export const totalsClass = css`
  display: grid;
  gap: 0.625rem;
  margin: 0;
  font-size: 0.9375rem;

  & > div {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
  }

  & dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }

  & > div[data-tone='discount'] {
    color: ${tokens.sale};
  }

  & > div[data-total='true'] {
    margin-block-start: 0.5rem;
    padding-block-start: 1rem;
    border-block-start: 1px solid ${tokens.line};
    font-size: 1.125rem;
    font-weight: 500;
  }
`;

export const detailsClass = css`
  display: grid;
  gap: 1.5rem;
  margin: 0;

  & dt {
    margin-block-end: 0.375rem;
    font-size: 0.6875rem;
    font-weight: 600;
    letter-spacing: 0.16em;
    text-transform: uppercase;
  }

  &:dir(rtl) dt {
    font-size: 0.8125rem;
    letter-spacing: 0;
  }

  & dd {
    margin: 0;
    font-size: 0.9375rem;
    line-height: 1.6;
    overflow-wrap: anywhere;
  }

  & address {
    font-style: normal;
  }
`;

export const mutedClass = css`
  color: ${tokens.muted};
`;

/** One line of an address or contact inside its dd. */
export const blockClass = css`
  display: block;
`;
