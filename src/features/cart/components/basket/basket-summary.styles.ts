import { css } from '@linaria/core';
import { media, tokens } from '../../../../platform/ui/tokens';

export const summaryClass = css`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
  padding: 1.5rem 1.25rem;
  background: ${tokens.sand};

  ${media.tabletMedium} {
    position: sticky;
    inset-block-start: calc(${tokens.headerHeight} + 1.5rem);
    padding: 2rem 1.75rem;
  }
`;

export const summaryTitleClass = css`
  margin: 0;
  font-family: ${tokens.fontDisplay};
  font-size: 1.375rem;
  font-weight: 400;
`;

/** One row per figure (dt and its dd in a div, as HTML allows): label at the start, amount at the end. */
export const rowsClass = css`
  display: flex;
  flex-direction: column;
  gap: 0.625rem;
  margin: 0;
  font-size: 0.9375rem;

  & > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0.25rem 1rem;
  }

  & dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }

  & > div[data-tone='discount'] {
    color: ${tokens.sale};
  }
`;

export const totalRowClass = css`
  margin-block-start: 0.375rem;
  padding-block-start: 1rem;
  border-block-start: 1px solid ${tokens.line};
  font-size: 1.125rem;
  font-weight: 500;
`;

/** The checkout-shipping offers, on a line of their own under the delivery figure. */
export const deliveryPromotionsClass = css`
  flex-basis: 100%;

  &:empty {
    display: none;
  }
`;

export const promotionsListClass = css`
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.8125rem;
  color: ${tokens.muted};
`;

export const noticeClass = css`
  margin: 0;
  padding-block: 0.75rem;
  padding-inline: 1rem;
  border-inline-start: 3px solid ${tokens.sale};
  background: ${tokens.paper};
  font-size: 0.8125rem;
  line-height: 1.5;
`;

/** A small heading in the summary ("Offers applied"), like the promo code's label. */
export const subheadClass = css`
  margin: 0 0 0.25rem;
  font-family: ${tokens.fontText};
  font-size: 0.6875rem;
  font-weight: 500;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${tokens.ink};
`;
