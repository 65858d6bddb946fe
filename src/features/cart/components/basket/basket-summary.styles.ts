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

export const rowsClass = css`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.625rem 1rem;
  margin: 0;
  font-size: 0.9375rem;

  & dt {
    color: ${tokens.ink};
  }

  & dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }

  & [data-tone='discount'] {
    color: ${tokens.sale};
  }
`;

export const totalRowClass = css`
  padding-block-start: 1rem;
  border-block-start: 1px solid ${tokens.line};
  font-size: 1.125rem;
  font-weight: 500;
`;

export const deliveryPromotionsClass = css`
  grid-column: 1 / -1;
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

export const noteClass = css`
  margin: 0;
  font-size: 0.75rem;
  color: ${tokens.muted};
`;
