import { css } from '@linaria/core';
import { tokens } from '../tokens';

export const priceClass = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.25rem 0.5rem;
  margin: 0;
  font-size: 0.875rem;
  font-variant-numeric: tabular-nums;
  color: ${tokens.ink};

  &[data-size='large'] {
    font-size: 1.125rem;
  }
`;

export const saleClass = css`
  color: ${tokens.sale};
  font-weight: 500;
`;

export const listClass = css`
  color: ${tokens.muted};
  text-decoration-thickness: 1px;
`;

export const discountClass = css`
  color: ${tokens.sale};
  font-size: 0.8em;
  letter-spacing: 0.04em;
`;
